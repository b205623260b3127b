import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A popup, a banner or a popup banner (spec 001 §2, §4). It is live once `status` is published,
 * `starts_at` has come (or is unset) and `ends_at` (the spec's EndDatetime) has not. It shows in
 * the cultures it has a translation in, on the page kinds and paths it targets (none: every page).
 * `version` grows with every save; a save naming an older version is refused.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['popup', 'banner', 'popup-banner'] }).notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Higher first: the one popup shown at a time, and the banners' order. */
    priority: integer('priority').notNull().default(0),
    pageKinds: text('page_kinds').array().notNull().default([]),
    pathPatterns: text('path_patterns').array().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('announcements_live_idx').on(table.status, table.endsAt)],
);

/** An announcement's words in one culture; `blocks` is its body as content blocks (text and image). */
export const announcementTranslations = pgTable(
  'announcement_translations',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 2 }).notNull(),
    title: text('title').notNull(),
    blocks: jsonb('blocks').notNull().default([]),
    /** Where a banner leads when clicked (a path of the shop or an http(s) address); null: nowhere. */
    linkUrl: text('link_url'),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.culture] }),
    index('announcement_translations_culture_idx').on(table.culture),
  ],
);
