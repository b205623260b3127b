import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { countries, taxRates } from '../../schema/shipping';
import { referenceCountries } from './countries';

export { EU_COUNTRIES, EU_VAT_RATES, OTHER_COUNTRIES } from './countries';

/** Resolved through the package itself so that it holds in a bundle as well as from source. */
export const citiesFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vitrine/db/package.json')),
  'src/seed/reference/cities',
);

export interface ReferenceDataOptions {
  /**
   * The countries whose postal codes to load: 'all' (every file shipped) or ISO codes. Each is
   * loaded once per database: a country whose rows are all there is skipped.
   */
  cities?: 'all' | readonly string[];
}

export interface ReferenceDataReport {
  countriesAdded: number;
  ratesAdded: number;
  /** Rows added per country (only countries that were loaded now). */
  citiesAdded: Record<string, number>;
}

/** The country codes for which a postal-code file is shipped (`<CC>.tsv.gz`). */
export function shippedCityCountries(): string[] {
  return readdirSync(citiesFolder)
    .filter((name) => /^[A-Z]{2}\.tsv\.gz$/.test(name))
    .map((name) => name.slice(0, 2))
    .sort();
}

/** One postal-code file: "postal code<TAB>place" per line. */
export function readCityFile(countryCode: string): { postalCode: string; name: string }[] {
  const text = gunzipSync(readFileSync(path.join(citiesFolder, `${countryCode}.tsv.gz`))).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [postalCode = '', name = ''] = line.split('\t');
      return { postalCode, name };
    });
}

/** A PostgreSQL text[] literal, sent as one parameter however many values it holds. */
function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const BATCH = 10_000;

/**
 * The reference data every shop needs, demo or not: countries, their VAT rates and the postal
 * codes of the shipped open-data files. Idempotent (`on conflict do nothing`, and a country's
 * rates only with the country itself): what staff changed (which countries the shop ships to, a
 * rate set or removed) stays as they left it. Postal codes go in batches of one statement each
 * (arrays unnested on the server), so France's 35,000 rows take one round trip per batch rather
 * than one per row.
 */
export async function loadReferenceData(
  db: Database,
  options: ReferenceDataOptions = {},
): Promise<ReferenceDataReport> {
  const reference = referenceCountries();
  // A country's rates come with the country, once: a class staff removed since (its rate falls
  // back to the next higher class's) must not come back at the next start. One transaction, so
  // that a start stopped in between cannot leave a country without the rates it was added with.
  const { added, rates } = await db.transaction(async (tx) => {
    const added = await tx
      .insert(countries)
      .values(
        reference.map((country, index) => ({ code: country.code, isEu: country.isEu, sortOrder: index })),
      )
      .onConflictDoNothing()
      .returning({ code: countries.code });
    const fresh = new Set(added.map((row) => row.code));
    const values = reference
      .filter((country) => fresh.has(country.code))
      .flatMap((country) =>
        country.rates.map((rate) => ({
          countryCode: country.code,
          taxClass: rate.taxClass,
          rate: rate.rate,
        })),
      );
    const rates = values.length
      ? await tx
          .insert(taxRates)
          .values(values)
          .onConflictDoNothing()
          .returning({ code: taxRates.countryCode })
      : [];
    return { added, rates };
  });

  const wanted = options.cities ?? 'all';
  const shipped = shippedCityCountries();
  const codes = wanted === 'all' ? shipped : shipped.filter((code) => wanted.includes(code));
  const citiesAdded: Record<string, number> = {};
  for (const code of codes) {
    const rows = readCityFile(code);
    const existing = await db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM cities WHERE country_code = ${code}`,
    );
    if (Number(existing.rows[0]?.count ?? 0) >= rows.length) continue;
    let count = 0;
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const inserted = await db.execute<{ id: string }>(sql`
        INSERT INTO cities (country_code, postal_code, name)
        SELECT ${code}, t.postal_code, t.name
          FROM unnest(${textArray(batch.map((row) => row.postalCode))}::text[],
                      ${textArray(batch.map((row) => row.name))}::text[]) AS t(postal_code, name)
        ON CONFLICT DO NOTHING
        RETURNING id`);
      count += inserted.rows.length;
    }
    citiesAdded[code] = count;
  }
  return { countriesAdded: added.length, ratesAdded: rates.length, citiesAdded };
}
