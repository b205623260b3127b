-- Each folder knows how many assets it holds, so that its listing's total and the tree's counts
-- never count a folder's rows (a 50,000-asset folder answers like a 50-asset one). Kept by
-- statement-level triggers with transition tables: a move of thousands of assets is one update
-- per folder touched.
ALTER TABLE "asset_folders" ADD COLUMN "asset_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE asset_folders f SET asset_count = c.n
  FROM (SELECT folder_id, count(*)::int AS n FROM assets WHERE folder_id IS NOT NULL GROUP BY folder_id) c
 WHERE f.id = c.folder_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION asset_folder_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE asset_folders f SET asset_count = f.asset_count + d.n
    FROM (SELECT folder_id, count(*)::int AS n FROM new_rows WHERE folder_id IS NOT NULL GROUP BY folder_id) d
   WHERE f.id = d.folder_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION asset_folder_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE asset_folders f SET asset_count = f.asset_count - d.n
    FROM (SELECT folder_id, count(*)::int AS n FROM old_rows WHERE folder_id IS NOT NULL GROUP BY folder_id) d
   WHERE f.id = d.folder_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION asset_folder_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE asset_folders f SET asset_count = f.asset_count + d.n
    FROM (
      SELECT folder_id, sum(delta)::int AS n FROM (
        SELECT n.folder_id, 1 AS delta FROM new_rows n JOIN old_rows o ON o.id = n.id
         WHERE n.folder_id IS DISTINCT FROM o.folder_id
        UNION ALL
        SELECT o.folder_id, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id
         WHERE n.folder_id IS DISTINCT FROM o.folder_id
      ) moves
       WHERE folder_id IS NOT NULL GROUP BY folder_id
    ) d
   WHERE f.id = d.folder_id AND d.n <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER asset_folder_counts_insert AFTER INSERT ON assets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION asset_folder_counts_added();--> statement-breakpoint
CREATE TRIGGER asset_folder_counts_delete AFTER DELETE ON assets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION asset_folder_counts_removed();--> statement-breakpoint
CREATE TRIGGER asset_folder_counts_update AFTER UPDATE ON assets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION asset_folder_counts_moved();
