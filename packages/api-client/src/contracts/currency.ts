import { z } from 'zod';
import { ProblemSchema } from './problem';

/**
 * Currencies and exchange rates (spec 001 §3 "Currency change response", §7 the changeto call).
 * Rates travel as decimal strings ("1.08370000": units of the currency per unit of the shop's
 * currency), never as JSON numbers, so nobody is tempted to compute with a float (ADR 010).
 */

/** An ISO 4217 code in a path or a body: three letters, read in upper case. */
export const CurrencyCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'Currency.InvalidCode')
  .transform((code) => code.toUpperCase());

/** A rate as staff type it or the answers carry it: a positive decimal, at most 8 decimals. */
export const ExchangeRateValueSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,8})?$/, 'Currency.InvalidRate')
  .refine((value) => /[1-9]/.test(value), 'Currency.InvalidRate');

export const CurrencyChangeParamsSchema = z.object({ currency: CurrencyCodeSchema });

/**
 * POST {website}/api/v1/currencyconverter/currency/changeto/{currency}[/true]: `OK` when the
 * shopper's currency is now the one asked for; a `Warning` (nothing changed) when the change
 * would convert what is in the cart and was not forced; an error is a problem (4xx) carrying
 * the same three members.
 */
export const CURRENCY_RESPONSE_CODES = ['OK', 'KO'] as const;
export const CURRENCY_REASON_TYPES = ['None', 'Warning', 'Error'] as const;
export const CurrencyChangeResponseSchema = z
  .object({
    ResponseCode: z.enum(CURRENCY_RESPONSE_CODES),
    ReasonType: z.enum(CURRENCY_REASON_TYPES),
    /** A string resource key (Currency.CartWillBeConverted …); null when all went well. */
    ReasonResourceKey: z.string().nullable(),
  })
  .meta({ id: 'CurrencyChangeResponse' });
export type CurrencyChangeResponse = z.infer<typeof CurrencyChangeResponseSchema>;

/** A refused change: problem details (RFC 9457) with the change response's members beside them. */
export const CurrencyChangeProblemSchema = ProblemSchema.extend({
  ResponseCode: z.literal('KO'),
  ReasonType: z.literal('Error'),
  ReasonResourceKey: z.string(),
}).meta({ id: 'CurrencyChangeProblem' });
export type CurrencyChangeProblem = z.infer<typeof CurrencyChangeProblemSchema>;

export const ShopCurrencySchema = z
  .object({
    CurrencyCode: z.string(),
    /** The currency's name in the asked culture ("dollar des États-Unis"). */
    Name: z.string(),
    /** Its symbol in the asked culture ("$US", "CHF"). */
    Symbol: z.string(),
  })
  .meta({ id: 'ShopCurrency' });
export type ShopCurrency = z.infer<typeof ShopCurrencySchema>;

/**
 * GET {app}/api/v1/currencyconverter/currencies: what the currency switcher lists, the shopper's
 * currency and the day's rate from the shop's currency, so the storefront can show the
 * catalogue's prices converted with the money module (ADR 019).
 */
export const ShopperCurrenciesSchema = z
  .object({
    /** The shopper's currency: their cart's, the shop's without a cart. */
    CurrencyCode: z.string(),
    /** The currency the catalogue's prices are kept in. */
    ShopCurrencyCode: z.string(),
    /** Units of CurrencyCode per unit of ShopCurrencyCode today ("1" for the shop's currency). */
    ExchangeRate: z.string(),
    /** The active currencies with a rate, in the shop's order. */
    Currencies: z.array(ShopCurrencySchema),
  })
  .meta({ id: 'ShopperCurrencies' });
export type ShopperCurrencies = z.infer<typeof ShopperCurrenciesSchema>;

// ---- Back office ----

export const EXCHANGE_RATE_SOURCES = ['ecb', 'staff'] as const;
export const ExchangeRateSourceSchema = z.enum(EXCHANGE_RATE_SOURCES);

export const BackofficeCurrencySchema = z
  .object({
    CurrencyCode: z.string(),
    Name: z.string(),
    IsActive: z.boolean(),
    SortOrder: z.number().int(),
    /** The shop's own currency: always active, always at rate 1, not editable. */
    IsShopCurrency: z.boolean(),
    /** Today's rate (the newest on or before today), its day and source; null without any. */
    Rate: z.string().nullable(),
    RateDate: z.string().nullable(),
    RateSource: ExchangeRateSourceSchema.nullable(),
  })
  .meta({ id: 'BackofficeCurrency' });
export type BackofficeCurrency = z.infer<typeof BackofficeCurrencySchema>;

export const ExchangeRateRowSchema = z
  .object({
    RateDate: z.string(),
    Rate: z.string(),
    Source: ExchangeRateSourceSchema,
    UpdatedAt: z.string(),
  })
  .meta({ id: 'ExchangeRateRow' });
export type ExchangeRateRow = z.infer<typeof ExchangeRateRowSchema>;

/** PUT /api/v1/backoffice/currencies/{currency}: adds the currency or changes it. */
export const SaveCurrencyRequestSchema = z
  .object({
    IsActive: z.boolean(),
    SortOrder: z.number().int('Validation.Integer').min(0).max(10_000),
  })
  .meta({ id: 'SaveCurrencyRequest' });
export type SaveCurrencyRequest = z.input<typeof SaveCurrencyRequestSchema>;

/** PUT /api/v1/backoffice/currencies/{currency}/rates/today: today's rate set by hand. */
export const SetTodayRateRequestSchema = z
  .object({ Rate: ExchangeRateValueSchema })
  .meta({ id: 'SetTodayRateRequest' });
export type SetTodayRateRequest = z.input<typeof SetTodayRateRequestSchema>;

export const RATE_LOAD_OUTCOMES = ['Loaded', 'NotConfigured', 'Failed'] as const;

/** POST /api/v1/backoffice/currencies/rates/load: what loading the reference rates did. */
export const RateLoadResultSchema = z
  .object({
    Outcome: z.enum(RATE_LOAD_OUTCOMES),
    /** The day the source's rates are for. */
    RateDate: z.string().nullable(),
    /** Rates written (new, or changed since the last load of that day). */
    Written: z.number().int(),
    /** Rates that were already there as loaded (a second load of the day changes nothing). */
    Unchanged: z.number().int(),
    /** Kept because staff set that day's rate by hand. */
    KeptStaff: z.number().int(),
    /** Why it failed, for the log and the staff (not translated: a technical reason). */
    Reason: z.string().nullable(),
  })
  .meta({ id: 'RateLoadResult' });
export type RateLoadResult = z.infer<typeof RateLoadResultSchema>;
