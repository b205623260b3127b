import { createApiClient, type MegaMenu } from '@vitrine/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAT, insertCatalogFixture, P } from './fixtures/catalog';
import { databaseTargets, expectProblem, startTestApp, type TestApp } from './helpers';

describe.each(databaseTargets)('mega menu API on $name', ({ url }) => {
  let t: TestApp;
  const get = (path: string) => t.app.inject({ url: path });
  const megaMenu = async (ids: string, culture = 'fr') => {
    const response = await get(`/api/v1/catalog/${culture}/megamenu?categoryIdsString=${ids}`);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return response.json<MegaMenu>();
  };

  beforeAll(async () => {
    t = await startTestApp(url);
    await insertCatalogFixture(t.app.db, t.app.storage);
  });
  afterAll(() => t?.close());

  it('gives each asked root its children with subtree counts, in the order asked', async () => {
    const body = await megaMenu(`${CAT.decoration},${CAT.furniture}`);
    expect(body.map((entry) => entry.CategoryId)).toEqual([CAT.decoration, CAT.furniture]);
    const [decoration, furniture] = body;
    expect(furniture?.Children).toEqual([
      { CategoryId: CAT.chairs, Name: 'Chaises', Url: '/fr/c/chaises', ProductCount: 4 },
      { CategoryId: CAT.tables, Name: 'Tables', Url: '/fr/c/tables', ProductCount: 2 },
    ]);
    // The cushions count the armchair linked to them besides their own three products.
    expect(decoration?.Children.map((child) => [child.CategoryId, child.ProductCount])).toEqual([
      [CAT.lamps, 2],
      [CAT.cushions, 4],
    ]);
  });

  it('features the four most popular published products of the whole subtree, linked ones included', async () => {
    const [furniture, decoration] = await megaMenu(`${CAT.furniture},${CAT.decoration}`);
    // The unpublished P(12) is the most popular chair: never shown.
    expect(furniture?.FeaturedProducts.map((product) => product.ProductId)).toEqual([P(1), P(4), P(2), P(3)]);
    expect(decoration?.FeaturedProducts.map((product) => product.ProductId)).toEqual([
      P(6),
      P(3),
      P(7),
      P(15),
    ]);
    expect(furniture?.FeaturedProducts[0]).toMatchObject({
      Name: 'Chaise Oslo',
      ProductUrl: '/fr/p/chaise-oslo',
      PriceFrom: 49.9,
      CurrencyCode: 'EUR',
    });
  });

  it('answers in the asked culture and for a leaf with no children', async () => {
    const [chairs] = await megaMenu(CAT.chairs, 'nl');
    expect(chairs?.Children).toEqual([]);
    expect(chairs?.FeaturedProducts.map((product) => product.Name)).toEqual([
      'Stoel Oslo',
      'Stoel Bergen',
      'Fauteuil Lounge',
      'Barkruk',
    ]);
  });

  it('gives an unknown id an empty entry without failing the others, and asks each id once', async () => {
    const unknown = P(99);
    const body = await megaMenu(`${unknown},${CAT.lamps},${CAT.lamps}`);
    expect(body).toHaveLength(2);
    expect(body[0]).toEqual({ CategoryId: unknown, Children: [], FeaturedProducts: [] });
    expect(body[1]?.FeaturedProducts.map((product) => product.ProductId)).toEqual([P(6), P(7)]);
  });

  it('rejects malformed, missing or too many ids and an unknown culture with problem+json 400', async () => {
    const tooMany = Array.from({ length: 21 }, (_, index) => P(index)).join(',');
    for (const query of [
      'categoryIdsString=12',
      'categoryIdsString=',
      '',
      `categoryIdsString=${CAT.chairs},`,
    ]) {
      const problem = expectProblem(await get(`/api/v1/catalog/fr/megamenu?${query}`), 400);
      expect(problem.errors).toHaveProperty('categoryIdsString');
    }
    expectProblem(await get(`/api/v1/catalog/fr/megamenu?categoryIdsString=${tooMany}`), 400);
    expect(await megaMenu(Array.from({ length: 20 }, (_, index) => P(index)).join(','))).toHaveLength(20);
    expectProblem(await get(`/api/v1/catalog/en/megamenu?categoryIdsString=${CAT.chairs}`), 400);
  });

  it('is reachable through the typed client and documented in OpenAPI', async () => {
    const api = createApiClient({
      fetch: async (input) => {
        const target = new URL(String(input), 'http://gateway');
        const response = await t.app.inject({ url: `${target.pathname}${target.search}` });
        return new Response(response.body, {
          status: response.statusCode,
          headers: { 'content-type': String(response.headers['content-type'] ?? '') },
        });
      },
    });
    const [entry] = await api.catalog.megaMenu('fr', [CAT.furniture]);
    expect(entry?.Children).toHaveLength(2);
    const doc = (await get('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/api/v1/catalog/{culture}/megamenu');
  });
});
