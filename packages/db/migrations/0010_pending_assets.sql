-- An asset uploaded or cropped through a form's widget stays out of the library until the form is
-- saved (ADR 013): the save clears pending_until, the cleanup job deletes it once that time passed.
ALTER TABLE "assets" ADD COLUMN "pending_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "assets_pending_idx" ON "assets" USING btree ("pending_until") WHERE "assets"."pending_until" IS NOT NULL;--> statement-breakpoint
-- A folder's count (migration 0006) counts only the assets in the library: a pending asset is
-- counted when its form is saved, and not when it goes without having been saved.
CREATE OR REPLACE FUNCTION asset_folder_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE asset_folders f SET asset_count = f.asset_count + d.n
    FROM (SELECT folder_id, count(*)::int AS n FROM new_rows
           WHERE folder_id IS NOT NULL AND pending_until IS NULL GROUP BY folder_id) d
   WHERE f.id = d.folder_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION asset_folder_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE asset_folders f SET asset_count = f.asset_count - d.n
    FROM (SELECT folder_id, count(*)::int AS n FROM old_rows
           WHERE folder_id IS NOT NULL AND pending_until IS NULL GROUP BY folder_id) d
   WHERE f.id = d.folder_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION asset_folder_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE asset_folders f SET asset_count = f.asset_count + d.n
    FROM (
      SELECT folder_id, sum(delta)::int AS n FROM (
        SELECT n.folder_id, 1 AS delta FROM new_rows n JOIN old_rows o ON o.id = n.id
         WHERE n.pending_until IS NULL
           AND (o.pending_until IS NOT NULL OR n.folder_id IS DISTINCT FROM o.folder_id)
        UNION ALL
        SELECT o.folder_id, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id
         WHERE o.pending_until IS NULL
           AND (n.pending_until IS NOT NULL OR n.folder_id IS DISTINCT FROM o.folder_id)
      ) moves
       WHERE folder_id IS NOT NULL GROUP BY folder_id
    ) d
   WHERE f.id = d.folder_id AND d.n <> 0;
  RETURN NULL;
END $$;
