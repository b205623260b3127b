import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productVariants } from './catalog';
import { sessions, users } from './security';
import { cities, countries, shippingMethods } from './shipping';

/**
 * A shopper's cart (ADR 013): owned by a customer or by a visitor's session, exactly one of them,
 * and at most one cart per owner, so two tabs creating it at once end with one cart. A visitor's
 * cart goes with their expired session (cascade); at sign-in it is merged into the customer's.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /** The currency the cart is priced in (the shop's until the shopper switches currency). */
    currencyCode: char('currency_code', { length: 3 }).notNull(),
    /** The delivery country the shopper chose (the shipping cost and, until checkout, the tax country). */
    shippingCountryCode: char('shipping_country_code', { length: 2 }).references(() => countries.code, {
      onDelete: 'set null',
    }),
    /** The billing country, when the checkout set it apart from the delivery country. */
    billingCountryCode: char('billing_country_code', { length: 2 }).references(() => countries.code, {
      onDelete: 'set null',
    }),
    /** The place the postal-code typeahead picked (in the shipping country). */
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'set null' }),
    shippingMethodId: uuid('shipping_method_id').references(() => shippingMethods.id, {
      onDelete: 'set null',
    }),
    /**
     * The company VAT number checkout validated for this cart, and its billing country: a valid
     * intra-EU number prices the cart without VAT (ADR 022). Cleared when the number is not valid.
     */
    vatNumber: text('vat_number'),
    vatCountryCode: char('vat_country_code', { length: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carts_customer_id_key').on(table.customerId),
    uniqueIndex('carts_visitor_id_key').on(table.visitorId),
    check('carts_one_owner', sql`(${table.customerId} IS NULL) <> (${table.visitorId} IS NULL)`),
  ],
);

/**
 * One line per variant and cart: adding a variant again adds to its line (an upsert on the unique
 * key), so two tabs adding the same variant at once never make two lines. No price is stored: a
 * line is priced from the catalogue whenever the cart is read.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Where the line was first added from (spec 001 §3's order-origin fields): Catalog, Order … */
    itemOrigin: text('item_origin').notNull().default('Catalog'),
    /** The origin's own key for the item (an order line's), when it has one. */
    itemKey: text('item_key'),
    /** The order the line was re-ordered from, when it was. */
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_cart_variant_key').on(table.cartId, table.variantId),
    index('cart_items_variant_idx').on(table.variantId),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * The pickup point a cart's shipping method delivers to (spec 001 §3's saved pickup point), as
 * the carrier described it when the shopper chose it (read again from the carrier, never as the
 * browser sent it); `pickupPointId` is set only for the 'static' carrier's own points.
 */
export const cartPickupPoints = pgTable('cart_pickup_points', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  shippingMethodId: uuid('shipping_method_id')
    .notNull()
    .references(() => shippingMethods.id, { onDelete: 'cascade' }),
  /** The carrier that described the point ('static', 'dhl' …). */
  carrier: text('carrier').notNull().default('static'),
  pickupPointId: uuid('pickup_point_id'),
  /** The carrier's own id for the point (sent back to it when the parcel is booked). */
  externalId: text('external_id'),
  name: text('name').notNull(),
  street1: text('street1').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  countryCode: char('country_code', { length: 2 }).notNull(),
  phone: text('phone'),
  /** Opening hours, one line per day range, separated by semicolons (spec 001 §3). */
  openingHours: text('opening_hours').notNull().default(''),
  /** The carrier's kind of point: a shop, a locker, a post office … */
  pointType: text('point_type'),
  /** The whole point as the carrier described it (spec 001 §3's pickup point fields). */
  description: jsonb('description').$type<Record<string, unknown>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
