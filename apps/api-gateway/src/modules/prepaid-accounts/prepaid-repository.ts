import {
  type ActorKind,
  type Executor,
  type PrepaidEntryKind,
  prepaidAccounts,
  prepaidLedgerEntries,
  prepaidTopups,
  users,
} from '@vitrine/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';

export type PrepaidAccountRow = typeof prepaidAccounts.$inferSelect;
export type PrepaidEntryRow = typeof prepaidLedgerEntries.$inferSelect;
export type PrepaidTopupRow = typeof prepaidTopups.$inferSelect;

export interface NewPrepaidEntry {
  readonly accountId: string;
  readonly amountMinor: number;
  readonly currencyCode: string;
  readonly kind: PrepaidEntryKind;
  readonly actorKind: ActorKind;
  readonly actorId: string | null;
  readonly reason: string;
  readonly orderId: string | null;
  readonly paymentReference: string | null;
  readonly idempotencyKey: string;
  readonly balanceAfterMinor: number;
}

/** The only SQL on the prepaid accounts' tables. */
export function prepaidRepository(db: Executor) {
  return {
    /** The customer's account, made on first use (two first uses at once make one). */
    async ensureForCustomer(customerId: string, currencyCode: string): Promise<PrepaidAccountRow> {
      await db.insert(prepaidAccounts).values({ customerId, currencyCode }).onConflictDoNothing();
      const [row] = await db.select().from(prepaidAccounts).where(eq(prepaidAccounts.customerId, customerId));
      if (!row) throw new Error(`no prepaid account for customer ${customerId}`);
      return row;
    },

    async byCustomer(customerId: string): Promise<PrepaidAccountRow | null> {
      const [row] = await db.select().from(prepaidAccounts).where(eq(prepaidAccounts.customerId, customerId));
      return row ?? null;
    },

    async byId(accountId: string): Promise<PrepaidAccountRow | null> {
      const [row] = await db.select().from(prepaidAccounts).where(eq(prepaidAccounts.id, accountId));
      return row ?? null;
    },

    /** The account, locked until the unit of work ends: every movement of one account queues here. */
    async lock(accountId: string): Promise<PrepaidAccountRow | null> {
      const [row] = await db
        .select()
        .from(prepaidAccounts)
        .where(eq(prepaidAccounts.id, accountId))
        .for('update');
      return row ?? null;
    },

    /** The sum of the account's entries in minor units (the balance, under the caller's lock). */
    async sum(accountId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${prepaidLedgerEntries.amountMinor}), 0)` })
        .from(prepaidLedgerEntries)
        .where(eq(prepaidLedgerEntries.accountId, accountId));
      return Number(row?.total ?? 0);
    },

    async entryByKey(idempotencyKey: string): Promise<PrepaidEntryRow | null> {
      const [row] = await db
        .select()
        .from(prepaidLedgerEntries)
        .where(eq(prepaidLedgerEntries.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    /** Writes an entry; null when its key was taken meanwhile (the movement was made already). */
    async insertEntry(entry: NewPrepaidEntry): Promise<PrepaidEntryRow | null> {
      const [row] = await db.insert(prepaidLedgerEntries).values(entry).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** One page of the account's entries, newest first. */
    async entries(
      accountId: string,
      page: number,
      pageSize: number,
    ): Promise<{ total: number; rows: PrepaidEntryRow[] }> {
      const [counted] = await db
        .select({ total: count() })
        .from(prepaidLedgerEntries)
        .where(eq(prepaidLedgerEntries.accountId, accountId));
      const rows = await db
        .select()
        .from(prepaidLedgerEntries)
        .where(eq(prepaidLedgerEntries.accountId, accountId))
        .orderBy(desc(prepaidLedgerEntries.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { total: Number(counted?.total ?? 0), rows };
    },

    /** The signed sum of the entries an order made on the account (its prepaid payment, net of any release). */
    async orderSum(accountId: string, orderId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${prepaidLedgerEntries.amountMinor}), 0)` })
        .from(prepaidLedgerEntries)
        .where(and(eq(prepaidLedgerEntries.accountId, accountId), eq(prepaidLedgerEntries.orderId, orderId)));
      return Number(row?.total ?? 0);
    },

    /** Every account an order's entries touched (at most one in practice). */
    async accountsOfOrder(orderId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ accountId: prepaidLedgerEntries.accountId })
        .from(prepaidLedgerEntries)
        .where(eq(prepaidLedgerEntries.orderId, orderId));
      return rows.map((row) => row.accountId);
    },

    async setNotification(accountId: string, notifyOnUse: boolean): Promise<void> {
      await db
        .update(prepaidAccounts)
        .set({ notifyOnUse, updatedAt: new Date() })
        .where(eq(prepaidAccounts.id, accountId));
    },

    async insertTopup(topup: typeof prepaidTopups.$inferInsert): Promise<void> {
      await db.insert(prepaidTopups).values(topup);
    },

    async topupOf(orderId: string): Promise<PrepaidTopupRow | null> {
      const [row] = await db.select().from(prepaidTopups).where(eq(prepaidTopups.orderId, orderId));
      return row ?? null;
    },

    /** The customer as a top-up order names them. */
    async customer(customerId: string) {
      const [row] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          culture: users.culture,
        })
        .from(users)
        .where(eq(users.id, customerId));
      return row ?? null;
    },

    /** Who is told about the account's use: the owner's address, name and language. */
    async holder(accountId: string) {
      const [row] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          culture: users.culture,
        })
        .from(prepaidAccounts)
        .innerJoin(users, eq(users.id, prepaidAccounts.customerId))
        .where(eq(prepaidAccounts.id, accountId));
      return row ?? null;
    },
  };
}
