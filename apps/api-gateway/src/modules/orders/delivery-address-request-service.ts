import {
  type DeliveryAddressRequestInput,
  type DeliveryAddressRequestSent,
  PROBLEM_TYPES,
} from '@vitrine/api-client';
import type { Database, OrderStatus } from '@vitrine/db';
import { type Culture, createTranslator, stringResources } from '@vitrine/i18n';
import { BusinessRuleError, NotFoundError } from '../../lib/domain-errors';
import { unitOfWork } from '../../lib/unit-of-work';
import { enqueueMail, type MailShop } from '../mail/index';
import { countryName, shippingService } from '../shipping/index';
import { deliveryAddressRequestMail, requestedAddressLines } from './order-mails';
import { ordersRepository } from './orders-repository';
import { type OrdersService, ownedBy } from './orders-service';

/** An order not yet on its way: the shop can still send it elsewhere. */
const STILL_AT_THE_SHOP: readonly OrderStatus[] = ['placed', 'paid'];

const orderNotFound = (orderId: string) =>
  new NotFoundError(`There is no order '${orderId}'.`, PROBLEM_TYPES.notFound, {
    orderId: ['Orders.NotFound'],
  });

export interface DeliveryAddressRequestOptions {
  orders: OrdersService;
  /** Where the shop reads its mail (MAIL_FROM): the request goes there. */
  shopAddress: string;
  shop: MailShop;
  /** The shop's own culture: the message is for its staff. */
  shopCulture: Culture;
  shopCountry: string;
  currency: string;
}

/**
 * The change-delivery-address request of the order screen (spec 001 §2, §4): the customer asks
 * the shop, by e-mail, to deliver one of their orders not yet shipped to another address. Nothing
 * of the order changes but its history, which keeps the request as a note (who, when, what), in
 * the same unit of work as the message, so that one is never without the other (ADR 023).
 */
export function deliveryAddressRequestService(db: Database, options: DeliveryAddressRequestOptions) {
  const shipping = shippingService(db, {
    shopCountry: options.shopCountry,
    currency: options.currency,
    defaultCulture: options.shopCulture,
  });
  const t = createTranslator(stringResources[options.shopCulture]);

  return {
    async request(
      customerId: string,
      orderId: string,
      input: DeliveryAddressRequestInput,
    ): Promise<DeliveryAddressRequestSent> {
      // Only where the shop delivers: an address it cannot ship to is no request to forward.
      await shipping.checkShippingCountry(db, input.CountryId, 'CountryId');
      await unitOfWork(db, async (work) => {
        const repository = ordersRepository(work.tx);
        const order = await repository.lock(orderId);
        if (!order || !ownedBy(order, { kind: 'customer', customerId })) throw orderNotFound(orderId);
        if (!STILL_AT_THE_SHOP.includes(order.status))
          throw new BusinessRuleError(
            PROBLEM_TYPES.orderAddressLocked,
            `Order ${order.number} is ${order.status}: its delivery address can no longer be changed.`,
            { orderId: ['Orders.AddressRequest.TooLate'] },
          );
        const requested = { ...input, CountryName: countryName(input.CountryId, options.shopCulture) };
        // The status stays: the entry is the request, told in the shop's words for its staff.
        await repository.addHistory(order.id, {
          status: order.status,
          actorKind: 'customer',
          actorId: customerId,
          note: [t('Orders.AddressRequest.HistoryNote'), ...requestedAddressLines(requested)].join('\n'),
        });
        const view = await options.orders.view(order, options.shopCulture, work);
        await enqueueMail(
          work.tx,
          deliveryAddressRequestMail(view, requested, {
            culture: options.shopCulture,
            shop: options.shop,
            to: options.shopAddress,
          }),
        );
      });
      return { Success: true, Message: 'Orders.AddressRequest.Sent' };
    },
  };
}

export type DeliveryAddressRequestService = ReturnType<typeof deliveryAddressRequestService>;
