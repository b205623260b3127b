import type { Database } from '@vitrine/db';
import { Money } from '@vitrine/money';
import { executorOf, type Work } from '../../lib/unit-of-work';
import type { OrderRow } from '../orders/index';
import type { PrepaidLedger } from './prepaid-ledger';
import { prepaidRepository } from './prepaid-repository';

/** The ledger key of an order's payment from the prepaid account: one per order. */
export const orderPaymentKey = (orderId: string) => `order-payment:${orderId}`;
/** The ledger key of that payment given back when the order is cancelled unpaid. */
export const orderReleaseKey = (orderId: string) => `order-release:${orderId}`;

/**
 * An order paid from a customer's prepaid account at make-payment (spec 001 §2), fully or partly:
 * the part the balance covers is debited in the caller's unit of work, under the order's lock the
 * caller holds (the account's lock comes after it, ADR 011's order), and the rest is what the
 * payment provider is asked for.
 */
export function orderPrepaidPayment(db: Database, ledger: PrepaidLedger) {
  return {
    /** The customer's account that may pay the order, or null (none yet, or the order fills it). */
    async accountFor(customerId: string, orderId: string, work?: Work) {
      const repository = prepaidRepository(executorOf(db, work));
      if (await repository.topupOf(orderId)) return null;
      return repository.byCustomer(customerId);
    },

    /**
     * Takes from the account what it can of the order's total, once per order (a second call
     * takes nothing more); answers what the account paid in all.
     */
    async pay(work: Work, order: OrderRow, accountId: string, customerId: string): Promise<Money> {
      const total = Money.parse(order.totalTaxIncl, order.currencyCode);
      const already = await ledger.paidForOrder(accountId, order.id, work);
      if (!already.isZero()) return already;
      const balance = await ledger.lockedBalance(work, accountId);
      if (balance.currency !== total.currency || !balance.isPositive()) return already;
      const taken = Money.min(balance, total);
      await ledger.debit(work, {
        accountId,
        amountMinor: taken.minor,
        kind: 'payment',
        actor: { kind: 'customer', id: customerId },
        reason: `Order ${order.number}`,
        idempotencyKey: orderPaymentKey(order.id),
        orderId: order.id,
      });
      return taken;
    },

    /** What the prepaid account paid of the order so far (zero when none). */
    async paidFor(order: OrderRow, work?: Work): Promise<Money> {
      let paid = Money.zero(order.currencyCode);
      for (const accountId of await ledger.accountsOfOrder(order.id, work))
        paid = paid.plus(await ledger.paidForOrder(accountId, order.id, work));
      return paid;
    },

    /**
     * An order cancelled before it was paid in full gives back what the account paid of it, once.
     * Called in the unit of work that cancels it.
     */
    async release(work: Work, order: OrderRow): Promise<void> {
      for (const accountId of await ledger.accountsOfOrder(order.id, work)) {
        const paid = await ledger.paidForOrder(accountId, order.id, work);
        if (!paid.isPositive()) continue;
        await ledger.credit(work, {
          accountId,
          amountMinor: paid.minor,
          kind: 'refund',
          actor: { kind: 'system', id: null },
          reason: `Order ${order.number} cancelled`,
          idempotencyKey: orderReleaseKey(order.id),
          orderId: order.id,
        });
      }
    },
  };
}

export type OrderPrepaidPayment = ReturnType<typeof orderPrepaidPayment>;
