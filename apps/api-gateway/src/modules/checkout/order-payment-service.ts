import { type PaymentSession, PROBLEM_TYPES, shopUrls } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { Money } from '@vitrine/money';
import { BusinessRuleError, NotFoundError } from '../../lib/domain-errors';
import type { Owner } from '../../lib/ownership';
import { unitOfWork } from '../../lib/unit-of-work';
import type { OrdersService } from '../orders/index';
import type { PaymentsService } from '../payments/index';

const notFound = (orderId: string) =>
  new NotFoundError(`There is no order '${orderId}'.`, PROBLEM_TYPES.notFound, {
    orderId: ['Orders.NotFound'],
  });

/**
 * The make-payment form's call (spec 001 §2): the shopper's own unpaid order gets a payment
 * attempt (recorded first, ADR 011) and the provider's session for the drop-in. Shown again, the
 * payment screen reuses the attempt still pending; a refused one gives way to a new attempt.
 */
export function orderPaymentService(
  db: Database,
  { orders, payments, shopUrl }: { orders: OrdersService; payments: PaymentsService; shopUrl: string },
) {
  return {
    async start(
      owner: Owner | null,
      orderId: string,
      culture: Culture,
      { usePrepaidAccount }: { usePrepaidAccount: boolean },
    ): Promise<PaymentSession> {
      const order = await orders.row(orderId);
      if (!order || !orders.isOwnedBy(order, owner)) throw notFound(orderId);
      if (order.status !== 'placed')
        throw new BusinessRuleError(
          PROBLEM_TYPES.orderNotPayable,
          `An order that is ${order.status} cannot be paid.`,
          {
            Order: ['Orders.NotPayable'],
          },
        );
      // Only a customer's prepaid account may pay; this shopper has none.
      if (usePrepaidAccount)
        throw new BusinessRuleError(
          PROBLEM_TYPES.orderNotPayable,
          'There is no prepaid account to pay with.',
          {
            UsePrepaidAccount: ['Checkout.NoPrepaidAccount'],
          },
        );
      const latest = await payments.latestForOrder(orderId);
      const attempt =
        latest && latest.status === 'pending' && latest.provider === payments.provider.id
          ? latest
          : await unitOfWork(db, (work) =>
              payments.startAttempt(work, {
                orderId,
                amount: Money.parse(order.totalTaxIncl, order.currencyCode),
              }),
            );
      const view = await orders.shopperView(order, culture);
      return payments.openSession(attempt.id, {
        countryCode: view.BillingAddress.CountryId,
        email: order.email,
        culture,
        returnUrl: `${shopUrl}${shopUrls.orderConfirmation(culture, orderId)}`,
      });
    },
  };
}

export type OrderPaymentService = ReturnType<typeof orderPaymentService>;
