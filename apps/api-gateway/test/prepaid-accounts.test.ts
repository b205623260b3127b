import { randomUUID } from 'node:crypto';
import {
  type OrderPlaced,
  OrderPlacedSchema,
  type PlaceOrderBody,
  PROBLEM_TYPES,
  PrepaidAccountSchema,
  PrepaidHistorySchema,
} from '@vitrine/api-client';
import { jobs, orders, prepaidAccounts, prepaidLedgerEntries, seedDemoShipping, users } from '@vitrine/db';
import { Money } from '@vitrine/money';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitOfWork } from '../src/lib/unit-of-work';
import { EXPIRE_UNPAID_ORDER } from '../src/modules/checkout/index';
import { type PrepaidLedger, prepaidLedgerOf } from '../src/modules/prepaid-accounts/index';
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

const BASE = '/api/v1/sales/prepaidaccounts';
const ADD = '/api/v1/catalog/products/addtocart';
const ORDERS = '/api/v1/sales/orders';

const card = {
  HolderName: 'Ada Lovelace',
  CardNumber: '4111 1111 1111 1111',
  ExpiryMonth: '03',
  ExpiryYear: String(new Date().getUTCFullYear() + 3),
  Cvc: '737',
  BillingStreet: 'Rue du Commerce 1',
  BillingPostalCode: '1000',
  BillingCity: 'Bruxelles',
  BillingCountryId: 'BE',
};

const system = { kind: 'system' as const, id: null };

describe.each(databaseTargets)('prepaid accounts on $name', ({ url }) => {
  let t: TestApp;
  let ledger: PrepaidLedger;
  const people = {
    ada: { email: 'prepaid-ada@vitrine.example', password: 'prepaid-ada-1' },
    bob: { email: 'prepaid-bob@vitrine.example', password: 'prepaid-bob-1' },
    cy: { email: 'prepaid-cy@vitrine.example', password: 'prepaid-cy-1' },
  };
  const ids: Record<keyof typeof people, string> = { ada: '', bob: '', cy: '' };

  const newCustomer = async (label: string) => {
    const [row] = await t.app.db
      .insert(users)
      .values({ email: `${label}-${randomUUID()}@vitrine.example`, passwordHash: 'x', culture: 'nl' })
      .returning();
    if (!row) throw new Error('no user');
    return row.id;
  };
  const credited = async (accountId: string, minor: number) =>
    unitOfWork(t.app.db, (work) =>
      ledger.credit(work, {
        accountId,
        amountMinor: minor,
        kind: 'correction',
        actor: system,
        reason: 'Opening balance',
        idempotencyKey: randomUUID(),
      }),
    );
  const signedIn = async (who: keyof typeof people) => {
    const browser = t.browser();
    const response = await browser.signIn(people[who].email, people[who].password);
    if (response.statusCode !== 200) throw new Error(`sign in: ${response.body}`);
    return browser;
  };
  const accountOf = async (browser: TestBrowser) => {
    const response = await browser.request({ method: 'GET', url: `${BASE}?culture=fr` });
    if (response.statusCode !== 200) throw new Error(`account: ${response.statusCode} ${response.body}`);
    return PrepaidAccountSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000', CART_RATE_LIMIT: '1000' });
    ledger = prepaidLedgerOf(t.app.db, t.config);
    await insertCatalogFixture(t.app.db, t.app.storage);
    await seedDemoShipping(t.app.db);
    for (const [who, person] of Object.entries(people)) {
      const [row] = await t.app.db
        .insert(users)
        .values({
          email: person.email,
          passwordHash: await hashPassword(person.password),
          firstName: who,
          lastName: 'Prepaid',
          culture: 'fr',
        })
        .returning();
      ids[who as keyof typeof people] = row?.id ?? '';
    }
  }, 180_000);
  afterAll(() => t?.close());

  describe('the ledger', () => {
    it('makes one account per customer on first use, even when asked twice at once', async () => {
      const customerId = await newCustomer('first-use');
      const [a, b] = await Promise.all([ledger.accountOf(customerId), ledger.accountOf(customerId)]);
      expect(a.id).toBe(b.id);
      expect(a.currencyCode).toBe('EUR');
      expect(a.notifyOnUse).toBe(false);
      const rows = await t.app.db
        .select()
        .from(prepaidAccounts)
        .where(eq(prepaidAccounts.customerId, customerId));
      expect(rows).toHaveLength(1);
      expect((await ledger.balance(a.id)).isZero()).toBe(true);
    });

    it('credits and debits as entries; the balance is their sum, with who and why on each', async () => {
      const staffId = await newCustomer('staff');
      const account = await ledger.accountOf(await newCustomer('entries'));
      const first = await credited(account.id, 5_000);
      expect(first).toMatchObject({ created: true });
      expect(first.balance.equals(Money.ofMinor(5_000, 'EUR'))).toBe(true);
      const debit = await unitOfWork(t.app.db, (work) =>
        ledger.debit(work, {
          accountId: account.id,
          amountMinor: 1_250,
          kind: 'payment',
          actor: { kind: 'staff', id: staffId },
          reason: 'Order V-1',
          idempotencyKey: randomUUID(),
          paymentReference: 'bank-123',
        }),
      );
      expect(debit.entry).toMatchObject({
        amountMinor: -1_250,
        kind: 'payment',
        actorKind: 'staff',
        actorId: staffId,
        reason: 'Order V-1',
        paymentReference: 'bank-123',
        balanceAfterMinor: 3_750,
        currencyCode: 'EUR',
      });
      expect(debit.before.minor).toBe(5_000);
      expect((await ledger.balance(account.id)).minor).toBe(3_750);
      const page = await ledger.history(account.id, 1);
      expect(page.total).toBe(2);
      expect(page.entries.map((entry) => entry.amountMinor)).toEqual([-1_250, 5_000]);
      // Not a stored number: the balance is what the entries add up to.
      const [sum] = await t.app.db
        .select({ total: sql<string>`sum(${prepaidLedgerEntries.amountMinor})` })
        .from(prepaidLedgerEntries)
        .where(eq(prepaidLedgerEntries.accountId, account.id));
      expect(Number(sum?.total)).toBe(3_750);
    });

    it('refuses a debit larger than the balance, and writes nothing', async () => {
      const account = await ledger.accountOf(await newCustomer('short'));
      await credited(account.id, 500);
      await expect(
        unitOfWork(t.app.db, (work) =>
          ledger.debit(work, {
            accountId: account.id,
            amountMinor: 501,
            kind: 'payment',
            actor: system,
            reason: 'Too much',
            idempotencyKey: randomUUID(),
          }),
        ),
      ).rejects.toMatchObject({ status: 422, type: PROBLEM_TYPES.prepaidBalanceInsufficient });
      expect((await ledger.balance(account.id)).minor).toBe(500);
      expect((await ledger.history(account.id, 1)).total).toBe(1);
      // Not even a caller that skipped the lock could write a negative running balance.
      await expect(
        t.app.db.insert(prepaidLedgerEntries).values({
          accountId: account.id,
          amountMinor: -600,
          currencyCode: 'EUR',
          kind: 'correction',
          actorKind: 'system',
          reason: 'forged',
          idempotencyKey: randomUUID(),
          balanceAfterMinor: -100,
        }),
      ).rejects.toThrow();
    });

    it('20 parallel debits from one account never overdraw it', async () => {
      const account = await ledger.accountOf(await newCustomer('parallel'));
      await credited(account.id, 1_000);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, index) =>
          unitOfWork(t.app.db, (work) =>
            ledger.debit(work, {
              accountId: account.id,
              amountMinor: 100,
              kind: 'payment',
              actor: system,
              reason: `Parallel ${index}`,
              idempotencyKey: randomUUID(),
            }),
          ),
        ),
      );
      const taken = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(taken).toHaveLength(10);
      expect(refused).toHaveLength(10);
      for (const outcome of refused)
        expect((outcome as PromiseRejectedResult).reason).toMatchObject({
          type: PROBLEM_TYPES.prepaidBalanceInsufficient,
        });
      expect((await ledger.balance(account.id)).minor).toBe(0);
      const history = await ledger.history(account.id, 1, 50);
      // Each entry's running balance follows from the one before: no two debits saw the same balance.
      const afters = history.entries.map((entry) => entry.balanceAfterMinor).sort((a, b) => a - b);
      expect(afters).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1_000]);
    });

    it('the same movement 10× at once is written once (idempotency key)', async () => {
      const account = await ledger.accountOf(await newCustomer('replay'));
      const key = `test-confirmation:${randomUUID()}`;
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          unitOfWork(t.app.db, (work) =>
            ledger.credit(work, {
              accountId: account.id,
              amountMinor: 2_500,
              kind: 'topup',
              actor: system,
              reason: 'Top-up',
              idempotencyKey: key,
            }),
          ),
        ),
      );
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(results.map((result) => result.entry.id)).size).toBe(1);
      expect((await ledger.balance(account.id)).minor).toBe(2_500);
    });

    it('refuses amounts that are not a positive whole number of minor units', async () => {
      const account = await ledger.accountOf(await newCustomer('amounts'));
      for (const amountMinor of [0, -5, 1.5])
        await expect(
          unitOfWork(t.app.db, (work) =>
            ledger.credit(work, {
              accountId: account.id,
              amountMinor,
              kind: 'correction',
              actor: system,
              reason: 'bad',
              idempotencyKey: randomUUID(),
            }),
          ),
        ).rejects.toThrow(RangeError);
      await expect(
        unitOfWork(t.app.db, (work) =>
          ledger.credit(work, {
            accountId: randomUUID(),
            amountMinor: 100,
            kind: 'correction',
            actor: system,
            reason: 'nobody',
            idempotencyKey: randomUUID(),
          }),
        ),
      ).rejects.toMatchObject({ status: 404 });
    });

    it('e-mails each use when the notification is on, and once when the balance falls below the threshold', async () => {
      const customerId = await newCustomer('notified');
      const account = await ledger.accountOf(customerId);
      await credited(account.id, 1_500);
      const debit = (minor: number) =>
        unitOfWork(t.app.db, (work) =>
          ledger.debit(work, {
            accountId: account.id,
            amountMinor: minor,
            kind: 'payment',
            actor: system,
            reason: `Order ${minor}`,
            idempotencyKey: randomUUID(),
          }),
        );
      const [holder] = await t.app.db.select().from(users).where(eq(users.id, customerId));
      const mailsTo = async () => {
        await t.app.jobs.runDue();
        return (await readMailbox(t.config.dataDir)).filter((mail) => mail.to === holder?.email);
      };
      await debit(100);
      expect(await mailsTo()).toHaveLength(0);
      await ledger.setNotification(account.id, true);
      await debit(200); // 12.00 left: above the 10.00 threshold
      await debit(300); // 9.00: below it
      await debit(100); // 8.00: still below, no second warning
      const subjects = (await mailsTo()).map((mail) => mail.subject);
      // The holder's culture is nl.
      expect(subjects.filter((subject) => subject === 'Uw prepaidrekening is gebruikt')).toHaveLength(3);
      expect(
        subjects.filter((subject) => subject === 'Het saldo van uw prepaidrekening is laag'),
      ).toHaveLength(1);
    });
  });

  describe('the customer’s calls', () => {
    const setStock = (variantId: string, quantity: number) =>
      t.app.db.execute(
        sql`UPDATE warehouse_stock SET quantity = CASE WHEN warehouse_id = ${WH.brussels}::uuid THEN ${quantity} ELSE 0 END WHERE variant_id = ${variantId}::uuid`,
      );
    const placeOrder = async (browser: TestBrowser, email: string): Promise<OrderPlaced> => {
      await setStock(V(4), 50);
      const added = await browser.send('POST', ADD, { ProductVariantId: V(4), Quantity: 1 });
      if (added.statusCode !== 200) throw new Error(`add: ${added.body}`);
      const token = await browser.antiforgeryToken();
      const body: PlaceOrderBody = {
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
      };
      const response = await browser.request({
        method: 'POST',
        url: ORDERS,
        headers: { 'x-csrf-token': token, 'idempotency-key': randomUUID() },
        payload: body as unknown as Record<string, unknown>,
      });
      if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
      return OrderPlacedSchema.parse(response.json());
    };
    const makePayment = (browser: TestBrowser, orderId: string, usePrepaid: boolean) =>
      browser.send('POST', `${ORDERS}/${orderId}/makepayment?culture=fr`, { UsePrepaidAccount: usePrepaid });
    const payByCard = (browser: TestBrowser, sessionId: string) =>
      browser.send('POST', `/api/v1/payments/test/sessions/${encodeURIComponent(sessionId)}/pay`, card);
    const orderRow = async (orderId: string) =>
      (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0];
    const okJson = (response: LightMyRequestResponse) => {
      if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
      return response.json();
    };

    it('a signed-in customer reads their account, made on first use; a guest is asked to sign in', async () => {
      expectProblem(await t.browser().request({ method: 'GET', url: BASE }), 401);
      const ada = await signedIn('ada');
      const account = await accountOf(ada);
      expect(account).toMatchObject({
        CurrencyCode: 'EUR',
        Balance: 0,
        IsNotificationActivated: false,
        LowBalanceThreshold: 10,
      });
      expect(account.BalanceHtml).toMatch(/0,00\s€/);
      expect((await accountOf(ada)).PrepaidAccountId).toBe(account.PrepaidAccountId);
      const response = await ada.request({ method: 'GET', url: BASE });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('the history comes by pages, newest first, with who and why', async () => {
      const ada = await signedIn('ada');
      const { PrepaidAccountId } = await accountOf(ada);
      for (let index = 1; index <= 12; index += 1) await credited(PrepaidAccountId, index * 100);
      const first = PrepaidHistorySchema.parse(
        okJson(await ada.request({ method: 'GET', url: `${BASE}/${PrepaidAccountId}/history?culture=fr` })),
      );
      expect(first).toMatchObject({ TotalCount: 12, PageNumber: 1, PageSize: 10 });
      expect(first.Items).toHaveLength(10);
      expect(first.Items[0]).toMatchObject({
        Kind: 'correction',
        Amount: 12,
        BalanceAfter: 78,
        Reason: 'Opening balance',
        ActorKind: 'system',
      });
      expect(first.Items[0]?.AmountHtml).toMatch(/12,00\s€/);
      const second = PrepaidHistorySchema.parse(
        okJson(await ada.request({ method: 'GET', url: `${BASE}/${PrepaidAccountId}/history?pagenbr=2` })),
      );
      expect(second.Items.map((item) => item.Amount)).toEqual([2, 1]);
      expect((await accountOf(ada)).Balance).toBe(78);
      expectProblem(
        await ada.request({ method: 'GET', url: `${BASE}/${PrepaidAccountId}/history?pagenbr=0` }),
        400,
      );
    });

    it('another customer’s account is not found, for every call', async () => {
      const ada = await signedIn('ada');
      const bob = await signedIn('bob');
      const { PrepaidAccountId } = await accountOf(ada);
      expectProblem(await bob.request({ method: 'GET', url: `${BASE}/${PrepaidAccountId}/history` }), 404);
      const topup = expectProblem(
        await bob.send('POST', `${BASE}/addtocart`, { PrepaidAccountId, Quantity: 10 }),
        404,
      ) as { Message?: string };
      expect(topup.Message).toBe('Sales.PrepaidAccountNotFound');
      expectProblem(
        await bob.send('POST', `${BASE}/setnotification`, { PrepaidAccountId, IsActivated: true }),
        404,
      );
      expectProblem(await bob.request({ method: 'GET', url: `${BASE}/${randomUUID()}/history` }), 404);
      expect((await accountOf(ada)).IsNotificationActivated).toBe(false);
      // Nobody signed in: asked to sign in before anything is read.
      expectProblem(
        await t.browser().send('POST', `${BASE}/addtocart`, { PrepaidAccountId, Quantity: 10 }),
        401,
      );
    });

    it('setnotification switches the usage notification', async () => {
      const bob = await signedIn('bob');
      const { PrepaidAccountId } = await accountOf(bob);
      const on = await bob.send('POST', `${BASE}/setnotification`, { IsActivated: true, PrepaidAccountId });
      expect(on.statusCode).toBe(204);
      expect((await accountOf(bob)).IsNotificationActivated).toBe(true);
      await bob.send('POST', `${BASE}/setnotification`, { IsActivated: false, PrepaidAccountId });
      expect((await accountOf(bob)).IsNotificationActivated).toBe(false);
      expectProblem(
        await bob.send('POST', `${BASE}/setnotification`, { IsActivated: 'yes', PrepaidAccountId }),
        400,
      );
      expectProblem(await bob.send('POST', `${BASE}/setnotification`, { IsActivated: true }), 400);
    });

    it('addtocart refuses a missing or unusable quantity with the form’s Message', async () => {
      const bob = await signedIn('bob');
      const { PrepaidAccountId } = await accountOf(bob);
      const missing = expectProblem(
        await bob.send('POST', `${BASE}/addtocart`, { PrepaidAccountId }),
        400,
      ) as {
        errors?: Record<string, string[]>;
        Message?: string;
      };
      expect(missing.errors?.Quantity).toEqual(['Sales.QuantityIsMandatory']);
      expect(missing.Message).toBe('Sales.QuantityIsMandatory');
      expectTranslatedErrors(missing.errors);
      for (const Quantity of [0, -10, 'ten', 1.234, 5_000.01, 1e9]) {
        const refused = expectProblem(
          await bob.send('POST', `${BASE}/addtocart`, { PrepaidAccountId, Quantity }),
          400,
        ) as { errors?: Record<string, string[]>; Message?: string };
        expect(refused.errors?.Quantity, String(Quantity)).toBeDefined();
        expect(refused.Message).toBeTruthy();
      }
      expectProblem(
        await bob.send('POST', `${BASE}/addtocart`, { PrepaidAccountId: 'acc-1', Quantity: 10 }),
        400,
      );
      expectProblem(await bob.send('POST', `${BASE}/addtocart`, { Quantity: 10 }), 400);
      // Nothing was made of the refused forms.
      expect((await t.app.db.select().from(orders).where(eq(orders.customerId, ids.bob))).length).toBe(0);
    });

    it('a top-up is paid through the payment provider and credited once, however often the confirmation comes', async () => {
      const bob = await signedIn('bob');
      const { PrepaidAccountId } = await accountOf(bob);
      const before = (await accountOf(bob)).Balance;
      const answer = await bob.send('POST', `${BASE}/addtocart?culture=fr`, {
        PrepaidAccountId,
        Quantity: 50,
      });
      expect(answer.statusCode).toBe(200);
      const redirect = answer.json<string>();
      const match = /^\/fr\/sales\/orders\/([0-9a-f-]{36})\/payment$/.exec(redirect);
      expect(match).not.toBeNull();
      const orderId = match?.[1] ?? '';
      expect(await orderRow(orderId)).toMatchObject({ status: 'placed', totalTaxIncl: '50.00', tax: '0.00' });
      // Not credited before it is paid, and not payable from the account it fills.
      expect((await accountOf(bob)).Balance).toBe(before);
      const refused = expectProblem(
        await makePayment(bob, orderId, true),
        422,
        PROBLEM_TYPES.orderNotPayable,
      );
      expect(refused.errors?.UsePrepaidAccount).toEqual(['Checkout.NoPrepaidAccount']);

      const session = okJson(await makePayment(bob, orderId, false)) as {
        SessionId: string;
        SessionData: string;
      };
      const { testProvider } = await import('../src/modules/payments/index');
      const delivery = testProvider({ secret: t.config.payments.testSecret }).pay(
        { sessionId: session.SessionId, sessionData: session.SessionData },
        card,
      );
      const deliveries = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/payments/test/notifications',
            headers: delivery.headers,
            payload: delivery.rawBody,
          }),
        ),
      );
      expect(deliveries.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      expect((await orderRow(orderId))?.status).toBe('paid');
      expect((await accountOf(bob)).Balance).toBe(before + 50);
      const entries = await t.app.db
        .select()
        .from(prepaidLedgerEntries)
        .where(eq(prepaidLedgerEntries.orderId, orderId));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ kind: 'topup', amountMinor: 5_000, actorKind: 'system' });
      expect(entries[0]?.paymentReference).toMatch(/^TEST/);
      // The same confirmation handed to the settling again (as a replayed job would) credits nothing.
      const { topupKey } = await import('../src/modules/prepaid-accounts/topup-service');
      expect(await ledger.entryByKey(topupKey(orderId))).toMatchObject({ id: entries[0]?.id });
    });

    it('an order is paid partly from the balance and the rest by card, the debit with the order', async () => {
      const cy = await signedIn('cy');
      const { PrepaidAccountId } = await accountOf(cy);
      await credited(PrepaidAccountId, 2_000);
      const { Order } = await placeOrder(cy, people.cy.email);
      const total = Money.parse(Order.AmountTaxIncl, 'EUR');
      const session = okJson(await makePayment(cy, Order.Id, true)) as {
        SessionId: string;
        AttemptId: string;
        AmountToPayHtml?: string;
      };
      const rest = total.minus(Money.ofMinor(2_000, 'EUR'));
      expect(session.AmountToPayHtml).toBe(
        new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(rest.toNumber()),
      );
      expect((await accountOf(cy)).Balance).toBe(0);
      // Asked again (the page shown again), nothing more is taken and the same rest is asked.
      const again = okJson(await makePayment(cy, Order.Id, true)) as { AttemptId: string };
      expect(again.AttemptId).toBe(session.AttemptId);
      const [attempt] = await t.app.db
        .execute<{ amount: string }>(
          sql`SELECT amount FROM payment_attempts WHERE id = ${session.AttemptId}::uuid`,
        )
        .then((result) => result.rows);
      expect(attempt?.amount).toBe(rest.toDecimal());
      expect((await orderRow(Order.Id))?.status).toBe('placed');

      const paid = okJson(await payByCard(cy, session.SessionId)) as { Status: string };
      expect(paid.Status).toBe('succeeded');
      expect((await orderRow(Order.Id))?.status).toBe('paid');
      const entries = await t.app.db
        .select()
        .from(prepaidLedgerEntries)
        .where(eq(prepaidLedgerEntries.orderId, Order.Id));
      expect(entries).toEqual([
        expect.objectContaining({
          kind: 'payment',
          amountMinor: -2_000,
          actorKind: 'customer',
          actorId: ids.cy,
          reason: `Order ${Order.Number}`,
        }),
      ]);
    });

    it('a card payment started for the whole order, then replaced by the balance paying part, is refunded if it still goes through', async () => {
      const cy = await signedIn('cy');
      const { PrepaidAccountId, Balance } = await accountOf(cy);
      if (Balance > 0) throw new Error('cy starts with an empty account here');
      await credited(PrepaidAccountId, 1_000);
      const { Order } = await placeOrder(cy, people.cy.email);
      // The card form opened for the whole order, left open in another tab…
      const whole = okJson(await makePayment(cy, Order.Id, false)) as {
        SessionId: string;
        AttemptId: string;
      };
      // …then the balance chosen: the provider is asked for the rest only.
      const rest = okJson(await makePayment(cy, Order.Id, true)) as { SessionId: string; AttemptId: string };
      expect(rest.AttemptId).not.toBe(whole.AttemptId);
      const statusOf = async (attemptId: string) =>
        (
          await t.app.db
            .execute<{ status: string }>(
              sql`SELECT status FROM payment_attempts WHERE id = ${attemptId}::uuid`,
            )
            .then((result) => result.rows)
        )[0]?.status;
      expect(await statusOf(whole.AttemptId)).toBe('cancelled');

      // The old tab pays the whole sum: it does not settle the order, and the money goes back.
      await payByCard(cy, whole.SessionId);
      expect((await orderRow(Order.Id))?.status).toBe('placed');
      expect(await statusOf(whole.AttemptId)).toBe('cancelled');
      const refunds = (
        await t.app.db.select().from(jobs).where(eq(jobs.kind, 'payments.refund-late'))
      ).filter((job) => (job.payload as { attemptId?: string }).attemptId === whole.AttemptId);
      expect(refunds.map((job) => (job.payload as { reason: string }).reason)).toEqual(['attempt-replaced']);

      // The rest, paid, settles it: the account and the card together paid the total once.
      expect((okJson(await payByCard(cy, rest.SessionId)) as { Status: string }).Status).toBe('succeeded');
      expect((await orderRow(Order.Id))?.status).toBe('paid');
      expect((await accountOf(cy)).Balance).toBe(0);
    });

    it('an order the balance covers is paid at once; a guest has no account to pay with', async () => {
      const cy = await signedIn('cy');
      const { PrepaidAccountId } = await accountOf(cy);
      await credited(PrepaidAccountId, 100_000);
      const { Order } = await placeOrder(cy, people.cy.email);
      const answer = okJson(await makePayment(cy, Order.Id, true));
      expect(answer).toMatchObject({ Status: 'paid', OrderId: Order.Id });
      expect((await orderRow(Order.Id))?.status).toBe('paid');
      expect((await accountOf(cy)).Balance).toBe(
        Money.ofMinor(100_000, 'EUR').minus(Money.parse(Order.AmountTaxIncl, 'EUR')).toNumber(),
      );
      const confirmation = await t.app.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'mail.send'), sql`${jobs.payload}->>'subject' LIKE ${`%${Order.Number}%`}`));
      expect(confirmation).toHaveLength(1);
      expectProblem(await makePayment(cy, Order.Id, true), 422, PROBLEM_TYPES.orderNotPayable);

      const guest = t.browser();
      const guestOrder = await placeOrder(guest, 'prepaid-guest@vitrine.example');
      const refused = expectProblem(await makePayment(guest, guestOrder.Order.Id, true), 422);
      expect(refused.errors?.UsePrepaidAccount).toEqual(['Checkout.NoPrepaidAccount']);
    });

    it('an order cancelled unpaid gives back what the account paid of it', async () => {
      const cy = await signedIn('cy');
      const { PrepaidAccountId, Balance } = await accountOf(cy);
      const spare = Money.parse(Balance, 'EUR');
      if (spare.isPositive())
        await unitOfWork(t.app.db, (work) =>
          ledger.debit(work, {
            accountId: PrepaidAccountId,
            amountMinor: spare.minor,
            kind: 'correction',
            actor: system,
            reason: 'Reset',
            idempotencyKey: randomUUID(),
          }),
        );
      await credited(PrepaidAccountId, 1_000);
      const { Order } = await placeOrder(cy, people.cy.email);
      okJson(await makePayment(cy, Order.Id, true));
      expect((await accountOf(cy)).Balance).toBe(0);
      await t.app.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1_000) })
        .where(and(eq(jobs.kind, EXPIRE_UNPAID_ORDER), sql`${jobs.payload}->>'orderId' = ${Order.Id}`));
      await t.app.jobs.runDue();
      expect((await orderRow(Order.Id))?.status).toBe('cancelled');
      expect((await accountOf(cy)).Balance).toBe(10);
      const history = PrepaidHistorySchema.parse(
        okJson(await cy.request({ method: 'GET', url: `${BASE}/${PrepaidAccountId}/history` })),
      );
      expect(history.Items[0]).toMatchObject({
        Kind: 'refund',
        Amount: 10,
        Reason: `Order ${Order.Number} cancelled`,
      });
    });

    it('an unpaid order cancelled at the staff desk gives back what the account paid of it', async () => {
      const cy = await signedIn('cy');
      const { PrepaidAccountId } = await accountOf(cy);
      await credited(PrepaidAccountId, 1_000);
      const before = (await accountOf(cy)).Balance;
      const { Order } = await placeOrder(cy, people.cy.email);
      okJson(await makePayment(cy, Order.Id, true));
      expect((await accountOf(cy)).Balance).toBe(Math.max(0, before - Order.AmountTaxIncl));

      const staffEmail = `prepaid-desk-${randomUUID()}@vitrine.example`;
      await t.app.db.insert(users).values({
        email: staffEmail,
        passwordHash: await hashPassword('prepaid-desk-1'),
        culture: 'fr',
        roles: ['sales'],
      });
      const desk = t.browser();
      expect((await desk.signIn(staffEmail, 'prepaid-desk-1')).statusCode).toBe(200);
      const read = okJson(
        await desk.request({ method: 'GET', url: `/api/v1/backoffice/orders/${Order.Id}` }),
      ) as {
        Version: number;
      };
      const cancelled = await desk.send('POST', `/api/v1/backoffice/orders/${Order.Id}/status`, {
        Status: 'cancelled',
        Note: 'Asked by phone',
        Version: read.Version,
      });
      expect(cancelled.statusCode).toBe(200);
      expect((await orderRow(Order.Id))?.status).toBe('cancelled');
      expect((await accountOf(cy)).Balance).toBe(before);
      // The order's expiry, run after, gives nothing back twice.
      await t.app.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1_000) })
        .where(and(eq(jobs.kind, EXPIRE_UNPAID_ORDER), sql`${jobs.payload}->>'orderId' = ${Order.Id}`));
      await t.app.jobs.runDue();
      expect((await accountOf(cy)).Balance).toBe(before);
    });
  });
});
