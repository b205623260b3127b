import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  brands,
  catalogAudit,
  categories,
  categorySlugHistory,
  categoryTranslations,
  type Executor,
  productTags,
  tags,
  tagTranslations,
} from '@vitrine/db';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { uuidArrayLiteral } from './urls';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryTranslationColumns = Pick<
  typeof categoryTranslations.$inferInsert,
  'culture' | 'name' | 'slug' | 'seoTitle' | 'seoDescription'
>;
export type BrandRow = typeof brands.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type AttributeRow = typeof attributes.$inferSelect;

const uuids = (ids: readonly string[]) => sql`${uuidArrayLiteral(ids)}::uuid[]`;

/**
 * The SQL of the staff's category tree, brands, tags and facet settings. A category's place is
 * its parent, its materialised path ('/<root>/…/<id>/') and its order among its siblings; moving
 * one rewrites the paths of its subtree in one statement, then the listing's read model of the
 * products below it (refresh_product_facets, migration 0004).
 */
export function taxonomyAdminRepository(db: Executor) {
  return {
    // ---- categories ---------------------------------------------------------------------------

    /** Every category in tree order (parents first, siblings by their order), with its counts. */
    async categories() {
      const result = await db.execute<{
        id: string;
        parentId: string | null;
        path: string;
        depth: number;
        sortOrder: number;
        isPublished: boolean;
        version: number;
        productCount: number;
        childCount: number;
      }>(sql`
        SELECT c.id, c.parent_id AS "parentId", c.path, c.depth, c.sort_order AS "sortOrder",
               c.is_published AS "isPublished", c.version,
               (SELECT count(*)::int FROM products p
                 WHERE p.category_id = c.id
                    OR EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = c.id)
               ) AS "productCount",
               (SELECT count(*)::int FROM categories k WHERE k.parent_id = c.id) AS "childCount"
          FROM categories c
         ORDER BY c.depth, c.sort_order, c.id`);
      return result.rows.map((row) => ({
        ...row,
        productCount: Number(row.productCount),
        childCount: Number(row.childCount),
      }));
    },

    categoryTranslations: (ids?: readonly string[]) =>
      db
        .select()
        .from(categoryTranslations)
        .where(ids ? inArray(categoryTranslations.categoryId, [...ids]) : undefined)
        .orderBy(asc(categoryTranslations.culture)),

    formerCategorySlugs: (ids?: readonly string[]) =>
      db
        .select()
        .from(categorySlugHistory)
        .where(ids ? inArray(categorySlugHistory.categoryId, [...ids]) : undefined)
        .orderBy(asc(categorySlugHistory.replacedAt)),

    async category(id: string): Promise<CategoryRow | null> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Locks the whole tree: moves rewrite paths of whole subtrees, so two of them at once could
     * make a loop (A under B while B goes under A). Categories are hundreds, not millions.
     */
    async lockTree(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.id)).for('update');
    },

    /** The (culture, slug) pairs another category already has. */
    async categorySlugOwners(categoryId: string | null, pairs: readonly { culture: string; slug: string }[]) {
      if (!pairs.length) return [];
      const result = await db.execute<{ culture: string; slug: string }>(sql`
        SELECT culture, slug FROM category_translations
         WHERE (culture, slug) IN (${sql.join(
           pairs.map((pair) => sql`(${pair.culture}, ${pair.slug})`),
           sql`, `,
         )})
           ${categoryId ? sql`AND category_id <> ${categoryId}::uuid` : sql``}`);
      return result.rows;
    },

    async nextSortOrder(parentId: string | null): Promise<number> {
      const result = await db.execute<{ next: number }>(sql`
        SELECT coalesce(max(sort_order) + 1, 0)::int AS next FROM categories
         WHERE ${parentId ? sql`parent_id = ${parentId}::uuid` : sql`parent_id IS NULL`}`);
      return Number(result.rows[0]?.next ?? 0);
    },

    async insertCategory(columns: {
      parentId: string | null;
      parentPath: string;
      depth: number;
      sortOrder: number;
      isPublished: boolean;
    }): Promise<string> {
      const result = await db.execute<{ id: string }>(sql`
        INSERT INTO categories (id, parent_id, path, depth, sort_order, is_published)
        SELECT id, ${columns.parentId}::uuid, ${columns.parentPath} || id::text || '/', ${columns.depth},
               ${columns.sortOrder}, ${columns.isPublished}
          FROM (SELECT gen_random_uuid() AS id) fresh
        RETURNING id`);
      return result.rows[0]?.id as string;
    },

    /**
     * The translations as given, updated in place (so the slug-history trigger keeps a renamed
     * slug), the cultures left out removed.
     */
    async writeCategoryTranslations(categoryId: string, rows: readonly CategoryTranslationColumns[]) {
      await db.delete(categoryTranslations).where(
        and(
          eq(categoryTranslations.categoryId, categoryId),
          notInArray(
            categoryTranslations.culture,
            rows.map((row) => row.culture),
          ),
        ),
      );
      for (const row of rows)
        await db
          .insert(categoryTranslations)
          .values({ ...row, categoryId })
          .onConflictDoUpdate({
            target: [categoryTranslations.categoryId, categoryTranslations.culture],
            set: {
              name: row.name,
              slug: row.slug,
              seoTitle: row.seoTitle,
              seoDescription: row.seoDescription,
            },
          });
    },

    async touchCategory(id: string, columns: { isPublished?: boolean } = {}): Promise<void> {
      await db
        .update(categories)
        .set({ ...columns, version: sql`${categories.version} + 1` })
        .where(eq(categories.id, id));
    },

    /** Moves a subtree: its root gets a new parent, every path below it the new prefix. */
    async moveSubtree(moved: CategoryRow, parentId: string | null, parentPath: string, parentDepth: number) {
      const newPath = `${parentPath}${moved.id}/`;
      const delta = parentDepth + 1 - moved.depth;
      await db.execute(sql`
        UPDATE categories
           SET path = ${newPath} || substr(path, ${moved.path.length + 1}),
               depth = depth + ${delta}
         WHERE path LIKE ${`${moved.path}%`}`);
      await db.update(categories).set({ parentId }).where(eq(categories.id, moved.id));
    },

    /** Numbers the siblings in this order. */
    async orderSiblings(ids: readonly string[]) {
      if (!ids.length) return;
      await db.execute(sql`
        UPDATE categories c SET sort_order = ordered.n - 1
          FROM unnest(${uuids(ids)}) WITH ORDINALITY AS ordered(id, n)
         WHERE c.id = ordered.id AND c.sort_order IS DISTINCT FROM ordered.n - 1`);
    },

    /** The listing's read model of the products in this subtree (their category_ids hold its root). */
    async refreshProductsUnder(categoryId: string) {
      await db.execute(sql`
        SELECT refresh_product_facets(ARRAY(
          SELECT id FROM products WHERE category_ids && ARRAY[${categoryId}::uuid]))`);
    },

    async deleteCategory(id: string) {
      await db.delete(categories).where(eq(categories.id, id));
    },

    // ---- brands -------------------------------------------------------------------------------

    async brands() {
      const result = await db.execute<BrandRow & { productCount: number }>(sql`
        SELECT b.id, b.name, b.slug, b.logo_asset_id AS "logoAssetId", b.sort_order AS "sortOrder",
               b.version, (SELECT count(*)::int FROM products p WHERE p.brand_id = b.id) AS "productCount"
          FROM brands b ORDER BY b.sort_order, b.name, b.id`);
      return result.rows.map((row) => ({ ...row, productCount: Number(row.productCount) }));
    },

    async lockBrand(id: string): Promise<BrandRow | null> {
      const [row] = await db.select().from(brands).where(eq(brands.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async brandSlugOwner(slug: string): Promise<string | null> {
      const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug)).limit(1);
      return row?.id ?? null;
    },

    async insertBrand(columns: { name: string; slug: string; logoAssetId: string | null }): Promise<string> {
      const result = await db.execute<{ id: string }>(sql`
        INSERT INTO brands (name, slug, logo_asset_id, sort_order)
        VALUES (${columns.name}, ${columns.slug}, ${columns.logoAssetId}::uuid,
                (SELECT coalesce(max(sort_order) + 1, 0) FROM brands))
        RETURNING id`);
      return result.rows[0]?.id as string;
    },

    async updateBrand(id: string, columns: { name: string; slug: string; logoAssetId: string | null }) {
      await db
        .update(brands)
        .set({ ...columns, version: sql`${brands.version} + 1` })
        .where(eq(brands.id, id));
    },

    async brandProductCount(id: string): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM products WHERE brand_id = ${id}::uuid`,
      );
      return Number(result.rows[0]?.n ?? 0);
    },

    async deleteBrand(id: string) {
      await db.delete(brands).where(eq(brands.id, id));
    },

    // ---- tags ---------------------------------------------------------------------------------

    async tags() {
      const result = await db.execute<TagRow & { productCount: number }>(sql`
        SELECT t.id, t.key, t.version,
               (SELECT count(*)::int FROM product_tags pt WHERE pt.tag_id = t.id) AS "productCount"
          FROM tags t ORDER BY t.key, t.id`);
      return result.rows.map((row) => ({ ...row, productCount: Number(row.productCount) }));
    },

    tagTranslations: (ids?: readonly string[]) =>
      db
        .select()
        .from(tagTranslations)
        .where(ids ? inArray(tagTranslations.tagId, [...ids]) : undefined)
        .orderBy(asc(tagTranslations.culture)),

    async lockTag(id: string): Promise<TagRow | null> {
      const [row] = await db.select().from(tags).where(eq(tags.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async tagKeyOwner(key: string): Promise<string | null> {
      const [row] = await db.select({ id: tags.id }).from(tags).where(eq(tags.key, key)).limit(1);
      return row?.id ?? null;
    },

    async insertTag(key: string): Promise<string> {
      const [row] = await db.insert(tags).values({ key }).returning({ id: tags.id });
      return row?.id as string;
    },

    async updateTag(id: string, key: string) {
      await db
        .update(tags)
        .set({ key, version: sql`${tags.version} + 1` })
        .where(eq(tags.id, id));
    },

    async replaceTagTranslations(tagId: string, rows: readonly { culture: string; name: string }[]) {
      await db.delete(tagTranslations).where(eq(tagTranslations.tagId, tagId));
      if (rows.length) await db.insert(tagTranslations).values(rows.map((row) => ({ ...row, tagId })));
    },

    /** Deletes a tag and brings the read model of the products that had it current. */
    async deleteTag(id: string) {
      const had = await db
        .select({ productId: productTags.productId })
        .from(productTags)
        .where(eq(productTags.tagId, id));
      await db.delete(tags).where(eq(tags.id, id));
      await this.refreshProducts(had.map((row) => row.productId));
    },

    async existingTagIds(ids: readonly string[]): Promise<string[]> {
      if (!ids.length) return [];
      return (
        await db
          .select({ id: tags.id })
          .from(tags)
          .where(inArray(tags.id, [...ids]))
      ).map((row) => row.id);
    },

    async productTagIds(productId: string): Promise<string[]> {
      return (
        await db
          .select({ tagId: productTags.tagId })
          .from(productTags)
          .where(eq(productTags.productId, productId))
          .orderBy(asc(productTags.tagId))
      ).map((row) => row.tagId);
    },

    async productExists(productId: string): Promise<boolean> {
      const result = await db.execute<{ id: string }>(
        sql`SELECT id FROM products WHERE id = ${productId}::uuid`,
      );
      return result.rows.length > 0;
    },

    /** Locks the product row, so that two changes of its tags take turns. */
    async lockProductRow(productId: string): Promise<boolean> {
      const result = await db.execute<{ id: string }>(
        sql`SELECT id FROM products WHERE id = ${productId}::uuid FOR UPDATE`,
      );
      return result.rows.length > 0;
    },

    async replaceProductTags(productId: string, tagIds: readonly string[]) {
      await db.delete(productTags).where(eq(productTags.productId, productId));
      if (tagIds.length) await db.insert(productTags).values(tagIds.map((tagId) => ({ productId, tagId })));
      await this.refreshProducts([productId]);
    },

    async refreshProducts(ids: readonly string[]) {
      if (ids.length) await db.execute(sql`SELECT refresh_product_facets(${uuids([...new Set(ids)])})`);
    },

    // ---- attributes ---------------------------------------------------------------------------

    attributes: (ids?: readonly string[]) =>
      db
        .select()
        .from(attributes)
        .where(ids ? inArray(attributes.id, [...ids]) : undefined)
        .orderBy(asc(attributes.facetPosition), asc(attributes.sortOrder), asc(attributes.id)),

    attributeTranslations: () => db.select().from(attributeTranslations),

    values: () =>
      db
        .select()
        .from(attributeValues)
        .orderBy(asc(attributeValues.attributeId), asc(attributeValues.sortOrder), asc(attributeValues.id)),

    valueTranslations: () => db.select().from(attributeValueTranslations),

    async lockAttributes(ids: readonly string[]): Promise<AttributeRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(attributes)
        .where(inArray(attributes.id, [...ids]))
        .orderBy(asc(attributes.id))
        .for('update');
    },

    async replaceAttributeTranslations(
      attributeId: string,
      rows: readonly { culture: string; name: string }[],
    ) {
      await db.delete(attributeTranslations).where(eq(attributeTranslations.attributeId, attributeId));
      if (rows.length)
        await db.insert(attributeTranslations).values(rows.map((row) => ({ ...row, attributeId })));
    },

    async replaceValueTranslations(valueId: string, rows: readonly { culture: string; name: string }[]) {
      await db.delete(attributeValueTranslations).where(eq(attributeValueTranslations.valueId, valueId));
      if (rows.length)
        await db
          .insert(attributeValueTranslations)
          .values(rows.map((row) => ({ valueId, culture: row.culture, displayValue: row.name })));
    },

    async touchAttribute(id: string, columns: { isFacet?: boolean; facetPosition?: number } = {}) {
      await db
        .update(attributes)
        .set({ ...columns, version: sql`${attributes.version} + 1` })
        .where(eq(attributes.id, id));
    },

    // ---- shared -------------------------------------------------------------------------------

    async audit(entry: typeof catalogAudit.$inferInsert) {
      await db.insert(catalogAudit).values(entry);
    },

    /**
     * Moves the catalogue revision (ADR 008) inside the transaction: names and facet settings are
     * not product rows, yet every instance's listings must follow them.
     */
    async bumpRevision() {
      await db.execute(sql`SELECT nextval('catalog_revision')`);
    },
  };
}
