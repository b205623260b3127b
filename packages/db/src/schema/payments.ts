import { sql } from 'drizzle-orm';
import {
  char,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';

export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/**
 * One try at paying an order (ADR 011's intent row): written before the provider is called, with
 * the merchant reference we send as its idempotency key; confirmed by the provider's answer or its
 * webhook. An order may have several (a declined card, then another).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    merchantReference: text('merchant_reference').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currencyCode: char('currency_code', { length: 3 }).notNull(),
    status: text('status').$type<PaymentAttemptStatus>().notNull().default('pending'),
    /** The provider's session (for the drop-in) and its reference for the payment once known. */
    sessionId: text('session_id'),
    sessionData: text('session_data'),
    pspReference: text('psp_reference'),
    /** The provider's reason for a refusal, as it gave it (for staff; shoppers see a translated text). */
    refusalReason: text('refusal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_attempts_reference_key').on(table.merchantReference),
    index('payment_attempts_order_idx').on(table.orderId),
    uniqueIndex('payment_attempts_one_success_key')
      .on(table.orderId)
      .where(sql`${table.status} = 'succeeded'`),
  ],
);

/** Provider notifications already handled, by the provider's own event key: a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_events_key').on(table.provider, table.eventKey)],
);
