import { ShoppingCartSchema } from '@vitrine/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture, P, V } from './fixtures/catalog';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

const ADD = '/api/v1/catalog/products/addtocart';
const CART = '/api/v1/shoppingcarts';
const product = (id: string) => `/api/v1/shoppingcarts/products/${id}`;
/** A low limit, so that a test reaches it quickly. */
const CART_RATE_LIMIT = 8;

describe.each(databaseTargets)('clearing a product and the cart calls’ limit on $name', ({ url }) => {
  let t: TestApp;

  const add = (browser: TestBrowser, ProductVariantId: string, Quantity = 1) =>
    browser.send('POST', ADD, { ProductVariantId, Quantity });
  const cartOf = async (browser: TestBrowser) =>
    ShoppingCartSchema.parse((await browser.request({ method: 'GET', url: CART })).json());
  const variantsIn = async (browser: TestBrowser) =>
    (await cartOf(browser)).Items.map((line) => line.ProductVariantId).sort();

  beforeAll(async () => {
    t = await startTestApp(url, { CART_RATE_LIMIT: String(CART_RATE_LIMIT) });
    await insertCatalogFixture(t.app.db, t.app.storage);
  }, 180_000);
  afterAll(() => t?.close());

  it('clears a product: every line of its variants goes, the other products stay', async () => {
    const browser = t.browser();
    for (const variant of [V(1, 0), V(1, 1), V(4)])
      expect((await add(browser, variant)).statusCode).toBe(200);

    const response = await browser.send('DELETE', product(P(1)));
    expect(response.statusCode).toBe(200);
    const cart = ShoppingCartSchema.parse(response.json());
    expect(cart.Items.map((line) => line.ProductVariantId)).toEqual([V(4)]);
    expect(cart.ItemsQuantityCount).toBe(1);
    expect(await variantsIn(browser)).toEqual([V(4)]);
  });

  it('a product the cart does not hold, or another shopper’s, is not found and nothing changes', async () => {
    const owner = t.browser();
    const stranger = t.browser();
    expect((await add(owner, V(1, 0))).statusCode).toBe(200);
    expect((await add(stranger, V(4))).statusCode).toBe(200);

    expectProblem(await stranger.send('DELETE', product(P(1))), 404);
    expectProblem(await t.browser().send('DELETE', product(P(1))), 404);
    expect(await variantsIn(owner)).toEqual([V(1, 0)]);
    expect(await variantsIn(stranger)).toEqual([V(4)]);
    expectProblem(await owner.send('DELETE', product('not-a-uuid')), 400);
    expect(await variantsIn(owner)).toEqual([V(1, 0)]);
  });

  it('limits each shopper’s cart calls in a minute: then 429 problem+json, the cart as it was', async () => {
    const busy = t.browser();
    // The first add (no session yet) counts on the address; the session's own count starts after.
    expect((await add(busy, V(4))).statusCode).toBe(200);
    for (let n = 0; n < CART_RATE_LIMIT; n += 1) expect((await add(busy, V(4))).statusCode).toBe(200);
    const refused = await add(busy, V(4));
    expectProblem(refused, 429);
    expect((await cartOf(busy)).ItemsQuantityCount).toBe(CART_RATE_LIMIT + 1);

    // Counted per shopper: another visitor (same address, own session) still adds.
    expect((await add(t.browser(), V(4))).statusCode).toBe(200);
  });

  it('limits the delivery and tax country calls the same way, each route on its own', async () => {
    const busy = t.browser();
    expect((await add(busy, V(4))).statusCode).toBe(200);
    const taxCountry = () => busy.send('PUT', '/api/v1/salestaxes/currentcountry', { currentCountry: 'FR' });
    for (let n = 0; n < CART_RATE_LIMIT; n += 1) expect((await taxCountry()).statusCode).toBe(200);
    expectProblem(await taxCountry(), 429);
    // The adds are counted apart.
    expect((await add(busy, V(4))).statusCode).toBe(200);
  });
});
