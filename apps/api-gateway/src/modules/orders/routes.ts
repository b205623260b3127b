import {
  CartCultureQuerySchema,
  DeliveryAddressRequestBodySchema,
  DeliveryAddressRequestSentSchema,
  OrderAddedToCartSchema,
  OrderAddToCartRequestSchema,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  ProblemSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { perShopperLimit } from '../cart/index';
import type { DeliveryAddressRequestService } from './delivery-address-request-service';
import type { OrderReorderService } from './order-reorder-service';
import type { OrdersService } from './orders-service';

/**
 * The shopper's own orders (spec 001 §2 "Order list"): one order read back (a guest's within the
 * session that placed it), and the signed-in customer's list. One person's data: never cached.
 */
export const orderRoutes: FastifyPluginAsyncZod<{
  config: Config;
  orders: OrdersService;
  reorder: OrderReorderService;
  addressRequests: DeliveryAddressRequestService;
}> = async (app, { config, orders, reorder, addressRequests }) => {
  neverCached(app);
  const perShopper = perShopperLimit(config);

  app.put(
    '/sales/orders/addtocart',
    {
      config: perShopper,
      schema: {
        tags: ['orders'],
        summary:
          'Order again: a line of the shopper’s order (or all its lines) back in the cart at today’s price; the answer says what differs',
        querystring: CartCultureQuerySchema,
        body: OrderAddToCartRequestSchema,
        response: {
          200: OrderAddedToCartSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          422: ProblemSchema,
          429: ProblemSchema,
        },
      },
    },
    async (request) =>
      reorder.addToCart(
        await request.getOwner(),
        request.body,
        request.query.culture ?? config.defaultCulture,
      ),
  );

  app.post(
    '/sales/orders/:orderId/delivery-address-requests',
    {
      onRequest: app.requireUser,
      config: perShopper,
      schema: {
        tags: ['orders'],
        summary:
          'Ask the shop to deliver one of the customer’s orders not yet shipped to another address (e-mailed to the shop, kept in the order’s history)',
        params: OrderIdParamsSchema,
        body: DeliveryAddressRequestBodySchema,
        response: {
          200: DeliveryAddressRequestSentSchema,
          400: ProblemSchema,
          401: ProblemSchema,
          404: ProblemSchema,
          422: ProblemSchema,
          429: ProblemSchema,
        },
      },
    },
    async (request) => addressRequests.request(request.user.id, request.params.orderId, request.body),
  );

  app.get(
    '/sales/orders/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the shopper’s orders: lines, amounts, addresses and its history',
        params: OrderIdParamsSchema,
        querystring: CartCultureQuerySchema,
        response: { 200: OrderSchema, 400: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) =>
      orders.forShopper(
        await request.getOwner(),
        request.params.orderId,
        request.query.culture ?? config.defaultCulture,
      ),
  );

  app.get(
    '/sales/orders',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The signed-in customer’s orders, newest first, by page (`pagenbr`)',
        querystring: OrderListQuerySchema.extend(CartCultureQuerySchema.shape),
        response: { 200: OrderListSchema, 400: ProblemSchema, 401: ProblemSchema },
      },
    },
    async (request) =>
      orders.ofCustomer(
        request.user.id,
        request.query.pagenbr,
        request.query.culture ?? config.defaultCulture,
      ),
  );
};
