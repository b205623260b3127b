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
    /**
     * The editors' draft of every culture (title, slug, SEO, blocks), as `content_page_versions`
     * holds a published one; null while the page was never edited since it was published.
     */
    draft: jsonb('draft'),
    /** Raised by every save of the draft: a save from an older version is refused (409). */
    version: integer('version').notNull().default(1),
    /** The published version the shop shows (its words are in the translations below). */
    publishedNumber: integer('published_number'),
    /** When the draft is to be published by itself; null when nothing is scheduled. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
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
    /** The published body as blocks (ADR 035); null for a page written before blocks (its HTML). */
    blocks: jsonb('blocks'),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.pageId, table.culture] }),
    uniqueIndex('content_page_translations_culture_slug_key').on(table.culture, table.slug),
  ],
);

/**
 * Every published version of a page: what it said in each culture when it was published. The
 * newest is the one the shop shows; an older one can become the draft again.
 */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    pageId: uuid('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    translations: jsonb('translations').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.number] })],
);

/** Site-wide settings edited in the back office (consent stamp, tracking scripts, shop name). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
