import {
  ProblemSchema,
  RefundIdParamsSchema,
  StaffRefundApproveSchema,
  StaffRefundCompleteSchema,
  StaffRefundListQuerySchema,
  StaffRefundListSchema,
  StaffRefundRejectSchema,
  StaffRefundSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { answerCulture, GUARDED_PROBLEMS, OptionalCultureQuery } from '../../lib/route-schemas';
import type { RefundsService } from './refunds-service';

const DECISION_PROBLEMS = {
  ...GUARDED_PROBLEMS,
  409: ProblemSchema,
  422: ProblemSchema,
  503: ProblemSchema,
} as const;

/** Staff routes of the refunds module (sales and admins): the back office's refund requests. */
export const refundsAdminRoutes: FastifyPluginAsyncZod<{ config: Config; refunds: RefundsService }> = async (
  app,
  { config, refunds },
) => {
  const sales = app.requireRole('sales');
  neverCached(app);
  const cultureOf = answerCulture(config.defaultCulture);

  app.get(
    '/backoffice/refunds',
    {
      onRequest: sales,
      schema: {
        tags: ['back office refunds'],
        summary: 'Refund requests, newest first, by page; by status',
        querystring: StaffRefundListQuerySchema.extend(OptionalCultureQuery.shape),
        response: { 200: StaffRefundListSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => refunds.staffList(request.query, cultureOf(request)),
  );

  app.get(
    '/backoffice/refunds/:refundId',
    {
      onRequest: sales,
      schema: {
        tags: ['back office refunds'],
        summary:
          'One refund request: lines, amounts, the bank account of a transfer, its history and version',
        params: RefundIdParamsSchema,
        querystring: OptionalCultureQuery,
        response: { 200: StaffRefundSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => refunds.staffGet(request.params.refundId, cultureOf(request)),
  );

  app.post(
    '/backoffice/refunds/:refundId/approve',
    {
      onRequest: sales,
      schema: {
        tags: ['back office refunds'],
        summary:
          'Approve a request in whole or in part (quantity per line) as it was read (`Version`): the money goes back the way chosen, the stock too when `Restock`',
        params: RefundIdParamsSchema,
        querystring: OptionalCultureQuery,
        body: StaffRefundApproveSchema,
        response: { 200: StaffRefundSchema, ...DECISION_PROBLEMS },
      },
    },
    async (request) =>
      refunds.approve(request.params.refundId, request.body, request.user.id, cultureOf(request)),
  );

  app.post(
    '/backoffice/refunds/:refundId/reject',
    {
      onRequest: sales,
      schema: {
        tags: ['back office refunds'],
        summary: 'Reject a request not decided yet, with the reason the customer is told',
        params: RefundIdParamsSchema,
        querystring: OptionalCultureQuery,
        body: StaffRefundRejectSchema,
        response: { 200: StaffRefundSchema, ...DECISION_PROBLEMS },
      },
    },
    async (request) =>
      refunds.reject(request.params.refundId, request.body, request.user.id, cultureOf(request)),
  );

  app.post(
    '/backoffice/refunds/:refundId/complete',
    {
      onRequest: sales,
      schema: {
        tags: ['back office refunds'],
        summary: 'The bank transfer of an approved request was made: its reference; the request is completed',
        params: RefundIdParamsSchema,
        querystring: OptionalCultureQuery,
        body: StaffRefundCompleteSchema,
        response: { 200: StaffRefundSchema, ...DECISION_PROBLEMS },
      },
    },
    async (request) =>
      refunds.complete(request.params.refundId, request.body, request.user.id, cultureOf(request)),
  );
};
