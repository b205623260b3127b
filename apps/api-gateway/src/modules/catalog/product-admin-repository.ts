import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  brands,
  catalogAudit,
  categories,
  categoryTranslations,
  degressivePrices,
  type Executor,
  productSlugHistory,
  products,
  productTranslations,
  productVariants,
  stockMovements,
  variantAttributeValues,
  warehouseStock,
  warehouses,
} from '@vitrine/db';
import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/sql-patterns';

export type ProductRow = typeof products.$inferSelect;
export type TranslationRow = typeof productTranslations.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type NewProductColumns = Pick<
  typeof products.$inferInsert,
  'reference' | 'categoryId' | 'brandId' | 'taxClass' | 'priceFrom' | 'currencyCode'
>;
export type TranslationColumns = Pick<
  typeof productTranslations.$inferInsert,
  'culture' | 'name' | 'slug' | 'shortDescription' | 'descriptionHtml' | 'seoTitle' | 'seoDescription'
>;
export type VariantColumns = Omit<typeof productVariants.$inferInsert, 'id' | 'productId'>;

export interface ListFilter {
  q: string | undefined;
  status: 'all' | 'published' | 'unpublished' | 'archived';
  missing: string | undefined;
  culture: string;
  limit: number;
  offset: number;
}

/**
 * A constraint the database refused: a unique key (23505), a foreign key (23503), or a foreign key
 * that restricts deletion (23001, an order line's variant).
 */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '23505' || code === '23503' || code === '23001') return code;
  }
  return undefined;
}

/** The catalogue's SQL for staff edits: products with their translations, variants, prices, stock and audit. */
export function productAdminRepository(db: Executor) {
  return {
    async list(filter: ListFilter) {
      const where = sql.join(
        [
          sql`TRUE`,
          filter.status === 'published' ? sql`p.is_published AND p.archived_at IS NULL` : sql``,
          filter.status === 'unpublished' ? sql`NOT p.is_published AND p.archived_at IS NULL` : sql``,
          filter.status === 'archived' ? sql`p.archived_at IS NOT NULL` : sql``,
          filter.missing
            ? sql`NOT EXISTS (SELECT 1 FROM product_translations m WHERE m.product_id = p.id AND m.culture = ${filter.missing})`
            : sql``,
          filter.q
            ? sql`(p.reference ILIKE ${containsPattern(filter.q)} OR EXISTS (SELECT 1 FROM product_translations s WHERE s.product_id = p.id AND s.name ILIKE ${containsPattern(filter.q)}))`
            : sql``,
        ].filter((part) => part.queryChunks.length > 0),
        sql` AND `,
      );
      const rows = await db.execute<{
        id: string;
        reference: string;
        name: string | null;
        isPublished: boolean;
        archivedAt: string | null;
        cultures: string[] | string;
        variantCount: number;
        priceFrom: string;
        version: number;
        updatedAt: string | Date;
        total: number;
      }>(sql`
        SELECT p.id, p.reference,
               coalesce((SELECT t.name FROM product_translations t WHERE t.product_id = p.id AND t.culture = ${filter.culture}),
                        (SELECT t.name FROM product_translations t WHERE t.product_id = p.id ORDER BY t.culture LIMIT 1)) AS name,
               p.is_published AS "isPublished", p.archived_at AS "archivedAt",
               coalesce((SELECT array_agg(t.culture::text ORDER BY t.culture) FROM product_translations t WHERE t.product_id = p.id), '{}') AS cultures,
               (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id)::int AS "variantCount",
               p.price_from::text AS "priceFrom", p.version, p.updated_at AS "updatedAt",
               count(*) OVER ()::int AS total
          FROM products p
         WHERE ${where}
         ORDER BY p.updated_at DESC, p.id
         LIMIT ${filter.limit} OFFSET ${filter.offset}`);
      return rows.rows.map((row) => ({
        ...row,
        cultures: Array.isArray(row.cultures)
          ? row.cultures
          : String(row.cultures).replace(/[{}]/g, '').split(',').filter(Boolean),
        variantCount: Number(row.variantCount),
        version: Number(row.version),
        total: Number(row.total),
        updatedAt: new Date(row.updatedAt),
      }));
    },

    async product(id: string): Promise<ProductRow | null> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row ?? null;
    },

    /** The product row locked until the transaction ends: two saves of one product take turns. */
    async lockProduct(id: string): Promise<ProductRow | null> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).for('update').limit(1);
      return row ?? null;
    },

    translations: (productId: string) =>
      db
        .select()
        .from(productTranslations)
        .where(eq(productTranslations.productId, productId))
        .orderBy(asc(productTranslations.culture)),

    formerSlugs: (productId: string) =>
      db
        .select({ culture: productSlugHistory.culture, slug: productSlugHistory.slug })
        .from(productSlugHistory)
        .where(eq(productSlugHistory.productId, productId))
        .orderBy(desc(productSlugHistory.replacedAt)),

    variants: (productId: string) =>
      db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.sortOrder), asc(productVariants.sku)),

    async variantValues(variantIds: readonly string[]) {
      if (!variantIds.length) return [];
      return db
        .select({ variantId: variantAttributeValues.variantId, valueId: variantAttributeValues.valueId })
        .from(variantAttributeValues)
        .innerJoin(attributes, eq(attributes.id, variantAttributeValues.attributeId))
        .where(inArray(variantAttributeValues.variantId, [...variantIds]))
        .orderBy(asc(attributes.sortOrder));
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

    /** Which other products hold these slugs now, per culture. */
    async slugOwners(productId: string | null, wanted: readonly { culture: string; slug: string }[]) {
      if (!wanted.length) return [];
      const rows = await db
        .select({ culture: productTranslations.culture, slug: productTranslations.slug })
        .from(productTranslations)
        .where(
          and(
            inArray(
              productTranslations.slug,
              wanted.map((entry) => entry.slug),
            ),
            productId ? ne(productTranslations.productId, productId) : sql`TRUE`,
          ),
        );
      return rows.filter((row) =>
        wanted.some((entry) => entry.culture === row.culture && entry.slug === row.slug),
      );
    },

    /** The SKUs among these that variants of other products, or other variants, already carry. */
    async skuOwners(skus: readonly string[], keptVariantIds: readonly string[]) {
      if (!skus.length) return [];
      return db
        .select({ sku: productVariants.sku })
        .from(productVariants)
        .where(
          and(
            inArray(productVariants.sku, [...skus]),
            keptVariantIds.length ? notInArray(productVariants.id, [...keptVariantIds]) : sql`TRUE`,
          ),
        );
    },

    async valuesById(ids: readonly string[]) {
      if (!ids.length) return [];
      return db
        .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
        .from(attributeValues)
        .where(inArray(attributeValues.id, [...ids]));
    },

    async categoryExists(id: string) {
      return (
        (await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1))
          .length > 0
      );
    },

    async brandExists(id: string) {
      return (await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).limit(1)).length > 0;
    },

    async referenceOwner(reference: string) {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.reference, reference))
        .limit(1);
      return row?.id ?? null;
    },

    async insertProduct(columns: NewProductColumns): Promise<ProductRow> {
      const [row] = await db
        .insert(products)
        .values({ ...columns, isPublished: false })
        .returning();
      if (!row) throw new Error('the product was not inserted');
      return row;
    },

    /** Writes the product's columns and raises its version (which moves the catalogue revision). */
    async updateProduct(id: string, columns: Partial<typeof products.$inferInsert>): Promise<ProductRow> {
      const [row] = await db
        .update(products)
        .set({ ...columns, version: sql`${products.version} + 1`, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      if (!row) throw new Error(`product ${id} vanished under its lock`);
      return row;
    },

    /**
     * The translations as given: a culture kept is updated in place (so that the slug history's
     * trigger sees a rename), a new one inserted, one left out deleted.
     */
    async replaceTranslations(productId: string, rows: readonly TranslationColumns[]) {
      const cultures = rows.map((row) => row.culture);
      await db
        .delete(productTranslations)
        .where(
          and(
            eq(productTranslations.productId, productId),
            cultures.length ? notInArray(productTranslations.culture, cultures) : sql`TRUE`,
          ),
        );
      for (const row of rows)
        await db
          .insert(productTranslations)
          .values({ productId, ...row })
          .onConflictDoUpdate({
            target: [productTranslations.productId, productTranslations.culture],
            set: {
              name: row.name,
              slug: row.slug,
              shortDescription: row.shortDescription,
              descriptionHtml: row.descriptionHtml,
              seoTitle: row.seoTitle,
              seoDescription: row.seoDescription,
            },
          });
    },

    async insertVariant(productId: string, columns: VariantColumns): Promise<string> {
      const [row] = await db
        .insert(productVariants)
        .values({ productId, ...columns })
        .returning({ id: productVariants.id });
      if (!row) throw new Error('the variant was not inserted');
      return row.id;
    },

    async updateVariant(productId: string, id: string, columns: VariantColumns): Promise<boolean> {
      const rows = await db
        .update(productVariants)
        .set(columns)
        .where(and(eq(productVariants.id, id), eq(productVariants.productId, productId)))
        .returning({ id: productVariants.id });
      return rows.length === 1;
    },

    /**
     * Deletes a variant no order refers to (carts, lists and alerts let go of it with it); one an
     * order refers to is made unavailable instead, so the order keeps its meaning. Answers whether
     * it was deleted.
     */
    async removeVariant(id: string): Promise<boolean> {
      try {
        await db.transaction(async (savepoint) => {
          await savepoint.delete(productVariants).where(eq(productVariants.id, id));
        });
        return true;
      } catch (error) {
        const code = databaseErrorCode(error);
        if (code !== '23001' && code !== '23503') throw error;
        await db
          .update(productVariants)
          .set({ isAvailable: false, sortOrder: 10_000 })
          .where(eq(productVariants.id, id));
        return false;
      }
    },

    async replaceVariantValues(variantId: string, values: readonly { id: string; attributeId: string }[]) {
      await db.delete(variantAttributeValues).where(eq(variantAttributeValues.variantId, variantId));
      if (values.length)
        await db
          .insert(variantAttributeValues)
          .values(values.map((value) => ({ variantId, attributeId: value.attributeId, valueId: value.id })));
    },

    async replaceTiers(
      variantId: string,
      tiers: readonly { minQuantity: number; unitPriceTaxIncl: string; unitPriceTaxExcl: string }[],
    ) {
      await db.delete(degressivePrices).where(eq(degressivePrices.variantId, variantId));
      if (tiers.length)
        await db.insert(degressivePrices).values(tiers.map((tier) => ({ variantId, ...tier })));
    },

    /** A variant of this product, with its warehouse's count locked until the transaction ends. */
    async lockStock(productId: string, variantId: string, warehouseId: string) {
      const [variant] = await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
        .limit(1);
      if (!variant) return null;
      const [row] = await db
        .select({ quantity: warehouseStock.quantity })
        .from(warehouseStock)
        .where(and(eq(warehouseStock.variantId, variantId), eq(warehouseStock.warehouseId, warehouseId)))
        .for('update')
        .limit(1);
      return { quantity: row?.quantity ?? 0 };
    },

    async warehouseExists(id: string) {
      return (
        (await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, id)).limit(1))
          .length > 0
      );
    },

    async setStock(variantId: string, warehouseId: string, quantity: number) {
      await db
        .insert(warehouseStock)
        .values({ variantId, warehouseId, quantity })
        .onConflictDoUpdate({
          target: [warehouseStock.warehouseId, warehouseStock.variantId],
          set: { quantity },
        });
    },

    async insertMovement(movement: typeof stockMovements.$inferInsert) {
      const [row] = await db.insert(stockMovements).values(movement).returning();
      if (!row) throw new Error('the stock movement was not inserted');
      return row;
    },

    async movements(variantIds: readonly string[], limit: number) {
      if (!variantIds.length) return [];
      return db
        .select()
        .from(stockMovements)
        .where(inArray(stockMovements.variantId, [...variantIds]))
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
        .limit(limit);
    },

    async audit(entry: typeof catalogAudit.$inferInsert) {
      await db.insert(catalogAudit).values(entry);
    },

    auditOf: (entityId: string, limit: number) =>
      db
        .select()
        .from(catalogAudit)
        .where(eq(catalogAudit.entityId, entityId))
        .orderBy(desc(catalogAudit.createdAt), desc(catalogAudit.id))
        .limit(limit),

    // ——— the editor's pickers ———

    categoryNames: (culture: string) =>
      db
        .select({
          id: categories.id,
          name: sql<string>`coalesce(${categoryTranslations.name}, ${categories.id}::text)`,
        })
        .from(categories)
        .leftJoin(
          categoryTranslations,
          and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.culture, culture)),
        )
        .orderBy(asc(categories.path)),

    brandNames: () =>
      db
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .orderBy(asc(brands.sortOrder), asc(brands.name)),

    attributeNames: (culture: string) =>
      db
        .select({
          id: attributes.id,
          key: attributes.key,
          displayType: attributes.displayType,
          name: sql<string>`coalesce(${attributeTranslations.name}, ${attributes.key})`,
        })
        .from(attributes)
        .leftJoin(
          attributeTranslations,
          and(
            eq(attributeTranslations.attributeId, attributes.id),
            eq(attributeTranslations.culture, culture),
          ),
        )
        .orderBy(asc(attributes.sortOrder), asc(attributes.key)),

    valueNames: (culture: string) =>
      db
        .select({
          id: attributeValues.id,
          attributeId: attributeValues.attributeId,
          key: attributeValues.key,
          colorCode: attributeValues.colorCode1,
          name: sql<string>`coalesce(${attributeValueTranslations.displayValue}, ${attributeValues.key})`,
        })
        .from(attributeValues)
        .leftJoin(
          attributeValueTranslations,
          and(
            eq(attributeValueTranslations.valueId, attributeValues.id),
            eq(attributeValueTranslations.culture, culture),
          ),
        )
        .orderBy(asc(attributeValues.sortOrder), asc(attributeValues.key)),

    warehouseList: () =>
      db
        .select({
          id: warehouses.id,
          code: warehouses.code,
          name: warehouses.name,
          isActive: warehouses.isActive,
        })
        .from(warehouses)
        .orderBy(asc(warehouses.sortOrder), asc(warehouses.code)),

    async attributeExists(id: string) {
      return (
        (await db.select({ id: attributes.id }).from(attributes).where(eq(attributes.id, id)).limit(1))
          .length > 0
      );
    },

    async insertValue(
      attributeId: string,
      value: { key: string; colorCode: string | null; names: readonly { culture: string; name: string }[] },
    ): Promise<string> {
      const [row] = await db
        .insert(attributeValues)
        .values({
          attributeId,
          key: value.key,
          colorCode1: value.colorCode,
          sortOrder: sql`coalesce((SELECT max(sort_order) + 1 FROM attribute_values WHERE attribute_id = ${attributeId}), 0)`,
        })
        .returning({ id: attributeValues.id });
      if (!row) throw new Error('the value was not inserted');
      await db
        .insert(attributeValueTranslations)
        .values(
          value.names.map((name) => ({ valueId: row.id, culture: name.culture, displayValue: name.name })),
        );
      return row.id;
    },
  };
}
