import { assetFolders, assets, assetUploads, type Database, type Executor } from '@vitrine/db';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/sql-patterns';

export type AssetRow = typeof assets.$inferSelect;
export type FolderRow = typeof assetFolders.$inferSelect;
export type UploadRow = typeof assetUploads.$inferSelect;
export type NewAsset = typeof assets.$inferInsert;

export type FolderTreeRow = {
  id: string;
  parentId: string | null;
  name: string;
  depth: number;
  path: string;
  assetCount: number;
};

/** A keyset position in a folder's order. */
export type FolderKey = { position: number; id: string };

// Any constant: folder moves take turns so that two crossing moves cannot build a cycle.
const FOLDER_TREE_LOCK = 7_301_994;

const uuids = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
/** The library's assets of a folder: those still pending in an unsaved form are not in it yet. */
const inFolder = (folderId: string | null) =>
  and(
    folderId === null ? isNull(assets.folderId) : eq(assets.folderId, folderId),
    isNull(assets.pendingUntil),
  );

/** Whether a database error is a unique-constraint violation (either driver, wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The asset library's SQL: folders, assets and temporary uploads. */
export function assetsLibraryRepository(db: Database) {
  return {
    transaction: <T>(fn: (tx: Executor) => Promise<T>) => db.transaction(fn),

    // Folders

    async folder(id: string, executor: Executor = db): Promise<FolderRow | null> {
      const [row] = await executor.select().from(assetFolders).where(eq(assetFolders.id, id)).limit(1);
      return row ?? null;
    },

    /** A folder at the library's root by its name, in any case. */
    async rootFolderNamed(name: string): Promise<FolderRow | null> {
      const [row] = await db
        .select()
        .from(assetFolders)
        .where(sql`${assetFolders.parentId} IS NULL AND lower(${assetFolders.name}) = lower(${name})`)
        .limit(1);
      return row ?? null;
    },

    async lockFolder(tx: Executor, id: string): Promise<FolderRow | null> {
      const [row] = await tx
        .select()
        .from(assetFolders)
        .where(eq(assetFolders.id, id))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /** The whole tree, or one folder's subtree, in one statement: each folder with its own asset count. */
    async tree(pathPrefix?: string): Promise<FolderTreeRow[]> {
      const result = await db.execute<FolderTreeRow>(sql`
        SELECT f.id, f.parent_id AS "parentId", f.name, f.depth, f.path,
               f.asset_count AS "assetCount"
          FROM asset_folders f
         ${pathPrefix ? sql`WHERE f.path LIKE ${`${pathPrefix}%`}` : sql``}
         ORDER BY f.depth, lower(f.name), f.id`);
      return result.rows.map((row) => ({ ...row, assetCount: Number(row.assetCount) }));
    },

    async insertFolder(row: typeof assetFolders.$inferInsert): Promise<FolderRow> {
      const [created] = await db.insert(assetFolders).values(row).returning();
      return created!;
    },

    lockTree: (tx: Executor) => tx.execute(sql`SELECT pg_advisory_xact_lock(${FOLDER_TREE_LOCK})`),

    renameFolder: (tx: Executor, id: string, name: string) =>
      tx.update(assetFolders).set({ name }).where(eq(assetFolders.id, id)),

    /** Moves a folder and its subtree: one statement rewrites every path and depth below it. */
    async moveFolder(tx: Executor, folder: FolderRow, parent: FolderRow | null): Promise<void> {
      const newPath = `${parent?.path ?? '/'}${folder.id}/`;
      const depthDelta = (parent ? parent.depth + 1 : 1) - folder.depth;
      await tx.execute(sql`
        UPDATE asset_folders
           SET path = ${newPath} || substr(path, ${folder.path.length + 1}),
               depth = depth + ${depthDelta},
               parent_id = CASE WHEN id = ${folder.id}::uuid THEN ${parent?.id ?? null}::uuid ELSE parent_id END
         WHERE path LIKE ${`${folder.path}%`}`);
    },

    async subtreeCounts(tx: Executor, folder: FolderRow): Promise<{ folders: number; assets: number }> {
      const result = await tx.execute<{ folders: number; assets: number }>(sql`
        SELECT (SELECT count(*) FROM asset_folders WHERE parent_id = ${folder.id}::uuid)::int AS folders,
               (SELECT count(*) FROM assets WHERE folder_id = ${folder.id}::uuid)::int AS assets`);
      const row = result.rows[0];
      return { folders: Number(row?.folders ?? 0), assets: Number(row?.assets ?? 0) };
    },

    /**
     * Deletes a folder's subtree: its assets (product photo links go with them, page heroes become
     * empty through the foreign keys), its temporary uploads and its folders. Returns what the
     * files were, to remove once the transaction has committed.
     */
    async deleteSubtree(
      tx: Executor,
      folder: FolderRow,
    ): Promise<{ assets: AssetRow[]; uploadKeys: string[] }> {
      const subtree = sql`(SELECT id FROM asset_folders WHERE path LIKE ${`${folder.path}%`})`;
      const deletedAssets = await tx.delete(assets).where(sql`${assets.folderId} IN ${subtree}`).returning();
      const uploads = await tx
        .delete(assetUploads)
        .where(sql`${assetUploads.folderId} IN ${subtree}`)
        .returning({ storageKey: assetUploads.storageKey });
      await tx.execute(sql`DELETE FROM asset_folders WHERE path LIKE ${`${folder.path}%`}`);
      return { assets: deletedAssets, uploadKeys: uploads.map((row) => row.storageKey) };
    },

    // Assets

    async asset(id: string, executor: Executor = db): Promise<AssetRow | null> {
      const [row] = await executor.select().from(assets).where(eq(assets.id, id)).limit(1);
      return row ?? null;
    },

    async lockAsset(tx: Executor, id: string): Promise<AssetRow | null> {
      const [row] = await tx.select().from(assets).where(eq(assets.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async assetsByIds(ids: readonly string[], executor: Executor = db): Promise<AssetRow[]> {
      if (!ids.length) return [];
      return executor
        .select()
        .from(assets)
        .where(inArray(assets.id, [...ids]));
    },

    /** An asset of this folder with exactly these bytes (upload de-duplication). */
    async duplicate(folderId: string | null, sha256: string): Promise<AssetRow | null> {
      const [row] = await db
        .select()
        .from(assets)
        .where(and(eq(assets.sha256, sha256), inFolder(folderId)))
        .orderBy(asc(assets.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Inserts the asset at the end of its folder. */
    async insertAsset(row: Omit<NewAsset, 'position'>, executor: Executor = db): Promise<AssetRow> {
      const folderId = row.folderId ?? null;
      const [created] = await executor
        .insert(assets)
        .values({
          ...row,
          position: sql`(SELECT coalesce(max(position), 0) + 1 FROM assets WHERE ${
            folderId === null ? sql`folder_id IS NULL` : sql`folder_id = ${folderId}::uuid`
          })`,
        })
        .returning();
      return created!;
    },

    async updateAsset(
      tx: Executor,
      id: string,
      changes: { name?: string; folderId?: string | null; revision?: number },
    ): Promise<AssetRow | null> {
      const set: Record<string, unknown> = {};
      if (changes.name !== undefined) set.name = changes.name;
      if (changes.revision !== undefined) set.revision = changes.revision;
      if (changes.folderId !== undefined) {
        set.folderId = changes.folderId;
        set.position = sql`(SELECT coalesce(max(position), 0) + 1 FROM assets WHERE ${
          changes.folderId === null ? sql`folder_id IS NULL` : sql`folder_id = ${changes.folderId}::uuid`
        })`;
      }
      if (!Object.keys(set).length) return this.asset(id, tx);
      const [row] = await tx
        .update(assets)
        .set(set as Partial<NewAsset>)
        .where(eq(assets.id, id))
        .returning();
      return row ?? null;
    },

    deleteAsset: (tx: Executor, id: string) => tx.delete(assets).where(eq(assets.id, id)).returning(),

    /** The form that uses these assets was saved: those still pending join the library. */
    claimAssets: (tx: Executor, ids: readonly string[]) =>
      ids.length
        ? tx.execute(sql`
            UPDATE assets SET pending_until = NULL
             WHERE id = ANY(${uuids(ids)}) AND pending_until IS NOT NULL`)
        : Promise.resolve(),

    /**
     * Removes the assets whose form was left unsaved past their time; their files are the caller's to
     * delete. A save that claims one first keeps it: the row no longer qualifies once it is claimed.
     */
    async deleteExpiredPendingAssets(now: Date): Promise<AssetRow[]> {
      return db
        .delete(assets)
        .where(sql`${assets.pendingUntil} < ${now.toISOString()}::timestamptz`)
        .returning();
    },

    /** Moves assets to the end of a folder, in the given order, in one statement. */
    async moveAssets(tx: Executor, ids: readonly string[], folderId: string | null): Promise<number> {
      const result = await tx.execute(sql`
        WITH listed AS (SELECT id, ord FROM unnest(${uuids(ids)}) WITH ORDINALITY AS t(id, ord)),
             base AS (SELECT coalesce(max(position), 0) AS top FROM assets
                       WHERE ${folderId === null ? sql`folder_id IS NULL` : sql`folder_id = ${folderId}::uuid`})
        UPDATE assets a SET folder_id = ${folderId}::uuid, position = base.top + listed.ord
          FROM listed, base WHERE a.id = listed.id`);
      return (
        (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
        (result as { affectedRows?: number }).affectedRows ??
        0
      );
    },

    async countInFolder(tx: Executor, ids: readonly string[], folderId: string | null): Promise<number> {
      const result = await tx.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM assets
         WHERE id = ANY(${uuids(ids)}) AND ${folderId === null ? sql`folder_id IS NULL` : sql`folder_id = ${folderId}::uuid`}`);
      return Number(result.rows[0]?.n ?? 0);
    },

    /**
     * Rewrites a folder's positions in one statement: the listed assets first in the given order,
     * then every other asset of the folder in its current order.
     */
    reorder: (tx: Executor, folderId: string | null, ids: readonly string[]) =>
      tx.execute(sql`
        WITH listed AS (SELECT id, ord FROM unnest(${uuids(ids)}) WITH ORDINALITY AS t(id, ord)),
             ranked AS (
               SELECT a.id, row_number() OVER (ORDER BY l.ord NULLS LAST, a.position, a.id)::int AS pos
                 FROM assets a LEFT JOIN listed l ON l.id = a.id
                WHERE ${folderId === null ? sql`a.folder_id IS NULL` : sql`a.folder_id = ${folderId}::uuid`})
        UPDATE assets a SET position = ranked.pos FROM ranked
         WHERE a.id = ranked.id AND a.position <> ranked.pos`),

    /** One page of a folder in its order, after the key; Q filters on the name (trigram index). */
    async page(
      folderId: string | null,
      options: { after?: FolderKey; limit: number; q?: string },
    ): Promise<AssetRow[]> {
      const conditions = [inFolder(folderId)];
      if (options.q) conditions.push(sql`lower(${assets.name}) LIKE ${containsPattern(options.q)}`);
      if (options.after)
        conditions.push(
          sql`(${assets.position}, ${assets.id}) > (${options.after.position}, ${options.after.id}::uuid)`,
        );
      return db
        .select()
        .from(assets)
        .where(and(...conditions))
        .orderBy(asc(assets.position), asc(assets.id))
        .limit(options.limit);
    },

    async count(folderId: string | null, q?: string): Promise<number> {
      // A folder's own count is kept by triggers; only a search or the root counts rows.
      if (folderId !== null && !q) {
        const [folder] = await db
          .select({ n: assetFolders.assetCount })
          .from(assetFolders)
          .where(eq(assetFolders.id, folderId));
        return folder?.n ?? 0;
      }
      const conditions = [inFolder(folderId)];
      if (q) conditions.push(sql`lower(${assets.name}) LIKE ${containsPattern(q)}`);
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(assets)
        .where(and(...conditions));
      return Number(row?.n ?? 0);
    },

    // Temporary uploads

    insertUpload: (row: typeof assetUploads.$inferInsert) => db.insert(assetUploads).values(row),

    async upload(tmpName: string, executor: Executor = db): Promise<UploadRow | null> {
      const [row] = await executor
        .select()
        .from(assetUploads)
        .where(eq(assetUploads.tmpName, tmpName))
        .limit(1);
      return row ?? null;
    },

    deleteUpload: (tx: Executor, tmpName: string) =>
      tx.delete(assetUploads).where(eq(assetUploads.tmpName, tmpName)).returning(),

    /** Removes the expired temporary uploads; their files are the caller's to delete. */
    /** Which of these storage keys an asset or a temporary upload still owns. */
    async ownedStorageKeys(keys: readonly string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const list = sql`${`{${keys.map((key) => `"${key}"`).join(',')}}`}::text[]`;
      const result = await db.execute<{ key: string }>(sql`
        SELECT storage_key AS key FROM assets WHERE storage_key = ANY(${list})
        UNION ALL
        SELECT storage_key AS key FROM asset_uploads WHERE storage_key = ANY(${list})`);
      return new Set(result.rows.map((row) => row.key));
    },

    async deleteExpiredUploads(now: Date): Promise<string[]> {
      const rows = await db
        .delete(assetUploads)
        .where(sql`${assetUploads.expiresAt} < ${now.toISOString()}::timestamptz`)
        .returning({ storageKey: assetUploads.storageKey });
      return rows.map((row) => row.storageKey);
    },

    /** What serving an asset's file needs: its current revision, kind, name and type. */
    async servedFile(assetId: string) {
      const [row] = await db
        .select({
          revision: assets.revision,
          fileType: assets.fileType,
          name: assets.name,
          mimeType: assets.mimeType,
        })
        .from(assets)
        .where(eq(assets.id, assetId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type AssetsLibraryRepository = ReturnType<typeof assetsLibraryRepository>;
