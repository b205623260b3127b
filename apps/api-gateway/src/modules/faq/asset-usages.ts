import type { AssetUsage } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { sql } from 'drizzle-orm';

/** The FAQ's uses of an asset (ADR 041): answers' blocks; a published answer blocks a delete. */
export function faqAssetUsages(db: Database) {
  return async (assetId: string, culture: Culture): Promise<AssetUsage[]> => {
    const pattern = `%${assetId}%`;
    const result = await db.execute<{
      id: string;
      status: string;
      cultures: string[] | null;
      title: string | null;
    }>(sql`
      SELECT e.id, e.status,
             (SELECT array_agg(t.culture ORDER BY t.culture) FROM faq_entry_translations t
               WHERE t.entry_id = e.id AND t.blocks::text LIKE ${pattern}) AS cultures,
             (SELECT t.question FROM faq_entry_translations t WHERE t.entry_id = e.id
               ORDER BY (t.culture = ${culture}) DESC, t.culture LIMIT 1) AS title
        FROM faq_entries e
       WHERE EXISTS (SELECT 1 FROM faq_entry_translations t
                      WHERE t.entry_id = e.id AND t.blocks::text LIKE ${pattern})`);
    return result.rows.map((row) => ({
      Kind: 'faq-body' as const,
      OwnerId: row.id,
      Title: row.title ?? row.id,
      Cultures: row.cultures ?? [],
      Published: row.status === 'published',
    }));
  };
}
