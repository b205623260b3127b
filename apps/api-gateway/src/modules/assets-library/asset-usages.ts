import type { AssetUsage, AssetUsages } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';

/**
 * Where an asset is used, as one module knows it for its own records (a page's hero and body, a
 * post's cover, a product's photos). Each module that holds assets registers one when it starts;
 * the library asks them all before a delete (ADR 041), without knowing their tables.
 */
export type AssetUsageSource = (assetId: string, culture: Culture) => Promise<AssetUsage[]>;

// One list per gateway (its database): tests start several gateways in one process.
const sources = new WeakMap<Database, AssetUsageSource[]>();

export function registerAssetUsages(db: Database, source: AssetUsageSource): void {
  const list = sources.get(db) ?? [];
  list.push(source);
  sources.set(db, list);
}

/** Every use of an asset; deletable unless a published body shows it. */
export async function assetUsagesOf(db: Database, assetId: string, culture: Culture): Promise<AssetUsages> {
  const found = await Promise.all((sources.get(db) ?? []).map((source) => source(assetId, culture)));
  const usages = found.flat();
  return { Usages: usages, Deletable: !usages.some((usage) => usage.Published) };
}
