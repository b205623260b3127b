import { type Database, type Executor, productPhotos, products, productTranslations } from '@vitrine/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/sql-patterns';
import { uuidArrayLiteral } from './urls';

const uuids = (ids: readonly string[]) => sql`${uuidArrayLiteral(ids)}::uuid[]`;

/** The catalogue's SQL for the staff's product photos: the products, their photos' order, the replacement. */
export function productMediaRepository(db: Database) {
  return {
    /** Products by name or reference in a culture, with their number of photos. */
    async products(culture: string, q: string | undefined, limit: number) {
      const result = await db.execute<{ id: string; name: string; slug: string; photoCount: number }>(sql`
        SELECT p.id, t.name, t.slug,
               (SELECT count(*) FROM product_photos ph WHERE ph.product_id = p.id)::int AS "photoCount"
          FROM product_translations t JOIN products p ON p.id = t.product_id
         WHERE t.culture = ${culture}
           ${q ? sql`AND (t.name ILIKE ${containsPattern(q)} OR p.reference ILIKE ${containsPattern(q)})` : sql``}
         ORDER BY t.name, p.id
         LIMIT ${limit}`);
      return result.rows.map((row) => ({ ...row, photoCount: Number(row.photoCount) }));
    },

    /** A product named in the culture, else in the fallback culture, else by its reference. */
    async product(productId: string, culture: string, fallbackCulture: string) {
      const [row] = await db
        .select({
          id: products.id,
          name: sql<string>`coalesce(${productTranslations.name}, (SELECT name FROM product_translations WHERE product_id = ${products.id} AND culture = ${fallbackCulture}), ${products.reference})`,
          slug: sql<string>`coalesce(${productTranslations.slug}, (SELECT slug FROM product_translations WHERE product_id = ${products.id} AND culture = ${fallbackCulture}), '')`,
        })
        .from(products)
        .leftJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.culture, culture)),
        )
        .where(eq(products.id, productId))
        .limit(1);
      return row ?? null;
    },

    /** The product's photos' asset ids, in gallery order. */
    async photoIds(productId: string): Promise<string[]> {
      const rows = await db
        .select({ assetId: productPhotos.assetId })
        .from(productPhotos)
        .where(eq(productPhotos.productId, productId))
        .orderBy(asc(productPhotos.sortOrder), asc(productPhotos.assetId));
      return rows.map((row) => row.assetId);
    },

    lockProduct: (tx: Executor, productId: string) =>
      tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update'),

    /** Replaces a product's photos with this ordered list; a photo that stays keeps its colour link. */
    async replacePhotos(tx: Executor, productId: string, assetIds: readonly string[]): Promise<void> {
      await tx.execute(sql`
        DELETE FROM product_photos
         WHERE product_id = ${productId}::uuid AND NOT (asset_id = ANY(${uuids(assetIds)}))`);
      if (!assetIds.length) return;
      await tx.execute(sql`
        INSERT INTO product_photos (product_id, asset_id, sort_order)
        SELECT ${productId}::uuid, id, ord::int FROM unnest(${uuids(assetIds)}) WITH ORDINALITY AS t(id, ord)
        ON CONFLICT (product_id, asset_id) DO UPDATE SET sort_order = excluded.sort_order`);
    },
  };
}
