import { ttlCache as boundedTtlCache, type TtlCache } from '../../lib/ttl-cache';

export type { TtlCache };

/**
 * The catalogue's short-lived caches (whole listing answers, a search's ranked matches, the names
 * facets are shown with): shoppers and crawlers ask for the same few things over and over, so each
 * instance keeps them for a few seconds. What another instance changed shows here at most
 * CATALOG_TTL_MS later; a change made through this instance empties them at once (catalogCache).
 */
export const CATALOG_TTL_MS = 15_000;
const MAX_ENTRIES = 500;

export function ttlCache<T>(ttlMs = CATALOG_TTL_MS, maxEntries = MAX_ENTRIES): TtlCache<T> {
  return boundedTtlCache<T>(ttlMs, maxEntries);
}
