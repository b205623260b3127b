import {
  PrepaidAccountParamsSchema,
  PrepaidAccountSchema,
  PrepaidAddToCartAnswerSchema,
  PrepaidAddToCartBodySchema,
  PrepaidCultureQuerySchema,
  PrepaidFormProblemSchema,
  PrepaidHistoryQuerySchema,
  PrepaidHistorySchema,
  PrepaidNotificationBodySchema,
  ProblemSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { isDomainError, ValidationError } from '../../lib/domain-errors';
import { neverCached } from '../../lib/module';
import { perShopperLimit } from '../cart/index';
import type { PrepaidLedger } from './prepaid-ledger';
import { prepaidAccountsService } from './prepaid-service';
import type { TopupService } from './topup-service';

const BASE = '/sales/prepaidaccounts';
const tags = ['prepaid accounts'];
const READ_PROBLEMS = { 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema } as const;

/**
 * The signed-in customer's prepaid account (spec 001 §2, §3, §7): read it and its history, top it
 * up (answered with the payment page's address), switch its usage notification. Another
 * customer's account is not found. One person's money: never cached.
 */
export const prepaidRoutes: FastifyPluginAsyncZod<{
  config: Config;
  ledger: PrepaidLedger;
  topups: TopupService;
}> = async (app, { config, ledger, topups }) => {
  neverCached(app);
  const accounts = prepaidAccountsService(ledger);
  const cultureOf = (query: { culture?: Config['defaultCulture'] | undefined }) =>
    query.culture ?? config.defaultCulture;

  app.get(
    BASE,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The customer’s prepaid account (made on first use): balance, currency, notification',
        querystring: PrepaidCultureQuerySchema,
        response: { 200: PrepaidAccountSchema, ...READ_PROBLEMS },
      },
    },
    async (request) => accounts.mine(request.user.id, cultureOf(request.query)),
  );

  app.get(
    `${BASE}/:prepaidAccountId/history`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'One page of the account’s movements, newest first (`pagenbr`)',
        params: PrepaidAccountParamsSchema,
        querystring: PrepaidHistoryQuerySchema,
        response: { 200: PrepaidHistorySchema, ...READ_PROBLEMS },
      },
    },
    async (request) =>
      accounts.history(
        request.user.id,
        request.params.prepaidAccountId,
        request.query.pagenbr,
        cultureOf(request.query),
      ),
  );

  app.post(
    `${BASE}/addtocart`,
    {
      onRequest: app.requireUser,
      config: perShopperLimit(config),
      // Read here, so that a refused form is answered with the Message it shows (spec 001 §8).
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Top up the account (spec 001 §7): answers the address of the payment page; credited once the payment is confirmed',
        querystring: PrepaidCultureQuerySchema,
        body: PrepaidAddToCartBodySchema,
        response: {
          200: PrepaidAddToCartAnswerSchema,
          400: PrepaidFormProblemSchema,
          401: ProblemSchema,
          404: PrepaidFormProblemSchema,
          422: PrepaidFormProblemSchema,
          429: ProblemSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const errors: Record<string, string[]> = {};
        for (const issue of request.validationError.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          errors[field] = [...(errors[field] ?? []), issue.message ?? 'Validation.Invalid'];
        }
        // A missing or unusable quantity is the spec's own notice.
        const message = errors.Quantity?.[0] ?? Object.values(errors)[0]?.[0] ?? 'Validation.Invalid';
        throw new ValidationError(errors, 'The top-up form is not valid.').withExtensions({
          Message: message,
        });
      }
      try {
        const { redirectUrl } = await topups.start(
          request.user.id,
          { accountId: request.body.PrepaidAccountId, quantity: request.body.Quantity },
          cultureOf(request.query),
        );
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(redirectUrl));
      } catch (error) {
        if (isDomainError(error) && !error.extensions)
          error.withExtensions({
            Message: Object.values(error.errors ?? {})[0]?.[0] ?? 'Sales.PrepaidTopupFailed',
          });
        throw error;
      }
    },
  );

  app.post(
    `${BASE}/setnotification`,
    {
      onRequest: app.requireUser,
      config: perShopperLimit(config),
      schema: {
        tags,
        summary: 'Switch the account’s usage notification (spec 001 §7)',
        body: PrepaidNotificationBodySchema,
        response: { 204: z.null(), ...READ_PROBLEMS, 429: ProblemSchema },
      },
    },
    async (request, reply) => {
      await accounts.setNotification(
        request.user.id,
        request.body.PrepaidAccountId,
        request.body.IsActivated,
      );
      return reply.code(204).send(null);
    },
  );
};
