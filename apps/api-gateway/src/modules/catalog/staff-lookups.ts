import type { Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/sql-patterns';
import { uuidArrayLiteral } from './urls';

export interface NamedRow {
  readonly id: string;
  readonly name: string;
}

const LIMIT = 20;
const like = containsPattern;

/**
 * Names of products, categories and brands for staff pickers (a coupon's restrictions): found by
 * a part of their name, or named by id. Names in the culture, else any culture's.
 */
export function catalogLookups(db: Executor) {
  const rows = async (query: ReturnType<typeof sql>) =>
    (await db.execute<{ id: string; name: string }>(query)).rows.map((row) => ({
      id: row.id,
      name: row.name,
    }));
  return {
    products: (search: { query?: string; ids?: readonly string[] }, culture: Culture): Promise<NamedRow[]> =>
      rows(sql`
        SELECT p.id, coalesce(t.name, (SELECT a.name FROM product_translations a WHERE a.product_id = p.id ORDER BY a.culture LIMIT 1), p.reference) AS name
          FROM products p
          LEFT JOIN product_translations t ON t.product_id = p.id AND t.culture = ${culture}
         WHERE ${
           search.ids
             ? sql`p.id = ANY(${uuidArrayLiteral(search.ids)}::uuid[])`
             : sql`(t.name ILIKE ${like(search.query ?? '')} OR p.reference ILIKE ${like(search.query ?? '')})`
         }
         ORDER BY 2 LIMIT ${search.ids ? search.ids.length : LIMIT}`),
    categories: (
      search: { query?: string; ids?: readonly string[] },
      culture: Culture,
    ): Promise<NamedRow[]> =>
      rows(sql`
        SELECT c.id, coalesce(t.name, (SELECT a.name FROM category_translations a WHERE a.category_id = c.id ORDER BY a.culture LIMIT 1), c.id::text) AS name
          FROM categories c
          LEFT JOIN category_translations t ON t.category_id = c.id AND t.culture = ${culture}
         WHERE ${
           search.ids
             ? sql`c.id = ANY(${uuidArrayLiteral(search.ids)}::uuid[])`
             : sql`t.name ILIKE ${like(search.query ?? '')}`
         }
         ORDER BY 2 LIMIT ${search.ids ? search.ids.length : LIMIT}`),
    /**
     * Orderable variants of published products by a part of their SKU or product name (an order
     * staff put together for a customer); the name is the product's with the SKU to tell variants apart.
     */
    variants: async (query: string, culture: Culture): Promise<(NamedRow & { sku: string })[]> =>
      (
        await db.execute<{ id: string; name: string; sku: string }>(sql`
        SELECT v.id, v.sku, coalesce(t.name, (SELECT a.name FROM product_translations a WHERE a.product_id = p.id ORDER BY a.culture LIMIT 1), p.reference) AS name
          FROM product_variants v
          JOIN products p ON p.id = v.product_id
          LEFT JOIN product_translations t ON t.product_id = p.id AND t.culture = ${culture}
         WHERE p.is_published AND v.is_available
           AND (v.sku ILIKE ${like(query)} OR t.name ILIKE ${like(query)} OR p.reference ILIKE ${like(query)})
         ORDER BY 3, v.sort_order, v.sku LIMIT ${LIMIT}`)
      ).rows.map((row) => ({ id: row.id, name: row.name, sku: row.sku })),
    brands: (search: { query?: string; ids?: readonly string[] }): Promise<NamedRow[]> =>
      rows(sql`
        SELECT b.id, b.name FROM brands b
         WHERE ${
           search.ids
             ? sql`b.id = ANY(${uuidArrayLiteral(search.ids)}::uuid[])`
             : sql`b.name ILIKE ${like(search.query ?? '')}`
         }
         ORDER BY 2 LIMIT ${search.ids ? search.ids.length : LIMIT}`),
  };
}
