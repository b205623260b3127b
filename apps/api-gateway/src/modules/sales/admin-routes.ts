import {
  SalesCustomerDetailSchema,
  SalesCustomerListSchema,
  SalesCustomerParamsSchema,
  SalesCustomerSearchQuerySchema,
  SalesFormProblemSchema,
  SalesOrderDraftSchema,
  SalesOrderPlacedSchema,
  SalesOrderPlaceSchema,
  SalesOrderQuoteSchema,
  SalesPrepaidAccountSchema,
  SalesPrepaidQuerySchema,
  SalesProductListSchema,
  SalesProductSearchQuerySchema,
  SalesTopUpSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { isDomainError, ValidationError } from '../../lib/domain-errors';
import { checkedIdempotencyKey } from '../../lib/idempotency';
import { neverCached } from '../../lib/module';
import { answerCulture, GUARDED_PROBLEMS, OptionalCultureQuery } from '../../lib/route-schemas';
import type { PrepaidDeskService } from './prepaid-desk-service';
import type { SalesService } from './sales-service';

const IdempotencyHeadersSchema = z.object({ 'idempotency-key': z.string().optional() });

/** The problems a sales form may answer, each with the `Message` the form shows (spec 001 §8). */
const FORM_PROBLEMS = {
  ...GUARDED_PROBLEMS,
  400: SalesFormProblemSchema,
  404: SalesFormProblemSchema,
  409: SalesFormProblemSchema,
  422: SalesFormProblemSchema,
} as const;

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** A refused sales form's problem carries the first message as `Message`, the one line the form shows. */
async function asForm<T>(
  validation: { validation: readonly ValidationIssue[] } | undefined,
  action: () => Promise<T>,
): Promise<T> {
  if (validation) {
    const errors: Record<string, string[]> = {};
    for (const issue of validation.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      errors[field] = [...(errors[field] ?? []), issue.message ?? 'Validation.Invalid'];
    }
    const message = Object.values(errors)[0]?.[0] ?? 'Validation.Invalid';
    throw new ValidationError(errors, 'The form is not valid.').withExtensions({ Message: message });
  }
  try {
    return await action();
  } catch (error) {
    if (isDomainError(error) && !error.extensions)
      error.withExtensions({ Message: Object.values(error.errors ?? {})[0]?.[0] ?? error.message });
    throw error;
  }
}

/**
 * The sales desk's routes (sales staff and admins; an editor or a customer is refused, 403): the
 * customer picker, an order for the picked customer paid from their prepaid account, and a bank
 * transfer credited to that account on their behalf.
 */
export const salesAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  sales: SalesService;
  desk: PrepaidDeskService;
}> = async (app, { config, sales, desk }) => {
  const guard = app.requireRole('sales');
  neverCached(app);
  const tags = ['sales desk'];
  const cultureOf = answerCulture(config.defaultCulture);

  app.get(
    '/sales/customers',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'The customer picker (spec 001 §7): customers whose e-mail contains the text (2 characters at least)',
        querystring: SalesCustomerSearchQuerySchema,
        response: { 200: SalesCustomerListSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => sales.search(request.query.email, request.query.limit),
  );

  app.get(
    '/sales/customers/:customerId',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The picked customer with their saved addresses',
        params: SalesCustomerParamsSchema,
        querystring: OptionalCultureQuery,
        response: { 200: SalesCustomerDetailSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => sales.detail(request.params.customerId, cultureOf(request)),
  );

  app.get(
    '/sales/products',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Orderable variants by SKU or product name, for an order’s lines',
        querystring: SalesProductSearchQuerySchema.extend(OptionalCultureQuery.shape),
        response: { 200: SalesProductListSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => sales.products(request.query.q, cultureOf(request)),
  );

  app.post(
    '/sales/prepaidorders/quote',
    {
      onRequest: guard,
      attachValidation: true,
      schema: {
        tags,
        summary:
          'An order for the customer priced as their own cart would be (their tax, tiers, references); nothing written',
        querystring: OptionalCultureQuery,
        body: SalesOrderDraftSchema,
        response: { 200: SalesOrderQuoteSchema, ...FORM_PROBLEMS },
      },
    },
    async (request) => asForm(request.validationError, () => sales.quote(request.body, cultureOf(request))),
  );

  app.post(
    '/sales/prepaidorders',
    {
      onRequest: guard,
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Place the order for the customer, paid from their prepaid account in the same transaction (once per Idempotency-Key)',
        headers: IdempotencyHeadersSchema,
        querystring: OptionalCultureQuery,
        body: SalesOrderPlaceSchema,
        response: { 201: SalesOrderPlacedSchema, ...FORM_PROBLEMS },
      },
    },
    async (request, reply) => {
      const { placed, replayed } = await asForm(request.validationError, () =>
        desk.placeOrder(
          request.user.id,
          request.body,
          checkedIdempotencyKey(request.headers['idempotency-key']),
          cultureOf(request),
        ),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(placed);
    },
  );

  app.get(
    '/sales/customers/:customerId/prepaidaccount',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The customer’s prepaid balance and its history, newest first, with who made each entry',
        params: SalesCustomerParamsSchema,
        querystring: SalesPrepaidQuerySchema,
        response: { 200: SalesPrepaidAccountSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => desk.account(request.params.customerId, request.query.page, cultureOf(request)),
  );

  app.post(
    '/sales/customers/:customerId/prepaidaccount/topups',
    {
      onRequest: guard,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Credit a bank transfer received for the customer (once per Idempotency-Key)',
        headers: IdempotencyHeadersSchema,
        params: SalesCustomerParamsSchema,
        querystring: OptionalCultureQuery,
        body: SalesTopUpSchema,
        response: { 200: SalesPrepaidAccountSchema, ...FORM_PROBLEMS },
      },
    },
    async (request) =>
      asForm(request.validationError, () =>
        desk.topUp(
          request.user.id,
          request.params.customerId,
          request.body,
          checkedIdempotencyKey(request.headers['idempotency-key']),
          cultureOf(request),
        ),
      ),
  );
};
