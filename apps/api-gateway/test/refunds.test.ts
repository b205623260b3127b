import { randomUUID } from 'node:crypto';
import {
  createApiClient,
  OrderPlacedSchema,
  PaymentSessionSchema,
  type PlaceOrderBody,
  PROBLEM_TYPES,
  type RefundForm,
  RefundFormSchema,
  type RefundRequest,
  RefundRequestListSchema,
  RefundRequestSchema,
  type StaffRefund,
  StaffRefundListSchema,
  StaffRefundSchema,
} from '@vitrine/api-client';
import { orderStatusHistory, orders, refundRequests, seedDemoShipping, users } from '@vitrine/db';
import { type Culture, stringResources } from '@vitrine/i18n';
import { Money } from '@vitrine/money';
import { decodeMessage } from '@vitrine/validation';
import { desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitOfWork } from '../src/lib/unit-of-work';
import { ordersOptions, ordersService } from '../src/modules/orders/index';
import { adyenProvider, PaymentProviderUnavailableError, TEST_CARDS } from '../src/modules/payments/index';
import { prepaidLedgerOf } from '../src/modules/prepaid-accounts/index';
import { refundsOptions, refundsService } from '../src/modules/refunds/index';
import { hashPassword } from '../src/modules/security/passwords';
import { insertCatalogFixture, uid, V, WH } from './fixtures/catalog';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

const ADD = '/api/v1/catalog/products/addtocart';
const DESK = '/api/v1/backoffice/refunds';
/** Table Basse Verre: 149.00 EUR; a lamp at 39.00 EUR. */
const TABLE = V(4);
const LAMP = V(7);
const IBAN = 'BE68 5390 0754 7034';
const BIC = 'GKCCBEBB';

const form = (email: string): PlaceOrderBody => ({
  Email: email,
  AccountType: 'Private',
  BillingFirstName: 'Clara',
  BillingLastName: 'Claes',
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

describe.each(databaseTargets)('refunds on $name', ({ url }) => {
  let t: TestApp;
  let clara: TestBrowser;
  let other: TestBrowser;
  let seller: TestBrowser;
  let admin: TestBrowser;
  let editorBrowser: TestBrowser;
  const customer = { id: uid(9201), email: 'clara@vitrine.example', password: 'customer-password-1' };
  const stranger = { id: uid(9202), email: 'olga@vitrine.example', password: 'customer-password-2' };
  const sales = { id: uid(9203), email: 'sally.sales@vitrine.example', password: 'sales-password-1' };
  const editor = { id: uid(9204), email: 'ed.editor@vitrine.example', password: 'editor-password-1' };

  const signedIn = async (who: { email: string; password: string }) => {
    const browser = t.browser();
    const response = await browser.signIn(who.email, who.password);
    if (response.statusCode !== 200) throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
    return browser;
  };
  const stockOf = async (variantId: string) => {
    const result = await t.app.db.execute<{ quantity: number }>(
      sql`SELECT quantity FROM warehouse_stock WHERE variant_id = ${variantId}::uuid AND warehouse_id = ${WH.brussels}::uuid`,
    );
    return Number(result.rows[0]?.quantity ?? 0);
  };
  /** The customer's order through the real checkout, in a culture; lines: [variant, quantity]. */
  const placeOrder = async (browser: TestBrowser, lines: [string, number][], culture: Culture = 'fr') => {
    for (const [variantId, quantity] of lines) {
      const added = await browser.send('POST', ADD, { ProductVariantId: variantId, Quantity: quantity });
      if (added.statusCode !== 200) throw new Error(`add: ${added.body}`);
    }
    const response = await browser.request({
      method: 'POST',
      url: `/api/v1/sales/orders?culture=${culture}`,
      headers: { 'x-csrf-token': await browser.antiforgeryToken(), 'idempotency-key': randomUUID() },
      payload: form(customer.email) as Record<string, unknown>,
    });
    if (response.statusCode !== 201) throw new Error(`order: ${response.statusCode} ${response.body}`);
    return OrderPlacedSchema.parse(response.json()).OrderId;
  };
  /** Paid by hand (a transfer received): no provider payment to refund through. */
  const payByHand = (orderId: string) =>
    unitOfWork(t.app.db, (work) =>
      ordersService(t.app.db, ordersOptions(t.config)).move(
        work,
        orderId,
        'paid',
        { kind: 'system', id: null },
        'test',
      ),
    );
  /** Paid by card with the test provider, as the payment screen does it. */
  const payByCard = async (browser: TestBrowser, orderId: string) => {
    const started = await browser.send('POST', `/api/v1/sales/orders/${orderId}/makepayment`, {
      UsePrepaidAccount: false,
    });
    if (started.statusCode !== 200) throw new Error(`makepayment: ${started.statusCode} ${started.body}`);
    const session = PaymentSessionSchema.parse(started.json());
    const paid = await browser.send('POST', `/api/v1/payments/test/sessions/${session.SessionId}/pay`, {
      HolderName: 'Clara Claes',
      CardNumber: TEST_CARDS.authorised,
      ExpiryMonth: '03',
      ExpiryYear: String(new Date().getUTCFullYear() + 2),
      Cvc: '737',
      BillingStreet: 'Rue de la Loi 16',
      BillingPostalCode: '1000',
      BillingCity: 'Bruxelles',
      BillingCountryId: 'BE',
    });
    if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('paid');
  };
  const refundForm = async (browser: TestBrowser, orderId: string): Promise<RefundForm> => {
    const response = await browser.request({ method: 'GET', url: `/api/v1/sales/orders/${orderId}/refund` });
    if (response.statusCode !== 200) throw new Error(`form: ${response.statusCode} ${response.body}`);
    return RefundFormSchema.parse(response.json());
  };
  const ask = (browser: TestBrowser, orderId: string, body: Record<string, unknown>) =>
    browser.send('POST', `/api/v1/sales/orders/${orderId}/refunds?culture=fr`, body);
  const asked = (response: LightMyRequestResponse): RefundRequest => {
    if (response.statusCode !== 201) throw new Error(`request: ${response.statusCode} ${response.body}`);
    return RefundRequestSchema.parse(response.json());
  };
  const bankTransfer = { PaymentMethod: 'BankTransfer', BankAccountHolder: 'Clara Claes', IBAN, BIC };
  const read = async (browser: TestBrowser, refundId: string): Promise<StaffRefund> => {
    const response = await browser.request({ method: 'GET', url: `${DESK}/${refundId}?culture=fr` });
    if (response.statusCode !== 200) throw new Error(`read: ${response.statusCode} ${response.body}`);
    return StaffRefundSchema.parse(response.json());
  };
  const decide = (browser: TestBrowser, refundId: string, action: string, body: Record<string, unknown>) =>
    browser.send('POST', `${DESK}/${refundId}/${action}?culture=fr`, body);
  const decided = (response: LightMyRequestResponse): StaffRefund => {
    if (response.statusCode !== 200) throw new Error(`decide: ${response.statusCode} ${response.body}`);
    return StaffRefundSchema.parse(response.json());
  };
  const orderRow = async (orderId: string) => {
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    const history = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(orderStatusHistory.id);
    return { status: row?.status, history };
  };
  const lastMail = async () => {
    const result = await t.app.db.execute<{ payload: { to: string; subject: string; text: string } }>(
      sql`SELECT payload FROM jobs WHERE kind = 'mail.send' ORDER BY id DESC LIMIT 1`,
    );
    return result.rows[0]?.payload;
  };
  const mailCount = async () => {
    const result = await t.app.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM jobs WHERE kind = 'mail.send'`,
    );
    return Number(result.rows[0]?.count ?? 0);
  };

  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000', CART_RATE_LIMIT: '1000' });
    await insertCatalogFixture(t.app.db, t.app.storage);
    await seedDemoShipping(t.app.db);
    await t.app.db.execute(
      sql`UPDATE warehouse_stock SET quantity = CASE WHEN warehouse_id = ${WH.brussels}::uuid THEN 100 ELSE 0 END WHERE variant_id IN (${TABLE}::uuid, ${LAMP}::uuid)`,
    );
    await t.app.db.insert(users).values([
      { id: customer.id, email: customer.email, passwordHash: await hashPassword(customer.password) },
      { id: stranger.id, email: stranger.email, passwordHash: await hashPassword(stranger.password) },
      {
        id: sales.id,
        email: sales.email,
        passwordHash: await hashPassword(sales.password),
        roles: ['sales'],
      },
      {
        id: editor.id,
        email: editor.email,
        passwordHash: await hashPassword(editor.password),
        roles: ['editor'],
      },
    ]);
    clara = await signedIn(customer);
    other = await signedIn(stranger);
    seller = await signedIn(sales);
    admin = await signedIn(t.config.admin);
    editorBrowser = await signedIn(editor);
  }, 180_000);
  afterAll(() => t?.close());

  it('offers each line with what remains and the methods the order allows; an unpaid order offers nothing', async () => {
    const unpaid = await placeOrder(clara, [[TABLE, 1]]);
    expect(await refundForm(clara, unpaid)).toMatchObject({
      OrderStatus: 'placed',
      Refundable: false,
      Methods: [],
      Lines: [{ Quantity: 1, RefundableQuantity: 0 }],
    });

    const byHand = await placeOrder(clara, [
      [TABLE, 2],
      [LAMP, 3],
    ]);
    await payByHand(byHand);
    const offered = await refundForm(clara, byHand);
    expect(offered).toMatchObject({
      OrderStatus: 'paid',
      CurrencyCode: 'EUR',
      Refundable: true,
      // Paid outside the provider: there is no card payment to give back.
      Methods: ['BankTransfer'],
    });
    expect(
      offered.Lines.map((line) => [
        line.SKU !== '',
        line.Quantity,
        line.RefundableQuantity,
        line.UnitPriceTaxIncl,
      ]),
    ).toEqual([
      [true, 2, 2, 149],
      [true, 3, 3, 39],
    ]);

    const byCard = await placeOrder(clara, [[TABLE, 1]]);
    await payByCard(clara, byCard);
    expect((await refundForm(clara, byCard)).Methods).toEqual(['OriginalPayment', 'BankTransfer']);
  });

  it('records a bank-transfer request: amounts with a decimal comma, totals, the account sealed; what remains shrinks', async () => {
    const orderId = await placeOrder(clara, [
      [TABLE, 2],
      [LAMP, 3],
    ]);
    await payByHand(orderId);
    const [table, lamp] = (await refundForm(clara, orderId)).Lines;
    const refund = asked(
      await ask(clara, orderId, {
        Lines: [
          { OrderLineId: table?.OrderLineId, Quantity: 1 },
          { OrderLineId: lamp?.OrderLineId, Quantity: 3 },
        ],
        Reason: 'Trop grand',
        ...bankTransfer,
      }),
    );
    expect(refund).toMatchObject({
      Status: 'requested',
      PaymentMethod: 'BankTransfer',
      Number: expect.stringMatching(/^R-\d+$/),
      OrderId: orderId,
      Reason: 'Trop grand',
      TotalQuantity: 4,
      TotalAmount: 266,
      TotalAmountDisplay: '266,00',
      ApprovedAmount: null,
      BankAccount: { Holder: 'Clara Claes', IbanEnd: '7034' },
      History: [{ Status: 'requested', ActorKind: 'customer', Note: 'Trop grand' }],
    });
    expect(refund.Lines.map((line) => [line.Quantity, line.AmountDisplay, line.Amount])).toEqual([
      [1, '149,00', 149],
      [3, '117,00', 117],
    ]);
    // The account is sealed in the database: neither the IBAN nor the BIC can be read there.
    const [row] = await t.app.db.select().from(refundRequests).where(eq(refundRequests.id, refund.Id));
    expect(row?.bankDetailsSealed).toBeTruthy();
    expect(row?.bankDetailsSealed).not.toContain('5390');
    expect(row?.bankDetailsSealed).not.toContain(BIC);
    // Staff read the whole account.
    expect((await read(seller, refund.Id)).BankTransfer).toEqual({
      Holder: 'Clara Claes',
      IBAN: 'BE68539007547034',
      BIC,
    });
    // What is asked counts while it is pending.
    expect((await refundForm(clara, orderId)).Lines.map((line) => line.RefundableQuantity)).toEqual([1, 0]);
    // The staff's order history shows the request.
    expect((await orderRow(orderId)).history.at(-1)).toMatchObject({
      status: 'paid',
      actorKind: 'customer',
      actorId: customer.id,
      note: expect.stringContaining(refund.Number),
    });
  });

  it('refuses quantities above what remains (422), bad input (400), another customer’s order (404)', async () => {
    const orderId = await placeOrder(clara, [
      [TABLE, 2],
      [LAMP, 1],
    ]);
    await payByHand(orderId);
    const [table, lamp] = (await refundForm(clara, orderId)).Lines;
    const line = (quantity: number, id = table?.OrderLineId) => ({ OrderLineId: id, Quantity: quantity });

    const above = expectProblem(
      await ask(clara, orderId, { Lines: [line(3)], ...bankTransfer }),
      422,
      PROBLEM_TYPES.refundRefused,
    );
    expect(translatedKeys(above.errors)).toEqual(['Refunds.QuantityAboveRemaining']);
    expect(above.errors?.['Lines.0.Quantity']?.[0]).toBe('Refunds.QuantityAboveRemaining|{"max":2}');

    asked(await ask(clara, orderId, { Lines: [line(2)], ...bankTransfer }));
    // The two tables are asked already: none is left.
    expectProblem(
      await ask(clara, orderId, { Lines: [line(1)], ...bankTransfer }),
      422,
      PROBLEM_TYPES.refundRefused,
    );

    const cases: [Record<string, unknown>, number, string[]][] = [
      [{ Lines: [line(0, lamp?.OrderLineId)], ...bankTransfer }, 422, ['Refunds.NothingSelected']],
      [{ Lines: [line(1, uid(999_001))], ...bankTransfer }, 422, ['Refunds.UnknownLine']],
      [
        { Lines: [line(1, lamp?.OrderLineId)], PaymentMethod: 'OriginalPayment' },
        422,
        ['Refunds.MethodUnavailable'],
      ],
      [
        { Lines: [line(1, lamp?.OrderLineId)], ...bankTransfer, IBAN: 'BE68 5390 0754 7035' },
        400,
        ['Validation.Iban'],
      ],
      [{ Lines: [line(1, lamp?.OrderLineId)], ...bankTransfer, BIC: 'GKCC' }, 400, ['Validation.Bic']],
      [{ Lines: [line(1, lamp?.OrderLineId)], PaymentMethod: 'BankTransfer' }, 400, ['Validation.Required']],
      [{ Lines: [line(-1, lamp?.OrderLineId)], ...bankTransfer }, 400, ['Validation.Min']],
      [{ Lines: [line(1.5, lamp?.OrderLineId)], ...bankTransfer }, 400, ['Validation.Integer']],
      [{ Lines: [line(1, lamp?.OrderLineId)], PaymentMethod: 'Cash' }, 400, []],
    ];
    for (const [body, status, keys] of cases) {
      const problem = expectProblem(await ask(clara, orderId, body), status);
      if (keys.length) expect([...new Set(translatedKeys(problem.errors))]).toEqual(keys);
    }

    // Another customer's order, or none: not found.
    expectProblem(await ask(other, orderId, { Lines: [line(1, lamp?.OrderLineId)], ...bankTransfer }), 404);
    expectProblem(await other.request({ method: 'GET', url: `/api/v1/sales/orders/${orderId}/refund` }), 404);
    expectProblem(await ask(clara, uid(999_002), { Lines: [], ...bankTransfer }), 404);
    // An unpaid order cannot be refunded.
    const unpaid = await placeOrder(clara, [[LAMP, 1]]);
    const unpaidLine = (await refundForm(clara, unpaid)).Lines[0]?.OrderLineId;
    const refusal = expectProblem(
      await ask(clara, unpaid, { Lines: [line(1, unpaidLine)], ...bankTransfer }),
      422,
      PROBLEM_TYPES.refundRefused,
    );
    expect(translatedKeys(refusal.errors)).toEqual(['Refunds.OrderNotRefundable']);
  });

  it('two requests sent at once for the last unit: one is recorded, the other refused', async () => {
    const orderId = await placeOrder(clara, [[LAMP, 1]]);
    await payByHand(orderId);
    const lineId = (await refundForm(clara, orderId)).Lines[0]?.OrderLineId;
    const body = { Lines: [{ OrderLineId: lineId, Quantity: 1 }], ...bankTransfer };
    const answers = await Promise.all([ask(clara, orderId, body), ask(clara, orderId, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
  });

  it('lists and reads the customer’s own requests; another’s is not found; a visitor must sign in', async () => {
    const mine = RefundRequestListSchema.parse(
      (await clara.request({ method: 'GET', url: '/api/v1/sales/refunds?culture=fr' })).json(),
    );
    expect(mine.TotalCount).toBeGreaterThanOrEqual(3);
    const first = mine.Items[0] as RefundRequest;
    const ofOrder = RefundRequestListSchema.parse(
      (await clara.request({ method: 'GET', url: `/api/v1/sales/refunds?orderId=${first.OrderId}` })).json(),
    );
    expect(ofOrder.Items.every((item) => item.OrderId === first.OrderId)).toBe(true);
    const one = await clara.request({ method: 'GET', url: `/api/v1/sales/refunds/${first.Id}` });
    expect(RefundRequestSchema.parse(one.json()).Id).toBe(first.Id);
    expect(one.headers['cache-control']).toBe('no-store');

    expect(
      RefundRequestListSchema.parse(
        (await other.request({ method: 'GET', url: '/api/v1/sales/refunds' })).json(),
      ).Items,
    ).toEqual([]);
    expectProblem(await other.request({ method: 'GET', url: `/api/v1/sales/refunds/${first.Id}` }), 404);
    const visitor = t.browser();
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v1/sales/refunds' }), 401);
    expectProblem(await visitor.request({ method: 'GET', url: `/api/v1/sales/refunds/${first.Id}` }), 401);
    expectProblem(
      await visitor.request({ method: 'GET', url: `/api/v1/sales/orders/${first.OrderId}/refund` }),
      401,
    );
    expectProblem(await ask(visitor, first.OrderId, { Lines: [], ...bankTransfer }), 401);

    // The typed client makes the same calls.
    const api = createApiClient({ baseUrl: 'http://gateway', fetch: clara.fetch });
    expect((await api.refunds.get(first.Id, 'fr')).Number).toBe(first.Number);
    expect((await api.refunds.list('fr')).TotalCount).toBe(mine.TotalCount);
  });

  it('is for sales and admins at the desk: an editor and a customer are refused, a visitor must sign in', async () => {
    const refundId = (
      RefundRequestListSchema.parse(
        (await clara.request({ method: 'GET', url: '/api/v1/sales/refunds' })).json(),
      ).Items[0] as RefundRequest
    ).Id;
    const calls = (browser: TestBrowser) => [
      browser.request({ method: 'GET', url: DESK }),
      browser.request({ method: 'GET', url: `${DESK}/${refundId}` }),
      decide(browser, refundId, 'approve', { Lines: [], Version: 1 }),
      decide(browser, refundId, 'reject', { Reason: 'x', Version: 1 }),
      decide(browser, refundId, 'complete', { Reference: 'x', Version: 1 }),
    ];
    for (const answer of await Promise.all(calls(editorBrowser))) expectProblem(answer, 403);
    for (const answer of await Promise.all(calls(clara))) expectProblem(answer, 403);
    // A visitor's session (and its anti-forgery token) exists before the calls go out together.
    const visitor = t.browser();
    await visitor.antiforgeryToken();
    for (const answer of await Promise.all(calls(visitor))) expectProblem(answer, 401);
    expect((await read(seller, refundId)).Status).toBe('requested');

    for (const browser of [seller, admin]) {
      const list = StaffRefundListSchema.parse(
        (await browser.request({ method: 'GET', url: `${DESK}?status=requested&culture=fr` })).json(),
      );
      expect(list.TotalCount).toBeGreaterThanOrEqual(3);
      expect(list.Items.every((item) => item.Status === 'requested')).toBe(true);
      expect(list.Items[0]).toMatchObject({
        Email: customer.email,
        TotalAmountHtml: expect.stringContaining('€'),
      });
    }
    expectProblem(await seller.request({ method: 'GET', url: `${DESK}?status=lost` }), 400);
    expectProblem(await seller.request({ method: 'GET', url: `${DESK}/${uid(999_003)}` }), 404);
  });

  it('approves a bank transfer in part: the history says who, the customer is e-mailed in their language; the transfer completes it', async () => {
    const orderId = await placeOrder(clara, [[TABLE, 2]], 'nl');
    await payByHand(orderId);
    const lineId = (await refundForm(clara, orderId)).Lines[0]?.OrderLineId;
    const refund = asked(
      await ask(clara, orderId, { Lines: [{ OrderLineId: lineId, Quantity: 2 }], ...bankTransfer }),
    );
    const seen = await read(seller, refund.Id);
    expect(seen.Version).toBe(1);

    const tooMany = expectProblem(
      await decide(seller, refund.Id, 'approve', {
        Lines: [{ OrderLineId: lineId, Quantity: 3 }],
        Version: 1,
      }),
      422,
      PROBLEM_TYPES.refundRefused,
    );
    expect(translatedKeys(tooMany.errors)).toEqual(['Refunds.ApprovedAboveRequested']);
    const none = expectProblem(
      await decide(seller, refund.Id, 'approve', {
        Lines: [{ OrderLineId: lineId, Quantity: 0 }],
        Version: 1,
      }),
      422,
    );
    expect(translatedKeys(none.errors)).toEqual(['Refunds.NothingApproved']);

    const stock = await stockOf(TABLE);
    const mails = await mailCount();
    const approved = decided(
      await decide(seller, refund.Id, 'approve', {
        Lines: [{ OrderLineId: lineId, Quantity: 1 }],
        Note: 'Une table abîmée seulement',
        Version: 1,
      }),
    );
    expect(approved).toMatchObject({
      Status: 'partially_approved',
      ApprovedAmount: 149,
      Restocked: false,
      Version: 2,
      Lines: [{ Quantity: 2, ApprovedQuantity: 1 }],
    });
    expect(approved.History.at(-1)).toMatchObject({
      Status: 'partially_approved',
      ActorKind: 'staff',
      ActorEmail: sales.email,
      Note: 'Une table abîmée seulement',
    });
    // Goods not returned: the stock stays; the order is not wholly refunded.
    expect(await stockOf(TABLE)).toBe(stock);
    const order = await orderRow(orderId);
    expect(order.status).toBe('paid');
    expect(order.history.at(-1)).toMatchObject({
      actorKind: 'staff',
      actorId: sales.id,
      note: expect.stringContaining(refund.Number),
    });
    expect(await mailCount()).toBe(mails + 1);
    const mail = await lastMail();
    expect(mail?.to).toBe(customer.email);
    expect(mail?.subject).toContain('Uw terugbetaling');
    expect(mail?.text).toContain(refund.Number);

    // The table not approved may be asked again; the approved one is gone for good.
    expect((await refundForm(clara, orderId)).Lines[0]?.RefundableQuantity).toBe(1);

    // Decided already: a second decision is refused.
    expectProblem(await decide(seller, refund.Id, 'reject', { Reason: 'non', Version: 2 }), 422);
    expectProblem(await decide(seller, refund.Id, 'complete', { Reference: '', Version: 2 }), 400);
    const stale = expectProblem(
      await decide(seller, refund.Id, 'complete', { Reference: 'VIR-1', Version: 1 }),
      409,
    );
    expect(translatedKeys(stale.errors)).toEqual(['Backoffice.RefundsChangedMeanwhile']);
    const completed = decided(
      await decide(admin, refund.Id, 'complete', { Reference: 'VIR-2026-001', Version: 2 }),
    );
    expect(completed).toMatchObject({ Status: 'completed', SettlementReference: 'VIR-2026-001', Version: 3 });
    expect(completed.History.at(-1)).toMatchObject({ Status: 'completed', ActorEmail: t.config.admin.email });
    expect((await lastMail())?.subject).toContain('Terugbetaald');

    // The customer sees where it stands.
    const theirs = RefundRequestSchema.parse(
      (await clara.request({ method: 'GET', url: `/api/v1/sales/refunds/${refund.Id}` })).json(),
    );
    expect(theirs).toMatchObject({ Status: 'completed', ApprovedAmount: 149 });
  });

  it('rejects with a reason told to the customer; the quantities may be asked again', async () => {
    const orderId = await placeOrder(clara, [[LAMP, 2]]);
    await payByHand(orderId);
    const lineId = (await refundForm(clara, orderId)).Lines[0]?.OrderLineId;
    const refund = asked(
      await ask(clara, orderId, { Lines: [{ OrderLineId: lineId, Quantity: 2 }], ...bankTransfer }),
    );
    expect((await refundForm(clara, orderId)).Lines[0]?.RefundableQuantity).toBe(0);
    expectProblem(await decide(seller, refund.Id, 'reject', { Reason: '   ', Version: 1 }), 400);
    const rejected = decided(
      await decide(seller, refund.Id, 'reject', { Reason: 'Délai de retour dépassé', Version: 1 }),
    );
    expect(rejected).toMatchObject({ Status: 'rejected', RejectionReason: 'Délai de retour dépassé' });
    expect((await lastMail())?.text).toContain('Délai de retour dépassé');
    expect((await refundForm(clara, orderId)).Lines[0]?.RefundableQuantity).toBe(2);
    expectProblem(await decide(seller, refund.Id, 'complete', { Reference: 'VIR', Version: 2 }), 422);
  });

  it('gives a card payment back through the provider, the stock too; the order is refunded once every line is', async () => {
    const orderId = await placeOrder(clara, [
      [TABLE, 1],
      [LAMP, 2],
    ]);
    await payByCard(clara, orderId);
    const [table, lamp] = (await refundForm(clara, orderId)).Lines;
    const refund = asked(
      await ask(clara, orderId, {
        Lines: [
          { OrderLineId: table?.OrderLineId, Quantity: 1 },
          { OrderLineId: lamp?.OrderLineId, Quantity: 2 },
        ],
        PaymentMethod: 'OriginalPayment',
      }),
    );
    expect(refund).toMatchObject({ TotalAmount: 227, TotalAmountDisplay: '227,00', BankAccount: null });
    const tables = await stockOf(TABLE);
    const lamps = await stockOf(LAMP);
    const approved = decided(
      await decide(admin, refund.Id, 'approve', {
        Lines: [
          { OrderLineId: table?.OrderLineId, Quantity: 1 },
          { OrderLineId: lamp?.OrderLineId, Quantity: 2 },
        ],
        Restock: true,
        Version: 1,
      }),
    );
    expect(approved).toMatchObject({
      Status: 'completed',
      ApprovedAmount: 227,
      Restocked: true,
      SettlementReference: expect.stringMatching(/^TESTREFUND/),
    });
    expect(approved.History.map((entry) => [entry.Status, entry.ActorKind])).toEqual([
      ['requested', 'customer'],
      ['approved', 'staff'],
      ['completed', 'system'],
    ]);
    expect(await stockOf(TABLE)).toBe(tables + 1);
    expect(await stockOf(LAMP)).toBe(lamps + 2);
    const order = await orderRow(orderId);
    expect(order.status).toBe('refunded');
    expect(order.history.at(-1)).toMatchObject({ status: 'refunded', actorKind: 'staff' });
    const [adminUser] = await t.app.db.select().from(users).where(eq(users.email, t.config.admin.email));
    expect(order.history.at(-1)?.actorId).toBe(adminUser?.id);
    // Nothing is left to ask for.
    expect(await refundForm(clara, orderId)).toMatchObject({ Refundable: false, Methods: [] });
  });

  it('credits the prepaid account once, in the decision’s transaction', async () => {
    const ledger = prepaidLedgerOf(t.app.db, t.config);
    const orderId = await placeOrder(clara, [[LAMP, 2]]);
    await payByHand(orderId);
    // No account yet: the method is not offered, and not accepted.
    expect((await refundForm(clara, orderId)).Methods).toEqual(['BankTransfer']);
    const lineId = (await refundForm(clara, orderId)).Lines[0]?.OrderLineId;
    const line = { OrderLineId: lineId, Quantity: 2 };
    expectProblem(await ask(clara, orderId, { Lines: [line], PaymentMethod: 'PrepaidAccount' }), 422);

    const account = await ledger.accountOf(customer.id);
    expect((await refundForm(clara, orderId)).Methods).toEqual(['PrepaidAccount', 'BankTransfer']);
    const refund = asked(await ask(clara, orderId, { Lines: [line], PaymentMethod: 'PrepaidAccount' }));
    const before = await ledger.balance(account.id);
    const approved = decided(
      await decide(seller, refund.Id, 'approve', {
        Lines: [{ OrderLineId: lineId, Quantity: 2 }],
        Version: 1,
      }),
    );
    expect(approved).toMatchObject({ Status: 'completed', ApprovedAmount: 78 });
    const after = await ledger.balance(account.id);
    expect(after.minus(before).toDecimal()).toBe('78.00');
    const entry = await ledger.entryByKey(`refund:${refund.Id}`);
    expect(entry).toMatchObject({ kind: 'refund', amountMinor: 7800, actorKind: 'staff', actorId: sales.id });
    expect(approved.SettlementReference).toBe(String(entry?.id));
    // Decided: approving again changes nothing.
    expectProblem(await decide(seller, refund.Id, 'approve', { Lines: [line], Version: 2 }), 422);
    expect((await ledger.balance(account.id)).equals(after)).toBe(true);
    expect((await orderRow(orderId)).status).toBe('refunded');
  });

  it('a provider that refuses the refund leaves the request as it was: nothing half-written', async () => {
    const orderId = await placeOrder(clara, [[LAMP, 1]]);
    await payByCard(clara, orderId);
    const lineId = (await refundForm(clara, orderId)).Lines[0]?.OrderLineId;
    const refund = asked(
      await ask(clara, orderId, {
        Lines: [{ OrderLineId: lineId, Quantity: 1 }],
        PaymentMethod: 'OriginalPayment',
      }),
    );
    const base = refundsOptions(t.app.db, t.config, null);
    const down = refundsService(t.app.db, {
      ...base,
      provider: {
        ...base.provider,
        refund: async () => {
          throw new PaymentProviderUnavailableError('The provider is down.');
        },
      },
    });
    const lamps = await stockOf(LAMP);
    const mails = await mailCount();
    const historyBefore = (await orderRow(orderId)).history.length;
    await expect(
      down.approve(
        refund.Id,
        { Lines: [{ OrderLineId: lineId ?? '', Quantity: 1 }], Restock: true, Note: '', Version: 1 },
        sales.id,
        'fr',
      ),
    ).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    const after = await read(seller, refund.Id);
    expect(after).toMatchObject({ Status: 'requested', Version: 1, ApprovedAmount: null, Restocked: false });
    expect(after.Lines[0]?.ApprovedQuantity).toBeNull();
    expect(await stockOf(LAMP)).toBe(lamps);
    expect(await mailCount()).toBe(mails);
    expect((await orderRow(orderId)).history).toHaveLength(historyBefore);
    const [row] = await t.app.db.select().from(refundRequests).where(eq(refundRequests.id, refund.Id));
    expect(row?.claim).toBeNull();
    // The same decision, once the provider answers, goes through.
    expect(
      decided(
        await decide(seller, refund.Id, 'approve', {
          Lines: [{ OrderLineId: lineId, Quantity: 1 }],
          Version: 1,
        }),
      ).Status,
    ).toBe('completed');
  });

  it('two approvals racing refund once', async () => {
    for (const method of ['OriginalPayment', 'BankTransfer'] as const) {
      const orderId = await placeOrder(clara, [[LAMP, 1]]);
      await payByCard(clara, orderId);
      const lineId = (await refundForm(clara, orderId)).Lines[0]?.OrderLineId;
      const refund = asked(
        await ask(clara, orderId, {
          Lines: [{ OrderLineId: lineId, Quantity: 1 }],
          ...(method === 'BankTransfer' ? bankTransfer : { PaymentMethod: method }),
        }),
      );
      const mails = await mailCount();
      const body = { Lines: [{ OrderLineId: lineId, Quantity: 1 }], Restock: true, Version: 1 };
      const lamps = await stockOf(LAMP);
      const answers = await Promise.all([
        decide(seller, refund.Id, 'approve', body),
        decide(admin, refund.Id, 'approve', body),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409) as LightMyRequestResponse;
      translatedKeys(loser.json<{ errors: Record<string, string[]> }>().errors);
      expect(await stockOf(LAMP)).toBe(lamps + 1);
      expect(await mailCount()).toBe(mails + 1);
      const history = await t.app.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(desc(orderStatusHistory.id));
      expect(history.filter((entry) => entry.status === 'refunded')).toHaveLength(1);
    }
  });
});

describe('the Adyen adapter’s refund', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const adapter = (answer: () => Response) =>
    adyenProvider({
      apiKey: 'AQE-test-api-key',
      merchantAccount: 'VitrineECOM',
      clientKey: 'test_VITRINECLIENTKEY',
      hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
      environment: 'test',
      checkoutUrl: 'https://checkout-test.adyen.com/',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return answer();
      },
    });

  it('calls POST /v71/payments/{pspReference}/refunds with minor units and our reference as idempotency key', async () => {
    calls.length = 0;
    // Adyen's documented answer: 201, status "received", its own pspReference of the refund.
    const refund = await adapter(() =>
      Response.json(
        {
          merchantAccount: 'VitrineECOM',
          paymentPspReference: 'QFQTPCQ8HXSKGK82',
          pspReference: 'ZC4R4RBFJGXXGN82',
          reference: 'R-1001',
          status: 'received',
          amount: { currency: 'EUR', value: 14900 },
        },
        { status: 201 },
      ),
    ).refund({
      pspReference: 'QFQTPCQ8HXSKGK82',
      merchantReference: 'R-1001',
      amount: Money.parse('149', 'EUR'),
    });
    expect(refund).toEqual({ reference: 'ZC4R4RBFJGXXGN82' });
    const [call] = calls;
    expect(call?.url).toBe('https://checkout-test.adyen.com/v71/payments/QFQTPCQ8HXSKGK82/refunds');
    expect(call?.init.method).toBe('POST');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['x-api-key']).toBe('AQE-test-api-key');
    expect(headers['idempotency-key']).toBe('R-1001');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      merchantAccount: 'VitrineECOM',
      amount: { value: 14900, currency: 'EUR' },
      reference: 'R-1001',
    });
  });

  it('turns a refusal into "provider unavailable"', async () => {
    const refused = await adapter(() =>
      Response.json(
        { status: 422, errorCode: '167', message: 'Original pspReference required for this operation' },
        { status: 422 },
      ),
    )
      .refund({ pspReference: 'X', merchantReference: 'R-1002', amount: Money.parse('1', 'EUR') })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderUnavailableError);
    expect((refused as Error).message).toContain('HTTP 422');
  });
});
