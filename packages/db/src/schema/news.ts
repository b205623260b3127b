import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { assets } from './assets-library';

/** A news category; categories nest (ParentId), and a widget may show a category with its children. */
export const newsCategories = pgTable('news_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  parentId: uuid('parent_id').references((): AnyPgColumn => newsCategories.id, { onDelete: 'restrict' }),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsCategoryTranslations = pgTable(
  'news_category_translations',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 2 }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.culture] }),
    uniqueIndex('news_category_translations_culture_slug_key').on(table.culture, table.slug),
  ],
);

/**
 * A news post: public once `status` is published and `publish_at` has come. `version` grows with
 * every save; a save naming an older version is refused (two editors never overwrite each other).
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'restrict' }),
    coverAssetId: uuid('cover_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('news_posts_public_idx').on(table.status, table.publishAt),
    index('news_posts_category_idx').on(table.categoryId),
  ],
);

/** A post's words in one culture; `blocks` is the body as content blocks (validated by the API's contract). */
export const newsPostTranslations = pgTable(
  'news_post_translations',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 2 }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    blocks: jsonb('blocks').notNull().default([]),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.culture] }),
    uniqueIndex('news_post_translations_culture_slug_key').on(table.culture, table.slug),
  ],
);
