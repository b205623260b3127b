import type { Photo } from '@vitrine/api-client';
import type { Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { sql } from 'drizzle-orm';
import { type PhotoColumns, photoOfColumns, productUrl, uuidArrayLiteral } from './urls';

/** A price as the catalogue keeps it: tax-inclusive and tax-exclusive, numerics as text (exact). */
export interface CatalogPricePair {
  readonly taxIncl: string;
  readonly taxExcl: string;
}

export interface CatalogPriceTier extends CatalogPricePair {
  /** From this quantity on. */
  readonly minQuantity: number;
}

/** What a cart line needs to know about its variant, read in one go for a whole cart. */
export interface CartVariantFacts {
  readonly variantId: string;
  readonly productId: string;
  readonly sku: string;
  /** In the culture asked for, else the default culture's, else any. */
  readonly productName: string;
  readonly productUrl: string;
  readonly photo: Photo | null;
  readonly brandId: string | null;
  /** Its primary and linked categories with their ancestors. */
  readonly categoryIds: readonly string[];
  /** The product's tax class (standard, reduced …): the rate a foreign tax country applies to it. */
  readonly taxClass: string;
  readonly isPublished: boolean;
  /** The variant itself can be ordered (the catalogue's "unavailable" flag is off). */
  readonly isAvailable: boolean;
  /** In the active warehouses. */
  readonly stock: number;
  /** Spec 001 §5's quantity rules of the variant (min, step, max with 0 for none). */
  readonly quantityRules: { readonly min: number; readonly step: number; readonly max: number };
  readonly currencyCode: string;
  readonly unitPrice: CatalogPricePair;
  /** Degressive prices, lowest minimum first. */
  readonly tiers: readonly CatalogPriceTier[];
}

type FactsRow = {
  variantId: string;
  productId: string;
  sku: string;
  productName: string | null;
  productSlug: string | null;
  brandId: string | null;
  categoryIds: string[] | string;
  taxClass: string;
  isPublished: boolean;
  isAvailable: boolean;
  stock: number;
  minQuantity: number;
  quantityStep: number;
  maxQuantity: number;
  currencyCode: string;
  unitPriceTaxIncl: string;
  unitPriceTaxExcl: string;
} & PhotoColumns;

type TierFactsRow = { variantId: string; minQuantity: number; taxIncl: string; taxExcl: string };

const uuids = (ids: readonly string[]) => sql`${uuidArrayLiteral(ids)}::uuid[]`;

/** PGlite hands a uuid[] back as its text form; node-postgres as an array. */
const uuidList = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

/**
 * The catalogue's read-only answer to the cart: for variant ids, the product, price, tiers,
 * stock and rules a cart line is priced and checked with. It takes an executor so that the cart
 * reads inside its own transaction (and PGlite's single connection is never asked twice at once).
 */
export function cartFacts(executor: Executor, options: { basePath: string; defaultCulture: Culture }) {
  return {
    /** The facts of every known variant among `variantIds`, published or not; unknown ids are absent. */
    async forVariants(
      variantIds: readonly string[],
      culture: Culture,
    ): Promise<Map<string, CartVariantFacts>> {
      const ids = [...new Set(variantIds)];
      if (!ids.length) return new Map();
      // One after the other: inside a transaction both go through one connection anyway.
      const variants = await executor.execute<FactsRow>(sql`
          SELECT v.id AS "variantId", p.id AS "productId", v.sku, t.name AS "productName",
                 t.slug AS "productSlug", p.brand_id AS "brandId", p.category_ids AS "categoryIds",
                 p.tax_class AS "taxClass",
                 p.is_published AS "isPublished", v.is_available AS "isAvailable",
                 v.min_order_quantity AS "minQuantity", v.order_quantity_step AS "quantityStep",
                 v.max_order_quantity AS "maxQuantity",
                 coalesce((SELECT sum(ws.quantity) FROM warehouse_stock ws
                             JOIN warehouses w ON w.id = ws.warehouse_id AND w.is_active
                            WHERE ws.variant_id = v.id), 0)::int AS stock,
                 v.currency_code AS "currencyCode", v.unit_price_tax_incl::text AS "unitPriceTaxIncl",
                 v.unit_price_tax_excl::text AS "unitPriceTaxExcl",
                 photo.id AS "photoAssetId", photo.name AS "photoName", photo.width AS "photoWidth",
                 photo.height AS "photoHeight", photo.revision AS "photoRevision",
                 photo.attribute_value_id AS "photoValueId"
            FROM product_variants v
            JOIN products p ON p.id = v.product_id
            LEFT JOIN LATERAL (
              SELECT tr.name, tr.slug FROM product_translations tr
               WHERE tr.product_id = p.id
               ORDER BY (tr.culture = ${culture}) DESC, (tr.culture = ${options.defaultCulture}) DESC, tr.culture
               LIMIT 1) t ON true
            -- The photo of the variant's own colour first, then one of the whole product.
            LEFT JOIN LATERAL (
              SELECT a.id, a.name, a.width, a.height, a.revision, ph.attribute_value_id
                FROM product_photos ph JOIN assets a ON a.id = ph.asset_id
               WHERE ph.product_id = p.id
               ORDER BY CASE
                          WHEN ph.attribute_value_id IN
                               (SELECT vav.value_id FROM variant_attribute_values vav WHERE vav.variant_id = v.id)
                            THEN 0
                          WHEN ph.attribute_value_id IS NULL THEN 1
                          ELSE 2
                        END, ph.sort_order, a.id
               LIMIT 1) photo ON true
           WHERE v.id = ANY(${uuids(ids)})`);
      const tiers = await executor.execute<TierFactsRow>(sql`
          SELECT variant_id AS "variantId", min_quantity AS "minQuantity",
                 unit_price_tax_incl::text AS "taxIncl", unit_price_tax_excl::text AS "taxExcl"
            FROM degressive_prices WHERE variant_id = ANY(${uuids(ids)})
           ORDER BY variant_id, min_quantity`);
      const tiersOf = new Map<string, CatalogPriceTier[]>();
      for (const { variantId, ...tier } of tiers.rows)
        tiersOf.set(variantId, [...(tiersOf.get(variantId) ?? []), tier]);
      const facts = new Map<string, CartVariantFacts>();
      for (const row of variants.rows) {
        const slug = row.productSlug ?? '';
        facts.set(row.variantId, {
          variantId: row.variantId,
          productId: row.productId,
          sku: row.sku,
          productName: row.productName ?? row.sku,
          productUrl: productUrl(options.basePath, culture, slug),
          photo: photoOfColumns(options.basePath, row),
          brandId: row.brandId,
          categoryIds: uuidList(row.categoryIds),
          taxClass: row.taxClass,
          isPublished: row.isPublished,
          isAvailable: row.isAvailable,
          stock: Math.max(0, row.stock),
          quantityRules: { min: row.minQuantity, step: row.quantityStep, max: row.maxQuantity },
          currencyCode: row.currencyCode,
          unitPrice: { taxIncl: row.unitPriceTaxIncl, taxExcl: row.unitPriceTaxExcl },
          tiers: tiersOf.get(row.variantId) ?? [],
        });
      }
      return facts;
    },
  };
}

export type CatalogCartFacts = ReturnType<typeof cartFacts>;
