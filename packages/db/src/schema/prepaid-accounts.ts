import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type ActorKind, orders } from './orders';
import { users } from './security';

/** What moved money on a prepaid account (the ledger's entries). */
export const PREPAID_ENTRY_KINDS = ['topup', 'payment', 'refund', 'correction'] as const;
export type PrepaidEntryKind = (typeof PREPAID_ENTRY_KINDS)[number];

/**
 * A customer's prepaid account (spec 001 §1.11): one per customer, in one currency. It holds no
 * balance of its own: the balance is the sum of its ledger entries, read under this row's lock
 * (ADR of the prepaid ledger). The row is what two payments from the account queue on.
 */
export const prepaidAccounts = pgTable(
  'prepaid_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currencyCode: char('currency_code', { length: 3 }).notNull(),
    /** The usage notification (spec 001 §2): an e-mail on each payment from the account. */
    notifyOnUse: boolean('notify_on_use').notNull().default(false),
    /** Below this balance (minor units) the customer is told, when notifications are on. */
    lowBalanceThresholdMinor: bigint('low_balance_threshold_minor', { mode: 'number' })
      .notNull()
      .default(1000),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('prepaid_accounts_customer_key').on(table.customerId),
    check('prepaid_accounts_threshold_not_negative', sql`${table.lowBalanceThresholdMinor} >= 0`),
  ],
);

/**
 * The ledger: every movement of a prepaid account, written once and never changed. The amount is
 * signed (credit > 0, debit < 0) in the currency's minor units; `balance_after_minor` is the sum
 * of the account's entries up to this one, computed under the account's lock, and may never be
 * negative (the database refuses an overdraft even if a caller forgot the lock). The idempotency
 * key makes a replayed confirmation, payment or refund write nothing the second time.
 */
export const prepaidLedgerEntries = pgTable(
  'prepaid_ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => prepaidAccounts.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currencyCode: char('currency_code', { length: 3 }).notNull(),
    kind: text('kind').$type<PrepaidEntryKind>().notNull(),
    actorKind: text('actor_kind').$type<ActorKind>().notNull(),
    actorId: uuid('actor_id'),
    reason: text('reason').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    paymentReference: text('payment_reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('prepaid_ledger_entries_idempotency_key').on(table.idempotencyKey),
    index('prepaid_ledger_entries_account_idx').on(table.accountId, table.id),
    index('prepaid_ledger_entries_order_idx').on(table.orderId),
    check('prepaid_ledger_entries_amount_not_zero', sql`${table.amountMinor} <> 0`),
    check('prepaid_ledger_entries_balance_not_negative', sql`${table.balanceAfterMinor} >= 0`),
  ],
);

/**
 * A top-up waiting for its payment: an order of its own (paid through the checkout's payment
 * provider like any order), credited to the account only in the unit of work that records the
 * payment, once (the ledger's key is the order's).
 */
export const prepaidTopups = pgTable('prepaid_topups', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => prepaidAccounts.id, { onDelete: 'cascade' }),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currencyCode: char('currency_code', { length: 3 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
