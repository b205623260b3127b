/**
 * Facet counts (and the category tree's) read every product of a scope (the unfiltered
 * catalogue: all of them), while the page itself is one index scan. Shoppers and crawlers ask for the same few scopes over
 * and over, so each instance keeps the counts of a scope for a few seconds: a count may lag a
 * stock or catalogue change by at most FACET_TTL_MS, the page's products never do.
 */
export const FACET_TTL_MS = 15_000;
const MAX_ENTRIES = 500;

export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every entry (a load in flight still answers those already waiting for it). */
  clear(): void;
}

export function ttlCache<T>(ttlMs = FACET_TTL_MS, maxEntries = MAX_ENTRIES): TtlCache<T> {
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
