import type { Culture } from '@vitrine/i18n';
import { z } from 'zod';
import {
  BackofficeCurrencySchema,
  type CurrencyChangeResponse,
  CurrencyChangeResponseSchema,
  ExchangeRateRowSchema,
  RateLoadResultSchema,
  type SaveCurrencyRequest,
  type SetTodayRateRequest,
  ShopperCurrenciesSchema,
} from '../contracts/currency';
import { isApiError } from '../errors';
import { type CallOptions, type Requester, withCall } from '../http';

const code = (currency: string) => encodeURIComponent(currency);
const inCulture = (culture: Culture | undefined) => (culture ? { culture } : {});

/** The change call's refusals: answered as a change response, not thrown (spec 001 §8). */
const REFUSALS = [400, 404, 422] as const;

/** The path of the change call: `/true` asks to change even when the cart will be converted. */
export const currencyChangePath = (currency: string, force = false) =>
  `/api/v1/currencyconverter/currency/changeto/${code(currency)}${force ? '/true' : ''}`;

/** Currencies, exchange rates and the shopper's currency (spec 001 §7, ADR 019). */
export function currencyApi(request: Requester) {
  return {
    /**
     * POST {website}/api/v1/currencyconverter/currency/changeto/{currency}[/true]. A refusal
     * (unknown, inactive or unpriced currency, a malformed code) resolves as `ReasonType: 'Error'`
     * with the problem's `ReasonResourceKey`, so the caller titles its notice with it; anything
     * else (the network, a 500) is thrown to the error flow.
     */
    changeTo: async (
      currency: string,
      force = false,
      call?: CallOptions,
    ): Promise<CurrencyChangeResponse> => {
      try {
        return await request('POST', currencyChangePath(currency, force), {
          schema: CurrencyChangeResponseSchema,
          ...withCall(call, REFUSALS),
        });
      } catch (error) {
        if (!isApiError(error) || !(REFUSALS as readonly number[]).includes(error.status)) throw error;
        const key = (error.problem as Record<string, unknown> | undefined)?.ReasonResourceKey;
        return {
          ResponseCode: 'KO',
          ReasonType: 'Error',
          ReasonResourceKey:
            typeof key === 'string' ? key : (error.fieldErrors('currency')[0] ?? 'Currency.ChangeFailed'),
        };
      }
    },

    /** GET {app}/api/v1/currencyconverter/currencies: the switcher's list and today's rate. */
    shopperCurrencies: (culture?: Culture, call?: CallOptions) =>
      request('GET', '/api/v1/currencyconverter/currencies', {
        query: inCulture(culture),
        schema: ShopperCurrenciesSchema,
        ...withCall(call),
      }),

    // ---- Back office (admin; sales read) ----

    backofficeCurrencies: (culture?: Culture, call?: CallOptions) =>
      request('GET', '/api/v1/backoffice/currencies', {
        query: inCulture(culture),
        schema: z.array(BackofficeCurrencySchema),
        ...withCall(call),
      }),

    backofficeRates: (currency: string, call?: CallOptions) =>
      request('GET', `/api/v1/backoffice/currencies/${code(currency)}/rates`, {
        schema: z.array(ExchangeRateRowSchema),
        ...withCall(call),
      }),

    saveCurrency: (currency: string, body: SaveCurrencyRequest, culture?: Culture, call?: CallOptions) =>
      request('PUT', `/api/v1/backoffice/currencies/${code(currency)}`, {
        body,
        query: inCulture(culture),
        schema: BackofficeCurrencySchema,
        ...withCall(call, [400, 422]),
      }),

    setTodayRate: (currency: string, body: SetTodayRateRequest, culture?: Culture, call?: CallOptions) =>
      request('PUT', `/api/v1/backoffice/currencies/${code(currency)}/rates/today`, {
        body,
        query: inCulture(culture),
        schema: BackofficeCurrencySchema,
        ...withCall(call, [400, 422]),
      }),

    /** Loads the configured source's reference rates now (the ECB's daily file). */
    loadRates: (call?: CallOptions) =>
      request('POST', '/api/v1/backoffice/currencies/rates/load', {
        schema: RateLoadResultSchema,
        ...withCall(call),
      }),
  };
}
