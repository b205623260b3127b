import type { CatalogSort } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_CONFIGS, uuidArrayLiteral } from './urls';

/** What narrows a listing: the page's scope (fixed) and the facet choices (each one disjunctive). */
export interface ListingCriteria {
  culture: Culture;
  q?: string | undefined;
  /** The current category's materialised path: its whole subtree. */
  categoryPath?: string | undefined;
  brandId?: string | undefined;
  tagId?: string | undefined;
  /** Facet choices: the paths of the chosen categories (any of them). */
  categoryPaths?: string[] | undefined;
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
 * A facet choice. Those on the product row itself are a condition; the others are a set of
 * product ids, read once per statement (a semi-join in a WHERE, a hash join in the facet base),
 * never a subquery run per product.
 */
type Mask = { kind: 'condition'; sql: SQL } | { kind: 'set'; sql: SQL };

interface Conditions {
  /** Always applied (published, culture, text search, the page's own category/brand/tag). */
  fixed: SQL;
  /** One per active facet choice; an inactive one is simply absent. */
  masks: Partial<Record<MaskName, Mask>>;
  attributes: { attributeId: string; mask: Mask }[];
}

const uuids = (ids: readonly string[]) => sql`${uuidArrayLiteral(ids)}::uuid[]`;

/** Products whose primary category or one of their linked categories is under one of these paths. */
function categorySubtreesSet(paths: readonly string[]): SQL {
  const patterns = `{${paths.map((path) => `"${path}%"`).join(',')}}`;
  // `= ANY(ARRAY(subquery))` lets PostgreSQL use the products' category index (a join would scan them all).
  const subtree = sql`ARRAY(SELECT c.id FROM categories c WHERE c.path LIKE ANY(${patterns}::text[]))`;
  return sql`SELECT p2.id AS product_id FROM products p2 WHERE p2.category_id = ANY(${subtree})
    UNION
    SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = ANY(${subtree})`;
}

/** Products with a variant that can be ordered now: available and in stock in an active warehouse. */
const IN_STOCK_SET = sql`SELECT DISTINCT v.product_id FROM product_variants v
    JOIN warehouse_stock ws ON ws.variant_id = v.id AND ws.quantity > 0
    JOIN warehouses w ON w.id = ws.warehouse_id AND w.is_active
   WHERE v.is_available`;

const asCondition = (mask: Mask) => (mask.kind === 'condition' ? mask.sql : sql`p.id IN (${mask.sql})`);

export function tsQuery(culture: Culture, q: string): SQL {
  return sql`websearch_to_tsquery(${SEARCH_CONFIGS[culture]}::regconfig, ${q})`;
}

function conditions(criteria: ListingCriteria): Conditions {
  const fixed: SQL[] = [sql`p.is_published`];
  if (criteria.q) fixed.push(sql`t.search_vector @@ ${tsQuery(criteria.culture, criteria.q)}`);
  if (criteria.categoryPath !== undefined)
    fixed.push(sql`p.id IN (${categorySubtreesSet([criteria.categoryPath])})`);
  if (criteria.brandId) fixed.push(sql`p.brand_id = ${criteria.brandId}::uuid`);
  if (criteria.tagId)
    fixed.push(
      sql`p.id IN (SELECT pt0.product_id FROM product_tags pt0 WHERE pt0.tag_id = ${criteria.tagId}::uuid)`,
    );

  const masks: Conditions['masks'] = {};
  if (criteria.categoryPaths?.length)
    masks.category = { kind: 'set', sql: categorySubtreesSet(criteria.categoryPaths) };
  if (criteria.brandIds?.length)
    masks.brand = { kind: 'condition', sql: sql`p.brand_id = ANY(${uuids(criteria.brandIds)})` };
  if (criteria.tagIds?.length)
    masks.tag = {
      kind: 'set',
      sql: sql`SELECT DISTINCT pt1.product_id FROM product_tags pt1 WHERE pt1.tag_id = ANY(${uuids(criteria.tagIds)})`,
    };
  const price: SQL[] = [];
  if (criteria.priceMin !== undefined) price.push(sql`p.price_from >= ${criteria.priceMin}::numeric`);
  if (criteria.priceMax !== undefined) price.push(sql`p.price_from <= ${criteria.priceMax}::numeric`);
  if (price.length) masks.price = { kind: 'condition', sql: sql.join(price, sql` AND `) };
  if (criteria.inStock) masks.stock = { kind: 'set', sql: IN_STOCK_SET };

  const attributes = Object.entries(criteria.attributes ?? {})
    .filter(([, values]) => values.length > 0)
    .map(([attributeId, values]) => ({
      attributeId,
      mask: {
        kind: 'set',
        sql: sql`SELECT DISTINCT v.product_id FROM product_variants v
          JOIN variant_attribute_values vav ON vav.variant_id = v.id
         WHERE vav.value_id = ANY(${uuids(values)})`,
      } satisfies Mask,
    }));
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
  kind: 'total' | 'stock' | 'price' | 'brand' | 'tag' | 'category' | 'value';
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
        [
          c.fixed,
          ...Object.values(c.masks).map(asCondition),
          ...c.attributes.map((a) => asCondition(a.mask)),
        ],
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
     * Every count of the listing in one statement. The products of the page's scope are read
     * once (base); each facet then counts the products that pass every OTHER active choice
     * (disjunctive facets), so a chosen value still shows what it adds. The total is the count
     * with every choice applied: the same WHERE as the page.
     */
    async facetCounts(criteria: ListingCriteria, childCategoryIds: string[]): Promise<FacetCountRow[]> {
      const c = conditions(criteria);
      const maskNames: MaskName[] = ['category', 'brand', 'tag', 'price', 'stock'];
      // Each choice becomes a boolean column of base: a set is hash-joined once, not probed per product.
      const columns: SQL[] = [];
      const joins: SQL[] = [];
      const addMask = (name: string, mask: Mask | undefined) => {
        const alias = sql.raw(`j_${name}`);
        if (!mask) columns.push(sql`true AS ${sql.raw(`m_${name}`)}`);
        else if (mask.kind === 'condition') columns.push(sql`(${mask.sql}) AS ${sql.raw(`m_${name}`)}`);
        else {
          joins.push(sql`LEFT JOIN (${mask.sql}) AS ${alias} ON ${alias}.product_id = p.id`);
          columns.push(sql`(${alias}.product_id IS NOT NULL) AS ${sql.raw(`m_${name}`)}`);
        }
      };
      for (const name of maskNames) addMask(name, c.masks[name]);
      for (const [i, a] of c.attributes.entries()) addMask(`attr_${i}`, a.mask);
      joins.push(sql`LEFT JOIN (${IN_STOCK_SET}) AS j_in_stock ON j_in_stock.product_id = p.id`);
      columns.push(sql`(j_in_stock.product_id IS NOT NULL) AS in_stock`);
      const attributeMasks = c.attributes.map((_, i) => sql.raw(`m_attr_${i}`));
      const all = (except?: MaskName) =>
        sql.join(
          [sql`true`, ...maskNames.filter((name) => name !== except).map((name) => sql.raw(`m_${name}`))],
          sql` AND `,
        );
      const allWithAttributes = (except?: MaskName) => sql.join([all(except), ...attributeMasks], sql` AND `);
      // An attribute's own choice does not narrow its own values.
      const valueAttributeMasks = sql.join(
        [
          sql`true`,
          ...c.attributes.map(
            (a, i) => sql`(vav.attribute_id = ${a.attributeId}::uuid OR ${attributeMasks[i]})`,
          ),
        ],
        sql` AND `,
      );

      const statement = sql`
        WITH base AS MATERIALIZED (
          SELECT p.id, p.brand_id, p.category_id, p.price_from, ${sql.join(columns, sql`, `)}
            FROM ${from(criteria.culture)} ${sql.join(joins, sql` `)}
           WHERE ${c.fixed}
        ),
        category_paths AS (
          SELECT base.id, c.path FROM base JOIN categories c ON c.id = base.category_id
           WHERE ${allWithAttributes('category')}
          UNION
          SELECT base.id, c.path FROM base
            JOIN product_categories pc ON pc.product_id = base.id
            JOIN categories c ON c.id = pc.category_id
           WHERE ${allWithAttributes('category')}
        )
        SELECT 'total' AS kind, NULL AS key, count(*)::int AS n, NULL AS mn, NULL AS mx
          FROM base WHERE ${allWithAttributes()}
        UNION ALL
        SELECT 'stock', NULL, count(*)::int, NULL, NULL
          FROM base WHERE ${allWithAttributes('stock')} AND in_stock
        UNION ALL
        SELECT 'price', NULL, count(*)::int, min(price_from)::text, max(price_from)::text
          FROM base WHERE ${allWithAttributes('price')}
        UNION ALL
        SELECT 'brand', brand_id::text, count(*)::int, NULL, NULL
          FROM base WHERE ${allWithAttributes('brand')} AND brand_id IS NOT NULL GROUP BY brand_id
        UNION ALL
        SELECT 'tag', pt.tag_id::text, count(*)::int, NULL, NULL
          FROM base JOIN product_tags pt ON pt.product_id = base.id
         WHERE ${allWithAttributes('tag')} GROUP BY pt.tag_id
        UNION ALL
        SELECT 'category', ancestor, count(*)::int, NULL, NULL
          FROM (SELECT DISTINCT category_paths.id, ancestor
                  FROM category_paths
                 CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from category_paths.path), '/')) AS ancestor
                 WHERE ancestor = ANY(${uuidArrayLiteral(childCategoryIds)}::text[])) AS product_ancestors
         GROUP BY ancestor
        UNION ALL
        SELECT 'value', vav.attribute_id::text || ':' || vav.value_id::text, count(DISTINCT base.id)::int, NULL, NULL
          FROM base
          JOIN product_variants v ON v.product_id = base.id
          JOIN variant_attribute_values vav ON vav.variant_id = v.id
         WHERE ${all()} AND ${valueAttributeMasks}
         GROUP BY vav.attribute_id, vav.value_id`;
      // The counts hash every product of the scope once; with the default 4 MB they spill to disk
      // from a few ten thousand products on. Local to this statement's transaction only.
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('work_mem', '64MB', true)`);
        return (await tx.execute<FacetCountRow>(statement)).rows;
      });
    },
  };
}
