import { type Executor, orderAddresses, orders } from '@vitrine/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

/** Orders still on their way: their delivery address is needed until they are shipped. */
const OPEN_STATUSES = ['placed', 'paid'] as const;

/**
 * What an account's deletion does to its orders (ADR 029). The order, its lines, amounts and VAT
 * stay (the law keeps invoices for years); what identifies the person goes: the e-mail address,
 * the phone numbers, the delivery address's name and street. The billing address stays as the
 * invoice shows it (the buyer's name and address are part of an invoice), and the delivery
 * address keeps its postal code, city and country, which decided where the sale was taxed.
 */
export function orderAnonymisationRepository(db: Executor) {
  return {
    /** Whether the customer has an order not shipped yet (it still needs its addresses). */
    async hasOpenOrders(customerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), inArray(orders.status, [...OPEN_STATUSES])))
        .limit(1);
      return row !== undefined;
    },

    /** Anonymises every order of the customer, and unlinks them from the account; answers how many. */
    async anonymiseCustomerOrders(customerId: string, now: Date): Promise<number> {
      const changed = await db
        .update(orders)
        .set({
          // A placeholder no mail server delivers to (RFC 2606), one per order.
          email: sql`'deleted-' || ${orders.id}::text || '@anonymised.invalid'`,
          customerId: null,
          updatedAt: now,
        })
        .where(eq(orders.customerId, customerId))
        .returning({ id: orders.id });
      const ids = changed.map((row) => row.id);
      if (ids.length === 0) return 0;
      await db.update(orderAddresses).set({ phone: null }).where(inArray(orderAddresses.orderId, ids));
      await db
        .update(orderAddresses)
        .set({ firstName: '', lastName: '', company: null, street1: '', houseNumber: '', boxNumber: null })
        .where(and(inArray(orderAddresses.orderId, ids), eq(orderAddresses.kind, 'shipping')));
      return ids.length;
    },
  };
}
