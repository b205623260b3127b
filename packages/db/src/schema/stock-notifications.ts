import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog';
import { users } from './security';

/**
 * Where a back-in-stock subscription stands: a guest's waits for the confirmation of their
 * address, then it is active until the variant returns (notified) or its owner leaves
 * (unsubscribed). Only the first two are open.
 */
export const STOCK_NOTIFICATION_STATUSES = [
  'pending-confirmation',
  'active',
  'notified',
  'unsubscribed',
] as const;
export type StockNotificationStatus = (typeof STOCK_NOTIFICATION_STATUSES)[number];

/**
 * Back-in-stock subscriptions (spec 001 §1, §2): one e-mail when the variant can be bought again.
 * A signed-in customer's carries their id (and their address when it was made); a guest's only
 * the address they confirmed. Tokens are kept as SHA-256 hashes: the raw values live only in
 * the messages. At most one open subscription per variant and address, and per variant and
 * customer, so a double click or two tabs end with one.
 */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    culture: varchar('culture', { length: 2 }).notNull(),
    status: text('status').$type<StockNotificationStatus>().notNull(),
    confirmationTokenHash: text('confirmation_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'stock_notifications_status_check',
      sql`${table.status} IN ('pending-confirmation', 'active', 'notified', 'unsubscribed')`,
    ),
    uniqueIndex('stock_notifications_open_email_key')
      .on(table.variantId, sql`lower(${table.email})`)
      .where(sql`${table.status} IN ('pending-confirmation', 'active')`),
    uniqueIndex('stock_notifications_open_customer_key')
      .on(table.variantId, table.customerId)
      .where(sql`${table.status} IN ('pending-confirmation', 'active') AND ${table.customerId} IS NOT NULL`),
    // The restock handler's read: the active subscribers of one variant.
    index('stock_notifications_variant_status_idx').on(table.variantId, table.status),
    index('stock_notifications_customer_idx').on(table.customerId),
    uniqueIndex('stock_notifications_confirmation_token_key').on(table.confirmationTokenHash),
    uniqueIndex('stock_notifications_unsubscribe_token_key').on(table.unsubscribeTokenHash),
  ],
);
