/**
 * The catalogue's short-lived caches (whole listing answers, a search's ranked matches, the names
 * facets are shown with): shoppers and crawlers ask for the same few things over and over, so each
 * instance keeps them for a few seconds. What another instance changed shows here at most
 * CATALOG_TTL_MS later; a change made through this instance empties them at once (catalogCache).
 */
export const CATALOG_TTL_MS = 15_000;
const MAX_ENTRIES = 500;

export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every entry (a load in flight still answers those already waiting for it). */
  clear(): void;
}

export function ttlCache<T>(ttlMs = CATALOG_TTL_MS, maxEntries = MAX_ENTRIES): TtlCache<T> {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    clear() {
      entries.clear();
    },
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const value = load();
      entries.delete(key);
      // Requests arriving while the count runs share it; its lifetime starts when it is known, so a
      // slow count on a busy machine is still served afterwards.
      const entry = { expires: Number.POSITIVE_INFINITY, value };
      entries.set(key, entry);
      value.then(
        () => {
          entry.expires = Date.now() + ttlMs;
        },
        // A failed load is not kept: the next request tries again.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      // Maps iterate in insertion order: the first key is the oldest.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}
