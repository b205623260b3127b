import {
  CartCultureQuerySchema,
  MakePaymentAnswerSchema,
  MakePaymentBodySchema,
  OrderIdParamsSchema,
  OrderPlacedSchema,
  PlaceOrderBodySchema,
  PROBLEM_TYPES,
  ProblemSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { BusinessRuleError } from '../../lib/domain-errors';
import { checkedIdempotencyKey } from '../../lib/idempotency';
import { neverCached } from '../../lib/module';
import { perShopperLimit } from '../cart/index';
import type { OrdersService } from '../orders/index';
import type { CheckoutService } from './checkout-service';
import type { OrderPaymentService } from './order-payment-service';

const IdempotencyHeadersSchema = z.object({ 'idempotency-key': z.string().optional() });

/** The one-step checkout's call (spec 001 §2 "One-step checkout"): the cart becomes an order. */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  config: Config;
  checkout: CheckoutService;
  orders: OrdersService;
  payment: OrderPaymentService;
}> = async (app, { config, checkout, orders, payment }) => {
  neverCached(app);

  app.post(
    '/sales/orders',
    {
      config: perShopperLimit(config),
      schema: {
        tags: ['orders'],
        summary:
          'Place the shopper’s cart as an order, once per Idempotency-Key (the same key answers the same order)',
        headers: IdempotencyHeadersSchema,
        querystring: CartCultureQuerySchema,
        body: PlaceOrderBodySchema,
        response: {
          201: OrderPlacedSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          409: ProblemSchema,
          422: ProblemSchema,
          429: ProblemSchema,
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = checkedIdempotencyKey(request.headers['idempotency-key']);
      const owner = await request.getOwner();
      // No session, no cart: nothing to order.
      if (!owner)
        throw new BusinessRuleError(
          PROBLEM_TYPES.emptyCart,
          'The cart is empty: there is nothing to order.',
          {
            Cart: ['Checkout.EmptyCart'],
          },
        );
      const culture = request.query.culture ?? config.defaultCulture;
      const { orderId, replayed } = await checkout.placeOrder({
        owner,
        culture,
        form: request.body,
        idempotencyKey,
      });
      const order = await orders.forShopper(owner, orderId, culture);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ OrderId: order.Id, Number: order.Number, Order: order });
    },
  );

  app.post(
    '/sales/orders/:orderId/makepayment',
    {
      config: perShopperLimit(config),
      schema: {
        tags: ['orders'],
        summary:
          'The make-payment form: a payment attempt for the shopper’s unpaid order and the provider’s session for the drop-in',
        params: OrderIdParamsSchema,
        querystring: CartCultureQuerySchema,
        body: MakePaymentBodySchema,
        response: {
          200: MakePaymentAnswerSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          422: ProblemSchema,
          429: ProblemSchema,
          503: ProblemSchema,
        },
      },
    },
    async (request) =>
      payment.start(
        await request.getOwner(),
        request.params.orderId,
        request.query.culture ?? config.defaultCulture,
        { usePrepaidAccount: request.body.UsePrepaidAccount },
      ),
  );
};
