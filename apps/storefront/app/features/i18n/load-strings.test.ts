import { type ApiClient, createApiClient } from '@vitrine/api-client';
import type { Culture, StringResources } from '@vitrine/i18n';
import { describe, expect, it, vi } from 'vitest';
import { loadStrings } from './load-strings';

const apiAnswering = (fetch: typeof globalThis.fetch): ApiClient => createApiClient({ fetch });

describe('loadStrings', () => {
  it('loads a culture once', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response('{"Hello":"Bonjour"}', { headers: { 'content-type': 'application/json' } }),
    );
    const cache = new Map<Culture, Promise<StringResources>>();
    const api = apiAnswering(fetch);
    expect(await loadStrings(api, 'fr', cache)).toEqual({ Hello: 'Bonjour' });
    expect(await loadStrings(api, 'fr', cache)).toEqual({ Hello: 'Bonjour' });
    expect(fetch).toHaveBeenCalledOnce();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/localization/fr/stringresources');
  });

  it('warns and falls back to an empty set (keys shown) when the load fails, and tries again later', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(async () => new Response('boom', { status: 500 }));
    const cache = new Map<Culture, Promise<StringResources>>();
    expect(await loadStrings(apiAnswering(fetch), 'nl', cache)).toEqual({});
    expect(warn).toHaveBeenCalledOnce();
    expect(cache.has('nl')).toBe(false);
  });
});
