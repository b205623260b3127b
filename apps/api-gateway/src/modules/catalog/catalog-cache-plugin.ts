import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type TtlCache, ttlCache } from './ttl-cache';

/**
 * The catalogue's read caches (whole listing answers, ranked search matches, facet names), in one
 * place so that a catalogue write empties them all at once, and tells the facet index. Another gateway instance lags by at most CATALOG_TTL_MS.
 */
export interface CatalogCache {
  cache<T>(): TtlCache<T>;
  /** Call after any change shoppers would see in a listing (photos, prices, stock, names). */
  invalidate(): void;
  /** Also told of every invalidation (the facet index, which is not a TTL cache). */
  onInvalidate(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

export const catalogCachePlugin = fp(
  async (app: FastifyInstance) => {
    const caches: TtlCache<unknown>[] = [];
    const listeners: (() => void)[] = [];
    app.decorate('catalogCache', {
      cache<T>() {
        const cache = ttlCache<T>();
        caches.push(cache as TtlCache<unknown>);
        return cache;
      },
      invalidate() {
        for (const cache of caches) cache.clear();
        for (const listener of listeners) listener();
      },
      onInvalidate(listener) {
        listeners.push(listener);
      },
    } satisfies CatalogCache);
  },
  { name: 'catalog-cache' },
);
