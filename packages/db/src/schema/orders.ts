import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productVariants, warehouses } from './catalog';
import { coupons } from './promotions';
import { sessions, users } from './security';
import { shippingMethods } from './shipping';

/** An order's life (spec 001 §1.8); every move is a row of `order_status_history`. */
export const ORDER_STATUSES = ['placed', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who did something to an order (or, later, a prepaid account): for its history. */
export const ACTOR_KINDS = ['customer', 'guest', 'staff', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** Order numbers: a sequence, so two checkouts never take the same one (no MAX()+1 race). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 100001 });

/**
 * An order, written once by checkout from the server's own pricing of the cart (ADR 011): the
 * amounts, the addresses and the lines are kept as they were, whatever the catalogue does later.
 * `version` guards staff edits (optimistic locking).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The readable number shown to everyone: V-{sequence}. */
    number: text('number').notNull(),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The guest's session that placed it (lets that guest see the confirmation page). */
    visitorId: uuid('visitor_id').references(() => sessions.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    culture: char('culture', { length: 2 }).notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    currencyCode: char('currency_code', { length: 3 }).notNull(),
    accountType: text('account_type').$type<'Private' | 'Company'>().notNull().default('Private'),
    /** The company's VAT number, and whether it made the order free of VAT (intra-EU supply). */
    vatNumber: text('vat_number'),
    vatExempt: boolean('vat_exempt').notNull().default(false),
    taxCountryCode: char('tax_country_code', { length: 2 }).notNull(),
    shippingMethodId: uuid('shipping_method_id').references(() => shippingMethods.id, {
      onDelete: 'set null',
    }),
    shippingMethodName: text('shipping_method_name'),
    /** The pickup point chosen, as the carrier described it (null: delivered to the address). */
    pickupPoint: jsonb('pickup_point').$type<Record<string, unknown>>(),
    /**
     * The title of the birth list whose parents receive the order at their saved address (ADR 033):
     * the buyer's views name them instead of the address; staff see the address itself.
     */
    deliveredToBirthList: text('delivered_to_birth_list'),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull(),
    shipping: numeric('shipping', { precision: 12, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 12, scale: 2 }).notNull(),
    totalTaxIncl: numeric('total_tax_incl', { precision: 12, scale: 2 }).notNull(),
    totalTaxExcl: numeric('total_tax_excl', { precision: 12, scale: 2 }).notNull(),
    /** An unpaid order holds its stock until then; afterwards it is cancelled and the stock released. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_key').on(table.number),
    index('orders_customer_idx').on(table.customerId, table.placedAt),
    index('orders_status_idx').on(table.status, table.placedAt),
    index('orders_placed_at_idx').on(table.placedAt),
    index('orders_unpaid_hold_idx').on(table.holdUntil).where(sql`${table.status} = 'placed'`),
    check('orders_total_not_negative', sql`${table.totalTaxIncl} >= 0`),
  ],
);

/**
 * An order's line as it was sold. The variant is kept for stock and re-ordering; it may never be
 * deleted while an order refers to it (restrict), the catalogue archives instead.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    productId: uuid('product_id').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceTaxIncl: numeric('unit_price_tax_incl', { precision: 12, scale: 2 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 7, scale: 4 }).notNull(),
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 12, scale: 2 }).notNull(),
    totalTaxIncl: numeric('total_tax_incl', { precision: 12, scale: 2 }).notNull(),
    /** Where the line came from (spec 001 §3): Catalog, Order, …; and that origin's key. */
    itemOrigin: text('item_origin').notNull().default('Catalog'),
    itemKey: text('item_key'),
    /** The customer's own reference for the variant when they ordered (later changes leave it). */
    customerSku: text('customer_sku'),
  },
  (table) => [
    uniqueIndex('order_lines_position_key').on(table.orderId, table.position),
    index('order_lines_variant_idx').on(table.variantId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** The billing and shipping addresses as typed or chosen at checkout (copied, never linked). */
export const orderAddresses = pgTable(
  'order_addresses',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'billing' | 'shipping'>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    street1: text('street1').notNull(),
    houseNumber: text('house_number').notNull().default(''),
    boxNumber: text('box_number'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    phone: text('phone'),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.kind] })],
);

/** Every status an order went through, who moved it and why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    actorKind: text('actor_kind').$type<ActorKind>().notNull(),
    actorId: uuid('actor_id'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.id)],
);

/** The coupons an order used and what each took off; counts toward the coupon's limits. */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.code] })],
);

/** What stock an order took from which warehouse: released exactly, if it is cancelled. */
export const orderStockAllocations = pgTable(
  'order_stock_allocations',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.variantId, table.warehouseId] })],
);
