import type { Culture } from '@vitrine/i18n';
import {
  type DeliveryAddressRequestBody,
  DeliveryAddressRequestSentSchema,
  OrderAddedToCartSchema,
  type OrderAddToCartRequest,
} from '../contracts/order-requests';
import {
  type MakePaymentBody,
  OrderListSchema,
  OrderPlacedSchema,
  OrderSchema,
  type PlaceOrderBody,
} from '../contracts/orders';
import { MakePaymentAnswerSchema } from '../contracts/payments';
import { type CallOptions, type Requester, withCall } from '../http';

const inCulture = (culture: Culture | undefined) => (culture ? { culture } : {});

/**
 * Orders (spec 001 §1.8): checkout places the shopper's cart as an order, once per
 * `Idempotency-Key` (a retried click or a lost answer never makes a second order); the shopper
 * reads it back and lists their own.
 */
export function ordersApi(request: Requester) {
  return {
    /** POST {app}/api/v1/sales/orders: the cart, priced by the server, becomes an order. */
    placeOrder: (body: PlaceOrderBody, idempotencyKey: string, culture?: Culture, call?: CallOptions) =>
      request('POST', '/api/v1/sales/orders', {
        body,
        query: inCulture(culture),
        headers: { 'idempotency-key': idempotencyKey },
        schema: OrderPlacedSchema,
        ...withCall(call, [400, 404, 409, 422, 429]),
      }),

    /** GET {app}/api/v1/sales/orders/{orderId}: the shopper's own order (a guest's, in their session). */
    order: (orderId: string, culture?: Culture, call?: CallOptions) =>
      request('GET', `/api/v1/sales/orders/${encodeURIComponent(orderId)}`, {
        query: inCulture(culture),
        schema: OrderSchema,
        ...withCall(call, [404]),
      }),

    /**
     * POST {app}/api/v1/sales/orders/{orderId}/makepayment: the make-payment form's call; answers
     * the provider's session for the payment screen's drop-in (spec 001 §3 "Payment session").
     */
    makePayment: (orderId: string, body: MakePaymentBody = {}, culture?: Culture, call?: CallOptions) =>
      request('POST', `/api/v1/sales/orders/${encodeURIComponent(orderId)}/makepayment`, {
        body,
        query: inCulture(culture),
        schema: MakePaymentAnswerSchema,
        ...withCall(call, [400, 404, 422, 429, 503]),
      }),

    /** GET {app}/api/v1/sales/orders?pagenbr=: the signed-in customer's orders, newest first. */
    myOrders: (pagenbr = 1, culture?: Culture, call?: CallOptions) =>
      request('GET', '/api/v1/sales/orders', {
        query: { pagenbr, ...inCulture(culture) },
        schema: OrderListSchema,
        ...withCall(call, [401]),
      }),

    /**
     * PUT {app}/api/v1/sales/orders/addtocart: an order's line (or, without `ItemKey`, all its
     * lines) back in the cart at today's price; the answer says what differs from the order.
     */
    addToCart: (body: OrderAddToCartRequest, culture?: Culture, call?: CallOptions) =>
      request('PUT', '/api/v1/sales/orders/addtocart', {
        body,
        query: inCulture(culture),
        schema: OrderAddedToCartSchema,
        ...withCall(call, [400, 404, 422, 429]),
      }),

    /**
     * POST {app}/api/v1/sales/orders/{orderId}/delivery-address-requests: asks the shop to deliver
     * an order not yet shipped elsewhere (an e-mail to the shop, a note in the order's history).
     */
    requestDeliveryAddressChange: (
      orderId: string,
      body: DeliveryAddressRequestBody,
      culture?: Culture,
      call?: CallOptions,
    ) =>
      request('POST', `/api/v1/sales/orders/${encodeURIComponent(orderId)}/delivery-address-requests`, {
        body,
        query: inCulture(culture),
        schema: DeliveryAddressRequestSentSchema,
        ...withCall(call, [400, 401, 404, 422, 429]),
      }),
  };
}
