import type { BackofficeCurrency, ExchangeRateRow, RateLoadResult, ShopCurrency } from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { type Money, MoneyDecimal } from '@vitrine/money';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../lib/domain-errors';
import { unitOfWork } from '../../lib/unit-of-work';
import { type CurrencyWithRate, currencyRepository } from './currency-repository';
import { RATE_DECIMALS, ratesForShop } from './ecb-rates';
import type { RateSource } from './rate-sources';

export const CURRENCY_PROBLEMS = {
  unknown: '/problems/currency-unknown',
  inactive: '/problems/currency-inactive',
  noRate: '/problems/currency-no-rate',
  shopCurrency: '/problems/currency-shop-currency',
} as const;

/** The currencies a new demo shop offers besides its own (ISO 4217, in this order). */
export const DEMO_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;

/** The day a rate is looked up for: the calendar day in UTC (the ECB's rates are dated by day). */
export const utcToday = (): string => new Date().toISOString().slice(0, 10);

/** A currency change refused: the problem carries the change answer's members (spec 001 §3, §8). */
function refusal(error: NotFoundError | BusinessRuleError, key: string) {
  return error.withExtensions({ ResponseCode: 'KO', ReasonType: 'Error', ReasonResourceKey: key });
}

export interface CurrencyServiceOptions {
  shopCurrency: string;
  /** Today, as the rates are dated (tests pin it). */
  today?: () => string;
}

/** What a cart or a price needs to be shown in a currency: the currency and today's rate. */
export interface CurrencyPricing {
  currency: string;
  /** Units of `currency` per unit of the shop's currency (a decimal string; "1" for the shop's). */
  rate: string;
}

const displayName = (code: string, culture: Culture) => {
  try {
    return new Intl.DisplayNames([culture], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
};
const symbolOf = (code: string, culture: Culture) =>
  new Intl.NumberFormat(culture, { style: 'currency', currency: code })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? code;

/**
 * Currencies and their daily rates (ADR 019). A rate is units of the currency per unit of the
 * shop's currency; the rate of a day is the newest one on or before it; the shop's own currency
 * is always at 1 and needs no row. Rates come from staff or from a reference-rate source (the
 * ECB), whose load is idempotent per day and never overwrites a rate staff set for that day.
 */
export function currencyService(db: Database, options: CurrencyServiceOptions) {
  const { shopCurrency } = options;
  const today = options.today ?? utcToday;
  const isShop = (code: string) => code === shopCurrency;

  /** The currency's usable rate today, or the refusal a shopper is shown. */
  async function usable(code: string, executor: Executor = db): Promise<CurrencyPricing> {
    if (isShop(code)) return { currency: code, rate: '1' };
    const found = await currencyRepository(executor).withRate(code, today());
    if (!found)
      throw refusal(
        new NotFoundError(`The shop has no currency '${code}'.`, CURRENCY_PROBLEMS.unknown, {
          currency: ['Currency.Unknown'],
        }),
        'Currency.Unknown',
      );
    if (!found.isActive)
      throw refusal(
        new BusinessRuleError(CURRENCY_PROBLEMS.inactive, `The currency '${code}' is not offered.`, {
          currency: ['Currency.Inactive'],
        }),
        'Currency.Inactive',
      );
    if (!found.rate)
      throw refusal(
        new BusinessRuleError(CURRENCY_PROBLEMS.noRate, `The currency '${code}' has no exchange rate yet.`, {
          currency: ['Currency.NoRate'],
        }),
        'Currency.NoRate',
      );
    return { currency: code, rate: found.rate };
  }

  const staffView = (row: CurrencyWithRate, culture: Culture): BackofficeCurrency => ({
    CurrencyCode: row.code,
    Name: displayName(row.code, culture),
    IsActive: isShop(row.code) || row.isActive,
    SortOrder: row.sortOrder,
    IsShopCurrency: isShop(row.code),
    Rate: isShop(row.code) ? '1' : row.rate,
    RateDate: isShop(row.code) ? null : row.rateDate,
    RateSource: isShop(row.code) ? null : row.rateSource,
  });

  async function staffCurrency(code: string, culture: Culture): Promise<BackofficeCurrency> {
    const row = await currencyRepository(db).withRate(code, today());
    if (!row) throw new NotFoundError(`The shop has no currency '${code}'.`, CURRENCY_PROBLEMS.unknown);
    return staffView(row, culture);
  }

  /**
   * Loads a source's day of rates for the shop's currencies. Idempotent: a second load of the
   * same day writes nothing; a rate staff set for that day is kept. A failure (network, format)
   * is answered as such and changes nothing: the earlier days' rates stay in use.
   */
  async function loadRates(source: RateSource | null): Promise<RateLoadResult> {
    const empty = { RateDate: null, Written: 0, Unchanged: 0, KeptStaff: 0, Reason: null };
    if (!source) return { Outcome: 'NotConfigured', ...empty };
    let day: ReturnType<typeof ratesForShop>;
    try {
      day = ratesForShop(await source.daily(), shopCurrency);
    } catch (error) {
      return { Outcome: 'Failed', ...empty, Reason: error instanceof Error ? error.message : String(error) };
    }
    return unitOfWork(db, async ({ tx }) => {
      const repository = currencyRepository(tx);
      await repository.lockDay(day.date);
      const known = new Set(await repository.codes());
      const stored = await repository.ratesOfDay(day.date);
      const result = {
        Outcome: 'Loaded' as const,
        RateDate: day.date,
        Written: 0,
        Unchanged: 0,
        KeptStaff: 0,
        Reason: null,
      };
      for (const [code, rate] of day.rates) {
        if (!known.has(code) || isShop(code)) continue;
        const existing = stored.get(code);
        if (existing?.source === 'staff') result.KeptStaff += 1;
        else if (existing && new MoneyDecimal(existing.rate).equals(rate)) result.Unchanged += 1;
        else {
          await repository.putRate(code, day.date, rate, 'ecb');
          result.Written += 1;
        }
      }
      return result;
    });
  }

  return {
    today,
    usable,

    /**
     * How to price in `code` today. A currency that can no longer be used (made inactive, its
     * rates removed) falls back to the shop's, so a cart is always priced, never refused.
     */
    async pricingFor(code: string, executor: Executor = db): Promise<CurrencyPricing> {
      if (isShop(code)) return { currency: code, rate: '1' };
      try {
        return await usable(code, executor);
      } catch {
        return { currency: shopCurrency, rate: '1' };
      }
    },

    /** The catalogue's amount (shop currency) in another currency at a rate: the money module rounds. */
    convert(amount: Money, pricing: CurrencyPricing): Money {
      return amount.currency === pricing.currency ? amount : amount.convert(pricing.rate, pricing.currency);
    },

    /** The switcher's list: the active currencies that have a rate today, and the shop's. */
    async offered(culture: Culture, executor: Executor = db): Promise<ShopCurrency[]> {
      const rows = await currencyRepository(executor).withRates(today());
      const offered = rows.filter((row) => isShop(row.code) || (row.isActive && row.rate !== null));
      if (!offered.some((row) => isShop(row.code)))
        offered.unshift({
          code: shopCurrency,
          isActive: true,
          sortOrder: 0,
          rate: '1',
          rateDate: null,
          rateSource: null,
        });
      return offered.map((row) => ({
        CurrencyCode: row.code,
        Name: displayName(row.code, culture),
        Symbol: symbolOf(row.code, culture),
      }));
    },

    // ---- Staff ----

    async list(culture: Culture): Promise<BackofficeCurrency[]> {
      return (await currencyRepository(db).withRates(today())).map((row) => staffView(row, culture));
    },

    async rates(code: string): Promise<ExchangeRateRow[]> {
      if (!(await currencyRepository(db).exists(code)))
        throw new NotFoundError(`The shop has no currency '${code}'.`, CURRENCY_PROBLEMS.unknown);
      return (await currencyRepository(db).rates(code, 60)).map((row) => ({
        RateDate: row.rateDate,
        Rate: row.rate,
        Source: row.source,
        UpdatedAt: row.updatedAt.toISOString(),
      }));
    },

    /** Adds a currency or changes it; the shop's own currency stays active. */
    async save(
      code: string,
      values: { isActive: boolean; sortOrder: number },
      culture: Culture,
    ): Promise<BackofficeCurrency> {
      if (!Intl.supportedValuesOf('currency').includes(code))
        throw new ValidationError({ CurrencyCode: ['Currency.Unknown'] });
      if (isShop(code) && !values.isActive)
        throw new BusinessRuleError(CURRENCY_PROBLEMS.shopCurrency, 'The shop’s own currency stays active.', {
          IsActive: ['Currency.ShopCurrencyStaysActive'],
        });
      await currencyRepository(db).save(code, values);
      return staffCurrency(code, culture);
    },

    /** Today's rate set by hand: it wins over the ECB's for today, until staff change it again. */
    async setTodayRate(code: string, rate: string, culture: Culture): Promise<BackofficeCurrency> {
      if (isShop(code))
        throw new BusinessRuleError(
          CURRENCY_PROBLEMS.shopCurrency,
          'The shop’s own currency is always at 1.',
          {
            Rate: ['Currency.ShopCurrencyRate'],
          },
        );
      const value = new MoneyDecimal(rate);
      if (!value.isPositive()) throw new ValidationError({ Rate: ['Currency.InvalidRate'] });
      await unitOfWork(db, async ({ tx }) => {
        const repository = currencyRepository(tx);
        if (!(await repository.exists(code)))
          throw new NotFoundError(`The shop has no currency '${code}'.`, CURRENCY_PROBLEMS.unknown);
        await repository.putRate(code, today(), value.toFixed(RATE_DECIMALS), 'staff');
      });
      return staffCurrency(code, culture);
    },

    loadRates,

    /** True when no rate of today's date is stored for an active currency (the start-up load's test). */
    async missingToday(): Promise<boolean> {
      const rows = await currencyRepository(db).withRates(today());
      return rows.some((row) => !isShop(row.code) && row.isActive && row.rateDate !== today());
    },

    /**
     * What a shop starts with: its own currency always; a new demo shop also the demo currencies
     * and, while it has no rate at all, the rates of the demo file.
     */
    async prepare({ demo, demoSource }: { demo: boolean; demoSource: RateSource | null }) {
      const repository = currencyRepository(db);
      const wanted: string[] = demo && (await repository.count()) === 0 ? [...DEMO_CURRENCIES] : [];
      if (!wanted.includes(shopCurrency)) wanted.unshift(shopCurrency);
      await repository.addMissing(
        wanted.map((code, index) => ({ code, isActive: true, sortOrder: index * 10 })),
      );
      if (demo && demoSource && (await repository.countRates()) === 0) return loadRates(demoSource);
      return null;
    },
  };
}

export type CurrencyService = ReturnType<typeof currencyService>;
