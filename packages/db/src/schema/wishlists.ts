import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { productVariants } from './catalog';
import { users } from './security';

/** The longest wishlist name and description a customer may give. */
export const WISHLIST_NAME_MAX = 100;
export const WISHLIST_DESCRIPTION_MAX = 1000;

/**
 * A signed-in customer's named wishlists (spec 001 §3 "Wishlist": Id, name, description). Only
 * ever read through their owner: another customer's list is not found.
 */
export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: WISHLIST_NAME_MAX }).notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wishlists_customer_idx').on(table.customerId, table.createdAt)],
);

/**
 * The products of a wishlist (spec 001 §3 "wishlist product": Id, variant, quantity): one row
 * per variant and list, so adding a variant again raises its quantity. A variant that leaves the
 * catalogue leaves every list with it.
 */
export const wishlistProducts = pgTable(
  'wishlist_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('wishlist_products_quantity_check', sql`${table.quantity} > 0`),
    uniqueIndex('wishlist_products_list_variant_key').on(table.wishlistId, table.variantId),
    index('wishlist_products_variant_idx').on(table.variantId),
  ],
);
