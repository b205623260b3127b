import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carts } from './cart';
import { brands, categories, products } from './catalog';
import { users } from './security';

/**
 * A coupon code. `kind` 'percentage' takes `percent` off the eligible lines, 'fixed' takes
 * `amount` (in `currency_code`, the shop's). Codes are matched without regard to case.
 * `customerId` makes a coupon personal (only that customer may use it; it is listed for them).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<'percentage' | 'fixed'>().notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    currencyCode: char('currency_code', { length: 3 }).notNull(),
    /** The eligible goods must reach this (tax-inclusive, shop currency); null: no minimum. */
    minimumAmount: numeric('minimum_amount', { precision: 12, scale: 2 }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** How many orders may use it in all, and per customer; null: no limit. */
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_upper_key').on(sql`upper(${table.code})`),
    index('coupons_customer_idx').on(table.customerId),
    check(
      'coupons_kind_value',
      sql`(${table.kind} = 'percentage' AND ${table.percent} > 0 AND ${table.percent} <= 100) OR (${table.kind} = 'fixed' AND ${table.amount} > 0)`,
    ),
    check(
      'coupons_limits_positive',
      sql`coalesce(${table.usageLimit}, 1) > 0 AND coalesce(${table.perCustomerLimit}, 1) > 0`,
    ),
    check(
      'coupons_dates_ordered',
      sql`${table.startsAt} IS NULL OR ${table.endsAt} IS NULL OR ${table.startsAt} < ${table.endsAt}`,
    ),
  ],
);

/** A coupon restricted to products, categories (with their subtrees) or brands. */
export const couponProducts = pgTable(
  'coupon_products',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.couponId, table.productId] })],
);

export const couponCategories = pgTable(
  'coupon_categories',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.couponId, table.categoryId] })],
);

export const couponBrands = pgTable(
  'coupon_brands',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.couponId, table.brandId] })],
);

/** The coupons applied to a cart, in the order they were applied (the pricing applies them so). */
export const cartCoupons = pgTable(
  'cart_coupons',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.couponId] })],
);

/**
 * One use of a coupon by an order (written by the checkout in the order's transaction). The usage
 * limits count these rows; `orderId` is unique per coupon so a retried checkout counts once.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currencyCode: char('currency_code', { length: 3 }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_coupon_order_key').on(table.couponId, table.orderId),
    index('coupon_redemptions_customer_idx').on(table.couponId, table.customerId),
  ],
);
