import type { CatalogSort } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { type SQL, sql } from 'drizzle-orm';
import { searchTsQuery } from './search-text';
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

/** A search text's query, as the result page and the suggestions read it (ADR 012). */
export const tsQuery = (culture: Culture, q: string): SQL => searchTsQuery(culture, q);

function conditions(criteria: ListingCriteria): Conditions {
  const fixed: SQL[] = [sql`p.is_published`];
  if (criteria.q)
    fixed.push(sql`p.id IN (SELECT s.product_id FROM product_search s
                             WHERE s.culture = ${criteria.culture} AND s.search_vector @@ ${tsQuery(criteria.culture, criteria.q)})`);
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

/** A search's matching products and the relevance (ts_rank) of each, in the same order. */
export interface SearchMatches {
  ids: string[];
  ranks: Float64Array;
}

export type FacetCountRow = {
  /** 'total' also carries the price range (mn, mx) of the products counted. */
  kind: 'total' | 'stock' | 'brand' | 'tag' | 'category' | 'value';
  key: string | null;
  n: number;
  mn: string | null;
  mx: string | null;
};

/** One published product's facet columns, as the facet index (ADR 008) is built from them. */
export type FacetIndexRow = {
  id: string;
  brandId: string | null;
  /** price_from as text (exact, for the range it reports). */
  price: string;
  inStock: boolean;
  valueIds: string;
  categoryIds: string;
  tagIds: string;
  /** Cultures with a translation, comma-separated. */
  cultures: string;
  popularity: number;
  /** created_at in microseconds since the epoch (as text: ties must be exact). */
  createdAt: string;
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
      // Relevance needs a search; a search in relevance order is paged by the facet index instead.
      const orderBy = ORDER_BY[sort === 'relevance' ? 'popular' : sort];
      const result = await db.execute<{ id: string }>(
        sql`SELECT p.id FROM ${from(criteria.culture)} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
      );
      return result.rows.map((row) => row.id);
    },

    /**
     * Every published product's facet columns, to build the facet index from (ADR 008): ids lists
     * as comma-separated text, which is parsed far faster than arrays of uuids.
     */
    async facetIndexRows(): Promise<FacetIndexRow[]> {
      const result = await db.execute<FacetIndexRow>(sql`
        SELECT p.id, p.brand_id AS "brandId", p.price_from::text AS price, p.in_stock AS "inStock",
               array_to_string(p.value_ids, ',') AS "valueIds",
               array_to_string(p.category_ids, ',') AS "categoryIds",
               array_to_string(p.tag_ids, ',') AS "tagIds",
               array_to_string(ARRAY(SELECT t.culture FROM product_translations t WHERE t.product_id = p.id), ',') AS cultures,
               p.popularity, (extract(epoch FROM p.created_at) * 1000000)::bigint::text AS "createdAt"
          FROM products p
         WHERE p.is_published
         ORDER BY p.id`);
      return result.rows;
    },

    /** The words of the culture's product names and how many names use each (kept by trigger). */
    async searchWords(culture: Culture): Promise<{ word: string; uses: number }[]> {
      const result = await db.execute<{ word: string; uses: number }>(
        sql`SELECT word, uses FROM product_search_words WHERE culture = ${culture}`,
      );
      return result.rows.map((row) => ({ word: row.word, uses: Number(row.uses) }));
    },

    /** Every product's search vector in one culture, in its text form, for the prefix index (ADR 039). */
    async searchVectors(culture: Culture): Promise<{ id: string; vector: string }[]> {
      const result = await db.execute<{ id: string; vector: string }>(
        sql`SELECT product_id::text AS id, search_vector::text AS vector FROM product_search WHERE culture = ${culture}`,
      );
      return result.rows;
    },

    /** The query a text makes in the culture's configuration (web-search syntax), in its text form. */
    async searchQueryText(culture: Culture, text: string): Promise<string> {
      const result = await db.execute<{ query: string }>(
        sql`SELECT websearch_to_tsquery(${sql`${SEARCH_CONFIGS[culture]}::regconfig`}, ${text})::text AS query`,
      );
      return result.rows[0]?.query ?? '';
    },

    /** Attribute value id → its attribute's id. */
    async valueAttributes(): Promise<Map<string, string>> {
      const result = await db.execute<{ id: string; attributeId: string }>(
        sql`SELECT id, attribute_id AS "attributeId" FROM attribute_values`,
      );
      return new Map(result.rows.map((row) => [row.id, row.attributeId]));
    },

    /** The catalogue's revision: moves with every statement that changes what the facet index holds. */
    async catalogRevision(): Promise<string> {
      const result = await db.execute<{ revision: string }>(
        sql`SELECT (last_value::text || ':' || is_called::text) AS revision FROM catalog_revision`,
      );
      return result.rows[0]?.revision ?? '';
    },

    /**
     * The products whose text in this culture matches a search, with their relevance (ts_rank),
     * from the culture's search partition: one statement serves both the search's facet counts
     * and its relevance pages. Unordered: the facet index sorts them (ADR 008), which costs less
     * than an ORDER BY inside the aggregate.
     */
    async searchMatches(culture: Culture, q: string): Promise<SearchMatches> {
      const query = tsQuery(culture, q);
      const result = await db.execute<{ matches: string | null }>(sql`
        SELECT string_agg(s.product_id::text || ' ' || ts_rank(s.search_vector, ${query})::text, ',') AS matches
          FROM product_search s
         WHERE s.culture = ${culture} AND s.search_vector @@ ${query}`);
      const pairs = result.rows[0]?.matches?.split(',') ?? [];
      const ids: string[] = new Array(pairs.length);
      const ranks = new Float64Array(pairs.length);
      pairs.forEach((pair, i) => {
        // A uuid is 36 characters, then a space and the rank.
        ids[i] = pair.slice(0, 36);
        ranks[i] = Number(pair.slice(37));
      });
      return { ids, ranks };
    },
  };
}
