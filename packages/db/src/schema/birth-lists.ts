import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productVariants } from './catalog';
import { customerAddresses } from './customers';
import { orders } from './orders';
import { users } from './security';

export const BIRTH_LIST_TITLE_MAX = 100;
export const BIRTH_LIST_TEXT_MAX = 1000;
export const BIRTH_LIST_NAME_MAX = 100;

/**
 * A customer's birth list (a gift registry, ADR 033): shared by a link whose token is kept only
 * as a SHA-256 hash (revoked by clearing it, replaced by a new one), and optionally delivered to
 * one of its owner's saved addresses.
 */
export const birthLists = pgTable(
  'birth_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    babyName: text('baby_name'),
    expectedDate: date('expected_date'),
    message: text('message').notNull().default(''),
    /** Gifts may be sent here (checkout's "deliver to the parents"); never shown to the buyers. */
    deliveryAddressId: uuid('delivery_address_id').references(() => customerAddresses.id, {
      onDelete: 'set null',
    }),
    shareTokenHash: text('share_token_hash'),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('birth_lists_customer_idx').on(table.customerId),
    uniqueIndex('birth_lists_share_token_key').on(table.shareTokenHash),
  ],
);

/** What the parents wish for: one line per variant and list, with the quantity wanted. */
export const birthListItems = pgTable(
  'birth_list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    birthListId: uuid('birth_list_id')
      .notNull()
      .references(() => birthLists.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('birth_list_items_list_variant_key').on(table.birthListId, table.variantId),
    check('birth_list_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export const BIRTH_LIST_GIFT_STATUSES = ['in-cart', 'paid'] as const;
export type BirthListGiftStatus = (typeof BIRTH_LIST_GIFT_STATUSES)[number];

/**
 * A gift from a birth list: written when a buyer puts an item in their cart (with their name,
 * message and wish to stay anonymous), its id carried by the cart line and then the order line
 * (`item_key`); it counts as bought only once that order is paid, in the same transaction.
 */
export const birthListGifts = pgTable(
  'birth_list_gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    birthListId: uuid('birth_list_id')
      .notNull()
      .references(() => birthLists.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => birthListItems.id, { onDelete: 'cascade' }),
    buyerName: text('buyer_name').notNull().default(''),
    message: text('message').notNull().default(''),
    anonymous: boolean('anonymous').notNull().default(false),
    status: text('status').$type<BirthListGiftStatus>().notNull().default('in-cart'),
    /** The order line's quantity, once paid. */
    quantity: integer('quantity'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    check('birth_list_gifts_status_check', sql`${table.status} IN ('in-cart', 'paid')`),
    check(
      'birth_list_gifts_paid_check',
      sql`${table.status} = 'in-cart' OR (${table.quantity} > 0 AND ${table.paidAt} IS NOT NULL)`,
    ),
    index('birth_list_gifts_list_idx').on(table.birthListId, table.status),
    index('birth_list_gifts_item_idx').on(table.itemId),
  ],
);
