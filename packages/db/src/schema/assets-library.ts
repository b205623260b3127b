import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  char,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './security';

/**
 * The asset library's folders. `path` is the materialised path of ids ('/<root>/<child>/'), so a
 * subtree is one prefix scan and a move rewrites the prefix; depth is the spec's ItemLevel (1 at the root).
 */
export const assetFolders = pgTable(
  'asset_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => assetFolders.id),
    name: text('name').notNull(),
    path: text('path').notNull(),
    depth: integer('depth').notNull(),
    /** Assets directly in the folder, kept by triggers (migration 0006). */
    assetCount: integer('asset_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One name per parent, case-insensitively; the root (null parent) counts as one parent.
    uniqueIndex('asset_folders_parent_name_key').on(
      sql`coalesce(${table.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${table.name})`,
    ),
    index('asset_folders_path_idx').on(table.path.op('text_pattern_ops')),
  ],
);

/** Files of the asset library (images and other files); catalogue photos and brand logos are assets. */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Where the storage keeps the files: a generated prefix ('images/<id>' or 'files/<id>'), never
     * the uploader's file name. Renditions live below it, suffixed with the revision when above 0.
     */
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    originalFileName: text('original_file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    /** Null: the library's root folder. */
    folderId: uuid('folder_id').references(() => assetFolders.id),
    /** Manual order within the folder; ties (bulk inserts) fall back to the id. */
    position: integer('position').notNull().default(0),
    /** Bumped when the files change (rotation), so every rendition gets a new, immutable URL. */
    revision: integer('revision').notNull().default(0),
    fileType: text('file_type').$type<'Image' | 'Other'>().notNull().default('Image'),
    /**
     * Set while the asset belongs to a form that has not been saved (uploaded or cropped through a
     * widget): the library does not list or count it, the form's save clears it, and the cleanup
     * job removes it, with its files, once this time has passed (migration 0010, ADR 015).
     */
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('assets_storage_key_key').on(table.storageKey),
    index('assets_sha256_idx').on(table.sha256),
    // A folder's page is a keyset range scan of this index.
    index('assets_folder_position_idx').on(table.folderId, table.position, table.id),
    index('assets_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('assets_pending_idx').on(table.pendingUntil).where(sql`${table.pendingUntil} IS NOT NULL`),
  ],
);

/**
 * Uploads kept for the crop call (upload with Temporary=true): the oriented, re-encoded image under
 * a random token, until it is cropped (unless keepOriginal) or expires and the cleanup job removes it.
 */
export const assetUploads = pgTable(
  'asset_uploads',
  {
    tmpName: text('tmp_name').primaryKey(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalFileName: text('original_file_name').notNull(),
    folderId: uuid('folder_id').references(() => assetFolders.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('asset_uploads_expires_idx').on(table.expiresAt)],
);
