import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type ActorKind, orderLines, orders } from './orders';
import { users } from './security';

/**
 * A refund request's life (spec 001 §2 "Refund request page"): asked by the customer, decided by
 * staff (approved in whole or in part, or rejected), completed once the money went back.
 */
export const REFUND_STATUSES = [
  'requested',
  'approved',
  'partially_approved',
  'rejected',
  'completed',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How the money goes back: the way it was paid (the payment provider), the prepaid account, a bank transfer. */
export const REFUND_METHODS = ['OriginalPayment', 'PrepaidAccount', 'BankTransfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** Readable refund numbers (R-{sequence}), never taken twice. */
export const refundNumberSequence = pgSequence('refund_number_seq', { startWith: 1001 });

/**
 * A customer's refund request for one of their orders. The bank details of a bank transfer are
 * sealed (AES-256-GCM under the gateway's secret): the database alone does not give them.
 * `claim` marks a request whose provider refund is under way (ADR 036); `version` guards staff
 * decisions (optimistic locking).
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().default(sql`'R-' || nextval('refund_number_seq')`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<RefundStatus>().notNull().default('requested'),
    method: text('method').$type<RefundMethod>().notNull(),
    currencyCode: char('currency_code', { length: 3 }).notNull(),
    reason: text('reason').notNull().default(''),
    /** The bank transfer's account holder, IBAN and BIC, sealed together; null for other methods. */
    bankDetailsSealed: text('bank_details_sealed'),
    /** The IBAN's last four characters, for lists that must not show the whole account. */
    ibanLast4: text('iban_last4'),
    requestedAmount: numeric('requested_amount', { precision: 12, scale: 2 }).notNull(),
    approvedAmount: numeric('approved_amount', { precision: 12, scale: 2 }),
    /** Whether the goods came back (their stock was given back on approval). */
    restocked: boolean('restocked').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    /** Where the money went: the provider's refund reference, the ledger entry, the transfer's reference. */
    settlementReference: text('settlement_reference'),
    claim: uuid('claim'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refund_requests_number_key').on(table.number),
    index('refund_requests_order_idx').on(table.orderId),
    index('refund_requests_customer_idx').on(table.customerId, table.createdAt),
    index('refund_requests_status_idx').on(table.status, table.createdAt),
  ],
);

/** A line of a refund request: the order line, the quantity asked and approved, its unit price as paid. */
export const refundRequestLines = pgTable(
  'refund_request_lines',
  {
    refundRequestId: uuid('refund_request_id')
      .notNull()
      .references(() => refundRequests.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    approvedQuantity: integer('approved_quantity'),
    /** The unit price including tax the customer paid (kept: the order line is the only source). */
    unitPriceTaxIncl: numeric('unit_price_tax_incl', { precision: 12, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.refundRequestId, table.orderLineId] }),
    index('refund_request_lines_order_line_idx').on(table.orderLineId),
    check('refund_request_lines_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'refund_request_lines_approved_within',
      sql`${table.approvedQuantity} IS NULL OR (${table.approvedQuantity} >= 0 AND ${table.approvedQuantity} <= ${table.quantity})`,
    ),
  ],
);

/** Every status a refund request went through, who moved it and why. */
export const refundRequestHistory = pgTable(
  'refund_request_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    refundRequestId: uuid('refund_request_id')
      .notNull()
      .references(() => refundRequests.id, { onDelete: 'cascade' }),
    status: text('status').$type<RefundStatus>().notNull(),
    actorKind: text('actor_kind').$type<ActorKind>().notNull(),
    actorId: uuid('actor_id'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refund_request_history_request_idx').on(table.refundRequestId, table.id)],
);
