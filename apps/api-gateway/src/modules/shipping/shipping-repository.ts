import {
  cities,
  countries,
  type Executor,
  shippingMethods,
  shippingRates,
  type TaxClass,
  taxRates,
} from '@vitrine/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

export type CountryRow = typeof countries.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

export interface MethodWithCosts extends ShippingMethodRow {
  costs: { countryCode: string; cost: string }[];
}

export interface NewShippingMethod {
  key: string;
  carrier: string;
  isPickupPoint: boolean;
  translations: Record<string, { name: string; description: string }>;
  freeFrom: string | null;
  isActive: boolean;
  sortOrder: number;
  costs: { countryCode: string; cost: string }[];
}

/**
 * Folds a text for prefix matching: lower case, accents off, hyphens and apostrophes as spaces
 * ("Saint-Étienne" and "saint etienne" meet). The SQL side folds the column the same way.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿœæ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyoa';
const foldedName = sql`translate(translate(lower(${cities.name}), ${ACCENTED}, ${PLAIN}), '-''’', '   ')`;

/** Escapes LIKE's wildcards in a user's text. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The only SQL on the shipping module's tables: countries, tax rates, cities, methods and their costs. */
export function shippingRepository(db: Executor) {
  return {
    allCountries(): Promise<CountryRow[]> {
      return db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.code));
    },

    async country(code: string): Promise<CountryRow | null> {
      const [row] = await db.select().from(countries).where(eq(countries.code, code));
      return row ?? null;
    },

    /** The countries the shop delivers to, each saying whether the typeahead knows its places. */
    shippingCountries(): Promise<(CountryRow & { hasPlaces: boolean })[]> {
      return db
        .select({
          code: countries.code,
          isShippingCountry: countries.isShippingCountry,
          isEu: countries.isEu,
          sortOrder: countries.sortOrder,
          hasPlaces: sql<boolean>`exists (select 1 from ${cities} where ${cities.countryCode} = ${countries.code})`,
        })
        .from(countries)
        .where(eq(countries.isShippingCountry, true))
        .orderBy(asc(countries.sortOrder), asc(countries.code));
    },

    async setShippingCountries(codes: readonly string[]): Promise<void> {
      await db
        .update(countries)
        .set({ isShippingCountry: sql`${inArray(countries.code, codes.length ? [...codes] : [''])}` });
    },

    /** The rates of a country's tax classes, in percent (text, exact). */
    async taxRates(countryCode: string): Promise<Map<TaxClass, string>> {
      const rows = await db
        .select({ taxClass: taxRates.taxClass, rate: sql<string>`${taxRates.rate}::text` })
        .from(taxRates)
        .where(eq(taxRates.countryCode, countryCode));
      return new Map(rows.map((row) => [row.taxClass, row.rate]));
    },

    async city(id: string): Promise<CityRow | null> {
      const [row] = await db.select().from(cities).where(eq(cities.id, id));
      return row ?? null;
    },

    /**
     * Places of a country whose postal code or folded name starts with the text: postal codes
     * first (a code is what a shopper types most), then by name.
     */
    searchCities(countryCode: string, text: string, limit: number): Promise<CityRow[]> {
      const code = text.replace(/\s+/g, '').toUpperCase();
      const name = foldName(text);
      const byCode = sql`replace(${cities.postalCode}, ' ', '') LIKE ${likePrefix(code)}`;
      const byName = sql`${foldedName} LIKE ${likePrefix(name)}`;
      return db
        .select()
        .from(cities)
        .where(and(eq(cities.countryCode, countryCode), sql`(${byCode} OR ${byName})`))
        .orderBy(sql`(${byCode}) DESC`, asc(cities.postalCode), asc(cities.name))
        .limit(limit);
    },

    /** Methods with their costs, in their order; only active ones unless asked. */
    async methods({ activeOnly }: { activeOnly: boolean }): Promise<MethodWithCosts[]> {
      const rows = await db
        .select()
        .from(shippingMethods)
        .where(activeOnly ? eq(shippingMethods.isActive, true) : undefined)
        .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.createdAt), asc(shippingMethods.id));
      if (!rows.length) return [];
      const costs = await db
        .select({
          methodId: shippingRates.methodId,
          countryCode: shippingRates.countryCode,
          cost: sql<string>`${shippingRates.cost}::text`,
        })
        .from(shippingRates)
        .where(
          inArray(
            shippingRates.methodId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(shippingRates.countryCode));
      return rows.map((row) => ({
        ...row,
        freeFrom: row.freeFrom,
        costs: costs
          .filter((cost) => cost.methodId === row.id)
          .map(({ countryCode, cost }) => ({ countryCode, cost })),
      }));
    },

    /** Active methods that serve a country, with their cost there, in their order. */
    async methodsFor(countryCode: string): Promise<(ShippingMethodRow & { cost: string })[]> {
      return db
        .select({
          id: shippingMethods.id,
          key: shippingMethods.key,
          carrier: shippingMethods.carrier,
          isPickupPoint: shippingMethods.isPickupPoint,
          translations: shippingMethods.translations,
          freeFrom: sql<string | null>`${shippingMethods.freeFrom}::text`,
          isActive: shippingMethods.isActive,
          sortOrder: shippingMethods.sortOrder,
          createdAt: shippingMethods.createdAt,
          updatedAt: shippingMethods.updatedAt,
          cost: sql<string>`${shippingRates.cost}::text`,
        })
        .from(shippingMethods)
        .innerJoin(shippingRates, eq(shippingRates.methodId, shippingMethods.id))
        .where(and(eq(shippingMethods.isActive, true), eq(shippingRates.countryCode, countryCode)))
        .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.createdAt), asc(shippingMethods.id));
    },

    async methodByKey(key: string): Promise<ShippingMethodRow | null> {
      const [row] = await db.select().from(shippingMethods).where(eq(shippingMethods.key, key));
      return row ?? null;
    },

    async lockMethod(id: string): Promise<ShippingMethodRow | null> {
      const [row] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, id)).for('update');
      return row ?? null;
    },

    async insertMethod(method: NewShippingMethod): Promise<string> {
      const [row] = await db
        .insert(shippingMethods)
        .values({
          key: method.key,
          carrier: method.carrier,
          isPickupPoint: method.isPickupPoint,
          translations: method.translations,
          freeFrom: method.freeFrom,
          isActive: method.isActive,
          sortOrder: method.sortOrder,
        })
        .returning({ id: shippingMethods.id });
      if (!row) throw new Error('the shipping method was not written');
      await this.replaceCosts(row.id, method.costs);
      return row.id;
    },

    async updateMethod(id: string, method: NewShippingMethod): Promise<void> {
      await db
        .update(shippingMethods)
        .set({
          key: method.key,
          carrier: method.carrier,
          isPickupPoint: method.isPickupPoint,
          translations: method.translations,
          freeFrom: method.freeFrom,
          isActive: method.isActive,
          sortOrder: method.sortOrder,
          updatedAt: sql`now()`,
        })
        .where(eq(shippingMethods.id, id));
      await this.replaceCosts(id, method.costs);
    },

    async replaceCosts(methodId: string, costs: { countryCode: string; cost: string }[]): Promise<void> {
      await db.delete(shippingRates).where(eq(shippingRates.methodId, methodId));
      if (costs.length) await db.insert(shippingRates).values(costs.map((cost) => ({ methodId, ...cost })));
    },
  };
}

export type ShippingRepository = ReturnType<typeof shippingRepository>;
