import {
  type CartUpdate,
  CartUpdateSchema,
  createApiClient,
  type ShoppingCart,
  ShoppingCartSchema,
  shopUrls,
} from '@vitrine/api-client';
import { cartItems, carts, sessions, users } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/build-server';
import { sha256 } from '../src/lib/tokens';
import { allowedQuantity } from '../src/modules/cart/cart-quantity';
import { sessionStore } from '../src/modules/security/index';
import { hashPassword } from '../src/modules/security/passwords';
import { insertCatalogFixture, P, PHOTO, uid, V, WH } from './fixtures/catalog';
import {
  databaseTargets,
  expectProblem,
  expectTranslatedErrors,
  startTestApp,
  type TestApp,
  type TestBrowser,
} from './helpers';

const ADD = '/api/v1/catalog/products/addtocart';
const CART = '/api/v1/shoppingcarts';
const item = (id: string) => `/api/v1/shoppingcarts/shoppingcartitems/${id}`;
const eur = (value: string, culture: Culture = 'fr') => formatMoney(Money.parse(value, 'EUR'), culture);

describe('the quantity a cart line may hold (spec 001 §5 on the server)', () => {
  const rules = { min: 6, step: 6, max: 24 };
  it('corrects onto the step grid, within min and max and the stock, and says why', () => {
    expect(allowedQuantity(12, rules, 100, 'up')).toEqual({ quantity: 12, reason: null });
    expect(allowedQuantity(3, rules, 100, 'up')).toEqual({ quantity: 6, reason: 'Minimum' });
    expect(allowedQuantity(7, rules, 100, 'up')).toEqual({ quantity: 12, reason: 'Step' });
    expect(allowedQuantity(13, rules, 100, 'down')).toEqual({ quantity: 12, reason: 'Step' });
    expect(allowedQuantity(30, rules, 100, 'up')).toEqual({ quantity: 24, reason: 'Maximum' });
    expect(allowedQuantity(13, rules, 15, 'up')).toEqual({ quantity: 12, reason: 'Stock' });
    expect(allowedQuantity(6, rules, 5, 'up')).toBeNull();
    expect(allowedQuantity(1, { min: 1, step: 1, max: 0 }, 0, 'up')).toBeNull();
    expect(allowedQuantity(7, { min: 1, step: 1, max: 0 }, 3, 'up')).toEqual({
      quantity: 3,
      reason: 'Stock',
    });
  });
});

describe.each(databaseTargets)('cart API on $name', ({ url }) => {
  let t: TestApp;
  const otherCustomer = { email: 'other-customer@vitrine.example', password: 'other-customer-1' };
  const thirdCustomer = { email: 'third-customer@vitrine.example', password: 'third-customer-1' };
  const tabsCustomer = { email: 'tabs-customer@vitrine.example', password: 'tabs-customer-1' };

  const add = (browser: TestBrowser, payload: Record<string, unknown>, culture?: string) =>
    browser.send('POST', culture ? `${ADD}?culture=${culture}` : ADD, payload);
  const put = (browser: TestBrowser, id: string, Quantity: unknown) =>
    browser.send('PUT', item(id), { Quantity });
  /** A successful change, its answer checked against the contract. */
  const updated = (response: LightMyRequestResponse): CartUpdate => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return CartUpdateSchema.parse(response.json());
  };
  const cartOf = async (browser: TestBrowser, culture?: string): Promise<ShoppingCart> => {
    const response = await browser.request({
      method: 'GET',
      url: culture ? `${CART}?culture=${culture}` : CART,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return ShoppingCartSchema.parse(response.json());
  };
  const lines = (cart: ShoppingCart) =>
    Object.fromEntries(cart.Items.map((line) => [line.ProductVariantId, line.Quantity]));
  const setStock = (variantId: string, quantity: number) =>
    t.app.db.execute(
      sql`UPDATE warehouse_stock SET quantity = ${quantity} WHERE variant_id = ${variantId}::uuid AND warehouse_id = ${WH.brussels}::uuid`,
    );
  const count = async (table: typeof carts | typeof sessions | typeof cartItems) =>
    (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  const signedIn = async (who: { email: string; password: string }, browser = t.browser()) => {
    const response = await browser.signIn(who.email, who.password);
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    return browser;
  };

  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000' });
    await insertCatalogFixture(t.app.db, t.app.storage);
    // Chaise Oslo red S: enough stock to reach its degressive prices (10 and 50) and to queue 20 changes.
    await setStock(V(1, 0), 100);
    for (const who of [otherCustomer, thirdCustomer, tabsCustomer])
      await t.app.db
        .insert(users)
        .values({ email: who.email, passwordHash: await hashPassword(who.password) });
  }, 180_000);
  afterAll(() => t?.close());

  it('a read creates nothing: no cart is an empty summary, and no session', async () => {
    const browser = t.browser();
    const sessionsBefore = await count(sessions);
    const empty = await cartOf(browser);
    expect(empty).toEqual({
      ItemsCount: 0,
      ItemsQuantityCount: 0,
      CurrencyCode: 'EUR',
      AmountTaxIncl: 0,
      AmountTaxExcl: 0,
      AmountTaxInclHtml: eur('0'),
      AmountTaxExclHtml: eur('0'),
      Items: [],
    });
    expect((await cartOf(browser, 'nl')).AmountTaxInclHtml).toBe(eur('0', 'nl'));
    expect(browser.cookies.has(t.config.cookies.session)).toBe(false);
    expect(await count(sessions)).toBe(sessionsBefore);
  });

  it('the first add makes the session and the line; adding the variant again adds to its line', async () => {
    const browser = t.browser();
    const first = updated(await add(browser, { ProductVariantId: V(4), Quantity: 2, Name: 'Table' }));
    expect(browser.cookies.has(t.config.cookies.session)).toBe(true);
    expect(first).toMatchObject({
      ItemsCount: 1,
      ItemsQuantityCount: 2,
      AmountTaxIncl: 298,
      // The catalogue's own price without tax (124.17) times the quantity.
      AmountTaxExcl: 248.34,
      AmountTaxInclHtml: eur('298.00'),
      AmountTaxExclHtml: eur('248.34'),
      CartChange: null,
    });
    expect(first.Items[0]).toMatchObject({
      Id: first.ItemId,
      ProductVariantId: V(4),
      ProductName: 'Table Basse Verre',
      SKU: 'SKU-4-0',
      ProductUrl: shopUrls.product('fr', 'table-basse-verre'),
      Photo: null,
      Quantity: 2,
      UnitPriceTaxIncl: 149,
      UnitPriceTaxInclHtml: eur('149.00'),
      TotalTaxIncl: 298,
      StockQuantity: 10,
      IsAvailable: true,
      ItemOrigin: 'Catalog',
      ItemOriginAndKey: `Catalog:${first.ItemId}`,
    });

    const again = updated(await add(browser, { ProductVariantId: V(4), Quantity: 3 }));
    expect(again.ItemId).toBe(first.ItemId);
    expect(again).toMatchObject({ ItemsCount: 1, ItemsQuantityCount: 5, AmountTaxIncl: 745 });

    const oslo = updated(await add(browser, { ProductVariantId: V(1, 2), Quantity: 1 }, 'nl'));
    expect(oslo).toMatchObject({
      ItemsCount: 2,
      ItemsQuantityCount: 6,
      AmountTaxInclHtml: eur('794.90', 'nl'),
    });
    const blue = oslo.Items.find((line) => line.ProductVariantId === V(1, 2));
    expect(blue).toMatchObject({
      ProductName: 'Stoel Oslo',
      ProductUrl: shopUrls.product('nl', 'stoel-oslo'),
    });
    // The variant's own colour's photo, as a thumbnail.
    expect(blue?.Photo?.AssetId).toBe(PHOTO.osloBlue);
    expect(blue?.Photo?.ThumbnailUrl).toContain(`/assets/images/${PHOTO.osloBlue}/thumb`);

    // Lines keep their order; a culture without translations names products in the default one.
    const german = await cartOf(browser, 'de');
    expect(german.Items.map((line) => line.ProductName)).toEqual(['Table Basse Verre', 'Chaise Oslo']);
    expect(german.AmountTaxInclHtml).toBe(eur('794.90', 'de'));
    expect(await count(carts)).toBeGreaterThanOrEqual(1);
  });

  it('prices each line at its degressive price from the threshold on', async () => {
    const browser = t.browser();
    const nine = updated(await add(browser, { ProductVariantId: V(1, 0), Quantity: 9 }));
    expect(nine.Items[0]).toMatchObject({ UnitPriceTaxIncl: 49.9, TierApplied: false, TotalTaxIncl: 449.1 });
    const ten = updated(await put(browser, nine.ItemId, 10));
    expect(ten.Items[0]).toMatchObject({ UnitPriceTaxIncl: 44.9, TierApplied: true, TotalTaxIncl: 449 });
    // 10 × the tier's own price without tax (37.42).
    expect(ten).toMatchObject({ AmountTaxIncl: 449, AmountTaxExcl: 374.2, CartChange: null });
    const fifty = updated(await put(browser, nine.ItemId, 50));
    expect(fifty).toMatchObject({ AmountTaxIncl: 1995, AmountTaxExcl: 1662.5 });
    const fortyNine = updated(await put(browser, nine.ItemId, 49));
    expect(fortyNine.Items[0]).toMatchObject({ UnitPriceTaxIncl: 44.9, TotalTaxIncl: 2200.1 });
    const back = updated(await put(browser, nine.ItemId, 9));
    expect(back.Items[0]).toMatchObject({ UnitPriceTaxIncl: 49.9, TierApplied: false });
  });

  it('keeps quantities within the stock and says which item it changed', async () => {
    const browser = t.browser();
    // Lampe Bureau: 3 in stock.
    const capped = updated(await add(browser, { ProductVariantId: V(7), Quantity: 5 }));
    expect(capped.ItemsQuantityCount).toBe(3);
    expect(capped.CartChange).toMatchObject({
      ItemOriginAndKey: `Catalog:${capped.ItemId}`,
      ItemName: 'Lampe Bureau',
      ItemId: capped.ItemId,
      RequestedQuantity: 5,
      Quantity: 3,
      Reason: 'Stock',
    });
    expect(capped.CartChange?.Message).toMatch(/^Cart\.QuantityAdjusted\.Stock\|/);
    expect(JSON.parse(capped.CartChange?.Message.split('|')[1] ?? '{}')).toMatchObject({
      name: 'Lampe Bureau',
      quantity: 3,
    });
    expectTranslatedErrors({ message: [capped.CartChange?.Message ?? ''] });

    const more = updated(await add(browser, { ProductVariantId: V(7), Quantity: 1 }));
    expect(more.CartChange).toMatchObject({ RequestedQuantity: 4, Quantity: 3, Reason: 'Stock' });
    const fewer = updated(await put(browser, capped.ItemId, 2));
    expect(fewer).toMatchObject({ ItemsQuantityCount: 2, CartChange: null });
    const tooMany = updated(await put(browser, capped.ItemId, 1000));
    expect(tooMany.CartChange).toMatchObject({ RequestedQuantity: 1000, Quantity: 3, Reason: 'Stock' });

    // The stock fell under the line's quantity: the next change brings it back within it.
    await setStock(V(7), 1);
    const after = updated(await add(browser, { ProductVariantId: V(7), Quantity: 1 }));
    expect(after.CartChange).toMatchObject({ RequestedQuantity: 4, Quantity: 1, Reason: 'Stock' });
    expect((await cartOf(browser)).Items[0]).toMatchObject({ Quantity: 1, StockQuantity: 1 });
    await setStock(V(7), 3);
  });

  it('corrects quantities onto the variant’s own minimum, step and maximum, and says why', async () => {
    const browser = t.browser();
    // Fauteuil Lounge sold by two, at least two and at most ten, with stock to spare.
    await t.app.db.execute(
      sql`UPDATE product_variants SET min_order_quantity = 2, order_quantity_step = 2, max_order_quantity = 10 WHERE id = ${V(3)}::uuid`,
    );
    await t.app.db.execute(
      sql`INSERT INTO warehouse_stock (warehouse_id, variant_id, quantity) VALUES (${WH.brussels}::uuid, ${V(3)}::uuid, 100)
          ON CONFLICT (warehouse_id, variant_id) DO UPDATE SET quantity = 100`,
    );
    try {
      const first = updated(await add(browser, { ProductVariantId: V(3), Quantity: 1 }));
      expect(first.CartChange).toMatchObject({ RequestedQuantity: 1, Quantity: 2, Reason: 'Minimum' });
      const odd = updated(await put(browser, first.ItemId, 5));
      expect(odd.CartChange).toMatchObject({ RequestedQuantity: 5, Quantity: 6, Reason: 'Step' });
      const over = updated(await add(browser, { ProductVariantId: V(3), Quantity: 8 }));
      expect(over.CartChange).toMatchObject({ RequestedQuantity: 14, Quantity: 10, Reason: 'Maximum' });
      expect(over.CartChange?.Message).toMatch(/^Cart\.QuantityAdjusted\.Maximum\|/);
      expect(lines(await cartOf(browser))).toEqual({ [V(3)]: 10 });
      // The product page offers the same rules to its quantity input.
      const variation = (
        await t.app.inject({ url: `/api/v1/catalog/products/${P(3)}/productvariants` })
      ).json<{ MinQuantity: number; QuantityStep: number; MaxQuantity: number }>();
      expect(variation).toMatchObject({ MinQuantity: 2, QuantityStep: 2, MaxQuantity: 10 });
    } finally {
      await t.app.db.execute(
        sql`UPDATE product_variants SET min_order_quantity = 1, order_quantity_step = 1, max_order_quantity = 0 WHERE id = ${V(3)}::uuid`,
      );
    }
  });

  it('refuses bad input with translated problems and leaves the cart as it was', async () => {
    const browser = t.browser();
    const { ItemId } = updated(await add(browser, { ProductVariantId: V(13), Quantity: 1 }));
    const before = await cartOf(browser);
    const cartsBefore = await count(carts);
    const linesBefore = await count(cartItems);

    for (const Quantity of [-1, 0, 1.5, 1e10, Number.MAX_SAFE_INTEGER, '2', null, true, [1]]) {
      const problem = expectProblem(await add(browser, { ProductVariantId: V(13), Quantity }), 400);
      expect(Object.keys(problem.errors ?? {})).toContain('Quantity');
      expectTranslatedErrors(problem.errors);
      expectTranslatedErrors(expectProblem(await put(browser, ItemId, Quantity), 400).errors);
    }
    expectProblem(await add(browser, { ProductVariantId: V(13) }), 400);
    expectProblem(await put(browser, ItemId, undefined), 400);
    expectTranslatedErrors(
      expectProblem(await add(browser, { ProductVariantId: 'not-an-id', Quantity: 1 }), 400).errors,
    );
    expectProblem(await add(browser, { ProductVariantId: V(13), Quantity: 1 }, 'xx'), 400);
    expectProblem(await add(browser, { ProductVariantId: V(13), Quantity: 1, ItemOrigin: 'Mars' }), 400);

    // Unknown and unpublished variants are not for sale; an unavailable or sold-out one is refused.
    for (const variantId of [uid(987_654), V(12)]) {
      const problem = expectProblem(await add(browser, { ProductVariantId: variantId, Quantity: 1 }), 404);
      expect(problem.errors).toEqual({ ProductVariantId: ['Cart.VariantNotFound'] });
      expectTranslatedErrors(problem.errors);
    }
    for (const variantId of [V(11), V(1, 3)]) {
      const problem = expectProblem(
        await add(browser, { ProductVariantId: variantId, Quantity: 1 }),
        422,
        '/problems/variant-unavailable',
      );
      expectTranslatedErrors(problem.errors);
    }
    for (const variantId of [V(2), V(5)]) {
      const problem = expectProblem(
        await add(browser, { ProductVariantId: variantId, Quantity: 1 }),
        422,
        '/problems/out-of-stock',
      );
      expect(problem.errors).toEqual({ Quantity: ['Cart.OutOfStock'] });
      expectTranslatedErrors(problem.errors);
    }

    // Lines: a malformed id is a 400, an unknown one a 404.
    expectProblem(await put(browser, 'not-an-id', 1), 400);
    expectProblem(await browser.send('DELETE', item('not-an-id')), 400);
    expectTranslatedErrors(expectProblem(await put(browser, uid(55_555), 1), 404).errors);
    expectProblem(await browser.send('DELETE', item(uid(55_555))), 404);

    expect(await cartOf(browser)).toEqual(before);
    expect(await count(carts)).toBe(cartsBefore);
    expect(await count(cartItems)).toBe(linesBefore);

    // A refused first add does not even make the visitor's session.
    const newcomer = t.browser();
    const sessionsBefore = await count(sessions);
    expectProblem(await add(newcomer, { ProductVariantId: V(2), Quantity: 1 }), 422);
    expectProblem(await add(newcomer, { ProductVariantId: V(13), Quantity: 0 }), 400);
    expect(newcomer.cookies.has(t.config.cookies.session)).toBe(false);
    expect(await count(sessions)).toBe(sessionsBefore);
  });

  it('a line that can no longer be ordered cannot be changed, but can be deleted', async () => {
    const browser = t.browser();
    const { ItemId } = updated(await add(browser, { ProductVariantId: V(6), Quantity: 1 }));
    await t.app.db.execute(sql`UPDATE product_variants SET is_available = false WHERE id = ${V(6)}::uuid`);
    try {
      expect((await cartOf(browser)).Items[0]).toMatchObject({ Quantity: 1, IsAvailable: false });
      expectProblem(await put(browser, ItemId, 1), 422, '/problems/variant-unavailable');
      const emptied = ShoppingCartSchema.parse((await browser.send('DELETE', item(ItemId))).json());
      expect(emptied).toMatchObject({ ItemsCount: 0, AmountTaxIncl: 0, Items: [] });
      expectProblem(await browser.send('DELETE', item(ItemId)), 404);
    } finally {
      await t.app.db.execute(sql`UPDATE product_variants SET is_available = true WHERE id = ${V(6)}::uuid`);
    }
  });

  it('another owner’s line is not found: 404, and it stays as it was', async () => {
    const owner = t.browser();
    const { ItemId } = updated(await add(owner, { ProductVariantId: V(15), Quantity: 2 }));
    const stranger = t.browser();
    await add(stranger, { ProductVariantId: V(13), Quantity: 1 });
    const customer = await signedIn(DEMO_CUSTOMER);
    for (const other of [stranger, t.browser(), customer]) {
      expectProblem(await put(other, ItemId, 1), 404);
      expectProblem(await other.send('DELETE', item(ItemId)), 404);
    }
    expect(lines(await cartOf(owner))).toEqual({ [V(15)]: 2 });
    expect(lines(await cartOf(stranger))).toEqual({ [V(13)]: 1 });
  });

  it('signing in adds the visitor’s lines to the customer’s within stock; signing out leaves them with the customer', async () => {
    // The customer's cart from another device: 1 of Coussin Velours red (2 in stock) and 1 Coussin Lin.
    const elsewhere = await signedIn(otherCustomer);
    await add(elsewhere, { ProductVariantId: V(8, 0), Quantity: 1 });
    await add(elsewhere, { ProductVariantId: V(9), Quantity: 1 });

    const browser = t.browser();
    await add(browser, { ProductVariantId: V(8, 0), Quantity: 2 });
    await add(browser, { ProductVariantId: V(13), Quantity: 2 });
    await add(browser, { ProductVariantId: V(4), Quantity: 1 });
    const visitorCookie = browser.cookies.get(t.config.cookies.session);
    const visitorCarts = async () =>
      (
        await t.app.db
          .select({ id: carts.id })
          .from(carts)
          .innerJoin(sessions, eq(sessions.id, carts.visitorId))
          .where(eq(sessions.idHash, sha256(visitorCookie ?? '')))
      ).length;
    expect(await visitorCarts()).toBe(1);

    await signedIn(otherCustomer, browser);
    const merged = await cartOf(browser);
    // 1 + 2 of the red cushion is more than the 2 in stock.
    expect(lines(merged)).toEqual({ [V(8, 0)]: 2, [V(9)]: 1, [V(13)]: 2, [V(4)]: 1 });
    // The customer's lines first, then the visitor's new ones in the order the visitor added them.
    expect(merged.Items.map((line) => line.ProductVariantId)).toEqual([V(8, 0), V(9), V(13), V(4)]);
    expect(lines(await cartOf(elsewhere))).toEqual(lines(merged));
    expect(await visitorCarts()).toBe(0);

    expect((await browser.send('POST', '/api/v1/security/logout')).statusCode).toBeLessThan(300);
    expect((await cartOf(browser)).ItemsCount).toBe(0);
    expect(lines(await cartOf(elsewhere))).toEqual(lines(merged));
    await signedIn(otherCustomer, browser);
    expect(lines(await cartOf(browser))).toEqual(lines(merged));
  });

  it('a customer without a cart takes the visitor’s whole cart at sign-in', async () => {
    const browser = t.browser();
    const added = updated(await add(browser, { ProductVariantId: V(10), Quantity: 1 }));
    await signedIn(thirdCustomer, browser);
    const cart = await cartOf(browser);
    expect(lines(cart)).toEqual({ [V(10)]: 1 });
    expect(cart.Items[0]?.Id).toBe(added.ItemId);
  });

  it('an abandoned visitor’s cart goes with their expired session', async () => {
    const browser = t.browser();
    const { ItemId } = updated(await add(browser, { ProductVariantId: V(13), Quantity: 1 }));
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.idHash, sha256(browser.cookies.get(t.config.cookies.session) ?? '')));
    await sessionStore(t.app.db).removeExpired();
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.id, ItemId))).toEqual([]);
    expect((await cartOf(browser)).ItemsCount).toBe(0);
  });

  it('20 parallel quantity changes of one line end in one consistent cart', async () => {
    const browser = t.browser();
    const { ItemId } = updated(await add(browser, { ProductVariantId: V(1, 0), Quantity: 1 }));
    const tokens = await Promise.all(Array.from({ length: 20 }, () => browser.antiforgeryToken()));
    const answers = await Promise.all(
      tokens.map((token, index) =>
        browser.request({
          method: 'PUT',
          url: item(ItemId),
          headers: { 'x-csrf-token': token },
          payload: { Quantity: index + 1 },
        }),
      ),
    );
    for (const [index, response] of answers.entries()) {
      const answer = updated(response);
      // Each answer is the cart as its own change left it.
      expect(answer.Items).toHaveLength(1);
      expect(answer.ItemsQuantityCount).toBe(index + 1);
    }
    const cart = await cartOf(browser);
    expect(cart.Items).toHaveLength(1);
    const quantity = cart.Items[0]?.Quantity ?? 0;
    expect(quantity).toBeGreaterThanOrEqual(1);
    expect(quantity).toBeLessThanOrEqual(20);
    const unit = quantity >= 10 ? '44.90' : '49.90';
    expect(cart.AmountTaxIncl).toBe(Money.parse(unit, 'EUR').times(quantity).toNumber());
    expect(cart.ItemsQuantityCount).toBe(quantity);
  });

  it('parallel adds lose nothing: 20 adds of one sum to 20, two tabs adding to a new cart keep both lines', async () => {
    const browser = t.browser();
    await add(browser, { ProductVariantId: V(13), Quantity: 1 });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => browser.antiforgeryToken()));
    const answers = await Promise.all(
      tokens.map((token) =>
        browser.request({
          method: 'POST',
          url: ADD,
          headers: { 'x-csrf-token': token },
          payload: { ProductVariantId: V(1, 0), Quantity: 1 },
        }),
      ),
    );
    for (const response of answers) updated(response);
    expect(lines(await cartOf(browser))).toEqual({ [V(13)]: 1, [V(1, 0)]: 20 });

    // A signed-in customer has a session but no cart yet: two tabs add at the same moment.
    const customer = await signedIn(tabsCustomer);
    const [tabA, tabB] = await Promise.all([customer.antiforgeryToken(), customer.antiforgeryToken()]);
    const both = await Promise.all(
      [
        [tabA, V(4)],
        [tabB, V(15)],
        [tabA, V(1, 0)],
        [tabB, V(1, 0)],
      ].map(([token, variantId]) =>
        customer.request({
          method: 'POST',
          url: ADD,
          headers: { 'x-csrf-token': token as string },
          payload: { ProductVariantId: variantId, Quantity: 1 },
        }),
      ),
    );
    for (const response of both) updated(response);
    expect(lines(await cartOf(customer))).toEqual({ [V(4)]: 1, [V(15)]: 1, [V(1, 0)]: 2 });
    const customerCarts = await t.app.db
      .select({ id: carts.id })
      .from(carts)
      .innerJoin(users, eq(users.id, carts.customerId))
      .where(eq(users.email, tabsCustomer.email));
    expect(customerCarts).toHaveLength(1);
  });

  it('is served to the typed client, whose schemas accept every answer', async () => {
    const browser = t.browser();
    const api = createApiClient({ fetch: browser.fetch });
    expect((await api.cart.shoppingCart('fr')).Items).toEqual([]);
    const added = await api.cart.addToCart({ ProductVariantId: V(7), Quantity: 9, Name: 'Lampe' }, 'nl');
    expect(added.CartChange).toMatchObject({ Reason: 'Stock', ItemName: 'Bureaulamp' });
    // The session the add made came with a new anti-forgery token, which the client took.
    const changed = await api.cart.changeQuantity(added.ItemId, 2);
    expect(changed).toMatchObject({ ItemsQuantityCount: 2, CartChange: null });
    expect((await api.cart.shoppingCart()).Items[0]?.ProductName).toBe('Lampe Bureau');
    await expect(api.cart.addToCart({ ProductVariantId: uid(987_654), Quantity: 1 })).rejects.toMatchObject({
      status: 404,
      problem: expect.objectContaining({ errors: { ProductVariantId: ['Cart.VariantNotFound'] } }),
    });
    await expect(api.cart.changeQuantity(added.ItemId, 0)).rejects.toMatchObject({ status: 400 });
    await expect(api.cart.changeQuantity(uid(55_555), 1)).rejects.toMatchObject({ status: 404 });
    expect((await api.cart.deleteItem(added.ItemId)).ItemsCount).toBe(0);
    await expect(api.cart.deleteItem(added.ItemId)).rejects.toMatchObject({ status: 404 });
  });
});
