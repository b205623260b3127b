import type { Database } from '@vitrine/db';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { type SQL, sql } from 'drizzle-orm';
import type { PhotoColumns, PhotoRow } from './urls';
import { uuidArrayLiteral } from './urls';

const uuids = (ids: readonly string[]) => sql`${uuidArrayLiteral(ids)}::uuid[]`;
const CULTURE_LIST = sql`${`{${CULTURES.join(',')}}`}::varchar[]`;

/**
 * The entity an address's slug names, best match first: its current slug in this culture, a
 * former one in this culture (a rename), then the same in another culture (an old link, or a
 * language choice made with the other culture's slug). Each step is one lookup on a
 * (culture, slug) key; the caller answers a redirect whenever the slug it gets back differs.
 */
function slugLookup(
  column: 'product_id' | 'category_id',
  current: SQL,
  history: SQL,
  culture: Culture,
  slug: string,
): SQL {
  return sql`
    SELECT ${sql.raw(column)} AS id, 0 AS rank FROM ${current} WHERE culture = ${culture} AND slug = ${slug}
    UNION ALL
    SELECT ${sql.raw(column)}, 1 FROM ${history} WHERE culture = ${culture} AND slug = ${slug}
    UNION ALL
    (SELECT ${sql.raw(column)}, 2 FROM ${current} WHERE culture = ANY(${CULTURE_LIST}) AND slug = ${slug}
      ORDER BY culture LIMIT 1)
    UNION ALL
    (SELECT ${sql.raw(column)}, 3 FROM ${history} WHERE culture = ANY(${CULTURE_LIST}) AND slug = ${slug}
      ORDER BY replaced_at DESC, culture LIMIT 1)`;
}

export type ListItemRow = {
  id: string;
  name: string;
  slug: string;
  reference: string;
  brandName: string | null;
  categoryName: string | null;
  shortDescription: string;
  priceFrom: string;
  currencyCode: string;
  inStock: boolean;
} & PhotoColumns;

export type SwatchRow = {
  productId: string;
  valueId: string;
  displayValue: string;
  colorCode1: string | null;
  colorCode2: string | null;
  colorCode3: string | null;
};

export type CategoryRow = {
  id: string;
  parentId: string | null;
  path: string;
  depth: number;
  name: string;
  slug: string;
  /** The page's title and meta description for search engines; empty: the name. */
  seoTitle: string;
  seoDescription: string;
  imageAssetId: string | null;
  imageName: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageRevision: number | null;
};

export type ProductRow = {
  id: string;
  reference: string;
  categoryId: string;
  brandId: string | null;
  name: string;
  slug: string;
  shortDescription: string;
  descriptionHtml: string;
  seoTitle: string;
  seoDescription: string;
};

export type VariantRow = {
  id: string;
  sku: string;
  unitPriceTaxIncl: string;
  unitPriceTaxExcl: string;
  currencyCode: string;
  isAvailable: boolean;
  sortOrder: number;
  stock: number;
  minQuantity: number;
  quantityStep: number;
  maxQuantity: number;
};

export type VariantValueRow = {
  variantId: string;
  attributeId: string;
  valueId: string;
};

export type AttributeValueRow = {
  attributeId: string;
  attributeName: string;
  displayType: 'Square' | 'List' | 'Dropdown';
  valueId: string;
  displayValue: string;
  colorCode1: string | null;
  colorCode2: string | null;
  colorCode3: string | null;
};

export type TierRow = {
  minQuantity: number;
  unitPriceTaxIncl: string;
  unitPriceTaxExcl: string;
};

const PHOTO_COLUMNS = sql`a.id AS "assetId", a.name, a.width, a.height, a.revision, ph.attribute_value_id AS "attributeValueId"`;

/** Published categories in a culture (all, or these), parents first, with their photo. */
async function selectCategories(db: Database, culture: Culture, ids?: string[]): Promise<CategoryRow[]> {
  const result = await db.execute<CategoryRow>(sql`
    SELECT c.id, c.parent_id AS "parentId", c.path, c.depth, ct.name, ct.slug,
           ct.seo_title AS "seoTitle", ct.seo_description AS "seoDescription",
           a.id AS "imageAssetId", a.name AS "imageName", a.width AS "imageWidth",
           a.height AS "imageHeight", a.revision AS "imageRevision"
      FROM categories c
      JOIN category_translations ct ON ct.category_id = c.id AND ct.culture = ${culture}
      LEFT JOIN assets a ON a.id = c.image_asset_id AND a.file_type = 'Image'
     WHERE c.is_published ${ids ? sql`AND c.id = ANY(${uuids(ids)})` : sql``}
     ORDER BY c.depth, c.sort_order, ct.name, c.id`);
  return result.rows;
}

/** The catalogue's reads; each answers in one statement whatever the number of rows. */
export function catalogRepository(db: Database) {
  return {
    /** The list cards of these products (a page, or associations), in no particular order. */
    async listItems(culture: Culture, ids: string[]): Promise<ListItemRow[]> {
      if (!ids.length) return [];
      const result = await db.execute<ListItemRow>(sql`
        SELECT p.id, t.name, t.slug, p.reference, b.name AS "brandName", ct.name AS "categoryName",
               t.short_description AS "shortDescription", p.price_from::text AS "priceFrom",
               p.currency_code AS "currencyCode",
               p.in_stock AS "inStock",
               photo.id AS "photoAssetId", photo.name AS "photoName", photo.width AS "photoWidth",
               photo.height AS "photoHeight", photo.attribute_value_id AS "photoValueId",
               photo.revision AS "photoRevision"
          FROM products p
          JOIN product_translations t ON t.product_id = p.id AND t.culture = ${culture}
          LEFT JOIN brands b ON b.id = p.brand_id
          LEFT JOIN category_translations ct ON ct.category_id = p.category_id AND ct.culture = ${culture}
          LEFT JOIN LATERAL (
            SELECT a.id, a.name, a.width, a.height, a.revision, ph.attribute_value_id
              FROM product_photos ph JOIN assets a ON a.id = ph.asset_id
             WHERE ph.product_id = p.id ORDER BY ph.sort_order, a.id LIMIT 1) photo ON true
         WHERE p.id = ANY(${uuids(ids)}) AND p.is_published`);
      return result.rows;
    },

    /** The distinct colour values ('Square' attributes) of these products' variants. */
    async swatches(culture: Culture, ids: string[]): Promise<SwatchRow[]> {
      if (!ids.length) return [];
      const result = await db.execute<SwatchRow>(sql`
        SELECT DISTINCT v.product_id AS "productId", av.id AS "valueId",
               coalesce(avt.display_value, av.key) AS "displayValue", av.color_code_1 AS "colorCode1",
               av.color_code_2 AS "colorCode2", av.color_code_3 AS "colorCode3", av.sort_order
          FROM product_variants v
          JOIN variant_attribute_values vav ON vav.variant_id = v.id
          JOIN attributes at ON at.id = vav.attribute_id AND at.display_type = 'Square'
          JOIN attribute_values av ON av.id = vav.value_id
          LEFT JOIN attribute_value_translations avt ON avt.value_id = av.id AND avt.culture = ${culture}
         WHERE v.product_id = ANY(${uuids(ids)})
         ORDER BY v.product_id, av.sort_order, av.id`);
      return result.rows;
    },

    categories: (culture: Culture, ids?: string[]) => selectCategories(db, culture, ids),

    async categoryPaths(ids: string[]): Promise<Map<string, string>> {
      if (!ids.length) return new Map();
      const result = await db.execute<{ id: string; path: string }>(
        sql`SELECT id, path FROM categories WHERE id = ANY(${uuids(ids)}) AND is_published`,
      );
      return new Map(result.rows.map((row) => [row.id, row.path]));
    },

    async brands(ids?: string[]) {
      const result = await db.execute<{
        id: string;
        name: string;
        slug: string;
        logoAssetId: string | null;
        logoName: string | null;
        logoWidth: number | null;
        logoHeight: number | null;
        logoRevision: number | null;
      }>(sql`
        SELECT b.id, b.name, b.slug, a.id AS "logoAssetId", a.name AS "logoName", a.width AS "logoWidth",
               a.height AS "logoHeight", a.revision AS "logoRevision"
          FROM brands b LEFT JOIN assets a ON a.id = b.logo_asset_id
         ${ids ? sql`WHERE b.id = ANY(${uuids(ids)})` : sql``}
         ORDER BY b.sort_order, b.name, b.id`);
      return result.rows;
    },

    /** Tag names in the culture (the key when untranslated); every tag without ids. */
    async tagNames(culture: Culture, ids?: string[]) {
      if (ids && !ids.length) return [];
      const result = await db.execute<{ id: string; name: string }>(sql`
        SELECT tg.id, coalesce(tt.name, tg.key) AS name FROM tags tg
          LEFT JOIN tag_translations tt ON tt.tag_id = tg.id AND tt.culture = ${culture}
         ${ids ? sql`WHERE tg.id = ANY(${uuids(ids)})` : sql``} ORDER BY 2, tg.id`);
      return result.rows;
    },

    /**
     * Attributes and values by value id (every value without ids), with their names in the culture
     * (the key when untranslated). For the listing's filters, only the attributes staff made facets,
     * in the facets' order.
     */
    async attributeValues(
      culture: Culture,
      valueIds?: string[],
      { facetsOnly = false }: { facetsOnly?: boolean } = {},
    ): Promise<AttributeValueRow[]> {
      if (valueIds && !valueIds.length) return [];
      const result = await db.execute<AttributeValueRow>(sql`
        SELECT at.id AS "attributeId", coalesce(att.name, at.key) AS "attributeName",
               at.display_type AS "displayType", av.id AS "valueId",
               coalesce(avt.display_value, av.key) AS "displayValue", av.color_code_1 AS "colorCode1",
               av.color_code_2 AS "colorCode2", av.color_code_3 AS "colorCode3"
          FROM attribute_values av
          JOIN attributes at ON at.id = av.attribute_id
          LEFT JOIN attribute_translations att ON att.attribute_id = at.id AND att.culture = ${culture}
          LEFT JOIN attribute_value_translations avt ON avt.value_id = av.id AND avt.culture = ${culture}
         WHERE ${facetsOnly ? sql`at.is_facet` : sql`true`} ${valueIds ? sql`AND av.id = ANY(${uuids(valueIds)})` : sql``}
         ORDER BY ${facetsOnly ? sql`at.facet_position,` : sql``} at.sort_order, at.id, av.sort_order, av.id`);
      return result.rows;
    },

    /** The product this slug names (see slugLookup), with its current slug in this culture. */
    async productBySlug(culture: Culture, slug: string): Promise<ProductRow | null> {
      const found = slugLookup(
        'product_id',
        sql`product_translations`,
        sql`product_slug_history`,
        culture,
        slug,
      );
      const result = await db.execute<ProductRow>(sql`
        WITH found AS (${found})
        SELECT p.id, p.reference, p.category_id AS "categoryId", p.brand_id AS "brandId", t.name, t.slug,
               t.short_description AS "shortDescription", t.description_html AS "descriptionHtml",
               t.seo_title AS "seoTitle", t.seo_description AS "seoDescription"
          FROM found
          JOIN products p ON p.id = found.id AND p.is_published
          JOIN product_translations t ON t.product_id = p.id AND t.culture = ${culture}
         ORDER BY found.rank
         LIMIT 1`);
      return result.rows[0] ?? null;
    },

    /** The published category this slug names (see slugLookup), as categories() reads it. */
    async categoryBySlug(culture: Culture, slug: string): Promise<CategoryRow | null> {
      const found = slugLookup(
        'category_id',
        sql`category_translations`,
        sql`category_slug_history`,
        culture,
        slug,
      );
      const result = await db.execute<{ id: string }>(sql`
        WITH found AS (${found})
        SELECT c.id FROM found
          JOIN categories c ON c.id = found.id AND c.is_published
          JOIN category_translations ct ON ct.category_id = c.id AND ct.culture = ${culture}
         ORDER BY found.rank
         LIMIT 1`);
      const id = result.rows[0]?.id;
      return id ? ((await selectCategories(db, culture, [id]))[0] ?? null) : null;
    },

    async categoryAlternates(categoryId: string) {
      const result = await db.execute<{ culture: string; slug: string }>(
        sql`SELECT culture, slug FROM category_translations WHERE category_id = ${categoryId}::uuid ORDER BY culture`,
      );
      return result.rows;
    },

    async productExists(productId: string): Promise<boolean> {
      const result = await db.execute(
        sql`SELECT 1 FROM products WHERE id = ${productId}::uuid AND is_published LIMIT 1`,
      );
      return result.rows.length > 0;
    },

    async alternates(productId: string) {
      const result = await db.execute<{ culture: string; slug: string }>(
        sql`SELECT culture, slug FROM product_translations WHERE product_id = ${productId}::uuid ORDER BY culture`,
      );
      return result.rows;
    },

    async associations(productId: string) {
      const result = await db.execute<{ id: string; kind: 'related' | 'cross-sell' }>(sql`
        SELECT associated_product_id AS id, kind FROM product_associations
         WHERE product_id = ${productId}::uuid ORDER BY kind, sort_order, associated_product_id`);
      return result.rows;
    },

    async photos(productId: string): Promise<PhotoRow[]> {
      const result = await db.execute<PhotoRow>(sql`
        SELECT ${PHOTO_COLUMNS} FROM product_photos ph JOIN assets a ON a.id = ph.asset_id
         WHERE ph.product_id = ${productId}::uuid ORDER BY ph.sort_order, a.id`);
      return result.rows;
    },

    /** A published product's variants in display order, each with its stock in the active warehouses. */
    async variants(productId: string): Promise<VariantRow[]> {
      const result = await db.execute<VariantRow>(sql`
        SELECT v.id, v.sku, v.unit_price_tax_incl::text AS "unitPriceTaxIncl",
               v.unit_price_tax_excl::text AS "unitPriceTaxExcl", v.currency_code AS "currencyCode",
               v.is_available AS "isAvailable", v.sort_order AS "sortOrder",
               v.min_order_quantity AS "minQuantity", v.order_quantity_step AS "quantityStep",
               v.max_order_quantity AS "maxQuantity",
               coalesce(sum(ws.quantity) FILTER (WHERE w.is_active), 0)::int AS stock
          FROM product_variants v
          JOIN products p ON p.id = v.product_id AND p.is_published
          LEFT JOIN warehouse_stock ws ON ws.variant_id = v.id
          LEFT JOIN warehouses w ON w.id = ws.warehouse_id
         WHERE v.product_id = ${productId}::uuid
         GROUP BY v.id
         ORDER BY v.sort_order, v.id`);
      return result.rows;
    },

    async variantValues(productId: string): Promise<VariantValueRow[]> {
      const result = await db.execute<VariantValueRow>(sql`
        SELECT vav.variant_id AS "variantId", vav.attribute_id AS "attributeId", vav.value_id AS "valueId"
          FROM variant_attribute_values vav JOIN product_variants v ON v.id = vav.variant_id
         WHERE v.product_id = ${productId}::uuid`);
      return result.rows;
    },

    async tiers(variantId: string): Promise<TierRow[]> {
      const result = await db.execute<TierRow>(sql`
        SELECT min_quantity AS "minQuantity", unit_price_tax_incl::text AS "unitPriceTaxIncl",
               unit_price_tax_excl::text AS "unitPriceTaxExcl"
          FROM degressive_prices WHERE variant_id = ${variantId}::uuid ORDER BY min_quantity`);
      return result.rows;
    },

    async variant(variantId: string) {
      const result = await db.execute<{
        id: string;
        productId: string;
        unitPriceTaxIncl: string;
        unitPriceTaxExcl: string;
        currencyCode: string;
      }>(sql`
        SELECT v.id, v.product_id AS "productId", v.unit_price_tax_incl::text AS "unitPriceTaxIncl",
               v.unit_price_tax_excl::text AS "unitPriceTaxExcl", v.currency_code AS "currencyCode"
          FROM product_variants v JOIN products p ON p.id = v.product_id
         WHERE v.id = ${variantId}::uuid AND p.is_published`);
      return result.rows[0] ?? null;
    },

    async stockByWarehouse(variantId: string, allActive: boolean) {
      const result = await db.execute<{ id: string; name: string; city: string; quantity: number }>(sql`
        SELECT w.id, w.name, w.city, coalesce(ws.quantity, 0)::int AS quantity
          FROM warehouses w
          LEFT JOIN warehouse_stock ws ON ws.warehouse_id = w.id AND ws.variant_id = ${variantId}::uuid
         WHERE w.is_active ${allActive ? sql`` : sql`AND ws.quantity > 0`}
         ORDER BY w.sort_order, w.name, w.id`);
      return result.rows;
    },
  };
}
