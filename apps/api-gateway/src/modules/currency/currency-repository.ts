import { currencies, type Executor, exchangeRates } from '@vitrine/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

export type CurrencyRow = typeof currencies.$inferSelect;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/** A currency with the rate in force on a day (the newest on or before it), when it has one. */
export type CurrencyWithRate = CurrencyRow & {
  rate: string | null;
  rateDate: string | null;
  rateSource: 'ecb' | 'staff' | null;
};

/** The only SQL on `currencies` and `exchange_rates`. */
export function currencyRepository(db: Executor) {
  /** Each currency with its rate on `day`: one lateral look-up per currency on the primary key. */
  const withRates = async (day: string, code?: string): Promise<CurrencyWithRate[]> => {
    const result = await db.execute<CurrencyWithRate>(sql`
      SELECT c.code, c.is_active AS "isActive", c.sort_order AS "sortOrder",
             r.rate::text AS rate, r.rate_date::text AS "rateDate", r.source AS "rateSource"
        FROM currencies c
        LEFT JOIN LATERAL (
          SELECT rate, rate_date, source FROM exchange_rates
           WHERE currency_code = c.code AND rate_date <= ${day}::date
           ORDER BY rate_date DESC LIMIT 1
        ) r ON true
       WHERE ${code === undefined ? sql`true` : sql`c.code = ${code}`}
       ORDER BY c.sort_order, c.code`);
    return result.rows.map((row) => ({
      ...row,
      code: row.code.trim(),
    }));
  };

  return {
    withRates,

    async withRate(code: string, day: string): Promise<CurrencyWithRate | null> {
      return (await withRates(day, code))[0] ?? null;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(currencies);
      return row?.count ?? 0;
    },

    async countRates(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(exchangeRates);
      return row?.count ?? 0;
    },

    async codes(): Promise<string[]> {
      const rows = await db.select({ code: currencies.code }).from(currencies);
      return rows.map((row) => row.code.trim());
    },

    /** Adds the currencies that are missing; existing ones keep what staff made of them. */
    async addMissing(rows: { code: string; isActive: boolean; sortOrder: number }[]): Promise<void> {
      if (rows.length) await db.insert(currencies).values(rows).onConflictDoNothing();
    },

    async save(code: string, values: { isActive: boolean; sortOrder: number }): Promise<void> {
      await db
        .insert(currencies)
        .values({ code, ...values })
        .onConflictDoUpdate({ target: currencies.code, set: values });
    },

    async rates(code: string, limit: number): Promise<ExchangeRateRow[]> {
      const rows = await db
        .select()
        .from(exchangeRates)
        .where(eq(exchangeRates.currencyCode, code))
        .orderBy(desc(exchangeRates.rateDate))
        .limit(limit);
      return rows.map((row) => ({ ...row, currencyCode: row.currencyCode.trim() }));
    },

    /** The rates of one day already stored, by currency. */
    async ratesOfDay(day: string): Promise<Map<string, { rate: string; source: 'ecb' | 'staff' }>> {
      const rows = await db
        .select({ code: exchangeRates.currencyCode, rate: exchangeRates.rate, source: exchangeRates.source })
        .from(exchangeRates)
        .where(eq(exchangeRates.rateDate, day))
        .orderBy(asc(exchangeRates.currencyCode));
      return new Map(rows.map((row) => [row.code.trim(), { rate: row.rate, source: row.source }]));
    },

    /** Writes a day's rate (a second write of the same day replaces it). */
    async putRate(code: string, day: string, rate: string, source: 'ecb' | 'staff'): Promise<void> {
      await db
        .insert(exchangeRates)
        .values({ currencyCode: code, rateDate: day, rate, source })
        .onConflictDoUpdate({
          target: [exchangeRates.currencyCode, exchangeRates.rateDate],
          set: { rate, source, updatedAt: sql`now()` },
        });
    },

    /** Serialises rate loads of one day (two instances starting at once load once). */
    async lockDay(day: string): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('exchange-rates'), hashtext(${day}))`);
    },

    exists: async (code: string): Promise<boolean> => {
      const rows = await db
        .select({ code: currencies.code })
        .from(currencies)
        .where(and(eq(currencies.code, code)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
