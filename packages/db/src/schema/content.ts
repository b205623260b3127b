import { sql } from 'drizzle-orm';
import {
  boolean,
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

/** A content page: its identity and placement; the words live in one translation per culture. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    isHomepage: boolean('is_homepage').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    showInMenu: boolean('show_in_menu').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The image shown above the page's body (back office: the page's media). */
    heroAssetId: uuid('hero_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_pages_key_key').on(table.key),
    // At most one homepage.
    uniqueIndex('content_pages_single_homepage').on(table.isHomepage).where(sql`${table.isHomepage}`),
  ],
);

export const contentPageTranslations = pgTable(
  'content_page_translations',
  {
    pageId: uuid('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 2 }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.pageId, table.culture] }),
    uniqueIndex('content_page_translations_culture_slug_key').on(table.culture, table.slug),
  ],
);

/** Site-wide settings edited in the back office (consent stamp, tracking scripts, shop name). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
