import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The currencies a shopper may switch to (ISO 4217). The shop's own currency is always one. */
export const currencies = pgTable('currencies', {
  code: char('code', { length: 3 }).primaryKey(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Units of the currency per unit of the shop's currency, by day. The newest rate on or before a
 * day is that day's rate. `source`: 'ecb' (the European Central Bank's daily reference rates) or
 * 'staff' (set by hand in the back office).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currencyCode: char('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.code, { onDelete: 'cascade' }),
    rateDate: date('rate_date').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    source: text('source').$type<'ecb' | 'staff'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.currencyCode, table.rateDate] }),
    check('exchange_rates_rate_positive', sql`${table.rate} > 0`),
  ],
);
