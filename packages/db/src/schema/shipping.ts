import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** The tax classes a product may carry; each country has a rate per class (EU VAT). */
export const TAX_CLASSES = ['standard', 'reduced', 'super-reduced', 'zero'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/**
 * The countries the shop knows (ISO 3166-1 alpha-2). Names are not stored: `Intl.DisplayNames`
 * gives each culture's name for a code. `isShippingCountry` says whether the shop delivers there.
 */
export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  isShippingCountry: boolean('is_shipping_country').notNull().default(false),
  /** In the European Union: intra-EU VAT rules apply (a valid company number pays no VAT). */
  isEu: boolean('is_eu').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The sales-tax rate of a tax class in a country, in percent. */
export const taxRates = pgTable(
  'tax_rates',
  {
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code, { onDelete: 'cascade' }),
    taxClass: text('tax_class').$type<TaxClass>().notNull(),
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.countryCode, table.taxClass] }),
    check('tax_rates_rate_range', sql`${table.rate} >= 0 AND ${table.rate} < 100`),
  ],
);

/**
 * Postal codes and their places, loaded from open data files (one row per code and place: a code
 * may serve several places, a place several codes). The typeahead searches a code's prefix or a
 * place name's prefix within one country.
 */
export const cities = pgTable(
  'cities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code, { onDelete: 'cascade' }),
    postalCode: varchar('postal_code', { length: 12 }).notNull(),
    name: text('name').notNull(),
  },
  (table) => [
    uniqueIndex('cities_country_code_name_key').on(table.countryCode, table.postalCode, table.name),
    index('cities_postal_code_idx').on(table.countryCode, sql`${table.postalCode} varchar_pattern_ops`),
    index('cities_name_idx').on(table.countryCode, sql`lower(${table.name}) text_pattern_ops`),
  ],
);

/**
 * A way of delivering an order. `carrier` names the adapter that serves it: 'static' for the
 * shop's own delivery and pickup points, or a carrier's name ('dhl'). Names and descriptions are
 * per culture.
 */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    carrier: text('carrier').notNull().default('static'),
    /** Its name and hover description per culture: { fr: { name, description }, … }. */
    translations: jsonb('translations')
      .$type<Record<string, { name: string; description: string }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Free from these goods (tax-inclusive, after discounts, shop currency); null: never free. */
    freeFrom: numeric('free_from', { precision: 12, scale: 2 }),
    /** Delivers to a pickup point the shopper chooses among its carrier's points, not to an address. */
    isPickupPoint: boolean('is_pickup_point').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shipping_methods_key_key').on(table.key)],
);

/** What a method costs to a country (tax-inclusive at the shop's rate, shop currency). */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    methodId: uuid('method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code, { onDelete: 'cascade' }),
    cost: numeric('cost', { precision: 12, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.methodId, table.countryCode] }),
    index('shipping_rates_country_idx').on(table.countryCode),
    check('shipping_rates_cost_not_negative', sql`${table.cost} >= 0`),
  ],
);
