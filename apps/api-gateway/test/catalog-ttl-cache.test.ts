import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { catalogCachePlugin } from '../src/modules/catalog/catalog-cache-plugin';
import { ttlCache } from '../src/modules/catalog/ttl-cache';

describe('catalogue TTL cache', () => {
  it('shares one load per key until it expires, and forgets failures', async () => {
    vi.useFakeTimers();
    try {
      const cache = ttlCache<number>(1000, 2);
      const load = vi.fn(async () => 1);
      await cache.get('a', load);
      await cache.get('a', load);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1001);
      await cache.get('a', load);
      expect(load).toHaveBeenCalledTimes(2);
      await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
      expect(await cache.get('b', async () => 2)).toBe(2);
      // Bounded: the oldest key goes first.
      await cache.get('c', async () => 3);
      await cache.get('a', load);
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ttlCache lifetime', () => {
  it('starts when the count is known: a count slower than the lifetime is still served afterwards', async () => {
    vi.useFakeTimers();
    try {
      const cache = ttlCache<number>(1000);
      let release: (value: number) => void = () => {};
      const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
      const first = cache.get('scope', load);
      await vi.advanceTimersByTimeAsync(5000);
      // Still running: a second request shares it.
      expect(cache.get('scope', load)).toBe(first);
      release(42);
      await first;
      await vi.advanceTimersByTimeAsync(999);
      expect(await cache.get('scope', load)).toBe(42);
      expect(load).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(2);
      void cache.get('scope', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('catalogue cache plugin', () => {
  it('empties every cache it made when the catalogue changes', async () => {
    const app = Fastify();
    await app.register(catalogCachePlugin);
    const facets = app.catalogCache.cache<number>();
    const listings = app.catalogCache.cache<string>();
    await facets.get('k', async () => 1);
    await listings.get('k', async () => 'old');
    expect(await facets.get('k', async () => 2)).toBe(1);

    let told = 0;
    app.catalogCache.onInvalidate(() => told++);
    app.catalogCache.invalidate();
    expect(told).toBe(1);
    expect(await facets.get('k', async () => 2)).toBe(2);
    expect(await listings.get('k', async () => 'new')).toBe('new');
    await app.close();
  });
});
