import { newsletterSubscriptions } from '@vitrine/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, startTestApp, type TestApp } from './helpers';

/** The storefront's pages as the gateway serves them (needs `pnpm build`). */
describe('storefront pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(undefined, {}, undefined, { web: true });
  }, 300_000);
  afterAll(() => t?.close());

  const sameOrigin = { 'sec-fetch-site': 'same-origin' };
  const subscriptions = async () => (await t.app.db.select().from(newsletterSubscriptions)).length;

  it('answers a method a page does not take with 405 and Allow, and changes nothing', async () => {
    const before = await subscriptions();
    for (const method of ['TRACE', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      for (const url of ['/fr', '/fr/newsletter']) {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'Email=put%40vitrine.example',
        });
        expectProblem(response, 405, '/problems/method-not-allowed');
        expect(response.headers.allow).toBe('GET, HEAD, POST');
      }
    }
    expect(await subscriptions()).toBe(before);
    // A post to a page without a form is React Router's 405, with what the page takes.
    const post = await t.app.inject({
      method: 'POST',
      url: '/fr',
      headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('answers a form post that is not a form with 415, and a broken form with 400', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }, { 'content-type': 'text/plain' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/fr/newsletter',
        headers: { ...sameOrigin, ...headers },
        payload: '{"Email":"x@vitrine.example"}',
      });
      expectProblem(response, 415, '/problems/unsupported-media-type');
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/fr/newsletter',
      headers: { ...sameOrigin, 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'not a multipart body',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('serves pages as UTF-8 under a nonce policy: every script carries the response’s nonce', async () => {
    const page = await t.app.inject({ url: '/fr' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // Our pages' own address to our pages only: a form posted without scripts still says where it came from.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const policy = String(page.headers['content-security-policy']);
    const nonce = policy.match(/'nonce-([\w+/=]+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toMatch(/script-src 'self' 'nonce-[\w+/=]+' 'strict-dynamic'/);
    expect(policy).not.toContain("'unsafe-inline' 'unsafe");
    expect(policy.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
    // Images: our own, and the maps' tiles from the configured tile server (OpenStreetMap's by default).
    expect(policy).toMatch(/img-src 'self' data: https:\/\/tile\.openstreetmap\.org;/);
    const scripts = page.body.match(/<script\b[^>]*>/g) ?? [];
    const live = scripts.filter((tag) => !/type="(text\/plain|application\/ld\+json)"/.test(tag));
    expect(live.length).toBeGreaterThan(2);
    for (const tag of live) expect(tag).toContain(`nonce="${nonce}"`);
    // A new nonce for every response.
    const again = await t.app.inject({ url: '/fr' });
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce);
    // No HSTS over plain http.
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives the back office the policy its cropper needs, and nothing more', async () => {
    const policy = String((await t.app.inject({ url: '/admin/content' })).headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("connect-src 'self' blob:");
    expect(policy.match(/script-src [^;]*/)?.[0]).toBe("script-src 'self'");
    const api = String(
      (await t.app.inject({ url: '/api/v1/content/settings' })).headers['content-security-policy'],
    );
    expect(api).not.toContain('blob:');
  });

  it('answers a search for a control character with a 4xx page, never a 500', async () => {
    for (const url of ['/fr/catalog?q=%00', '/fr/catalog.data?q=%00', '/fr/c/chaises?q=%01']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('documents the API only: no page routes, no TRACE or QUERY, and an API docs page under a strict policy', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, object> }>();
    const paths = Object.keys(doc.paths);
    expect(paths.filter((path) => path.startsWith('/{culture}') && !path.includes('assetslibrary'))).toEqual([
      '/{culture}/security/logoff',
      // A news category's RSS feed (a file for feed readers, not a page).
      '/{culture}/news/rss/{categoryId}',
    ]);
    expect(paths).not.toContain('/');
    for (const operations of Object.values(doc.paths))
      for (const method of Object.keys(operations)) expect(['trace', 'query']).not.toContain(method);
    const docs = await t.app.inject({ url: '/api/docs/static/index.html' });
    const policy = String(docs.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
  });
});
