import { randomUUID } from 'node:crypto';
import {
  createApiClient,
  OrderPlacedSchema,
  type PlaceOrderBody,
  PROBLEM_TYPES,
  type StaffOrder,
  StaffOrderListSchema,
  StaffOrderSchema,
} from '@vitrine/api-client';
import { orderStatusHistory, orderStockAllocations, orders, seedDemoShipping, users } from '@vitrine/db';
import { type Culture, stringResources } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { decodeMessage } from '@vitrine/validation';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitOfWork } from '../src/lib/unit-of-work';
import { ordersOptions, ordersService } from '../src/modules/orders/index';
import { hashPassword } from '../src/modules/security/passwords';
import { insertCatalogFixture, uid, V, WH } from './fixtures/catalog';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

const ADD = '/api/v1/catalog/products/addtocart';
const DESK = '/api/v1/backoffice/orders';
/** Table Basse Verre: 149.00 EUR, home delivery free from 75 EUR. */
const TABLE = V(4);
const eur = (value: string, culture: Culture = 'fr') => formatMoney(Money.parse(value, 'EUR'), culture);

const form = (email: string, first: string, last: string): PlaceOrderBody => ({
  Email: email,
  AccountType: 'Private',
  BillingFirstName: first,
  BillingLastName: last,
  BillingStreet1: 'Rue de la Loi',
  BillingHouseNumber: '16',
  BillingPostalCode: '1000',
  BillingCity: 'Bruxelles',
  BillingCountry: 'BE',
  SameAddressForShipping: true,
});

/** Every field message is an i18n key known in all six cultures; answers the keys. */
function translatedKeys(errors: Record<string, string[]> | undefined): string[] {
  const keys = Object.values(errors ?? {})
    .flat()
    .map((message) => decodeMessage(message).key);
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys)
    for (const culture of Object.keys(stringResources) as Culture[])
      expect(stringResources[culture][key], `${culture}: ${key}`).toBeTruthy();
  return keys;
}

describe.each(databaseTargets)('the staff order desk on $name', ({ url }) => {
  let t: TestApp;
  let seller: TestBrowser;
  let admin: TestBrowser;
  const sales = { id: uid(9101), email: 'sam.sales@vitrine.example', password: 'sales-password-1' };
  const editor = { id: uid(9102), email: 'eddie.editor@vitrine.example', password: 'editor-password-1' };
  const customer = {
    id: uid(9103),
    email: 'carla.customer@vitrine.example',
    password: 'customer-password-1',
  };
  /** Placed in this order in beforeAll: Anna (1 table), Bruno (2, then paid), Anna again (3). */
  const placed: { id: string; number: string }[] = [];

  const stockOf = async (variantId: string) => {
    const result = await t.app.db.execute<{ quantity: number }>(
      sql`SELECT quantity FROM warehouse_stock WHERE variant_id = ${variantId}::uuid AND warehouse_id = ${WH.brussels}::uuid`,
    );
    return Number(result.rows[0]?.quantity ?? 0);
  };
  const signedIn = async (who: { email: string; password: string }) => {
    const browser = t.browser();
    const response = await browser.signIn(who.email, who.password);
    if (response.statusCode !== 200) throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
    return browser;
  };
  /** A guest's order through the real checkout: cart, then POST /sales/orders with a key. */
  const placeOrder = async (email: string, first: string, last: string, quantity: number) => {
    const guest = t.browser();
    const added = await guest.send('POST', ADD, { ProductVariantId: TABLE, Quantity: quantity });
    if (added.statusCode !== 200) throw new Error(`add: ${added.body}`);
    const response = await guest.request({
      method: 'POST',
      url: '/api/v1/sales/orders',
      headers: { 'x-csrf-token': await guest.antiforgeryToken(), 'idempotency-key': randomUUID() },
      payload: form(email, first, last) as Record<string, unknown>,
    });
    if (response.statusCode !== 201) throw new Error(`order: ${response.statusCode} ${response.body}`);
    const order = OrderPlacedSchema.parse(response.json());
    return { id: order.OrderId, number: order.Number };
  };
  const pay = (orderId: string) =>
    unitOfWork(t.app.db, (work) =>
      ordersService(t.app.db, ordersOptions(t.config)).move(
        work,
        orderId,
        'paid',
        { kind: 'system', id: null },
        'test',
      ),
    );
  const list = async (browser: TestBrowser, query = '') => {
    const response = await browser.request({ method: 'GET', url: `${DESK}${query}` });
    if (response.statusCode !== 200) throw new Error(`list: ${response.statusCode} ${response.body}`);
    return { response, body: StaffOrderListSchema.parse(response.json()) };
  };
  const read = async (browser: TestBrowser, orderId: string, query = ''): Promise<StaffOrder> => {
    const response = await browser.request({ method: 'GET', url: `${DESK}/${orderId}${query}` });
    if (response.statusCode !== 200) throw new Error(`read: ${response.statusCode} ${response.body}`);
    return StaffOrderSchema.parse(response.json());
  };
  const move = (browser: TestBrowser, orderId: string, body: Record<string, unknown>) =>
    browser.send('POST', `${DESK}/${orderId}/status`, body);
  const moved = (response: LightMyRequestResponse): StaffOrder => {
    if (response.statusCode !== 200) throw new Error(`move: ${response.statusCode} ${response.body}`);
    return StaffOrderSchema.parse(response.json());
  };
  const mailJobs = async () => {
    const result = await t.app.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM jobs WHERE kind = 'mail.send'`,
    );
    return Number(result.rows[0]?.count ?? 0);
  };
  const rowOf = async (orderId: string) => {
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error('no order');
    const history = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    return { status: row.status, version: row.version, history: history.length };
  };

  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000', CART_RATE_LIMIT: '1000' });
    await insertCatalogFixture(t.app.db, t.app.storage);
    await seedDemoShipping(t.app.db);
    await t.app.db.execute(
      sql`UPDATE warehouse_stock SET quantity = CASE WHEN warehouse_id = ${WH.brussels}::uuid THEN 100 ELSE 0 END WHERE variant_id = ${TABLE}::uuid`,
    );
    await t.app.db.insert(users).values([
      // A Dutch-speaking seller: the desk answers in their language unless asked for another.
      {
        id: sales.id,
        email: sales.email,
        passwordHash: await hashPassword(sales.password),
        roles: ['sales'],
        firstName: 'Sam',
        lastName: 'Sales',
        culture: 'nl',
      },
      {
        id: editor.id,
        email: editor.email,
        passwordHash: await hashPassword(editor.password),
        roles: ['editor'],
      },
      { id: customer.id, email: customer.email, passwordHash: await hashPassword(customer.password) },
    ]);
    placed.push(await placeOrder('anna@vitrine.example', 'Anna', 'Peeters', 1));
    placed.push(await placeOrder('bruno@atelier.example', 'Bruno', 'Janssens', 2));
    placed.push(await placeOrder('Anna@Vitrine.example', 'Anna', 'Peeters', 3));
    await pay(placed[1]?.id ?? '');
    seller = await signedIn(sales);
    admin = await signedIn(t.config.admin);
  }, 180_000);
  afterAll(() => t?.close());

  const ids = (items: { Id: string }[]) => items.map((item) => item.Id);

  it('lists the shop’s orders newest first, by status, by number or e-mail in any case, by page', async () => {
    const [anna, bruno, annaAgain] = placed as [(typeof placed)[0], (typeof placed)[0], (typeof placed)[0]];
    const all = await list(seller, '?culture=fr');
    expect(all.response.headers['cache-control']).toBe('no-store');
    expect(all.body).toMatchObject({ TotalCount: 3, Page: 1, PageSize: 20 });
    expect(ids(all.body.Items)).toEqual([annaAgain.id, bruno.id, anna.id]);
    expect(all.body.Items[1]).toEqual({
      Id: bruno.id,
      Number: bruno.number,
      Status: 'paid',
      PlacedAt: expect.any(String),
      Email: 'bruno@atelier.example',
      CustomerName: 'Bruno Janssens',
      ItemsQuantityCount: 2,
      AmountTaxIncl: 298,
      AmountTaxInclHtml: eur('298.00'),
      CurrencyCode: 'EUR',
    });
    // Without ?culture the seller's own language.
    expect((await list(seller)).body.Items[1]?.AmountTaxInclHtml).toBe(eur('298.00', 'nl'));

    expect(ids((await list(seller, '?status=paid')).body.Items)).toEqual([bruno.id]);
    expect(ids((await list(seller, '?status=placed')).body.Items)).toEqual([annaAgain.id, anna.id]);
    expect((await list(seller, '?status=shipped')).body).toMatchObject({ Items: [], TotalCount: 0 });

    expect(ids((await list(seller, `?q=${bruno.number}`)).body.Items)).toEqual([bruno.id]);
    expect(ids((await list(seller, `?q=${bruno.number.toLowerCase()}`)).body.Items)).toEqual([bruno.id]);
    expect(ids((await list(seller, '?q=ANNA%40VITRINE')).body.Items)).toEqual([annaAgain.id, anna.id]);
    expect(ids((await list(seller, '?q=bruno%40')).body.Items)).toEqual([bruno.id]);
    expect(ids((await list(seller, '?q=anna&status=placed&pageSize=1&page=2')).body.Items)).toEqual([
      anna.id,
    ]);
    // LIKE's own characters are taken literally.
    expect((await list(seller, '?q=%25')).body.TotalCount).toBe(0);

    const first = await list(seller, '?pageSize=2');
    expect(first.body).toMatchObject({ TotalCount: 3, Page: 1, PageSize: 2 });
    expect(ids(first.body.Items)).toEqual([annaAgain.id, bruno.id]);
    const second = await list(seller, '?pageSize=2&page=2');
    expect(ids(second.body.Items)).toEqual([anna.id]);
    expect((await list(seller, '?pageSize=2&page=3')).body).toMatchObject({ Items: [], TotalCount: 3 });

    for (const bad of ['?pageSize=101', '?pageSize=0', '?page=0', '?status=lost', '?culture=xx'])
      expectProblem(await seller.request({ method: 'GET', url: `${DESK}${bad}` }), 400);

    // The typed client makes the same call.
    const api = createApiClient({ baseUrl: 'http://gateway', fetch: seller.fetch });
    expect(ids((await api.staffOrders.list({ status: 'paid' }, 'fr')).Items)).toEqual([bruno.id]);
  });

  it('reads one order: lines, totals, addresses, history, the statuses it may move to and its version', async () => {
    const [anna, bruno] = placed as [(typeof placed)[0], (typeof placed)[0]];
    const order = await read(seller, bruno.id, '?culture=fr');
    expect(order).toMatchObject({
      Id: bruno.id,
      Number: bruno.number,
      Status: 'paid',
      Email: 'bruno@atelier.example',
      CustomerId: null,
      AmountTaxIncl: 298,
      AmountTaxInclHtml: eur('298.00'),
      Items: [{ ProductVariantId: TABLE, Quantity: 2, UnitPriceTaxIncl: 149, TotalTaxIncl: 298 }],
      BillingAddress: { FirstName: 'Bruno', LastName: 'Janssens', CountryName: 'Belgique' },
      ShippingAddress: { City: 'Bruxelles' },
      History: [
        { Status: 'placed', ActorKind: 'guest', ActorId: null, ActorEmail: null },
        { Status: 'paid', ActorKind: 'system', ActorId: null, ActorEmail: null, Note: 'test' },
      ],
      NextStatuses: ['shipped', 'cancelled'],
      Version: 2,
    });
    // The seller's own language without ?culture.
    expect((await read(seller, bruno.id)).BillingAddress.CountryName).toBe('België');
    expect((await read(seller, bruno.id, '?culture=de')).BillingAddress.CountryName).toBe('Belgien');
    // Unpaid: a payment received outside the provider, or a cancel.
    expect(await read(seller, anna.id)).toMatchObject({
      Status: 'placed',
      NextStatuses: ['paid', 'cancelled'],
      Version: 1,
    });

    expectProblem(await seller.request({ method: 'GET', url: `${DESK}/${uid(999_999)}` }), 404);
    expectProblem(await seller.request({ method: 'GET', url: `${DESK}/not-an-id` }), 400);
  });

  it('moves a paid order to shipped then delivered, each move in the history with the staff member’s e-mail', async () => {
    const bruno = placed[1] as (typeof placed)[0];
    const shipped = moved(
      await move(seller, bruno.id, { Status: 'shipped', Note: ' Colis 3S123 ', Version: 2 }),
    );
    expect(shipped).toMatchObject({ Status: 'shipped', Version: 3, NextStatuses: ['delivered'] });
    expect(shipped.History.at(-1)).toMatchObject({
      Status: 'shipped',
      ActorKind: 'staff',
      ActorId: sales.id,
      ActorEmail: sales.email,
      Note: 'Colis 3S123',
    });

    const api = createApiClient({ baseUrl: 'http://gateway', fetch: admin.fetch });
    const delivered = await api.staffOrders.move(bruno.id, { Status: 'delivered', Version: 3 }, 'fr');
    expect(delivered).toMatchObject({ Status: 'delivered', Version: 4, NextStatuses: [] });
    expect(delivered.History.map((entry) => [entry.Status, entry.ActorKind, entry.ActorEmail])).toEqual([
      ['placed', 'guest', null],
      ['paid', 'system', null],
      ['shipped', 'staff', sales.email],
      ['delivered', 'staff', t.config.admin.email],
    ]);
    // As stored: the staff member's id, and what the shopper reads is the same status.
    const rows = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, bruno.id));
    const [adminUser] = await t.app.db.select().from(users).where(eq(users.email, t.config.admin.email));
    expect(rows.filter((row) => row.actorKind === 'staff').map((row) => row.actorId)).toEqual([
      sales.id,
      adminUser?.id,
    ]);
    expect(await rowOf(bruno.id)).toEqual({ status: 'delivered', version: 4, history: 4 });
    expect((await list(seller, '?status=delivered')).body.Items.map((item) => item.Number)).toEqual([
      bruno.number,
    ]);
  });

  it('marks an order paid by hand with the payment’s reference: held stock kept, confirmation queued', async () => {
    const before = await stockOf(TABLE);
    const order = await placeOrder('dora@vitrine.example', 'Dora', 'Dupont', 1);
    const mailsBefore = await mailJobs();
    const paid = moved(
      await move(seller, order.id, { Status: 'paid', Note: 'Virement BE12 3456 du 25/11', Version: 1 }),
    );
    expect(paid).toMatchObject({
      Status: 'paid',
      Version: 2,
      CanPay: false,
      NextStatuses: ['shipped', 'cancelled'],
    });
    expect(paid.History.at(-1)).toMatchObject({
      Status: 'paid',
      ActorKind: 'staff',
      ActorEmail: sales.email,
      Note: 'Virement BE12 3456 du 25/11',
    });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paidAt).toBeInstanceOf(Date);
    // No longer on hold: the unpaid-order job would not cancel it.
    expect(row?.holdUntil).toBeNull();
    expect(await stockOf(TABLE)).toBe(before - 1);
    expect(await mailJobs()).toBe(mailsBefore + 1);
  });

  it('cancelling a placed order gives its stock back and keeps the reason', async () => {
    const before = await stockOf(TABLE);
    const order = await placeOrder('carl@vitrine.example', 'Carl', 'Claes', 4);
    expect(await stockOf(TABLE)).toBe(before - 4);
    const cancelled = moved(
      await move(seller, order.id, { Status: 'cancelled', Note: 'Le client a appelé', Version: 1 }),
    );
    expect(cancelled).toMatchObject({ Status: 'cancelled', NextStatuses: [], Version: 2, CanPay: false });
    expect(cancelled.History.at(-1)).toMatchObject({
      Status: 'cancelled',
      ActorKind: 'staff',
      ActorEmail: sales.email,
      Note: 'Le client a appelé',
    });
    expect(await stockOf(TABLE)).toBe(before);
    const allocations = await t.app.db
      .select()
      .from(orderStockAllocations)
      .where(eq(orderStockAllocations.orderId, order.id));
    expect(allocations.length).toBeGreaterThan(0);
    expect(allocations.every((row) => row.releasedAt !== null)).toBe(true);
  });

  it('refuses a move its status does not allow with 422, and bad input with 400; nothing changes', async () => {
    const anna = placed[0] as (typeof placed)[0];
    const bruno = placed[1] as (typeof placed)[0];
    const annaBefore = await rowOf(anna.id);
    for (const Status of ['shipped', 'delivered', 'refunded', 'placed']) {
      const problem = expectProblem(
        await move(seller, anna.id, { Status, Version: 1 }),
        422,
        PROBLEM_TYPES.orderTransitionRefused,
      );
      expect(translatedKeys(problem.errors)).toEqual(['Orders.TransitionRefused']);
    }
    // Paid by hand needs the payment's reference.
    for (const Note of [undefined, '', '   ']) {
      const problem = expectProblem(
        await move(seller, anna.id, { Status: 'paid', Version: 1, ...(Note === undefined ? {} : { Note }) }),
        422,
        PROBLEM_TYPES.orderTransitionRefused,
      );
      expect(translatedKeys(problem.errors)).toEqual(['Orders.PaymentReferenceRequired']);
    }
    // Delivered is the end of the road.
    expectProblem(
      await move(seller, bruno.id, { Status: 'cancelled', Version: 4 }),
      422,
      PROBLEM_TYPES.orderTransitionRefused,
    );
    expect(await rowOf(bruno.id)).toEqual({ status: 'delivered', version: 4, history: 4 });

    const invalid = [
      { Status: 'lost', Version: 1 },
      { Status: 'cancelled' },
      { Status: 'cancelled', Version: 0 },
      { Status: 'cancelled', Version: 1, Note: 'x'.repeat(501) },
    ];
    for (const body of invalid) expectProblem(await move(seller, anna.id, body), 400);
    expect(await rowOf(anna.id)).toEqual(annaBefore);
    expectProblem(await move(seller, uid(999_998), { Status: 'cancelled', Version: 1 }), 404);
  });

  it('refuses a move made on a stale version with a translated 409, and only one of two simultaneous moves wins', async () => {
    const order = await placeOrder('dora@vitrine.example', 'Dora', 'Dumont', 1);
    await pay(order.id);
    const seen = await read(seller, order.id);
    expect(seen.Version).toBe(2);
    // Someone else ships it meanwhile.
    moved(await move(admin, order.id, { Status: 'shipped', Version: seen.Version }));
    const stale = expectProblem(
      await move(seller, order.id, { Status: 'cancelled', Note: 'doublon', Version: seen.Version }),
      409,
      PROBLEM_TYPES.conflict,
    );
    expect(translatedKeys(stale.errors)).toEqual(['Backoffice.OrdersChangedMeanwhile']);
    expect(await rowOf(order.id)).toEqual({ status: 'shipped', version: 3, history: 3 });

    const race = await placeOrder('emile@vitrine.example', 'Émile', 'Evers', 1);
    await pay(race.id);
    const answers = await Promise.all([
      move(seller, race.id, { Status: 'shipped', Version: 2 }),
      move(admin, race.id, { Status: 'cancelled', Note: 'rupture', Version: 2 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const row = await rowOf(race.id);
    expect(row).toMatchObject({ version: 3, history: 3 });
    const winner = answers.find((answer) => answer.statusCode === 200);
    expect(row.status).toBe(StaffOrderSchema.parse(winner?.json()).Status);
  });

  it('is for sales and admins: an editor and a customer are refused, a visitor must sign in', async () => {
    const order = placed[2] as (typeof placed)[0];
    const calls = (browser: TestBrowser) => [
      browser.request({ method: 'GET', url: DESK }),
      browser.request({ method: 'GET', url: `${DESK}/${order.id}` }),
      move(browser, order.id, { Status: 'cancelled', Version: 1 }),
    ];
    for (const answer of await Promise.all(calls(await signedIn(editor)))) expectProblem(answer, 403);
    for (const answer of await Promise.all(calls(await signedIn(customer)))) expectProblem(answer, 403);
    for (const answer of await Promise.all(calls(t.browser()))) expectProblem(answer, 401);
    expect(await rowOf(order.id)).toEqual({ status: 'placed', version: 1, history: 1 });
    expect((await list(admin)).body.TotalCount).toBeGreaterThanOrEqual(3);
  });
});
