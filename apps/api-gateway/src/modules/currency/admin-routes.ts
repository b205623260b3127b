import {
  BackofficeCurrencySchema,
  CurrencyChangeParamsSchema,
  ExchangeRateRowSchema,
  ProblemSchema,
  RateLoadResultSchema,
  SaveCurrencyRequestSchema,
  SetTodayRateRequestSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { GUARDED_PROBLEMS, OptionalCultureQuery } from '../../lib/route-schemas';
import type { CurrencyService } from './currency-service';
import type { RateSource } from './rate-sources';

const CurrencyParams = CurrencyChangeParamsSchema;

/** Staff routes of the currency module: admins run currencies and rates; sales staff may read them. */
export const currencyAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  currency: CurrencyService;
  source: RateSource | null;
}> = async (app, { config, currency, source }) => {
  const readers = app.requireRole('sales', 'admin');
  const admin = app.requireRole('admin');
  const cultureOf = (query: { culture?: Config['defaultCulture'] | undefined }) =>
    query.culture ?? config.defaultCulture;
  neverCached(app);

  app.get(
    '/backoffice/currencies',
    {
      onRequest: readers,
      schema: {
        tags: ['back office currencies'],
        summary: 'The currencies with today’s rate (the newest on or before today) and its source',
        querystring: OptionalCultureQuery,
        response: { 200: z.array(BackofficeCurrencySchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => currency.list(cultureOf(request.query)),
  );

  app.get(
    '/backoffice/currencies/:currency/rates',
    {
      onRequest: readers,
      schema: {
        tags: ['back office currencies'],
        summary: 'A currency’s rates by day, newest first (the last 60)',
        params: CurrencyParams,
        response: { 200: z.array(ExchangeRateRowSchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => currency.rates(request.params.currency),
  );

  app.put(
    '/backoffice/currencies/:currency',
    {
      onRequest: admin,
      schema: {
        tags: ['back office currencies'],
        summary: 'Add a currency or change whether it is offered and its place in the list',
        params: CurrencyParams,
        querystring: OptionalCultureQuery,
        body: SaveCurrencyRequestSchema,
        response: { 200: BackofficeCurrencySchema, ...GUARDED_PROBLEMS, 422: ProblemSchema },
      },
    },
    async (request) =>
      currency.save(
        request.params.currency,
        { isActive: request.body.IsActive, sortOrder: request.body.SortOrder },
        cultureOf(request.query),
      ),
  );

  app.put(
    '/backoffice/currencies/:currency/rates/today',
    {
      onRequest: admin,
      schema: {
        tags: ['back office currencies'],
        summary: 'Set today’s rate by hand (units of the currency per unit of the shop’s currency)',
        params: CurrencyParams,
        querystring: OptionalCultureQuery,
        body: SetTodayRateRequestSchema,
        response: { 200: BackofficeCurrencySchema, ...GUARDED_PROBLEMS, 422: ProblemSchema },
      },
    },
    async (request) =>
      currency.setTodayRate(request.params.currency, request.body.Rate, cultureOf(request.query)),
  );

  app.post(
    '/backoffice/currencies/rates/load',
    {
      onRequest: admin,
      schema: {
        tags: ['back office currencies'],
        summary:
          'Load the configured source’s reference rates now (EXCHANGE_RATES: the ECB’s daily file); idempotent per day',
        response: { 200: RateLoadResultSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => {
      const result = await currency.loadRates(source);
      if (result.Outcome === 'Failed')
        request.log.warn({ source: source?.name, reason: result.Reason }, 'exchange rates not loaded');
      return result;
    },
  );
};
