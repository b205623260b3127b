import {
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

/**
 * A section of the FAQ page (one entry of its anchor side menu), in `sort_order`. `version` grows
 * with every save; a save naming an older version is refused.
 */
export const faqSections = pgTable('faq_sections', {
  id: uuid('id').primaryKey().defaultRandom(),
  sortOrder: integer('sort_order').notNull().default(0),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A section's title in one culture and its anchor (the address hash that leads to it). */
export const faqSectionTranslations = pgTable(
  'faq_section_translations',
  {
    sectionId: uuid('section_id')
      .notNull()
      .references(() => faqSections.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 2 }).notNull(),
    title: text('title').notNull(),
    anchor: text('anchor').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sectionId, table.culture] }),
    uniqueIndex('faq_section_translations_culture_anchor_key').on(table.culture, table.anchor),
  ],
);

/** A question of a section, in `sort_order` within it; public once published. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => faqSections.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faq_entries_section_idx').on(table.sectionId, table.sortOrder)],
);

/** An entry's question and answer in one culture; `blocks` is the answer as content blocks (ADR 035). */
export const faqEntryTranslations = pgTable(
  'faq_entry_translations',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => faqEntries.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 2 }).notNull(),
    question: text('question').notNull(),
    blocks: jsonb('blocks').notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.culture] })],
);
