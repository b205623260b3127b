import { randomUUID } from 'node:crypto';
import {
  type Order,
  OrderAddedToCartSchema,
  OrderPlacedSchema,
  type PlaceOrderBody,
  PROBLEM_TYPES,
  type ShoppingCart,
} from '@vitrine/api-client';
import { jobs, orderStatusHistory, orders, seedDemoShipping, users } from '@vitrine/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/security/passwords';
import { insertCatalogFixture, V, WH } from './fixtures/catalog';
import {
  databaseTargets,
  expectProblem,
  expectTranslatedErrors,
  startTestApp,
  type TestApp,
  type TestBrowser,
} from './helpers';
import { readMailbox } from './mailbox';

const ADD = '/api/v1/catalog/products/addtocart';
const ORDERS = '/api/v1/sales/orders';
const REORDER = '/api/v1/sales/orders/addtocart';
const SHOP_MAIL = 'Maison Vitrine <boutique@vitrine.example>';

const form = (email: string): PlaceOrderBody => ({
  Email: email,
  AccountType: 'Private',
  BillingFirstName: 'Anna',
  BillingLastName: 'Peeters',
  BillingStreet1: 'Rue de la Loi',
  BillingHouseNumber: '16',
  BillingPostalCode: '1000',
  BillingCity: 'Bruxelles',
  BillingCountry: 'BE',
  SameAddressForShipping: true,
});

const newAddress = {
  FirstName: 'Anna',
  LastName: 'Peeters',
  Street1: 'Kerkstraat',
  HouseNumber: '3',
  PostalCode: '9000',
  City: 'Gent',
  CountryId: 'BE',
  Comment: 'Chez ma sœur <Lies>, s’il vous plaît.',
};

describe.each(databaseTargets)('the customer’s orders, again and elsewhere, on $name', ({ url }) => {
  let t: TestApp;
  const anna = { email: 'anna-orders@vitrine.example', password: 'anna-orders-pass-1' };
  const bruno = { email: 'bruno-orders@vitrine.example', password: 'bruno-orders-pass-1' };

  const setStock = (variantId: string, quantity: number) =>
    t.app.db.execute(
      sql`UPDATE warehouse_stock SET quantity = CASE WHEN warehouse_id = ${WH.brussels}::uuid THEN ${quantity} ELSE 0 END WHERE variant_id = ${variantId}::uuid`,
    );
  const setPrice = (variantId: string, taxIncl: string, taxExcl: string) =>
    t.app.db.execute(
      sql`UPDATE product_variants SET unit_price_tax_incl = ${taxIncl}::numeric, unit_price_tax_excl = ${taxExcl}::numeric WHERE id = ${variantId}::uuid`,
    );
  const setAvailable = (variantId: string, available: boolean) =>
    t.app.db.execute(
      sql`UPDATE product_variants SET is_available = ${available} WHERE id = ${variantId}::uuid`,
    );
  const cartOf = async (browser: TestBrowser) =>
    (await browser.request({ method: 'GET', url: '/api/v1/shoppingcarts' })).json<ShoppingCart>();
  const emptyCart = async (browser: TestBrowser) => {
    for (const item of (await cartOf(browser)).Items)
      await browser.send('DELETE', `/api/v1/shoppingcarts/shoppingcartitems/${item.Id}`);
  };
  const signedIn = async (who: { email: string; password: string }) => {
    const browser = t.browser();
    const response = await browser.signIn(who.email, who.password);
    if (response.statusCode !== 200) throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
    return browser;
  };
  /** An order of `browser`'s shopper with these lines; their cart is empty afterwards. */
  const placeOrder = async (
    browser: TestBrowser,
    email: string,
    lines: [string, number][],
  ): Promise<Order> => {
    for (const [variantId, quantity] of lines) {
      const added = await browser.send('POST', ADD, { ProductVariantId: variantId, Quantity: quantity });
      if (added.statusCode !== 200) throw new Error(`add: ${added.statusCode} ${added.body}`);
    }
    const token = await browser.antiforgeryToken();
    const response = await browser.request({
      method: 'POST',
      url: ORDERS,
      headers: { 'x-csrf-token': token, 'idempotency-key': randomUUID() },
      payload: form(email) as Record<string, unknown>,
    });
    if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
    return OrderPlacedSchema.parse(response.json()).Order;
  };
  const historyOf = async (orderId: string) =>
    t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
  const jobCount = async () =>
    (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await startTestApp(url, {
      LOGIN_RATE_LIMIT: '1000',
      CART_RATE_LIMIT: '1000',
      MAIL_FROM: SHOP_MAIL,
    });
    await insertCatalogFixture(t.app.db, t.app.storage);
    await seedDemoShipping(t.app.db);
    for (const who of [anna, bruno])
      await t.app.db
        .insert(users)
        .values({ email: who.email, passwordHash: await hashPassword(who.password) });
  }, 180_000);
  afterAll(() => t?.close());

  it('puts an order’s line back in the cart at today’s price, says the price changed, and never trusts the price sent', async () => {
    await setStock(V(4), 10);
    await setStock(V(13), 9);
    const browser = await signedIn(anna);
    const order = await placeOrder(browser, anna.email, [
      [V(4), 2],
      [V(13), 1],
    ]);
    const chair = order.Items.find((line) => line.ProductVariantId === V(4));
    if (!chair) throw new Error('no line');
    await setPrice(V(4), '159.00', '131.40');

    const response = await browser.send('PUT', `${REORDER}?culture=fr`, {
      name: 'Anything',
      quantity: 1,
      price: 0.01,
      ItemKey: chair.Id,
      OrderId: order.Id,
      ItemOrigin: 'Order',
      currencyCode: 'EUR',
    });
    expect(response.statusCode).toBe(200);
    const answer = OrderAddedToCartSchema.parse(response.json());
    expect(answer.Items).toHaveLength(1);
    expect(answer.Items[0]).toMatchObject({
      ProductVariantId: V(4),
      Quantity: 1,
      UnitPriceTaxIncl: 159,
      ItemOrigin: 'Order',
      ItemOriginAndKey: `Order:${chair.Id}`,
    });
    expect(answer.ItemIds).toEqual([answer.Items[0]?.Id]);
    expect(answer.Messages).toHaveLength(1);
    expect(answer.Messages[0]).toMatch(/^Orders\.Reorder\.PriceChanged\|/);
    const { was, now } = JSON.parse(answer.Messages[0]?.split('|')[1] ?? '{}');
    // Amounts as the culture writes them (its spaces are non-breaking).
    expect([was, now].map((amount: string) => amount.replace(/\s/g, ' '))).toEqual(['149,00 €', '159,00 €']);
    expectTranslatedErrors({ Messages: answer.Messages });
    // The header's cart says the same.
    expect((await cartOf(browser)).AmountTaxIncl).toBe(159);
    await setPrice(V(4), '149.00', '123.14');
    await emptyCart(browser);
  });

  it('clamps to the stock and says so; without ItemKey the whole order goes back, at the ordered quantities', async () => {
    await setStock(V(4), 10);
    await setStock(V(13), 9);
    const browser = await signedIn(anna);
    const order = await placeOrder(browser, anna.email, [
      [V(4), 3],
      [V(13), 2],
    ]);
    await setStock(V(4), 1);
    const response = await browser.send('PUT', REORDER, { OrderId: order.Id });
    expect(response.statusCode).toBe(200);
    const answer = OrderAddedToCartSchema.parse(response.json());
    expect(answer.Items.map((item) => [item.ProductVariantId, item.Quantity]).sort()).toEqual(
      [
        [V(4), 1],
        [V(13), 2],
      ].sort(),
    );
    expect(answer.ItemIds).toHaveLength(2);
    expect(answer.Messages.some((message) => message.startsWith('Cart.QuantityAdjusted.Stock|'))).toBe(true);
    expectTranslatedErrors({ Messages: answer.Messages });
    await emptyCart(browser);
  });

  it('a variant no longer sold is a translated 422 and the cart stays as it was; the rest of a whole order still goes in', async () => {
    await setStock(V(4), 10);
    await setStock(V(13), 9);
    const browser = await signedIn(anna);
    const order = await placeOrder(browser, anna.email, [
      [V(4), 1],
      [V(13), 1],
    ]);
    const lamp = order.Items.find((line) => line.ProductVariantId === V(13));
    if (!lamp) throw new Error('no line');
    await setAvailable(V(13), false);
    try {
      const refused = await browser.send('PUT', REORDER, { OrderId: order.Id, ItemKey: lamp.Id });
      const problem = expectProblem(refused, 422, PROBLEM_TYPES.variantUnavailable);
      expect(problem.errors?.ItemKey?.[0]).toMatch(/^Orders\.Reorder\.NoLongerSold\|/);
      expectTranslatedErrors(problem.errors);
      expect((await cartOf(browser)).Items).toHaveLength(0);

      const whole = OrderAddedToCartSchema.parse(
        (await browser.send('PUT', REORDER, { OrderId: order.Id })).json(),
      );
      expect(whole.Items.map((item) => item.ProductVariantId)).toEqual([V(4)]);
      expect(whole.Messages.some((message) => message.startsWith('Orders.Reorder.NoLongerSold|'))).toBe(true);
    } finally {
      await setAvailable(V(13), true);
      await emptyCart(browser);
    }
  });

  it('another shopper’s order, an unknown line and a stranger are not found; bad input is a 400; nothing is written', async () => {
    await setStock(V(4), 10);
    const annaBrowser = await signedIn(anna);
    const order = await placeOrder(annaBrowser, anna.email, [[V(4), 1]]);
    const line = order.Items[0];
    if (!line) throw new Error('no line');

    const bruno_ = await signedIn(bruno);
    expectProblem(await bruno_.send('PUT', REORDER, { OrderId: order.Id, ItemKey: line.Id }), 404);
    expect((await cartOf(bruno_)).Items).toHaveLength(0);
    const stranger = t.browser();
    expectProblem(await stranger.send('PUT', REORDER, { OrderId: order.Id }), 404);
    expect(stranger.cookies.size).toBeGreaterThan(0);
    expect((await cartOf(stranger)).Items).toHaveLength(0);
    expectProblem(await annaBrowser.send('PUT', REORDER, { OrderId: order.Id, ItemKey: randomUUID() }), 404);
    expectProblem(await annaBrowser.send('PUT', REORDER, { OrderId: randomUUID() }), 404);

    for (const body of [
      { OrderId: 'not-an-id' },
      { OrderId: order.Id, quantity: 0 },
      { OrderId: order.Id, quantity: 1.5 },
      { OrderId: order.Id, ItemOrigin: 'Catalog' },
      { OrderId: order.Id, price: -1 },
      {},
    ]) {
      const problem = expectProblem(await annaBrowser.send('PUT', REORDER, body), 400);
      expect(problem.type).toBe(PROBLEM_TYPES.validation);
    }
    expect((await cartOf(annaBrowser)).Items).toHaveLength(0);
  });

  it('a guest orders again from the order their own session placed', async () => {
    await setStock(V(4), 10);
    const guest = t.browser();
    const order = await placeOrder(guest, 'guest-again@vitrine.example', [[V(4), 2]]);
    const answer = OrderAddedToCartSchema.parse(
      (await guest.send('PUT', REORDER, { OrderId: order.Id, ItemKey: order.Items[0]?.Id })).json(),
    );
    expect(answer.Items).toMatchObject([{ ProductVariantId: V(4), Quantity: 2 }]);
    expect(answer.Messages).toEqual([]);
  });

  it('asks the shop to deliver an order elsewhere: a message to the shop, a note in the history, the order unchanged', async () => {
    await setStock(V(4), 10);
    const browser = await signedIn(anna);
    const order = await placeOrder(browser, anna.email, [[V(4), 1]]);
    const before = (await readMailbox(t.config.dataDir)).length;
    const response = await browser.send(
      'POST',
      `${ORDERS}/${order.Id}/delivery-address-requests`,
      newAddress,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Success: true, Message: 'Orders.AddressRequest.Sent' });

    const history = await historyOf(order.Id);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({ status: 'placed', actorKind: 'customer' });
    expect(history[1]?.note).toContain('Kerkstraat 3');
    expect(history[1]?.note).toContain('9000 Gent');
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.Id));
    expect(row?.status).toBe('placed');

    await t.app.jobs.runDue();
    const mails = (await readMailbox(t.config.dataDir)).slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.to).toContain('boutique@vitrine.example');
    expect(mail?.subject).toBe(`Commande ${order.Number} : changement d’adresse de livraison demandé`);
    expect(mail?.text).toContain('Kerkstraat 3');
    expect(mail?.text).toContain('Rue de la Loi 16');
    expect(mail?.text).toContain(anna.email);
    // What the customer typed is escaped in the HTML part.
    expect(mail?.html).toContain('&lt;Lies&gt;');
    expect(mail?.html).not.toContain('<Lies>');

    // The order screen shows the request in the history.
    const read = (await browser.request({ method: 'GET', url: `${ORDERS}/${order.Id}` })).json<Order>();
    expect(read.History.map((entry) => entry.Status)).toEqual(['placed', 'placed']);
  });

  it('refuses a request too late, for another’s order, from a guest, with bad fields or a country not served; nothing is written', async () => {
    await setStock(V(4), 10);
    const browser = await signedIn(anna);
    const order = await placeOrder(browser, anna.email, [[V(4), 1]]);
    const requests = `${ORDERS}/${order.Id}/delivery-address-requests`;
    const jobsBefore = await jobCount();

    await t.app.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.Id));
    const late = expectProblem(
      await browser.send('POST', requests, newAddress),
      422,
      PROBLEM_TYPES.orderAddressLocked,
    );
    expect(late.errors?.orderId).toEqual(['Orders.AddressRequest.TooLate']);
    expectTranslatedErrors(late.errors);
    await t.app.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.Id));

    expectProblem(await (await signedIn(bruno)).send('POST', requests, newAddress), 404);
    expectProblem(await t.browser().send('POST', requests, newAddress), 401);
    expectProblem(
      await browser.send('POST', `${ORDERS}/${randomUUID()}/delivery-address-requests`, newAddress),
      404,
    );
    expectProblem(await browser.send('POST', `${ORDERS}/nope/delivery-address-requests`, newAddress), 400);

    const invalid = expectProblem(
      await browser.send('POST', requests, { ...newAddress, FirstName: '', City: 'x'.repeat(101) }),
      400,
    );
    expect(Object.keys(invalid.errors ?? {}).sort()).toEqual(['City', 'FirstName']);
    expectTranslatedErrors(invalid.errors);
    expectProblem(await browser.send('POST', requests, { ...newAddress, Comment: 'x'.repeat(1001) }), 400);
    const abroad = expectProblem(
      await browser.send('POST', requests, { ...newAddress, CountryId: 'IT' }),
      422,
      PROBLEM_TYPES.notShippingCountry,
    );
    expectTranslatedErrors(abroad.errors);

    expect(await historyOf(order.Id)).toHaveLength(1);
    expect(await jobCount()).toBe(jobsBefore);
  });
});
