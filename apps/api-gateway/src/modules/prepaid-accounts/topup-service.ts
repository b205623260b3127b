import { inApp, shopUrls } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { Money } from '@vitrine/money';
import type { Config } from '../../config';
import { NotFoundError } from '../../lib/domain-errors';
import { unitOfWork, type Work } from '../../lib/unit-of-work';
import { customerAddressesOf } from '../customers/index';
import type { OrdersService } from '../orders/index';
import type { PrepaidLedger } from './prepaid-ledger';
import { prepaidRepository } from './prepaid-repository';

/** The ledger key of a top-up's credit: one per top-up order, whatever confirms it how often. */
export const topupKey = (orderId: string) => `topup:${orderId}`;

/**
 * Top-ups (spec 001 §2 "form to add prepaid money with a quantity"): the amount becomes an order
 * of its own, paid on the payment page through the checkout's payment provider like any order,
 * and credited to the account only by the unit of work that records the provider's confirmation.
 * Prepaid money is not a sale of goods: the order has no lines, no tax and no delivery.
 */
export function topupService(
  db: Database,
  { ledger, orders, config }: { ledger: PrepaidLedger; orders: OrdersService; config: Config },
) {
  const addresses = customerAddressesOf(db, config);

  return {
    /**
     * `POST /api/v1/sales/prepaidaccounts/addtocart`: a top-up of `quantity` (major units of the
     * account's currency) waiting for its payment; answers where the customer pays it.
     */
    async start(
      customerId: string,
      { accountId, quantity }: { accountId: string; quantity: number },
      culture: Culture,
    ): Promise<{ orderId: string; redirectUrl: string }> {
      const account = await ledger.accountOwnedBy(customerId, accountId);
      const amount = Money.parse(quantity, account.currencyCode);
      const customer = await prepaidRepository(db).customer(customerId);
      if (!customer) throw new NotFoundError('There is no such customer.');
      const saved = (await addresses.list(customerId, culture)).find(
        (address) => address.AddressType !== 'Shipping',
      );
      const orderId = await unitOfWork(db, async (work) => {
        const order = await orders.record(work, {
          order: {
            customerId,
            visitorId: null,
            email: customer.email,
            culture,
            currencyCode: account.currencyCode,
            accountType: saved?.AccountType ?? 'Private',
            vatNumber: null,
            vatExempt: false,
            taxCountryCode: saved?.CountryId ?? config.shopCountry,
            shippingMethodId: null,
            shippingMethodName: null,
            subtotal: amount.toDecimal(),
            discount: '0',
            shipping: '0',
            tax: '0',
            totalTaxIncl: amount.toDecimal(),
            totalTaxExcl: amount.toDecimal(),
            holdUntil: null,
          },
          lines: [],
          // The payment screen and the provider need who pays and from which country.
          addresses: [
            {
              kind: 'billing',
              firstName: saved?.FirstName ?? customer.firstName,
              lastName: saved?.LastName ?? customer.lastName,
              company: saved?.Company ?? null,
              street1: saved?.Street1 ?? '',
              houseNumber: saved?.HouseNumber ?? '',
              boxNumber: saved?.BoxNumber ?? null,
              postalCode: saved?.PostalCode ?? '',
              city: saved?.City ?? '',
              countryCode: saved?.CountryId ?? config.shopCountry,
              phone: saved?.Phone ?? null,
            },
          ],
          allocations: [],
          actor: { kind: 'customer', id: customerId },
        });
        await prepaidRepository(work.tx).insertTopup({
          orderId: order.id,
          accountId: account.id,
          amountMinor: amount.minor,
          currencyCode: amount.currency,
        });
        return order.id;
      });
      return { orderId, redirectUrl: inApp(config.basePath, shopUrls.payment(culture, orderId)) };
    },

    /** Whether the order is a top-up (it cannot be paid from the prepaid account it fills). */
    async isTopup(orderId: string, work?: Work): Promise<boolean> {
      return (await prepaidRepository(work?.tx ?? db).topupOf(orderId)) !== null;
    },

    /**
     * In the unit of work that records a confirmed payment, once the order is paid: a top-up order
     * credits its account. The ledger's key is the order's, so a confirmation delivered again (or
     * twice at once) credits once.
     */
    async creditPaid(work: Work, orderId: string, pspReference: string): Promise<boolean> {
      const topup = await prepaidRepository(work.tx).topupOf(orderId);
      if (!topup) return false;
      const order = await orders.row(orderId, work);
      const { created } = await ledger.credit(work, {
        accountId: topup.accountId,
        amountMinor: topup.amountMinor,
        kind: 'topup',
        actor: { kind: 'system', id: null },
        reason: `Top-up ${order?.number ?? orderId}`,
        idempotencyKey: topupKey(orderId),
        orderId,
        paymentReference: pspReference,
      });
      return created;
    },
  };
}

export type TopupService = ReturnType<typeof topupService>;
