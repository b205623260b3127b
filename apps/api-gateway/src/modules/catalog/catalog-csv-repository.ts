import {
  attributes,
  attributeValues,
  brands,
  categories,
  degressivePrices,
  type Executor,
  products,
  productTranslations,
  productVariants,
  variantAttributeValues,
  warehouseStock,
  warehouses,
} from '@vitrine/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

/**
 * The catalogue's SQL for bulk work: the names the CSV uses instead of ids, products read many at
 * a time for the export and the import's comparison, and prices changed by the bulk price change.
 */
export function catalogCsvRepository(db: Executor) {
  return {
    categoryIds: async () => (await db.select({ id: categories.id }).from(categories)).map((row) => row.id),

    brands: () => db.select({ id: brands.id, slug: brands.slug }).from(brands),

    attributeValues: () =>
      db
        .select({
          attributeId: attributes.id,
          attributeKey: attributes.key,
          attributeOrder: attributes.sortOrder,
          valueId: attributeValues.id,
          valueKey: attributeValues.key,
        })
        .from(attributes)
        .leftJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
        .orderBy(asc(attributes.sortOrder), asc(attributes.key)),

    warehouses: () =>
      db
        .select({ id: warehouses.id, code: warehouses.code })
        .from(warehouses)
        .orderBy(asc(warehouses.sortOrder), asc(warehouses.code)),

    async referenceProducts(references: readonly string[]) {
      if (!references.length) return [];
      return db
        .select({ id: products.id, reference: products.reference })
        .from(products)
        .where(inArray(products.reference, [...references]));
    },

    async products(ids: readonly string[]) {
      if (!ids.length) return [];
      return db
        .select()
        .from(products)
        .where(inArray(products.id, [...ids]));
    },

    async translations(productIds: readonly string[]) {
      if (!productIds.length) return [];
      return db
        .select()
        .from(productTranslations)
        .where(inArray(productTranslations.productId, [...productIds]));
    },

    async variants(productIds: readonly string[]) {
      if (!productIds.length) return [];
      return db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, [...productIds]))
        .orderBy(asc(productVariants.sortOrder), asc(productVariants.sku));
    },

    async variantValues(variantIds: readonly string[]) {
      if (!variantIds.length) return [];
      return db
        .select({ variantId: variantAttributeValues.variantId, valueId: variantAttributeValues.valueId })
        .from(variantAttributeValues)
        .where(inArray(variantAttributeValues.variantId, [...variantIds]));
    },

    async tiers(variantIds: readonly string[]) {
      if (!variantIds.length) return [];
      return db
        .select()
        .from(degressivePrices)
        .where(inArray(degressivePrices.variantId, [...variantIds]))
        .orderBy(asc(degressivePrices.minQuantity));
    },

    async stock(variantIds: readonly string[]) {
      if (!variantIds.length) return [];
      return db
        .select()
        .from(warehouseStock)
        .where(inArray(warehouseStock.variantId, [...variantIds]));
    },

    /** A variant's prices after a bulk change (tax included and excluded). */
    async setVariantPrice(variantId: string, incl: string, excl: string) {
      await db
        .update(productVariants)
        .set({ unitPriceTaxIncl: incl, unitPriceTaxExcl: excl })
        .where(eq(productVariants.id, variantId));
    },

    async setTierPrice(variantId: string, minQuantity: number, incl: string, excl: string) {
      await db
        .update(degressivePrices)
        .set({ unitPriceTaxIncl: incl, unitPriceTaxExcl: excl })
        .where(and(eq(degressivePrices.variantId, variantId), eq(degressivePrices.minQuantity, minQuantity)));
    },

    /** Products locked in id order (two bulk changes over the same products wait, never deadlock). */
    async lockProducts(ids: readonly string[]) {
      if (!ids.length) return [];
      return db
        .select()
        .from(products)
        .where(inArray(products.id, [...ids]))
        .orderBy(asc(products.id))
        .for('update');
    },
  };
}
