import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAT, imageBytes, insertCatalogFixture, PHOTO } from './fixtures/catalog';
import { databaseTargets, expectProblem, startTestApp, type TestApp } from './helpers';

describe.each(databaseTargets)('catalogue images, sitemap and robots on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(url, { PUBLIC_URL: 'http://shop.example' });
    await insertCatalogFixture(t.app.db, t.app.storage);
  });
  afterAll(() => t?.close());

  it('streams an image rendition with immutable caching and locked-down headers', async () => {
    for (const rendition of ['large', 'thumb'] as const) {
      const response = await t.app.inject({ url: `/assets/images/${PHOTO.osloRed}/${rendition}.webp` });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(imageBytes(`${PHOTO.osloRed}/${rendition}`));
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(String(response.headers['content-security-policy'])).toMatch(/^default-src 'none'/);
    }
  });

  it('answers a missing or malformed image address with 404 problem+json', async () => {
    for (const path of [
      `/assets/images/${CAT.chairs}/large.webp`,
      `/assets/images/${PHOTO.osloRed}/huge.webp`,
      `/assets/images/${PHOTO.osloRed}/large.png`,
      '/assets/images/not-a-uuid/large.webp',
      '/assets/images/..%2F..%2Fetc/large.webp',
    ]) {
      expectProblem(await t.app.inject({ url: path }), 404, '/problems/not-found');
    }
  });

  it('serves robots.txt with the absolute sitemap address of PUBLIC_URL, whatever the Host says', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api',
      'Sitemap: http://shop.example/sitemap.xml',
      '',
    ]);
  });

  it('serves a sitemap index with pages and product parts', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toContain('<sitemapindex');
    expect(response.body).toContain('<loc>http://shop.example/sitemap-pages.xml</loc>');
    expect(response.body).toContain('<loc>http://shop.example/sitemap-products-1.xml</loc>');
    expect(response.body).not.toContain('sitemap-products-2.xml');
    expect(response.body).not.toContain('evil.example');
  });

  it('lists content pages and categories in every culture with hreflang alternates', async () => {
    const response = await t.app.inject({ url: '/sitemap-pages.xml', headers: { host: 'shop.example' } });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // The seeded homepage in each culture.
    expect(body).toContain('<loc>http://shop.example/fr</loc>');
    expect(body).toContain('<loc>http://shop.example/pt</loc>');
    expect(body).toContain('<loc>http://shop.example/fr/c/chaises</loc>');
    const chairs = body
      .split('\n')
      .find((line) => line.includes('<loc>http://shop.example/nl/c/stoelen</loc>'));
    expect(chairs).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="http://shop.example/fr/c/chaises"/>',
    );
    expect(chairs).toContain(
      '<xhtml:link rel="alternate" hreflang="nl" href="http://shop.example/nl/c/stoelen"/>',
    );
  });

  it('lists the published products of a part in every culture, and 404s past the last part', async () => {
    const response = await t.app.inject({
      url: '/sitemap-products-1.xml',
      headers: { host: 'shop.example' },
    });
    expect(response.statusCode).toBe(200);
    const urls = response.body.match(/<url>/g) ?? [];
    // 14 published products in fr and nl.
    expect(urls).toHaveLength(28);
    expect(response.body).not.toContain('chaise-secrete');
    const oslo = response.body
      .split('\n')
      .find((line) => line.includes('<loc>http://shop.example/fr/p/chaise-oslo</loc>'));
    expect(oslo).toContain('hreflang="nl" href="http://shop.example/nl/p/stoel-oslo"');
    expect(oslo).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    expectProblem(await t.app.inject({ url: '/sitemap-products-2.xml' }), 404);
    expectProblem(await t.app.inject({ url: '/sitemap-products-0.xml' }), 404);
    expectProblem(await t.app.inject({ url: '/sitemap-products-x.xml' }), 404);
  });
});

describe('catalogue web routes under a base path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(undefined, { BASE_PATH: '/shop', PUBLIC_URL: 'http://shop.example' });
    await insertCatalogFixture(t.app.db, t.app.storage);
  });
  afterAll(() => t?.close());

  it('prefixes images, product URLs, robots and the sitemap', async () => {
    const image = await t.app.inject({ url: `/shop/assets/images/${PHOTO.osloRed}/thumb.webp` });
    expect(image.statusCode).toBe(200);
    const list = (await t.app.inject({ url: '/shop/api/v1/catalog/fr/products?sort=popular' })).json();
    expect(list.Items[0]).toMatchObject({
      ProductUrl: '/shop/fr/p/chaise-oslo',
      Photo: { Url: `/shop/assets/images/${PHOTO.osloRed}/large.webp` },
    });
    const robots = await t.app.inject({ url: '/shop/robots.txt', headers: { host: 'shop.example' } });
    expect(robots.body).toContain('Disallow: /shop/admin\n');
    expect(robots.body).toContain('Sitemap: http://shop.example/shop/sitemap.xml');
    const part = await t.app.inject({
      url: '/shop/sitemap-products-1.xml',
      headers: { host: 'shop.example' },
    });
    expect(part.body).toContain('<loc>http://shop.example/shop/fr/p/chaise-oslo</loc>');
  });
});
