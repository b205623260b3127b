import {
  CartCultureQuerySchema,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  ProblemSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import type { OrdersService } from './orders-service';

/**
 * The shopper's own orders (spec 001 §2 "Order list"): one order read back (a guest's within the
 * session that placed it), and the signed-in customer's list. One person's data: never cached.
 */
export const orderRoutes: FastifyPluginAsyncZod<{ config: Config; orders: OrdersService }> = async (
  app,
  { config, orders },
) => {
  neverCached(app);

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
