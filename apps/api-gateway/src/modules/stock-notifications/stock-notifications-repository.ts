import { type Executor, type StockNotificationStatus, stockNotifications } from '@vitrine/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

export type StockNotificationRow = typeof stockNotifications.$inferSelect;
export type NewStockNotification = typeof stockNotifications.$inferInsert;

const OPEN: StockNotificationStatus[] = ['pending-confirmation', 'active'];

/** The only SQL on back-in-stock subscriptions. */
export function stockNotificationsRepository(executor: Executor) {
  return {
    /**
     * Writes a new open subscription unless one is open already for the variant and this address
     * (or this customer): the partial unique indexes decide, so two tabs or a double click end
     * with one. Answers the new row, or null when one was there.
     */
    async insertOpen(row: NewStockNotification): Promise<StockNotificationRow | null> {
      const [inserted] = await executor
        .insert(stockNotifications)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return inserted ?? null;
    },

    /** The open subscription of the variant for this address, or for this customer. */
    async findOpen(
      variantId: string,
      who: { email: string; customerId?: string | null },
    ): Promise<StockNotificationRow | null> {
      const owner = who.customerId
        ? sql`(${stockNotifications.customerId} = ${who.customerId} OR lower(${stockNotifications.email}) = lower(${who.email}))`
        : sql`lower(${stockNotifications.email}) = lower(${who.email})`;
      const [row] = await executor
        .select()
        .from(stockNotifications)
        .where(
          and(eq(stockNotifications.variantId, variantId), inArray(stockNotifications.status, OPEN), owner),
        )
        .orderBy(asc(stockNotifications.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Guest subscriptions of an address still waiting for confirmation, made since `since`. */
    async countPendingSince(email: string, since: Date): Promise<number> {
      const result = await executor.execute<{ count: number }>(sql`
        SELECT count(*)::int AS count FROM ${stockNotifications}
         WHERE lower(${stockNotifications.email}) = lower(${email})
           AND ${stockNotifications.status} = 'pending-confirmation'
           AND ${stockNotifications.createdAt} >= ${since.toISOString()}`);
      return Number(result.rows[0]?.count ?? 0);
    },

    /** A subscription by a link's token hash, locked for the change the link makes. */
    async lockByConfirmationToken(hash: string): Promise<StockNotificationRow | null> {
      const [row] = await executor
        .select()
        .from(stockNotifications)
        .where(eq(stockNotifications.confirmationTokenHash, hash))
        .for('update');
      return row ?? null;
    },

    async lockByUnsubscribeToken(hash: string): Promise<StockNotificationRow | null> {
      const [row] = await executor
        .select()
        .from(stockNotifications)
        .where(eq(stockNotifications.unsubscribeTokenHash, hash))
        .for('update');
      return row ?? null;
    },

    async update(id: string, changes: Partial<NewStockNotification>): Promise<void> {
      await executor.update(stockNotifications).set(changes).where(eq(stockNotifications.id, id));
    },

    /** The customer's open subscriptions, oldest first. */
    async openOf(customerId: string): Promise<StockNotificationRow[]> {
      return executor
        .select()
        .from(stockNotifications)
        .where(and(eq(stockNotifications.customerId, customerId), inArray(stockNotifications.status, OPEN)))
        .orderBy(asc(stockNotifications.createdAt), asc(stockNotifications.id));
    },

    /** Closes one of the customer's open subscriptions; false when it is not theirs or not open. */
    async cancelOwn(customerId: string, id: string, now: Date): Promise<boolean> {
      const closed = await executor
        .update(stockNotifications)
        .set({ status: 'unsubscribed', unsubscribedAt: now, confirmationTokenHash: null })
        .where(
          and(
            eq(stockNotifications.id, id),
            eq(stockNotifications.customerId, customerId),
            inArray(stockNotifications.status, OPEN),
          ),
        )
        .returning({ id: stockNotifications.id });
      return closed.length === 1;
    },

    /**
     * The variant's active subscriptions, locked until the notifying transaction ends: a second
     * run of the restock job (a retry, or another restock's job on another instance) waits here,
     * then finds them notified and leaves them alone.
     */
    async lockActiveOfVariant(variantId: string): Promise<StockNotificationRow[]> {
      const rows = await executor
        .select({
          row: stockNotifications,
          // A customer is written to at the account's address as it is now: they may have moved
          // it since subscribing (the old address may not be theirs any more).
          accountEmail: sql<
            string | null
          >`(SELECT u.email FROM users u WHERE u.id = ${stockNotifications.customerId})`,
        })
        .from(stockNotifications)
        .where(and(eq(stockNotifications.variantId, variantId), eq(stockNotifications.status, 'active')))
        .orderBy(asc(stockNotifications.createdAt), asc(stockNotifications.id))
        .for('update', { of: stockNotifications });
      return rows.map(({ row, accountEmail }) => ({ ...row, email: accountEmail ?? row.email }));
    },
  };
}
