import type {
  PlaceOrder,
  SalesOrderPlace,
  SalesOrderPlaced,
  SalesPrepaidAccount,
  SalesTopUp,
} from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import { type Culture, isCulture } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { onceByKey, requestHash } from '../../lib/idempotency';
import { unitOfWork } from '../../lib/unit-of-work';
import type { CheckoutService } from '../checkout/index';
import type { Actor, OrdersService } from '../orders/index';
import { PREPAID_HISTORY_PAGE_SIZE, type PrepaidLedger } from '../prepaid-accounts/index';
import { customerLookups } from '../security/index';
import type { SalesService } from './sales-service';

/** The ledger key of an order's payment from the prepaid account: the make-payment's own, so it is debited once. */
const orderPaymentKey = (orderId: string) => `order-payment:${orderId}`;

/**
 * What sales staff do with a customer's prepaid account (ADR 038): place an order for the customer
 * paid from it, and credit a bank transfer received for them. Each is one unit of work: the order,
 * its stock, the debit and the confirmation e-mail are written together or not at all, so an
 * account that cannot pay leaves nothing behind. The staff member is the actor of every entry.
 */
export function prepaidDeskService(
  db: Database,
  {
    sales,
    checkout,
    orders,
    ledger,
    defaultCulture,
  }: {
    sales: SalesService;
    checkout: CheckoutService;
    orders: OrdersService;
    ledger: PrepaidLedger;
    defaultCulture: Culture;
  },
) {
  async function account(customerId: string, page: number, culture: Culture): Promise<SalesPrepaidAccount> {
    await sales.customer(customerId);
    const row = await ledger.accountOf(customerId);
    const balance = await ledger.balance(row.id);
    const history = await ledger.history(row.id, page, PREPAID_HISTORY_PAGE_SIZE);
    const staffIds = [
      ...new Set(
        history.entries.flatMap((entry) =>
          entry.actorKind === 'staff' && entry.actorId ? [entry.actorId] : [],
        ),
      ),
    ];
    const emails = new Map(
      (await customerLookups(db).byIds(staffIds)).map((user) => [user.id, user.email] as const),
    );
    const money = (minor: number) => Money.ofMinor(minor, row.currencyCode);
    return {
      CustomerId: customerId,
      PrepaidAccountId: row.id,
      CurrencyCode: row.currencyCode,
      Balance: balance.toNumber(),
      BalanceHtml: formatMoney(balance, culture),
      History: {
        Items: history.entries.map((entry) => ({
          Id: entry.id,
          At: entry.createdAt.toISOString(),
          Kind: entry.kind,
          Amount: money(entry.amountMinor).toNumber(),
          AmountHtml: formatMoney(money(entry.amountMinor), culture),
          BalanceAfter: money(entry.balanceAfterMinor).toNumber(),
          BalanceAfterHtml: formatMoney(money(entry.balanceAfterMinor), culture),
          Reason: entry.reason,
          ActorKind: entry.actorKind,
          ActorEmail:
            entry.actorKind === 'staff' && entry.actorId ? (emails.get(entry.actorId) ?? null) : null,
          OrderId: entry.orderId,
          PaymentReference: entry.paymentReference,
        })),
        TotalCount: history.total,
        PageNumber: history.page,
        PageSize: history.pageSize,
      },
    };
  }

  return {
    account,

    /**
     * Places the order for its customer and pays it from their prepaid account, once per
     * idempotency key of this staff member. Not enough on the account: 422, nothing written.
     */
    async placeOrder(
      staffId: string,
      request: SalesOrderPlace,
      idempotencyKey: string,
      culture: Culture,
    ): Promise<{ placed: SalesOrderPlaced; replayed: boolean }> {
      const actor: Actor = { kind: 'staff', id: staffId };
      const customer = await sales.customer(request.CustomerId);
      const where = await sales.draftAddresses(request);
      const draft = sales.orderDraft(request, where);
      // The customer's own culture: the confirmation e-mail and their order pages read in it.
      const orderCulture = isCulture(customer.culture) ? customer.culture : defaultCulture;
      const { billing } = where;
      const form: PlaceOrder = {
        Email: customer.email,
        AccountType: billing.accountType,
        ExistingBillingAddressId: request.BillingAddressId,
        ExistingShippingAddressId: request.ShippingAddressId,
        BillingFirstName: billing.firstName,
        BillingLastName: billing.lastName,
        BillingStreet1: billing.street1,
        BillingHouseNumber: billing.houseNumber,
        BillingPostalCode: billing.postalCode,
        BillingCity: billing.city,
        BillingCountry: billing.countryCode,
        SameAddressForShipping: !where.shipping,
        ExpectedTotal: request.ExpectedTotal,
        DeliverToBirthList: false,
      };
      const { answer, replayed } = await unitOfWork(db, (work) =>
        onceByKey(
          work,
          { scope: `sales:staff:${staffId}`, key: idempotencyKey, hash: requestHash(request) },
          async () => {
            const order = await checkout.placeForCustomer(work, {
              customerId: customer.id,
              culture: orderCulture,
              form,
              draft,
              actor,
            });
            const total = Money.parse(order.totalTaxIncl, order.currencyCode);
            if (total.isPositive()) {
              // The order's row is locked by its writing; the account's lock comes after (ADR 011).
              const prepaid = await ledger.accountOf(customer.id, work);
              await ledger.debit(work, {
                accountId: prepaid.id,
                amountMinor: total.minor,
                kind: 'payment',
                actor,
                reason: `Order ${order.number}`,
                idempotencyKey: orderPaymentKey(order.id),
                orderId: order.id,
              });
            }
            // Paid: the customer's confirmation e-mail is queued in this same unit of work.
            await orders.move(work, order.id, 'paid', actor, 'Paid from the prepaid account');
            return {
              OrderId: order.id,
              Number: order.number,
              AmountTaxInclHtml: formatMoney(total, culture),
            } satisfies SalesOrderPlaced;
          },
        ),
      );
      return { placed: answer, replayed };
    },

    /** A bank transfer received for the customer, credited once per idempotency key. */
    async topUp(
      staffId: string,
      customerId: string,
      request: SalesTopUp,
      idempotencyKey: string,
      culture: Culture,
    ): Promise<SalesPrepaidAccount> {
      await sales.customer(customerId);
      await unitOfWork(db, async (work) => {
        const prepaid = await ledger.accountOf(customerId, work);
        await ledger.credit(work, {
          accountId: prepaid.id,
          amountMinor: Money.parse(String(request.Amount), prepaid.currencyCode).minor,
          kind: 'topup',
          actor: { kind: 'staff', id: staffId },
          reason: request.Reason
            ? `Bank transfer ${request.Reference}: ${request.Reason}`
            : `Bank transfer ${request.Reference}`,
          idempotencyKey: `staff-topup:${staffId}:${idempotencyKey}`,
          paymentReference: request.Reference,
        });
      });
      return account(customerId, 1, culture);
    },
  };
}

export type PrepaidDeskService = ReturnType<typeof prepaidDeskService>;
