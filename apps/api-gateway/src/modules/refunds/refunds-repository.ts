import {
  type ActorKind,
  type Executor,
  type RefundStatus,
  refundRequestHistory,
  refundRequestLines,
  refundRequests,
} from '@vitrine/db';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';

export type RefundRow = typeof refundRequests.$inferSelect;
export type NewRefundRow = Omit<typeof refundRequests.$inferInsert, 'id' | 'number'>;
export type RefundLineRow = typeof refundRequestLines.$inferSelect;
export type RefundHistoryRow = typeof refundRequestHistory.$inferSelect;

export interface RefundHistoryEntry {
  status: RefundStatus;
  actorKind: ActorKind;
  actorId: string | null;
  note: string;
}

/** The only SQL on the refunds module's tables. */
export function refundsRepository(db: Executor) {
  return {
    async insert(row: NewRefundRow): Promise<RefundRow> {
      const [inserted] = await db.insert(refundRequests).values(row).returning();
      if (!inserted) throw new Error('the refund request was not written');
      return inserted;
    },

    async insertLines(
      refundRequestId: string,
      lines: readonly { orderLineId: string; quantity: number; unitPriceTaxIncl: string }[],
    ): Promise<void> {
      if (lines.length)
        await db.insert(refundRequestLines).values(lines.map((line) => ({ ...line, refundRequestId })));
    },

    async addHistory(refundRequestId: string, entry: RefundHistoryEntry): Promise<void> {
      await db.insert(refundRequestHistory).values({ refundRequestId, ...entry });
    },

    async byId(id: string): Promise<RefundRow | null> {
      const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
      return row ?? null;
    },

    /** The request, locked until the transaction ends: two decisions on it queue up. */
    async lock(id: string): Promise<RefundRow | null> {
      const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update');
      return row ?? null;
    },

    async lines(refundRequestIds: readonly string[]): Promise<RefundLineRow[]> {
      if (!refundRequestIds.length) return [];
      return db
        .select()
        .from(refundRequestLines)
        .where(inArray(refundRequestLines.refundRequestId, [...refundRequestIds]));
    },

    async history(refundRequestId: string): Promise<RefundHistoryRow[]> {
      return db
        .select()
        .from(refundRequestHistory)
        .where(eq(refundRequestHistory.refundRequestId, refundRequestId))
        .orderBy(asc(refundRequestHistory.id));
    },

    /**
     * What each line of the order has given back or has asked for already: the quantity asked on
     * requests not decided yet, the quantity approved on those decided; rejected ones count nothing.
     */
    async takenByLine(orderId: string): Promise<Map<string, number>> {
      const taken = sql<number>`coalesce(sum(CASE
        WHEN ${refundRequests.status} = 'requested' THEN ${refundRequestLines.quantity}
        WHEN ${refundRequests.status} = 'rejected' THEN 0
        ELSE coalesce(${refundRequestLines.approvedQuantity}, 0) END), 0)::int`;
      const rows = await db
        .select({ orderLineId: refundRequestLines.orderLineId, taken })
        .from(refundRequestLines)
        .innerJoin(refundRequests, eq(refundRequests.id, refundRequestLines.refundRequestId))
        .where(eq(refundRequests.orderId, orderId))
        .groupBy(refundRequestLines.orderLineId);
      return new Map(rows.map((row) => [row.orderLineId, Number(row.taken)]));
    },

    /** What was approved per line on the order's requests approved or completed: the money given back. */
    async refundedByLine(orderId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({
          orderLineId: refundRequestLines.orderLineId,
          refunded: sql<number>`coalesce(sum(coalesce(${refundRequestLines.approvedQuantity}, 0)), 0)::int`,
        })
        .from(refundRequestLines)
        .innerJoin(refundRequests, eq(refundRequests.id, refundRequestLines.refundRequestId))
        .where(
          and(
            eq(refundRequests.orderId, orderId),
            inArray(refundRequests.status, ['approved', 'partially_approved', 'completed']),
          ),
        )
        .groupBy(refundRequestLines.orderLineId);
      return new Map(rows.map((row) => [row.orderLineId, Number(row.refunded)]));
    },

    /** What went back through the payment provider for the order already. */
    async providerRefunded(orderId: string): Promise<string> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${refundRequests.approvedAmount}), 0)::text` })
        .from(refundRequests)
        .where(
          and(
            eq(refundRequests.orderId, orderId),
            eq(refundRequests.method, 'OriginalPayment'),
            eq(refundRequests.status, 'completed'),
          ),
        );
      return row?.total ?? '0';
    },

    async update(id: string, values: Partial<typeof refundRequests.$inferInsert>): Promise<void> {
      await db
        .update(refundRequests)
        .set({ ...values, version: sql`${refundRequests.version} + 1`, updatedAt: new Date() })
        .where(eq(refundRequests.id, id));
    },

    /**
     * Marks (or, with null, frees) a request whose provider refund is under way. The version stays:
     * a refund the provider refused leaves the request exactly as staff read it.
     */
    async setClaim(id: string, claim: string | null): Promise<void> {
      await db
        .update(refundRequests)
        .set({ claim, claimedAt: claim ? new Date() : null })
        .where(eq(refundRequests.id, id));
    },

    async setApprovedQuantity(refundRequestId: string, orderLineId: string, quantity: number): Promise<void> {
      await db
        .update(refundRequestLines)
        .set({ approvedQuantity: quantity })
        .where(
          and(
            eq(refundRequestLines.refundRequestId, refundRequestId),
            eq(refundRequestLines.orderLineId, orderLineId),
          ),
        );
    },

    async ofCustomer(customerId: string, orderId?: string): Promise<RefundRow[]> {
      return db
        .select()
        .from(refundRequests)
        .where(
          and(
            eq(refundRequests.customerId, customerId),
            ...(orderId ? [eq(refundRequests.orderId, orderId)] : []),
          ),
        )
        .orderBy(desc(refundRequests.createdAt), desc(refundRequests.number))
        .limit(200);
    },

    /** Whether the customer has a request staff have not finished (asked, or approved and not yet paid back). */
    async hasOpenOf(customerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refundRequests.id })
        .from(refundRequests)
        .where(
          and(
            eq(refundRequests.customerId, customerId),
            inArray(refundRequests.status, ['requested', 'approved', 'partially_approved']),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Finished requests stay as the shop's record, without the bank details they no longer need. */
    async forgetBankDetailsOf(customerId: string): Promise<void> {
      await db
        .update(refundRequests)
        .set({ bankDetailsSealed: null, ibanLast4: null })
        .where(eq(refundRequests.customerId, customerId));
    },

    async ofOrder(orderId: string): Promise<RefundRow[]> {
      return db
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.orderId, orderId))
        .orderBy(asc(refundRequests.createdAt));
    },

    async staffList(filter: { status?: RefundStatus; page: number; pageSize: number }) {
      const where = filter.status ? eq(refundRequests.status, filter.status) : undefined;
      const [total] = await db.select({ total: count() }).from(refundRequests).where(where);
      const rows = await db
        .select()
        .from(refundRequests)
        .where(where)
        .orderBy(desc(refundRequests.createdAt), desc(refundRequests.number))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return { total: Number(total?.total ?? 0), rows };
    },
  };
}
