import { type Executor, paymentAttempts, paymentEvents } from '@vitrine/db';
import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
export type NewPaymentAttempt = Pick<
  typeof paymentAttempts.$inferInsert,
  'orderId' | 'provider' | 'merchantReference' | 'amount' | 'currencyCode'
>;

/** The only SQL on the payments module's tables. */
export function paymentsRepository(db: Executor) {
  const setAttempt = async (id: string, values: Partial<typeof paymentAttempts.$inferInsert>) => {
    await db
      .update(paymentAttempts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(paymentAttempts.id, id));
  };

  return {
    /** Writes a pending attempt; null when its merchant reference is taken (another attempt was first). */
    async insertAttempt(attempt: NewPaymentAttempt): Promise<PaymentAttemptRow | null> {
      const [row] = await db.insert(paymentAttempts).values(attempt).onConflictDoNothing().returning();
      return row ?? null;
    },

    async countForOrder(orderId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, orderId));
      return Number(row?.total ?? 0);
    },

    async byId(id: string): Promise<PaymentAttemptRow | null> {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
      return row ?? null;
    },

    /** The attempt a notification is about, locked until the unit of work ends (two deliveries wait on each other). */
    async lockByReference(merchantReference: string): Promise<PaymentAttemptRow | null> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.merchantReference, merchantReference))
        .for('update');
      return row ?? null;
    },

    async bySession(provider: string, sessionId: string): Promise<PaymentAttemptRow | null> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.sessionId, sessionId)));
      return row ?? null;
    },

    async latestForOrder(orderId: string): Promise<PaymentAttemptRow | null> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, orderId))
        .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.updatedAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Cancels the order's pending attempts that ask for another sum than `amount`: what they would
     * take is no longer what the order owes (the prepaid account paid part of it meanwhile).
     */
    async cancelPendingOtherThan(orderId: string, amount: string): Promise<void> {
      await db
        .update(paymentAttempts)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(
          and(
            eq(paymentAttempts.orderId, orderId),
            eq(paymentAttempts.status, 'pending'),
            ne(paymentAttempts.amount, amount),
          ),
        );
    },

    async succeededForOrder(orderId: string): Promise<PaymentAttemptRow | null> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'succeeded')));
      return row ?? null;
    },

    /** Keeps the provider's session, unless one was kept meanwhile; the attempt as it now is. */
    async setSessionOnce(
      id: string,
      sessionId: string,
      sessionData: string,
    ): Promise<PaymentAttemptRow | null> {
      await db
        .update(paymentAttempts)
        .set({ sessionId, sessionData, updatedAt: new Date() })
        .where(and(eq(paymentAttempts.id, id), isNull(paymentAttempts.sessionId)));
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
      return row ?? null;
    },

    markSucceeded: (id: string, pspReference: string) =>
      setAttempt(id, { status: 'succeeded', pspReference, refusalReason: null }),

    markFailed: (id: string, pspReference: string, refusalReason: string) =>
      setAttempt(id, { status: 'failed', pspReference, refusalReason }),

    /** Notes a payment the provider took on an attempt that cannot be the order's (it is refunded). */
    notePspReference: (id: string, pspReference: string) => setAttempt(id, { pspReference }),

    /** Records a notification once by the provider's own key: false when it was handled before. */
    async recordEvent(provider: string, eventKey: string, payload: unknown): Promise<boolean> {
      const inserted = await db
        .insert(paymentEvents)
        .values({ provider, eventKey, payload })
        .onConflictDoNothing()
        .returning({ eventKey: paymentEvents.eventKey });
      return inserted.length > 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
