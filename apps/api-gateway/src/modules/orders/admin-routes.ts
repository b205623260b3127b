import {
  ProblemSchema,
  StaffOrderListQuerySchema,
  StaffOrderListSchema,
  StaffOrderMoveSchema,
  StaffOrderParamsSchema,
  StaffOrderSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { answerCulture, GUARDED_PROBLEMS, OptionalCultureQuery } from '../../lib/route-schemas';
import type { OrderDeskService } from './order-desk-service';

/** Staff routes of the orders module (sales and admins): the back office's order desk. */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ config: Config; desk: OrderDeskService }> = async (
  app,
  { config, desk },
) => {
  const sales = app.requireRole('sales');
  neverCached(app);
  const cultureOf = answerCulture(config.defaultCulture);

  app.get(
    '/backoffice/orders',
    {
      onRequest: sales,
      schema: {
        tags: ['back office orders'],
        summary: 'The shop’s orders, newest first, by page; by status, and by number or e-mail (`q`)',
        querystring: StaffOrderListQuerySchema.extend(OptionalCultureQuery.shape),
        response: { 200: StaffOrderListSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => desk.list(request.query, cultureOf(request)),
  );

  app.get(
    '/backoffice/orders/:orderId',
    {
      onRequest: sales,
      schema: {
        tags: ['back office orders'],
        summary: 'One order with its history, the statuses it may move to and its version',
        params: StaffOrderParamsSchema,
        querystring: OptionalCultureQuery,
        response: { 200: StaffOrderSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => desk.get(request.params.orderId, cultureOf(request)),
  );

  app.post(
    '/backoffice/orders/:orderId/status',
    {
      onRequest: sales,
      schema: {
        tags: ['back office orders'],
        summary:
          'Move an order to another status (shipped, delivered, cancelled) as it was read (`Version`); cancelling gives its stock and coupons back',
        params: StaffOrderParamsSchema,
        querystring: OptionalCultureQuery,
        body: StaffOrderMoveSchema,
        response: { 200: StaffOrderSchema, ...GUARDED_PROBLEMS, 409: ProblemSchema, 422: ProblemSchema },
      },
    },
    async (request) => desk.move(request.params.orderId, request.body, request.user.id, cultureOf(request)),
  );
};
