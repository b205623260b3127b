import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { countries } from './shipping';

/**
 * The points of the 'static' carrier: pickup points the shop keeps itself (a shop counter, a
 * partner's shop), searched by distance from the shopper's place. Other carriers' points come
 * from their own services and are never stored here.
 */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull().default(''),
    postalCode: varchar('postal_code', { length: 12 }).notNull(),
    city: text('city').notNull(),
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code, { onDelete: 'cascade' }),
    phone: text('phone'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    /** Opening hours, one line per day range, separated by semicolons (spec 001 §3). */
    openingHours: text('opening_hours').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pickup_points_country_idx').on(table.countryCode),
    check('pickup_points_latitude', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('pickup_points_longitude', sql`${table.longitude} BETWEEN -180 AND 180`),
  ],
);
