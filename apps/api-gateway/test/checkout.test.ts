import { randomUUID } from 'node:crypto';
import {
  createApiClient,
  type OrderPlaced,
  OrderPlacedSchema,
  OrderSchema,
  PaymentSessionSchema,
  type PlaceOrderBody,
  PROBLEM_TYPES,
} from '@vitrine/api-client';
import { jobs, orderStatusHistory, orders, seedDemoShipping, users } from '@vitrine/db';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitOfWork } from '../src/lib/unit-of-work';
import { EXPIRE_UNPAID_ORDER } from '../src/modules/checkout/index';
import { ordersOptions, ordersService } from '../src/modules/orders/index';
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

const form = (overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody => ({
  Email: 'guest@vitrine.example',
  AccountType: 'Private',
  BillingFirstName: 'Anna',
  BillingLastName: 'Peeters',
  BillingStreet1: 'Rue de la Loi',
  BillingHouseNumber: '16',
  BillingPostalCode: '1000',
  BillingCity: 'Bruxelles',
  BillingCountry: 'BE',
  SameAddressForShipping: true,
  ...overrides,
});

describe.each(databaseTargets)('checkout on $name', ({ url }) => {
  let t: TestApp;
  const customer = { email: 'orders-customer@vitrine.example', password: 'orders-customer-1' };

  const stockOf = async (variantId: string, warehouseId: string = WH.brussels) => {
    const result = await t.app.db.execute<{ quantity: number }>(
      sql`SELECT quantity FROM warehouse_stock WHERE variant_id = ${variantId}::uuid AND warehouse_id = ${warehouseId}::uuid`,
    );
    return Number(result.rows[0]?.quantity ?? 0);
  };
  const setStock = (variantId: string, quantity: number) =>
    t.app.db.execute(
      sql`UPDATE warehouse_stock SET quantity = CASE WHEN warehouse_id = ${WH.brussels}::uuid THEN ${quantity} ELSE 0 END WHERE variant_id = ${variantId}::uuid`,
    );
  const cartLines = async (browser: TestBrowser) =>
    (await browser.request({ method: 'GET', url: '/api/v1/shoppingcarts' })).json<{ Items: unknown[] }>()
      .Items.length;
  const add = async (browser: TestBrowser, variantId: string, quantity: number) => {
    const response = await browser.send('POST', ADD, { ProductVariantId: variantId, Quantity: quantity });
    if (response.statusCode !== 200) throw new Error(`add: ${response.statusCode} ${response.body}`);
  };
  const place = async (browser: TestBrowser, body: PlaceOrderBody = form(), key: string = randomUUID()) => {
    const token = await browser.antiforgeryToken();
    return browser.request({
      method: 'POST',
      url: ORDERS,
      headers: { 'x-csrf-token': token, 'idempotency-key': key },
      payload: body as Record<string, unknown>,
    });
  };
  const placed = (response: LightMyRequestResponse): OrderPlaced => {
    if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
    return OrderPlacedSchema.parse(response.json());
  };
  const orderCount = async () =>
    (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000', CART_RATE_LIMIT: '1000' });
    await insertCatalogFixture(t.app.db, t.app.storage);
    await seedDemoShipping(t.app.db);
    await t.app.db
      .insert(users)
      .values({ email: customer.email, passwordHash: await hashPassword(customer.password) });
  }, 180_000);
  afterAll(() => t?.close());

  it('a guest’s cart becomes an order: priced by the server, stock taken, cart emptied, readable by its guest only', async () => {
    await setStock(V(4), 10);
    const guest = t.browser();
    await add(guest, V(4), 2);
    const { Order, Number: number } = placed(await place(guest, form({ ExpectedTotal: 298 })));
    expect(number).toMatch(/^V-\d{6,}$/);
    expect(Order).toMatchObject({
      Status: 'placed',
      Email: 'guest@vitrine.example',
      CurrencyCode: 'EUR',
      // Home delivery is free from 75 €.
      AmountTaxIncl: 298,
      ShippingMethodName: 'Livraison à domicile',
      CanPay: true,
      Items: [
        {
          ProductVariantId: V(4),
          Quantity: 2,
          UnitPriceTaxIncl: 149,
          TotalTaxIncl: 298,
          ItemOrigin: 'Catalog',
        },
      ],
      BillingAddress: {
        FirstName: 'Anna',
        Street1: 'Rue de la Loi',
        CountryId: 'BE',
        CountryName: 'Belgique',
      },
      ShippingAddress: { FirstName: 'Anna', City: 'Bruxelles', CountryId: 'BE' },
      History: [{ Status: 'placed', ActorKind: 'guest' }],
    });
    expect(await stockOf(V(4))).toBe(8);
    expect(await cartLines(guest)).toBe(0);

    const mine = await guest.request({ method: 'GET', url: `${ORDERS}/${Order.Id}?culture=nl` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(OrderSchema.parse(mine.json()).BillingAddress.CountryName).toBe('België');
    // Someone else (another session, or nobody) is told there is no such order.
    expectProblem(await t.browser().request({ method: 'GET', url: `${ORDERS}/${Order.Id}` }), 404);
    // Unpaid, it holds its stock until its hold ends, then a job gives it back.
    const [job] = await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, EXPIRE_UNPAID_ORDER), sql`${jobs.payload}->>'orderId' = ${Order.Id}`));
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, Order.Id));
    expect(job?.runAt.getTime()).toBe(row?.holdUntil?.getTime());
    expect(row?.holdUntil && row.holdUntil.getTime() - row.placedAt.getTime()).toBe(30 * 60_000);
  });

  it('the typed client places the order and reads it back', async () => {
    await setStock(V(4), 10);
    const guest = t.browser();
    await add(guest, V(4), 1);
    const api = createApiClient({ baseUrl: 'http://gateway', fetch: guest.fetch });
    const key = randomUUID();
    const first = await api.orders.placeOrder(form(), key, 'fr');
    const again = await api.orders.placeOrder(form(), key, 'fr');
    expect(again.OrderId).toBe(first.OrderId);
    expect((await api.orders.order(first.OrderId, 'fr')).Number).toBe(first.Number);
  });

  it('the same Idempotency-Key answers the same order, however often and however fast it is sent', async () => {
    await setStock(V(4), 10);
    const guest = t.browser();
    await add(guest, V(4), 1);
    const before = await orderCount();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(guest, form(), key)));
    const ids = new Set(answers.map((answer) => placed(answer).OrderId));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(V(4))).toBe(9);
    // The same key with another form is another request: refused, nothing written.
    const other = expectProblem(
      await place(guest, form({ Email: 'someone-else@vitrine.example' }), key),
      409,
      PROBLEM_TYPES.idempotencyConflict,
    );
    expectTranslatedErrors(other.errors);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses what cannot be ordered with a translated reason, and writes nothing', async () => {
    const guest = t.browser();
    // No key, no order: a retry could not be recognised.
    await add(guest, V(4), 1);
    const token = await guest.antiforgeryToken();
    const keyless = await guest.request({
      method: 'POST',
      url: ORDERS,
      headers: { 'x-csrf-token': token },
      payload: form() as Record<string, unknown>,
    });
    expectTranslatedErrors(expectProblem(keyless, 400).errors);

    const invalid = expectProblem(
      await place(guest, form({ Email: 'not-an-address', AccountType: 'Company', BillingStreet1: '' })),
      400,
    );
    expect(Object.keys(invalid.errors ?? {})).toEqual(
      expect.arrayContaining(['Email', 'BillingCompany', 'BillingStreet1']),
    );

    const before = { orders: await orderCount(), stock: await stockOf(V(4)) };
    const changed = expectProblem(
      await place(guest, form({ ExpectedTotal: 1 })),
      409,
      PROBLEM_TYPES.priceChanged,
    );
    expectTranslatedErrors(changed.errors);
    const elsewhere = expectProblem(
      await place(guest, form({ BillingCountry: 'NL' })),
      409,
      PROBLEM_TYPES.priceChanged,
    );
    expect(elsewhere.errors).toEqual({ ShippingCountryId: ['Checkout.CountryChanged'] });
    expect({ orders: await orderCount(), stock: await stockOf(V(4)) }).toEqual(before);
    expect(await cartLines(guest)).toBe(1);

    expectProblem(await place(t.browser()), 422, PROBLEM_TYPES.emptyCart);
  });

  it('sells the last units once: concurrent checkouts never take more than the stock', async () => {
    const buyers = 50;
    const units = 3;
    await setStock(V(4), buyers);
    const browsers = Array.from({ length: buyers }, () => t.browser());
    for (const browser of browsers) await add(browser, V(4), 1);
    await setStock(V(4), units);
    const before = await orderCount();
    const answers = await Promise.all(browsers.map((browser) => place(browser)));
    const ok = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(ok).toHaveLength(units);
    expect(new Set(ok.map((answer) => placed(answer).OrderId)).size).toBe(units);
    for (const answer of refused) {
      const problem = expectProblem(answer, 422, PROBLEM_TYPES.outOfStock);
      expectTranslatedErrors(problem.errors);
    }
    // Exactly those orders were written, and nothing is left to sell.
    expect(await orderCount()).toBe(before + units);
    expect(await stockOf(V(4))).toBe(0);
    // Those refused keep their cart, to order something else.
    const kept = await Promise.all(
      browsers.filter((_, index) => answers[index]?.statusCode !== 201).map(cartLines),
    );
    expect(kept.every((lines) => lines === 1)).toBe(true);
  });

  it('an order not paid in time is cancelled by its job and gives its stock back', async () => {
    const later = new Date(Date.now() + 31 * 60_000);
    // The earlier tests' unpaid orders end their hold first, so only this one moves the stock below.
    await t.app.jobs.runDue({ now: later });
    await setStock(V(4), 10);
    const guest = t.browser();
    await add(guest, V(4), 3);
    const { OrderId } = placed(await place(guest));
    expect(await stockOf(V(4))).toBe(7);
    // Not due yet: nothing happens.
    await t.app.jobs.runDue();
    expect((await t.app.db.select().from(orders).where(eq(orders.id, OrderId)))[0]?.status).toBe('placed');

    await t.app.jobs.runDue({ now: later });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, OrderId));
    expect(row?.status).toBe('cancelled');
    expect(await stockOf(V(4))).toBe(7 + 3);
    const history = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, OrderId));
    expect(history.map((entry) => [entry.status, entry.actorKind])).toEqual([
      ['placed', 'guest'],
      ['cancelled', 'system'],
    ]);
  });

  it('a paid order is confirmed by e-mail in its culture, sent once the payment is recorded', async () => {
    await setStock(V(4), 10);
    const guest = t.browser();
    await add(guest, V(4), 1);
    const { OrderId, Number: number } = placed(
      await place(guest, form({ Email: 'paying-guest@vitrine.example', BillingFirstName: 'Zoë <b>' })),
    );
    const orders = ordersService(t.app.db, ordersOptions(t.config));
    const before = (await readMailbox(t.config.dataDir)).length;
    // A payment recorded in a unit of work that fails sends nothing.
    await expect(
      unitOfWork(t.app.db, async (work) => {
        await orders.move(work, OrderId, 'paid', { kind: 'system', id: null }, 'Payment');
        throw new Error('the payment could not be recorded');
      }),
    ).rejects.toThrow('could not be recorded');
    await t.app.jobs.runDue();
    expect(await readMailbox(t.config.dataDir)).toHaveLength(before);

    await unitOfWork(t.app.db, (work) =>
      orders.move(work, OrderId, 'paid', { kind: 'system', id: null }, 'Payment'),
    );
    await t.app.jobs.runDue();
    const mails = (await readMailbox(t.config.dataDir)).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe('paying-guest@vitrine.example');
    expect(mail?.subject).toContain(`Votre commande ${number}`);
    expect(mail?.text).toContain('Table Basse Verre');
    expect(mail?.text).toContain(`/fr/sales/orders/${OrderId}/confirmation`);
    // What the shopper typed is shown, never interpreted.
    expect(mail?.html).toContain('Zoë &lt;b&gt;');
    expect(mail?.html).not.toContain('Zoë <b>');
    const read = await guest.request({ method: 'GET', url: `${ORDERS}/${OrderId}` });
    expect(OrderSchema.parse(read.json())).toMatchObject({ Status: 'paid', CanPay: false });
  });

  it('make-payment opens the drop-in’s session; a refused card leaves the order to pay, a good one pays it and confirms it', async () => {
    await setStock(V(4), 10);
    const guest = t.browser();
    await add(guest, V(4), 1);
    const { OrderId, Number: number } = placed(
      await place(guest, form({ Email: 'card-payer@vitrine.example' })),
    );
    const makePayment = (browser: TestBrowser, body: Record<string, unknown> = {}) =>
      browser.send('POST', `${ORDERS}/${OrderId}/makepayment`, body);
    const card = (CardNumber: string) => ({
      HolderName: 'Anna Peeters',
      CardNumber,
      ExpiryMonth: '03',
      ExpiryYear: '2030',
      Cvc: '737',
      BillingStreet: 'Rue de la Loi 16',
      BillingPostalCode: '1000',
      BillingCity: 'Bruxelles',
      BillingCountryId: 'BE',
    });

    // Someone else's order cannot be paid from their session, nor with a prepaid account nobody has.
    expectProblem(await makePayment(t.browser()), 404);
    expectTranslatedErrors(
      expectProblem(await makePayment(guest, { UsePrepaidAccount: true }), 422, PROBLEM_TYPES.orderNotPayable)
        .errors,
    );

    const opened = await makePayment(guest);
    expect(opened.statusCode).toBe(200);
    const session = PaymentSessionSchema.parse(opened.json());
    expect(session).toMatchObject({ Provider: 'test', Environment: 'test' });
    // Shown again, the payment screen gets the same pending session.
    expect(PaymentSessionSchema.parse((await makePayment(guest)).json()).SessionId).toBe(session.SessionId);

    const pay = (CardNumber: string) =>
      guest.send('POST', `/api/v1/payments/test/sessions/${session.SessionId}/pay`, card(CardNumber));
    const refused = await pay('4000 0000 0000 0002');
    expect(refused.json()).toMatchObject({ Status: 'failed', OrderId });
    expect((await guest.request({ method: 'GET', url: `${ORDERS}/${OrderId}` })).json()).toMatchObject({
      Status: 'placed',
      CanPay: true,
    });

    // A new attempt after the refusal, then a card that is accepted.
    const retry = PaymentSessionSchema.parse((await makePayment(guest)).json());
    expect(retry.SessionId).not.toBe(session.SessionId);
    const accepted = await guest.send(
      'POST',
      `/api/v1/payments/test/sessions/${retry.SessionId}/pay`,
      card('4111 1111 1111 1111'),
    );
    expect(accepted.json()).toMatchObject({ Status: 'succeeded', OrderId });
    const paid = OrderSchema.parse(
      (await guest.request({ method: 'GET', url: `${ORDERS}/${OrderId}` })).json(),
    );
    expect(paid).toMatchObject({ Status: 'paid', CanPay: false });
    expect(paid.History.map((entry) => [entry.Status, entry.ActorKind])).toEqual([
      ['placed', 'guest'],
      ['paid', 'system'],
    ]);
    expectProblem(await makePayment(guest), 422, PROBLEM_TYPES.orderNotPayable);

    await t.app.jobs.runDue();
    const mails = (await readMailbox(t.config.dataDir)).filter(
      (mail) => mail.to === 'card-payer@vitrine.example',
    );
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining(number)]);
  });

  it('a signed-in customer’s orders are theirs: listed by page, newest first; a guest cannot list', async () => {
    await setStock(V(4), 10);
    const browser = t.browser();
    expect((await browser.signIn(customer.email, customer.password)).statusCode).toBe(200);
    const numbers: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      await add(browser, V(4), 1);
      const { Order } = placed(await place(browser, form({ Email: customer.email })));
      expect(Order.History[0]?.ActorKind).toBe('customer');
      numbers.push(Order.Number);
    }
    const list = await browser.request({ method: 'GET', url: `${ORDERS}?pagenbr=1` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      TotalCount: 2,
      PageNumber: 1,
      Items: [{ Number: numbers[1], ItemsQuantityCount: 1 }, { Number: numbers[0] }],
    });
    expectProblem(await t.browser().request({ method: 'GET', url: ORDERS }), 401);
    expectProblem(await browser.request({ method: 'GET', url: `${ORDERS}?pagenbr=0` }), 400);
    // The customer's cart lines were taken by the orders.
    expect(await cartLines(browser)).toBe(0);
  });
});
