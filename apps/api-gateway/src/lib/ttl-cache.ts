/**
 * A small in-process cache of loads by key: each key's load is shared by the requests that ask
 * while it runs, kept `ttlMs` once it resolved, never kept when it failed, and the oldest keys go
 * first beyond `maxEntries`. Each instance has its own: what another instance changed shows at
 * most `ttlMs` later.
 */
export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every entry (a load in flight still answers those already waiting for it). */
  clear(): void;
}

export function ttlCache<T>(ttlMs: number, maxEntries: number): TtlCache<T> {
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
