import { CULTURES, stringResources } from '@vitrine/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { databaseTargets, expectProblem, startTestApp, type TestApp } from './helpers';

describe.each(databaseTargets)('platform API on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(url);
  });
  afterAll(() => t?.close());

  it('is live and ready (readiness asks the database)', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it.each(CULTURES)('serves the string resources of %s', async (culture) => {
    const response = await t.app.inject({ url: `/api/v1/localization/${culture}/stringresources` });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, string>>();
    expect(body).toEqual(stringResources[culture]);
    expect(body['Manager.UnknowsErrors']).toBeTruthy();
    const etag = String(response.headers.etag);
    const again = await t.app.inject({
      url: `/api/v1/localization/${culture}/stringresources`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers an unknown culture with 404 problem+json, not a 500', async () => {
    expectProblem(
      await t.app.inject({ url: '/api/v1/localization/en/stringresources' }),
      404,
      '/problems/not-found',
    );
    expectProblem(await t.app.inject({ url: '/api/v1/localization/%3Cscript%3E/stringresources' }), 404);
  });

  it('answers unknown API routes with 404 problem+json', async () => {
    const problem = expectProblem(
      await t.app.inject({ url: '/api/v1/does-not-exist' }),
      404,
      '/problems/not-found',
    );
    expect(problem).toMatchObject({ title: 'Not Found', instance: '/api/v1/does-not-exist' });
    // No route answers: nothing can change, so the 404 comes before any anti-forgery check.
    expectProblem(await t.app.inject({ method: 'DELETE', url: '/api/v2/x' }), 404, '/problems/not-found');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/localization/{culture}/stringresources',
        '/api/v1/security/login',
        '/api/v1/security/me',
        '/api/v1/content/{culture}/pages',
      ]),
    );
    expect(doc.components.schemas).toHaveProperty('Problem');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/api/v1/localization/fr/stringresources' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'");
  });
});

describe.each(databaseTargets)('content API on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(url);
  });
  afterAll(() => t?.close());

  it.each(CULTURES)('serves the seeded homepage in %s with its alternates', async (culture) => {
    const response = await t.app.inject({ url: `/api/v1/content/${culture}/home` });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ Culture: culture, IsHomepage: true });
    expect(page.BodyHtml).toContain('bigger-link');
    expect(page.Alternates).toHaveLength(CULTURES.length);
    expect(page.Alternates.find((a: { Culture: string }) => a.Culture === culture).Url).toBe(`/${culture}`);
  });

  it('finds a page by its slug, and by another culture’s slug for the language choice', async () => {
    const fr = (await t.app.inject({ url: '/api/v1/content/fr/pages?slug=a-propos' })).json();
    expect(fr).toMatchObject({ Slug: 'a-propos', Title: 'À propos de nous' });
    const nl = (await t.app.inject({ url: '/api/v1/content/nl/pages?slug=a-propos' })).json();
    expect(nl).toMatchObject({ Culture: 'nl', Slug: 'over-ons', PageId: fr.PageId });
  });

  it('answers an unknown slug with 404 and a malformed one with 400', async () => {
    expectProblem(await t.app.inject({ url: '/api/v1/content/fr/pages?slug=nope' }), 404);
    const bad = expectProblem(
      await t.app.inject({ url: '/api/v1/content/fr/pages?slug=%3Cb%3E' }),
      400,
      '/problems/validation',
    );
    expect(bad.errors).toHaveProperty('slug');
    expectProblem(await t.app.inject({ url: '/api/v1/content/xx/home' }), 400);
  });

  it('lists the menu pages in order and the site settings', async () => {
    const menu = (await t.app.inject({ url: '/api/v1/content/de/menu' })).json();
    expect(menu.Items.map((item: { Url: string }) => item.Url)).toEqual([
      '/de/ueber-uns',
      '/de/lieferung',
      '/de/kontakt',
    ]);
    const settings = (await t.app.inject({ url: '/api/v1/content/settings' })).json();
    expect(settings).toMatchObject({ ShopName: 'Vitrine', ConsentStamp: '2026-11-01' });
    expect(settings.ConsentScripts[0].Category).toBe('statistics');
  });
});

describe('the {app} base path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(undefined, { BASE_PATH: '/shop' });
  });
  afterAll(() => t?.close());

  it('prefixes every route and scopes the cookies to it', async () => {
    expect((await t.app.inject({ url: '/shop/api/v1/localization/nl/stringresources' })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/shop/readyz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/shop/api/v1/content/fr/home' })).json().Alternates[0].Url).toMatch(
      /^\/shop\//,
    );
    expectProblem(await t.app.inject({ url: '/api/v1/localization/nl/stringresources' }), 404);
    const token = await t.app.inject({ url: '/shop/api/v1/security/antiforgery' });
    expect(String(token.headers['set-cookie'])).toContain('Path=/shop');
    expect((await t.app.inject({ url: '/shop/api/docs/json' })).statusCode).toBe(200);
  });

  it('refuses a base path that is not a path', () => {
    expect(() => loadConfig({ BASE_PATH: 'shop;drop' })).toThrow(/BASE_PATH/);
  });
});
