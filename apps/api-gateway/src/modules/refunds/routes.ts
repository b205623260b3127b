import {
  OrderIdParamsSchema,
  ProblemSchema,
  RefundFormSchema,
  RefundIdParamsSchema,
  RefundRequestBodySchema,
  RefundRequestListSchema,
  RefundRequestSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { answerCulture, OptionalCultureQuery } from '../../lib/route-schemas';
import { perShopperLimit } from '../cart/index';
import type { RefundsService } from './refunds-service';

const SIGNED_IN_PROBLEMS = { 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema } as const;

/**
 * The customer's refunds (spec 001 §2 "Refund request page"): what one of their orders may still
 * give back, a request for it, and their requests with where each stands. One person's data:
 * never cached; another customer's order or request is not found.
 */
export const refundRoutes: FastifyPluginAsyncZod<{ config: Config; refunds: RefundsService }> = async (
  app,
  { config, refunds },
) => {
  neverCached(app);
  const cultureOf = answerCulture(config.defaultCulture);

  app.get(
    '/sales/orders/:orderId/refund',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['refunds'],
        summary:
          'The refund request page of one of the customer’s orders: each line with what may still be asked back, and the methods the money may return by',
        params: OrderIdParamsSchema,
        querystring: OptionalCultureQuery,
        response: { 200: RefundFormSchema, ...SIGNED_IN_PROBLEMS },
      },
    },
    async (request) => refunds.form(request.user.id, request.params.orderId, cultureOf(request)),
  );

  app.post(
    '/sales/orders/:orderId/refunds',
    {
      onRequest: app.requireUser,
      config: perShopperLimit(config),
      schema: {
        tags: ['refunds'],
        summary:
          'Ask for lines of one of the customer’s paid orders back: per line at most what was bought minus what was refunded or asked already (422 above it)',
        params: OrderIdParamsSchema,
        querystring: OptionalCultureQuery,
        body: RefundRequestBodySchema,
        response: {
          201: RefundRequestSchema,
          ...SIGNED_IN_PROBLEMS,
          422: ProblemSchema,
          429: ProblemSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await refunds.request(
        request.user.id,
        request.params.orderId,
        request.body,
        cultureOf(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/sales/refunds',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['refunds'],
        summary: 'The customer’s refund requests, newest first; of one order with `orderId`',
        querystring: OptionalCultureQuery.extend({ orderId: z.string().uuid('Validation.Uuid').optional() }),
        response: { 200: RefundRequestListSchema, 400: ProblemSchema, 401: ProblemSchema },
      },
    },
    async (request) => {
      const items = await refunds.ofCustomer(request.user.id, cultureOf(request), request.query.orderId);
      return { Items: items, TotalCount: items.length };
    },
  );

  app.get(
    '/sales/refunds/:refundId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['refunds'],
        summary: 'One of the customer’s refund requests: its lines, amounts, status and history',
        params: RefundIdParamsSchema,
        querystring: OptionalCultureQuery,
        response: { 200: RefundRequestSchema, ...SIGNED_IN_PROBLEMS },
      },
    },
    async (request) => refunds.forCustomer(request.user.id, request.params.refundId, cultureOf(request)),
  );
};
