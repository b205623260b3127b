import type { CatalogSort } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_CONFIGS, uuidArrayLiteral } from './urls';

/** What narrows a listing: the page's scope (fixed) and the facet choices (each one disjunctive). */
export interface ListingCriteria {
  culture: Culture;
  q?: string | undefined;
  /** The current category: its whole subtree. */
  categoryId?: string | undefined;
  brandId?: string | undefined;
  tagId?: string | undefined;
  /** Facet choices: the chosen categories' subtrees (any of them). */
  categoryIds?: string[] | undefined;
  brandIds?: string[] | undefined;
  tagIds?: string[] | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  inStock?: boolean | undefined;
  /** Attribute id → value ids: a product matches when one of its variants has one of the values. */
  attributes?: Record<string, string[]> | undefined;
}

type MaskName = 'category' | 'brand' | 'tag' | 'price' | 'stock';

/**
 * Every scope and facet choice is a condition on the product row: the read model (ADR 007) keeps
 * each product's category subtree ids, tag ids, attribute value ids and in-stock flag on it, with
 * GIN indexes on the arrays, so neither the page nor the counts touch the variants or the stock.
 */
interface Conditions {
  /** Always applied (published, culture, text search, the page's own category/brand/tag). */
  fixed: SQL;
  /** One per active facet choice; an inactive one is simply absent. */
  masks: Partial<Record<MaskName, SQL>>;
  attributes: { attributeId: string; mask: SQL }[];
}

const uuids = (ids: readonly string[]) => sql`${uuidArrayLiteral(ids)}::uuid[]`;

export function tsQuery(culture: Culture, q: string): SQL {
  return sql`websearch_to_tsquery(${SEARCH_CONFIGS[culture]}::regconfig, ${q})`;
}

function conditions(criteria: ListingCriteria): Conditions {
  const fixed: SQL[] = [sql`p.is_published`];
  if (criteria.q) fixed.push(sql`t.search_vector @@ ${tsQuery(criteria.culture, criteria.q)}`);
  if (criteria.categoryId) fixed.push(sql`p.category_ids && ${uuids([criteria.categoryId])}`);
  if (criteria.brandId) fixed.push(sql`p.brand_id = ${criteria.brandId}::uuid`);
  if (criteria.tagId) fixed.push(sql`p.tag_ids && ${uuids([criteria.tagId])}`);

  const masks: Conditions['masks'] = {};
  if (criteria.categoryIds?.length) masks.category = sql`p.category_ids && ${uuids(criteria.categoryIds)}`;
  if (criteria.brandIds?.length) masks.brand = sql`p.brand_id = ANY(${uuids(criteria.brandIds)})`;
  if (criteria.tagIds?.length) masks.tag = sql`p.tag_ids && ${uuids(criteria.tagIds)}`;
  const price: SQL[] = [];
  if (criteria.priceMin !== undefined) price.push(sql`p.price_from >= ${criteria.priceMin}::numeric`);
  if (criteria.priceMax !== undefined) price.push(sql`p.price_from <= ${criteria.priceMax}::numeric`);
  if (price.length) masks.price = sql.join(price, sql` AND `);
  if (criteria.inStock) masks.stock = sql`p.in_stock`;

  const attributes = Object.entries(criteria.attributes ?? {})
    .filter(([, values]) => values.length > 0)
    .map(([attributeId, values]) => ({ attributeId, mask: sql`p.value_ids && ${uuids(values)}` }));
  return { fixed: sql.join(fixed, sql` AND `), masks, attributes };
}

const ORDER_BY: Record<Exclude<CatalogSort, 'relevance'>, SQL> = {
  popular: sql`p.popularity DESC, p.id`,
  newest: sql`p.created_at DESC, p.id`,
  'price-asc': sql`p.price_from ASC, p.id`,
  'price-desc': sql`p.price_from DESC, p.id`,
  'name-asc': sql`t.name ASC, p.id`,
  'name-desc': sql`t.name DESC, p.id`,
};

export type FacetCountRow = {
  /** 'total' also carries the price range (mn, mx) of the products counted. */
  kind: 'total' | 'stock' | 'brand' | 'tag' | 'category' | 'value';
  key: string | null;
  n: number;
  mn: string | null;
  mx: string | null;
};

export function listingRepository(db: Database) {
  const from = (culture: Culture) =>
    sql`products p JOIN product_translations t ON t.product_id = p.id AND t.culture = ${culture}`;

  return {
    /** One page of product ids, in a stable order (the product id breaks every tie). */
    async pageIds(criteria: ListingCriteria, sort: CatalogSort, limit: number, offset: number) {
      const c = conditions(criteria);
      const where = sql.join(
        [c.fixed, ...Object.values(c.masks), ...c.attributes.map((a) => a.mask)],
        sql` AND `,
      );
      const orderBy =
        sort === 'relevance'
          ? criteria.q
            ? sql`ts_rank(t.search_vector, ${tsQuery(criteria.culture, criteria.q)}) DESC, p.id`
            : ORDER_BY.popular
          : ORDER_BY[sort];
      const result = await db.execute<{ id: string }>(
        sql`SELECT p.id FROM ${from(criteria.culture)} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
      );
      return result.rows.map((row) => row.id);
    },

    /**
     * Every count over the products that pass ALL the criteria, in one statement that reads each
     * of them once. The disjunctive rule (a facet counts with its own choice left out) is the
     * service's: it asks for the criteria without that facet, a scope other requests share.
     */
    async facetCounts(criteria: ListingCriteria, childCategoryIds: string[]): Promise<FacetCountRow[]> {
      const c = conditions(criteria);
      const where = sql.join(
        [c.fixed, ...Object.values(c.masks), ...c.attributes.map((a) => a.mask)],
        sql` AND `,
      );
      const statement = sql`
        WITH base AS MATERIALIZED (
          SELECT p.brand_id, p.price_from, p.in_stock, p.value_ids, p.tag_ids, p.category_ids
            FROM ${from(criteria.culture)}
           WHERE ${where}
        )
        SELECT 'total' AS kind, NULL AS key, count(*)::int AS n, min(price_from)::text AS mn,
               max(price_from)::text AS mx
          FROM base
        UNION ALL
        SELECT 'stock', NULL, count(*)::int, NULL, NULL FROM base WHERE in_stock
        UNION ALL
        SELECT 'brand', brand_id::text, count(*)::int, NULL, NULL
          FROM base WHERE brand_id IS NOT NULL GROUP BY brand_id
        UNION ALL
        SELECT 'tag', tag_id::text, count(*)::int, NULL, NULL
          FROM base CROSS JOIN LATERAL unnest(base.tag_ids) AS tag_id GROUP BY tag_id
        UNION ALL
        SELECT 'category', ancestor_id::text, count(*)::int, NULL, NULL
          FROM base CROSS JOIN LATERAL unnest(base.category_ids) AS ancestor_id
         WHERE ancestor_id = ANY(${uuids(childCategoryIds)})
         GROUP BY ancestor_id
        UNION ALL
        SELECT 'value', av.attribute_id::text || ':' || av.id::text, count(*)::int, NULL, NULL
          FROM base CROSS JOIN LATERAL unnest(base.value_ids) AS value_id
          JOIN attribute_values av ON av.id = value_id
         GROUP BY av.attribute_id, av.id`;
      return (await db.execute<FacetCountRow>(statement)).rows;
    },
  };
}
