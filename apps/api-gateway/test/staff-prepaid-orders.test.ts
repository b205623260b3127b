import { randomUUID } from 'node:crypto';
import {
  OrderListSchema,
  PROBLEM_TYPES,
  SalesOrderPlacedSchema,
  SalesOrderQuoteSchema,
  SalesPrepaidAccountSchema,
  StaffOrderSchema,
} from '@vitrine/api-client';
import { customerReferences, orderStatusHistory, orders, seedDemoShipping } from '@vitrine/db';
import { decodeMessage } from '@vitrine/validation';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture, V, WH } from './fixtures/catalog';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';
import { ADDRESS, CAST, seedSalesCast, sendWithKey, signedIn } from './sales-helpers';

const ORDERS = '/api/v1/sales/prepaidorders';
const account = (customerId: string) => `/api/v1/sales/customers/${customerId}/prepaidaccount`;
/** Chaise Oslo red S: 49.90, 44.90 from 10 (its degressive tier). */
const OSLO = V(1, 0);
/** Table Basse Verre: 149.00. */
const TABLE = V(4);

describe.each(databaseTargets)(
  'orders sales staff place for a customer, paid from their prepaid account, on $name',
  ({ url }) => {
    let t: TestApp;
    let seller: TestBrowser;
    let admin: TestBrowser;

    const count = async (query: ReturnType<typeof sql>) =>
      Number((await t.app.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);
    const stockOf = (variantId: string) =>
      count(
        sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM warehouse_stock WHERE variant_id = ${variantId}::uuid`,
      );
    const ordersOf = (customerId: string) =>
      count(sql`SELECT count(*)::int AS n FROM orders WHERE customer_id = ${customerId}::uuid`);
    const mailsTo = (email: string) =>
      count(sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'mail.send' AND payload->>'to' = ${email}`);
    const accountOf = async (browser: TestBrowser, customerId: string) => {
      const response = await browser.request({ method: 'GET', url: `${account(customerId)}?culture=fr` });
      if (response.statusCode !== 200) throw new Error(`account: ${response.statusCode} ${response.body}`);
      return SalesPrepaidAccountSchema.parse(response.json());
    };
    const topUp = async (browser: TestBrowser, customerId: string, body: unknown, key = randomUUID()) =>
      sendWithKey(browser, `${account(customerId)}/topups?culture=fr`, body, key);
    const draft = (quantity: number, variantId = OSLO) => ({
      CustomerId: CAST.camille.id,
      Lines: [{ ProductVariantId: variantId, Quantity: quantity }],
      BillingAddressId: ADDRESS.camilleBilling,
      ShippingAddressId: ADDRESS.camilleDelivery,
    });

    beforeAll(async () => {
      t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000' });
      await insertCatalogFixture(t.app.db, t.app.storage);
      await seedDemoShipping(t.app.db);
      await seedSalesCast(t);
      await t.app.db.execute(
        sql`UPDATE warehouse_stock SET quantity = CASE WHEN warehouse_id = ${WH.brussels}::uuid THEN 100 ELSE 0 END WHERE variant_id IN (${OSLO}::uuid, ${TABLE}::uuid)`,
      );
      await t.app.db
        .insert(customerReferences)
        .values({ customerId: CAST.camille.id, variantId: OSLO, customerSku: 'CAM-CHAIR-01' });
      seller = await signedIn(t, CAST.sales);
      admin = await signedIn(t, t.config.admin);
    }, 180_000);
    afterAll(() => t?.close());

    it('prices a draft for the customer: their tiers and references, a home delivery; nothing is written', async () => {
      const quote = async (quantity: number) => {
        const response = await seller.send('POST', `${ORDERS}/quote?culture=fr`, draft(quantity));
        if (response.statusCode !== 200) throw new Error(`quote: ${response.statusCode} ${response.body}`);
        return SalesOrderQuoteSchema.parse(response.json());
      };
      const nine = await quote(9);
      expect(nine.Items).toEqual([
        expect.objectContaining({
          ProductVariantId: OSLO,
          CustomerSKU: 'CAM-CHAIR-01',
          Quantity: 9,
          UnitPriceTaxIncl: 49.9,
          TierApplied: false,
          TotalTaxIncl: 449.1,
        }),
      ]);
      const ten = await quote(10);
      expect(ten.Items[0]).toMatchObject({ UnitPriceTaxIncl: 44.9, TierApplied: true, TotalTaxIncl: 449 });
      // Free home delivery from 75 EUR: the goods are the total.
      expect(ten).toMatchObject({ AmountTaxIncl: 449, ShippingMethodName: expect.any(String) });
      // One chair pays the home delivery.
      expect((await quote(1)).AmountTaxIncl).toBe(55.85);
      expect(await ordersOf(CAST.camille.id)).toBe(0);

      // Another customer's address is refused, and a customer the desk does not know is not found.
      const foreign = await seller.send('POST', `${ORDERS}/quote`, {
        ...draft(1),
        BillingAddressId: ADDRESS.oscarBoth,
      });
      const refused = expectProblem(foreign, 422, PROBLEM_TYPES.savedAddressRefused);
      expect(refused).toMatchObject({ Message: 'Addresses.UnknownForOrder' });
      expectProblem(
        await seller.send('POST', `${ORDERS}/quote`, { ...draft(1), CustomerId: CAST.staffCa.id }),
        404,
      );
    });

    it('credits a bank transfer on the customer’s behalf once per key, shown with the staff member who did it', async () => {
      const key = randomUUID();
      const first = await topUp(
        seller,
        CAST.camille.id,
        { Amount: 500, Reference: 'BE-TRF-001', Reason: 'Invoice 42' },
        key,
      );
      expect(first.statusCode).toBe(200);
      const again = await topUp(
        seller,
        CAST.camille.id,
        { Amount: 500, Reference: 'BE-TRF-001', Reason: 'Invoice 42' },
        key,
      );
      expect(again.statusCode).toBe(200);
      const read = await accountOf(admin, CAST.camille.id);
      expect(read).toMatchObject({ CustomerId: CAST.camille.id, Balance: 500, CurrencyCode: 'EUR' });
      expect(read.History.Items).toEqual([
        expect.objectContaining({
          Kind: 'topup',
          Amount: 500,
          BalanceAfter: 500,
          ActorKind: 'staff',
          ActorEmail: CAST.sales.email,
          PaymentReference: 'BE-TRF-001',
          Reason: 'Bank transfer BE-TRF-001: Invoice 42',
        }),
      ]);

      // A refused form answers the Message it shows (spec 001 §8); nothing is credited.
      for (const body of [
        { Amount: 0, Reference: 'X' },
        { Amount: 12.345, Reference: 'X' },
        { Amount: 10, Reference: '  ' },
        { Amount: 100_001, Reference: 'X' },
      ]) {
        const problem = expectProblem(
          await topUp(seller, CAST.camille.id, body),
          400,
          PROBLEM_TYPES.validation,
        );
        expect(typeof (problem as { Message?: unknown }).Message).toBe('string');
        expect(decodeMessage((problem as unknown as { Message: string }).Message).key).toMatch(
          /^(Validation|Sales)\./,
        );
      }
      expectProblem(
        await sendWithKey(
          seller,
          `${account(CAST.camille.id)}/topups`,
          { Amount: 10, Reference: 'X' },
          'short',
        ),
        400,
      );
      expect((await accountOf(seller, CAST.camille.id)).Balance).toBe(500);
    });

    it('places the order for the customer, debits their account in the same transaction, records the staff member and queues the confirmation', async () => {
      const stock = await stockOf(OSLO);
      const key = randomUUID();
      const response = await sendWithKey(
        seller,
        `${ORDERS}?culture=fr`,
        { ...draft(10), ExpectedTotal: 449 },
        key,
      );
      expect(response.statusCode, response.body).toBe(201);
      const placed = SalesOrderPlacedSchema.parse(response.json());
      // The same key answers the same order: one order, one debit.
      const replay = await sendWithKey(
        seller,
        `${ORDERS}?culture=fr`,
        { ...draft(10), ExpectedTotal: 449 },
        key,
      );
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(SalesOrderPlacedSchema.parse(replay.json()).OrderId).toBe(placed.OrderId);

      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed.OrderId));
      expect(row).toMatchObject({
        customerId: CAST.camille.id,
        email: CAST.camille.email,
        status: 'paid',
        totalTaxIncl: '449.00',
        // The customer's own language: their e-mail and their pages read in it.
        culture: 'nl',
      });
      expect(await stockOf(OSLO)).toBe(stock - 10);
      const history = await t.app.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, placed.OrderId));
      expect(history.map(({ status, actorKind, actorId }) => ({ status, actorKind, actorId }))).toEqual([
        { status: 'placed', actorKind: 'staff', actorId: CAST.sales.id },
        { status: 'paid', actorKind: 'staff', actorId: CAST.sales.id },
      ]);
      // The desk shows who it was.
      const desk = StaffOrderSchema.parse(
        (await admin.request({ method: 'GET', url: `/api/v1/backoffice/orders/${placed.OrderId}` })).json(),
      );
      expect(desk.History.map((entry) => entry.ActorEmail)).toEqual([CAST.sales.email, CAST.sales.email]);
      expect(desk.Items[0]).toMatchObject({
        Quantity: 10,
        UnitPriceTaxIncl: 44.9,
        CustomerSKU: 'CAM-CHAIR-01',
      });
      expect(desk.ShippingAddress.City).toBe('Antwerpen');
      expect(desk.BillingAddress).toMatchObject({ City: 'Bruxelles', Company: 'Atelier Martin' });

      const prepaid = await accountOf(seller, CAST.camille.id);
      expect(prepaid.Balance).toBe(51);
      expect(prepaid.History.Items[0]).toMatchObject({
        Kind: 'payment',
        Amount: -449,
        OrderId: placed.OrderId,
        ActorKind: 'staff',
        ActorEmail: CAST.sales.email,
      });
      expect(await mailsTo(CAST.camille.email)).toBe(1);

      // The customer sees it among their orders.
      const camille = await signedIn(t, CAST.camille);
      const mine = OrderListSchema.parse(
        (await camille.request({ method: 'GET', url: '/api/v1/sales/orders' })).json(),
      );
      expect(mine.Items.map((order) => order.Id)).toEqual([placed.OrderId]);
    });

    it('refuses an order the account cannot pay with a clear 422 and writes nothing: no order, stock, debit or mail', async () => {
      const before = {
        orders: await ordersOf(CAST.camille.id),
        stock: await stockOf(TABLE),
        mails: await mailsTo(CAST.camille.email),
        balance: (await accountOf(seller, CAST.camille.id)).Balance,
        entries: (await accountOf(seller, CAST.camille.id)).History.TotalCount,
      };
      expect(before.balance).toBe(51);
      const response = await sendWithKey(seller, ORDERS, draft(1, TABLE));
      const problem = expectProblem(response, 422, PROBLEM_TYPES.prepaidBalanceInsufficient);
      expect(problem).toMatchObject({ Message: 'Sales.PrepaidBalanceInsufficient' });
      expect(await ordersOf(CAST.camille.id)).toBe(before.orders);
      expect(await stockOf(TABLE)).toBe(before.stock);
      expect(await mailsTo(CAST.camille.email)).toBe(before.mails);
      const after = await accountOf(seller, CAST.camille.id);
      expect({ balance: after.Balance, entries: after.History.TotalCount }).toEqual({
        balance: before.balance,
        entries: before.entries,
      });
    });

    it('refuses an order without a customer, without lines or at a total nobody was shown', async () => {
      const { CustomerId: _, ...withoutCustomer } = draft(1);
      const missing = expectProblem(
        await sendWithKey(seller, ORDERS, withoutCustomer),
        400,
        PROBLEM_TYPES.validation,
      );
      expect(missing.errors?.CustomerId).toBeTruthy();
      expectProblem(await sendWithKey(seller, ORDERS, { ...draft(1), Lines: [] }), 400);
      const changed = expectProblem(
        await sendWithKey(seller, ORDERS, { ...draft(1), ExpectedTotal: 1 }),
        409,
        PROBLEM_TYPES.priceChanged,
      );
      expect(changed).toMatchObject({ Message: 'Checkout.PriceChanged' });
      expect(await ordersOf(CAST.camille.id)).toBe(1);
    });
  },
);
