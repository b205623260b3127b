import { countries, type Executor, type TaxClass, taxRates } from '@vitrine/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

export interface CountryTaxRates {
  code: string;
  isEu: boolean;
  /** The country's own rates per class, in percent (numeric as text, exact). */
  rates: Map<TaxClass, string>;
}

/** The SQL of the staff's VAT rates: every country's rates, and one country's replaced under its lock. */
export function taxRatesRepository(db: Executor) {
  async function ratesOf(codes: readonly string[] | null) {
    const rows = await db
      .select({
        countryCode: taxRates.countryCode,
        taxClass: taxRates.taxClass,
        rate: sql<string>`${taxRates.rate}::text`,
      })
      .from(taxRates)
      .where(codes ? inArray(taxRates.countryCode, [...codes]) : undefined);
    const byCountry = new Map<string, Map<TaxClass, string>>();
    for (const row of rows) {
      const rates = byCountry.get(row.countryCode) ?? new Map<TaxClass, string>();
      rates.set(row.taxClass, row.rate);
      byCountry.set(row.countryCode, rates);
    }
    return byCountry;
  }

  return {
    /** Every country the shop knows, in its order, with its rates. */
    async all(): Promise<CountryTaxRates[]> {
      const rows = await db
        .select({ code: countries.code, isEu: countries.isEu })
        .from(countries)
        .orderBy(asc(countries.sortOrder), asc(countries.code));
      const rates = await ratesOf(null);
      return rows.map((row) => ({ ...row, rates: rates.get(row.code) ?? new Map() }));
    },

    async one(code: string): Promise<CountryTaxRates | null> {
      const [row] = await db
        .select({ code: countries.code, isEu: countries.isEu })
        .from(countries)
        .where(eq(countries.code, code));
      if (!row) return null;
      return { ...row, rates: (await ratesOf([code])).get(code) ?? new Map() };
    },

    /** The country's row, locked: two edits of its rates queue instead of mixing their classes. */
    async lockCountry(code: string): Promise<{ code: string; isEu: boolean } | null> {
      const [row] = await db
        .select({ code: countries.code, isEu: countries.isEu })
        .from(countries)
        .where(eq(countries.code, code))
        .for('update');
      return row ?? null;
    },

    /** The country's rates of these classes become the ones given (a class not given has none). */
    async replace(
      code: string,
      classes: readonly TaxClass[],
      rates: readonly { taxClass: TaxClass; rate: string }[],
    ): Promise<void> {
      await db
        .delete(taxRates)
        .where(and(eq(taxRates.countryCode, code), inArray(taxRates.taxClass, [...classes])));
      if (rates.length)
        await db
          .insert(taxRates)
          .values(rates.map((rate) => ({ countryCode: code, taxClass: rate.taxClass, rate: rate.rate })));
    },
  };
}

export type TaxRatesRepository = ReturnType<typeof taxRatesRepository>;
