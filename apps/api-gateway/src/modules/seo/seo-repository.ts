import type { Database } from '@vitrine/db';
import { sql } from 'drizzle-orm';

export type LocalizedRow = {
  id: string;
  culture: string;
  slug: string;
  updatedAt: string | Date | null;
  isHomepage?: boolean;
};

/** What the sitemap lists: published pages, categories and products with their slug per culture. */
export function seoRepository(db: Database) {
  return {
    async contentPages(): Promise<LocalizedRow[]> {
      const result = await db.execute<LocalizedRow>(sql`
        SELECT cp.id, t.culture, t.slug, cp.updated_at AS "updatedAt", cp.is_homepage AS "isHomepage"
          FROM content_pages cp JOIN content_page_translations t ON t.page_id = cp.id
         WHERE cp.is_published ORDER BY cp.is_homepage DESC, cp.sort_order, cp.id, t.culture`);
      return result.rows;
    },

    async categories(): Promise<LocalizedRow[]> {
      const result = await db.execute<LocalizedRow>(sql`
        SELECT c.id, t.culture, t.slug, NULL AS "updatedAt"
          FROM categories c JOIN category_translations t ON t.category_id = c.id
         WHERE c.is_published ORDER BY c.depth, c.sort_order, c.id, t.culture`);
      return result.rows;
    },

    async productCount(): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM products WHERE is_published`,
      );
      return Number(result.rows[0]?.n ?? 0);
    },

    /** One part of the products, by id order (the primary key index walks straight to it). */
    async products(limit: number, offset: number): Promise<LocalizedRow[]> {
      const result = await db.execute<LocalizedRow>(sql`
        WITH part AS (
          SELECT id, updated_at FROM products WHERE is_published ORDER BY id LIMIT ${limit} OFFSET ${offset})
        SELECT part.id, t.culture, t.slug, part.updated_at AS "updatedAt"
          FROM part JOIN product_translations t ON t.product_id = part.id
         ORDER BY part.id, t.culture`);
      return result.rows;
    },
  };
}
