import type { AssetUsage } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { sql } from 'drizzle-orm';

/**
 * The news' uses of an asset (ADR 041): a post's cover, and its body's blocks (image, gallery,
 * widget settings). A published post's body blocks a delete; its cover is emptied by the delete.
 */
export function newsAssetUsages(db: Database) {
  return async (assetId: string, culture: Culture): Promise<AssetUsage[]> => {
    const pattern = `%${assetId}%`;
    const result = await db.execute<{
      id: string;
      status: string;
      cover: boolean;
      cultures: string[] | null;
      title: string | null;
    }>(sql`
      SELECT p.id, p.status, p.cover_asset_id IS NOT DISTINCT FROM ${assetId}::uuid AS cover,
             (SELECT array_agg(t.culture ORDER BY t.culture) FROM news_post_translations t
               WHERE t.post_id = p.id AND t.blocks::text LIKE ${pattern}) AS cultures,
             (SELECT t.title FROM news_post_translations t WHERE t.post_id = p.id
               ORDER BY (t.culture = ${culture}) DESC, t.culture LIMIT 1) AS title
        FROM news_posts p
       WHERE p.cover_asset_id = ${assetId}::uuid
          OR EXISTS (SELECT 1 FROM news_post_translations t
                      WHERE t.post_id = p.id AND t.blocks::text LIKE ${pattern})`);
    return result.rows.flatMap((row) => {
      const title = row.title ?? row.id;
      const usages: AssetUsage[] = [];
      if (row.cover)
        usages.push({ Kind: 'news-cover', OwnerId: row.id, Title: title, Cultures: [], Published: false });
      if (row.cultures?.length)
        usages.push({
          Kind: 'news-body',
          OwnerId: row.id,
          Title: title,
          Cultures: row.cultures,
          Published: row.status === 'published',
        });
      return usages;
    });
  };
}
