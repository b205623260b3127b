import {
  CartCultureQuerySchema,
  CurrencyChangeParamsSchema,
  CurrencyChangeProblemSchema,
  CurrencyChangeResponseSchema,
  ProblemSchema,
  ShopperCurrenciesSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import type { CurrencyChangeService } from './currency-change-service';

/** A refused change: problem details that still carry ReasonResourceKey (spec 001 §8). */
const Refusals = { 400: ProblemSchema, 404: CurrencyChangeProblemSchema, 422: CurrencyChangeProblemSchema };

/**
 * The shopper's currency (spec 001 §7): `changeto/{currency}` and its forced form `/true`, and
 * the list the switcher shows. No guard: the owner is the session's (ADR 013); one shopper's
 * answers, so nothing caches them.
 */
export const currencyRoutes: FastifyPluginAsyncZod<{
  config: Config;
  change: CurrencyChangeService;
}> = async (app, { config, change }) => {
  neverCached(app);

  const changeTo = (force: boolean) => ({
    schema: {
      tags: ['currency'],
      summary: force
        ? 'Change the shopper’s currency even when the cart’s amounts will be converted'
        : 'Change the shopper’s currency; a cart with lines answers a warning and stays as it was',
      params: CurrencyChangeParamsSchema,
      response: { 200: CurrencyChangeResponseSchema, ...Refusals },
    },
  });

  app.post('/currencyconverter/currency/changeto/:currency', changeTo(false), async (request, reply) =>
    change.changeTo(await request.getOwner(), request.params.currency, false, () => reply.ensureOwner()),
  );

  app.post('/currencyconverter/currency/changeto/:currency/true', changeTo(true), async (request, reply) =>
    change.changeTo(await request.getOwner(), request.params.currency, true, () => reply.ensureOwner()),
  );

  app.get(
    '/currencyconverter/currencies',
    {
      schema: {
        tags: ['currency'],
        summary:
          'The currencies a shopper may switch to, theirs, and today’s rate from the shop’s currency to theirs',
        querystring: CartCultureQuerySchema,
        response: { 200: ShopperCurrenciesSchema, 400: ProblemSchema },
      },
    },
    async (request) =>
      change.shopperCurrencies(await request.getOwner(), request.query.culture ?? config.defaultCulture),
  );
};
