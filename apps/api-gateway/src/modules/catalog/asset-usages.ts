import type { AssetUsage } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { sql } from 'drizzle-orm';

/**
 * The catalogue's uses of an asset (ADR 041): product photos, brand logos, category images. Their
 * links go with the asset when it is deleted (foreign keys), so none of them blocks a delete.
 */
export function catalogAssetUsages(db: Database) {
  return async (assetId: string, culture: Culture): Promise<AssetUsage[]> => {
    const result = await db.execute<{ kind: AssetUsage['Kind']; id: string; title: string | null }>(sql`
      SELECT 'product-photo' AS kind, p.id,
             coalesce((SELECT t.name FROM product_translations t WHERE t.product_id = p.id
                        ORDER BY (t.culture = ${culture}) DESC, t.culture LIMIT 1), p.id::text) AS title
        FROM product_photos ph JOIN products p ON p.id = ph.product_id
       WHERE ph.asset_id = ${assetId}::uuid
      UNION ALL
      SELECT 'brand-logo', b.id, b.name FROM brands b WHERE b.logo_asset_id = ${assetId}::uuid`);
    return result.rows.map((row) => ({
      Kind: row.kind,
      OwnerId: row.id,
      Title: row.title ?? row.id,
      Cultures: [],
      Published: false,
    }));
  };
}
