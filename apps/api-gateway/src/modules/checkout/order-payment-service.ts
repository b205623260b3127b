import { type MakePaymentAnswer, PROBLEM_TYPES, shopUrls } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { BusinessRuleError, NotFoundError } from '../../lib/domain-errors';
import type { Owner } from '../../lib/ownership';
import { unitOfWork } from '../../lib/unit-of-work';
import type { OrdersService } from '../orders/index';
import type { PaymentsService } from '../payments/index';
import type { OrderPrepaidPayment } from '../prepaid-accounts/index';

const notFound = (orderId: string) =>
  new NotFoundError(`There is no order '${orderId}'.`, PROBLEM_TYPES.notFound, {
    orderId: ['Orders.NotFound'],
  });

const notPayable = (status: string) =>
  new BusinessRuleError(PROBLEM_TYPES.orderNotPayable, `An order that is ${status} cannot be paid.`, {
    Order: ['Orders.NotPayable'],
  });

/**
 * The make-payment form's call (spec 001 §2): the shopper's own unpaid order gets a payment
 * attempt (recorded first, ADR 011) and the provider's session for the drop-in. Shown again, the
 * payment screen reuses the attempt still pending; a refused one gives way to a new attempt.
 * With the customer's prepaid account chosen, the account pays what it can in the same unit of
 * work (ADR 034): all of it, and the order is paid at once; part of it, and the provider is asked
 * for the rest only.
 */
export function orderPaymentService(
  db: Database,
  {
    orders,
    payments,
    prepaid,
    shopUrl,
  }: { orders: OrdersService; payments: PaymentsService; prepaid: OrderPrepaidPayment; shopUrl: string },
) {
  return {
    async start(
      owner: Owner | null,
      orderId: string,
      culture: Culture,
      { usePrepaidAccount }: { usePrepaidAccount: boolean },
    ): Promise<MakePaymentAnswer> {
      const order = await orders.row(orderId);
      if (!order || !orders.isOwnedBy(order, owner)) throw notFound(orderId);
      if (order.status !== 'placed') throw notPayable(order.status);
      // Only a customer's own prepaid account may pay, and never the top-up that fills it.
      const account =
        usePrepaidAccount && owner?.kind === 'customer'
          ? await prepaid.accountFor(owner.customerId, orderId)
          : null;
      if (usePrepaidAccount && !account)
        throw new BusinessRuleError(
          PROBLEM_TYPES.orderNotPayable,
          'There is no prepaid account to pay with.',
          {
            UsePrepaidAccount: ['Checkout.NoPrepaidAccount'],
          },
        );
      const latest = await payments.latestForOrder(orderId);
      const outcome = await unitOfWork(db, async (work) => {
        // Under the order's lock: its expiry, or another tab paying it, waits for this.
        const locked = await orders.lock(work, orderId);
        if (locked?.status !== 'placed') throw notPayable(locked?.status ?? 'cancelled');
        const total = Money.parse(locked.totalTaxIncl, locked.currencyCode);
        const fromAccount =
          account && owner?.kind === 'customer'
            ? await prepaid.pay(work, locked, account.id, owner.customerId)
            : await prepaid.paidFor(locked, work);
        const rest = total.minus(fromAccount);
        if (!rest.isPositive()) {
          await orders.move(
            work,
            orderId,
            'paid',
            { kind: 'customer', id: locked.customerId },
            `Prepaid account ${fromAccount.toString()}`,
            'placed',
          );
          return { paid: fromAccount, rest, attempt: null };
        }
        const reusable =
          latest &&
          latest.status === 'pending' &&
          latest.provider === payments.provider.id &&
          Money.parse(latest.amount, latest.currencyCode).equals(rest);
        const attempt = reusable ? latest : await payments.startAttempt(work, { orderId, amount: rest });
        return { paid: fromAccount, rest, attempt };
      });
      if (!outcome.attempt)
        return { Status: 'paid', OrderId: orderId, PaidFromPrepaidHtml: formatMoney(outcome.paid, culture) };
      const view = await orders.shopperView(order, culture);
      const session = await payments.openSession(outcome.attempt.id, {
        countryCode: view.BillingAddress.CountryId,
        email: order.email,
        culture,
        returnUrl: `${shopUrl}${shopUrls.orderConfirmation(culture, orderId)}`,
      });
      return outcome.paid.isZero()
        ? session
        : { ...session, AmountToPayHtml: formatMoney(outcome.rest, culture) };
    },
  };
}

export type OrderPaymentService = ReturnType<typeof orderPaymentService>;
