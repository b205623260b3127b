import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import {
  ApiError,
  createApiClient,
  type PaymentProviderId,
  type PaymentSession,
  PaymentSessionSchema,
  PROBLEM_TYPES,
  paymentNotificationsPath,
  type TestCardPaymentBody,
  TestCardPaymentBodySchema,
} from '@vitrine/api-client';
import {
  categories,
  jobs,
  orderAddresses,
  orderLines,
  orderStatusHistory,
  orders,
  paymentAttempts,
  paymentEvents,
  products,
  productVariants,
} from '@vitrine/db';
import { type Culture, stringResources } from '@vitrine/i18n';
import { Money } from '@vitrine/money';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { unitOfWork } from '../src/lib/unit-of-work';
import { ordersOptions, ordersService } from '../src/modules/orders/index';
import {
  adyenNotificationSignature,
  adyenProvider,
  moveOrderToPaid,
  PaymentProviderUnavailableError,
  PaymentSignatureError,
  paymentProviderOf,
  paymentsService,
  REFUND_LATE_JOB,
  TEST_SIGNATURE_HEADER,
  testProvider,
  UnreadableNotificationError,
} from '../src/modules/payments/index';
import { databaseTargets, startTestApp, type TestApp } from './helpers';

const AUTHORISED = '4111 1111 1111 1111';
const REFUSED = '4000 0000 0000 0002';
const nextYear = String(new Date().getUTCFullYear() + 3);

const card = (overrides: Partial<TestCardPaymentBody> = {}): TestCardPaymentBody => ({
  HolderName: 'Ada Lovelace',
  CardNumber: AUTHORISED,
  ExpiryMonth: '03',
  ExpiryYear: nextYear,
  Cvc: '737',
  BillingStreet: 'Rue du Commerce 1',
  BillingPostalCode: '1000',
  BillingCity: 'Bruxelles',
  BillingCountryId: 'BE',
  ...overrides,
});

const SHOPPER = {
  countryCode: 'BE',
  email: 'ada@example.com',
  culture: 'fr',
  returnUrl: 'https://shop.example/fr/sales/orders/x/payment',
};

/** The HMAC key and sample item of Adyen's "Verify HMAC signatures" page, with the signature it shows. */
const ADYEN_SAMPLE_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const ADYEN_SAMPLE_ITEM = {
  additionalData: { hmacSignature: 'coqCmt/IZ4E3CzPvMY8zTjQVL5hYJUiBRg8UU+iCWo0=' },
  amount: { currency: 'EUR', value: 1130 },
  eventCode: 'AUTHORISATION',
  eventDate: '2024-01-01T01:00:00+01:00',
  merchantAccountCode: 'TestMerchant',
  merchantReference: 'TestPayment-1407325143704',
  paymentMethod: 'visa',
  pspReference: '7914073381342284',
  reason: '',
  success: 'true',
};

/** The signature as Adyen's documentation defines it, written out here independently of the adapter. */
function documentedSignature(item: Record<string, unknown>, hexKey: string): string {
  const amount = (item.amount ?? {}) as { value?: unknown; currency?: unknown };
  const fields = [
    item.pspReference,
    item.originalReference,
    item.merchantAccountCode,
    item.merchantReference,
    amount.value,
    amount.currency,
    item.eventCode,
    item.success,
  ].map((value) => (value === undefined || value === null ? '' : String(value)));
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(fields.join(':')).digest('base64');
}

const adyenWebhook = (items: Record<string, unknown>[]) =>
  JSON.stringify({
    live: 'false',
    notificationItems: items.map((item) => ({ NotificationRequestItem: item })),
  });

const translatedEverywhere = (key: string) => {
  for (const culture of Object.keys(stringResources) as Culture[])
    expect(stringResources[culture][key], `${culture}: ${key}`).toBeTruthy();
};

interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * A stand-in for Adyen's Checkout API on a local port, answering `POST /v71/sessions` with the
 * session Adyen's API reference shows (201, `id` and `sessionData` among the request's echo), or
 * as Adyen answers a refused key; `silent` never answers.
 */
async function fakeAdyen() {
  const received: RecordedRequest[] = [];
  let mode: 'up' | 'unauthorised' | 'silent' = 'up';
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      if (mode === 'silent') return;
      if (mode === 'unauthorised') {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            status: 401,
            errorCode: '000',
            message: 'HTTP Status Response - Unauthorized',
            errorType: 'security',
          }),
        );
        return;
      }
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          amount: (body as { amount?: unknown }).amount,
          countryCode: (body as { countryCode?: unknown }).countryCode,
          expiresAt: '2026-11-25T11:00:00+01:00',
          id: `CS${received.length}ABCDEF0123456789`,
          merchantAccount: (body as { merchantAccount?: unknown }).merchantAccount,
          mode: 'embedded',
          reference: (body as { reference?: unknown }).reference,
          returnUrl: (body as { returnUrl?: unknown }).returnUrl,
          shopperLocale: (body as { shopperLocale?: unknown }).shopperLocale,
          sessionData: `Ab02b4c0!BQABAgA${received.length}recorded-session-data`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    setMode: (next: typeof mode) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ADYEN_ENV = {
  ADYEN_API_KEY: 'AQE-test-api-key',
  ADYEN_MERCHANT_ACCOUNT: 'VitrineECOM',
  ADYEN_CLIENT_KEY: 'test_VITRINECLIENTKEY',
  ADYEN_HMAC_KEY: '00112233445566778899AABBCCDDEEFF00112233445566778899AABBCCDDEEFF',
};

describe('the payments configuration', () => {
  const base = { SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789' };

  it('takes the test provider by default, its secret derived from the session secret', () => {
    const config = loadConfig(base);
    expect(config.payments.provider).toBe('test');
    expect(config.payments.testSecret).toHaveLength(43);
    expect(config.payments.testSecret).not.toContain(base.SESSION_SECRET);
    expect(loadConfig({ ...base, PAYMENT_TEST_SECRET: 'x'.repeat(32) }).payments.testSecret).toBe(
      'x'.repeat(32),
    );
  });

  it('names every Adyen setting that is missing or wrong, and knows the test environment’s address', () => {
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'adyen' })).toThrow(
      /ADYEN_API_KEY[\s\S]*ADYEN_MERCHANT_ACCOUNT[\s\S]*ADYEN_CLIENT_KEY[\s\S]*ADYEN_HMAC_KEY/,
    );
    expect(() =>
      loadConfig({ ...base, PAYMENT_PROVIDER: 'adyen', ...ADYEN_ENV, ADYEN_ENVIRONMENT: 'live' }),
    ).toThrow(/ADYEN_CHECKOUT_URL[\s\S]*ADYEN_CLIENT_KEY: a live client key starts with live_/);
    expect(() =>
      loadConfig({ ...base, PAYMENT_PROVIDER: 'adyen', ...ADYEN_ENV, ADYEN_HMAC_KEY: 'not-hex' }),
    ).toThrow(ConfigError);
    const config = loadConfig({ ...base, PAYMENT_PROVIDER: 'adyen', ...ADYEN_ENV });
    expect(config.payments).toEqual({
      provider: 'adyen',
      testSecret: expect.any(String),
      adyen: {
        apiKey: ADYEN_ENV.ADYEN_API_KEY,
        merchantAccount: ADYEN_ENV.ADYEN_MERCHANT_ACCOUNT,
        clientKey: ADYEN_ENV.ADYEN_CLIENT_KEY,
        hmacKey: ADYEN_ENV.ADYEN_HMAC_KEY,
        environment: 'test',
        checkoutUrl: 'https://checkout-test.adyen.com',
      },
    });
  });
});

describe('the Adyen adapter, against a recorded stand-in', () => {
  let adyen: Awaited<ReturnType<typeof fakeAdyen>>;
  const adapter = (timeoutMs = 2000, checkoutUrl = '') =>
    adyenProvider({
      apiKey: ADYEN_ENV.ADYEN_API_KEY,
      merchantAccount: ADYEN_ENV.ADYEN_MERCHANT_ACCOUNT,
      clientKey: ADYEN_ENV.ADYEN_CLIENT_KEY,
      hmacKey: ADYEN_ENV.ADYEN_HMAC_KEY,
      environment: 'test',
      checkoutUrl: checkoutUrl || adyen.url,
      timeoutMs,
    });
  const request = (amount: Money, merchantReference = 'V-100001-1') => ({
    merchantReference,
    amount,
    countryCode: 'BE',
    shopperEmail: 'ada@example.com',
    shopperLocale: 'fr-BE',
    returnUrl: 'https://shop.example/fr/sales/orders/1/payment',
  });

  beforeAll(async () => {
    adyen = await fakeAdyen();
  });
  afterAll(() => adyen?.close());

  it('opens a session with POST /v71/sessions, its API key, minor units and our reference as idempotency key', async () => {
    adyen.setMode('up');
    adyen.received.length = 0;
    const session = await adapter().createSession(request(Money.parse('24.20', 'EUR')));
    expect(session).toEqual({
      sessionId: 'CS1ABCDEF0123456789',
      sessionData: 'Ab02b4c0!BQABAgA1recorded-session-data',
    });
    const [sent] = adyen.received;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/v71/sessions');
    expect(sent?.headers['x-api-key']).toBe('AQE-test-api-key');
    expect(sent?.headers['idempotency-key']).toBe('V-100001-1');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({
      merchantAccount: 'VitrineECOM',
      amount: { value: 2420, currency: 'EUR' },
      reference: 'V-100001-1',
      returnUrl: 'https://shop.example/fr/sales/orders/1/payment',
      countryCode: 'BE',
      shopperEmail: 'ada@example.com',
      shopperLocale: 'fr-BE',
    });
    // Minor units are the currency's: yen have none, dinars three.
    await adapter().createSession(request(Money.parse('1500', 'JPY'), 'V-100001-2'));
    await adapter().createSession(request(Money.parse('1.234', 'KWD'), 'V-100001-3'));
    expect(adyen.received.map((entry) => (entry.body as { amount: unknown }).amount)).toEqual([
      { value: 2420, currency: 'EUR' },
      { value: 1500, currency: 'JPY' },
      { value: 1234, currency: 'KWD' },
    ]);
    expect(adapter().clientConfig()).toEqual({ environment: 'test', clientKey: 'test_VITRINECLIENTKEY' });
  });

  it('turns a refusal, no answer in time and no server into a clear "provider unavailable" error', async () => {
    adyen.setMode('unauthorised');
    const refused = await adapter()
      .createSession(request(Money.parse('10', 'EUR')))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderUnavailableError);
    expect((refused as Error).message).toContain('HTTP 401');
    expect((refused as Error).message).toContain('Unauthorized');
    expect((refused as PaymentProviderUnavailableError).status).toBe(503);

    adyen.setMode('silent');
    const silent = await adapter(150)
      .createSession(request(Money.parse('10', 'EUR')))
      .catch((error: unknown) => error);
    expect(silent).toBeInstanceOf(PaymentProviderUnavailableError);
    expect((silent as Error).message).toContain('within 150 ms');

    const nobody = await adapter(2000, 'http://127.0.0.1:1')
      .createSession(request(Money.parse('10', 'EUR')))
      .catch((error: unknown) => error);
    expect(nobody).toBeInstanceOf(PaymentProviderUnavailableError);
    expect((nobody as Error).message).toContain('could not be reached');
  });

  it('signs as Adyen documents: the published sample verifies, computed from the documented string', () => {
    expect(documentedSignature(ADYEN_SAMPLE_ITEM, ADYEN_SAMPLE_KEY)).toBe(
      ADYEN_SAMPLE_ITEM.additionalData.hmacSignature,
    );
    expect(adyenNotificationSignature(ADYEN_SAMPLE_ITEM, ADYEN_SAMPLE_KEY)).toBe(
      ADYEN_SAMPLE_ITEM.additionalData.hmacSignature,
    );
    const provider = adyenProvider({
      apiKey: 'k',
      merchantAccount: 'TestMerchant',
      clientKey: 'test_k',
      hmacKey: ADYEN_SAMPLE_KEY,
      environment: 'test',
      checkoutUrl: 'http://127.0.0.1:1',
    });
    const [item] = provider.parseNotification({}, adyenWebhook([ADYEN_SAMPLE_ITEM]));
    expect(item?.eventKey).toBe('AUTHORISATION:7914073381342284:true');
    expect(item?.merchantReference).toBe('TestPayment-1407325143704');
    expect(item?.success).toBe(true);
    expect(item?.amount.toString()).toBe('11.30 EUR');
    expect(item?.reason).toBeNull();
  });

  it('refuses a tampered item, an unsigned one and a whole delivery with one bad item', () => {
    const provider = adyenProvider({
      apiKey: 'k',
      merchantAccount: 'TestMerchant',
      clientKey: 'test_k',
      hmacKey: ADYEN_SAMPLE_KEY,
      environment: 'test',
      checkoutUrl: 'http://127.0.0.1:1',
    });
    const tampered = { ...ADYEN_SAMPLE_ITEM, amount: { currency: 'EUR', value: 1 } };
    expect(() => provider.parseNotification({}, adyenWebhook([tampered]))).toThrow(PaymentSignatureError);
    const unsigned = { ...ADYEN_SAMPLE_ITEM, additionalData: {} };
    expect(() => provider.parseNotification({}, adyenWebhook([unsigned]))).toThrow(PaymentSignatureError);
    // Signed with another key.
    const otherKey = {
      ...ADYEN_SAMPLE_ITEM,
      additionalData: { hmacSignature: documentedSignature(ADYEN_SAMPLE_ITEM, ADYEN_ENV.ADYEN_HMAC_KEY) },
    };
    expect(() => provider.parseNotification({}, adyenWebhook([otherKey]))).toThrow(PaymentSignatureError);
    expect(() => provider.parseNotification({}, adyenWebhook([ADYEN_SAMPLE_ITEM, tampered]))).toThrow(
      PaymentSignatureError,
    );
    expect(() => provider.parseNotification({}, 'not json')).toThrow(UnreadableNotificationError);
    expect(() => provider.parseNotification({}, '{"notificationItems":[]}')).toThrow(
      UnreadableNotificationError,
    );
  });
});

/** An order as checkout leaves it, and what became of it, over one test app's database. */
function shopOf(app: TestApp, label: string) {
  const db = app.app.db;
  let catalog: { productId: string; variantId: string } | null = null;
  let placed = 0;

  async function catalogRow() {
    if (catalog) return catalog;
    const [category] = await db.insert(categories).values({ path: '/' }).returning();
    const [product] = await db
      .insert(products)
      .values({ reference: 'PAY-1', categoryId: category!.id, priceFrom: '12.10' })
      .returning();
    const [variant] = await db
      .insert(productVariants)
      .values({ productId: product!.id, sku: 'PAY-1', unitPriceTaxIncl: '12.10', unitPriceTaxExcl: '10.00' })
      .returning();
    catalog = { productId: product!.id, variantId: variant!.id };
    return catalog;
  }

  const ordersOfApp = () => ordersService(db, ordersOptions(app.config));

  return {
    orders: ordersOfApp,

    /** The payments service the module builds, over this app's database and configuration. */
    payments: () =>
      paymentsService(db, {
        provider: paymentProviderOf(app.config),
        orders: ordersOfApp(),
        onAuthorised: moveOrderToPaid(ordersOfApp()),
      }),

    /** Placed and unpaid, 24.20 EUR, with a line, both addresses and its first history entry. */
    async placeOrder() {
      const { productId, variantId } = await catalogRow();
      placed += 1;
      const [order] = await db
        .insert(orders)
        .values({
          number: `T-${label}-${placed}`,
          email: 'ada@example.com',
          culture: 'fr',
          currencyCode: 'EUR',
          taxCountryCode: 'BE',
          subtotal: '24.20',
          discount: '0.00',
          shipping: '0.00',
          tax: '4.20',
          totalTaxIncl: '24.20',
          totalTaxExcl: '20.00',
        })
        .returning();
      if (!order) throw new Error('no order');
      await db.insert(orderLines).values({
        orderId: order.id,
        position: 1,
        variantId,
        productId,
        sku: 'PAY-1',
        name: 'Fauteuil',
        quantity: 2,
        unitPriceTaxIncl: '12.10',
        taxRate: '21',
        discount: '0.00',
        tax: '4.20',
        totalTaxIncl: '24.20',
      });
      const address = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        street1: 'Rue du Commerce',
        houseNumber: '1',
        postalCode: '1000',
        city: 'Bruxelles',
        countryCode: 'BE',
      };
      await db.insert(orderAddresses).values([
        { orderId: order.id, kind: 'billing', ...address },
        { orderId: order.id, kind: 'shipping', ...address },
      ]);
      await db
        .insert(orderStatusHistory)
        .values({ orderId: order.id, status: 'placed', actorKind: 'guest', actorId: null });
      return order;
    },

    order: async (orderId: string) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0],
    history: (orderId: string) =>
      db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.id)),
    attempt: async (attemptId: string) =>
      (await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)))[0],
    events: async (merchantReference: string) =>
      (await db.select().from(paymentEvents)).filter(
        (event) => (event.payload as { merchantReference?: string }).merchantReference === merchantReference,
      ),
    refundJobs: async (attemptId: string) =>
      (await db.select().from(jobs).where(eq(jobs.kind, REFUND_LATE_JOB))).filter(
        (job) => (job.payload as { attemptId?: string }).attemptId === attemptId,
      ),

    /** A webhook delivery, as the provider's servers send it: no cookie, no anti-forgery token. */
    deliver: (provider: PaymentProviderId, headers: Record<string, string>, payload: string) =>
      app.app.inject({ method: 'POST', url: paymentNotificationsPath(provider), headers, payload }),

    /** A shopper's typed client, with a browser of its own. */
    shopper: () => createApiClient({ fetch: app.browser().fetch }),
  };
}

describe.each(databaseTargets)('payments on $name', ({ name, url }) => {
  let t: TestApp;
  let shop: ReturnType<typeof shopOf>;

  /** An order with the test provider's session opened for its total, as checkout hands it to the payment screen. */
  async function orderWithSession() {
    const order = await shop.placeOrder();
    const payments = shop.payments();
    const attempt = await unitOfWork(t.app.db, (work) =>
      payments.startAttempt(work, { orderId: order.id, amount: Money.parse(order.totalTaxIncl, 'EUR') }),
    );
    const session = await payments.openSession(attempt.id, SHOPPER);
    return { order, attempt, session, payments };
  }

  /** What the test provider's page sends for a card, signed as its webhook signs. */
  const testDelivery = (session: PaymentSession, cardNumber = AUTHORISED) =>
    testProvider({ secret: t.config.payments.testSecret }).pay(
      { sessionId: session.SessionId, sessionData: session.SessionData },
      TestCardPaymentBodySchema.parse(card({ CardNumber: cardNumber })),
    );

  beforeAll(async () => {
    t = await startTestApp(url);
    shop = shopOf(t, name);
  }, 120_000);
  afterAll(() => t?.close());

  it('records the attempt first, then opens the provider’s session once', async () => {
    const { order, attempt, session, payments } = await orderWithSession();
    expect(attempt).toMatchObject({
      orderId: order.id,
      provider: 'test',
      merchantReference: `${order.number}-1`,
      amount: '24.20',
      currencyCode: 'EUR',
      status: 'pending',
      sessionId: null,
    });
    expect(PaymentSessionSchema.parse(session)).toEqual({
      Environment: 'test',
      ClientKey: 'test_vitrine',
      SessionId: expect.stringMatching(/^TS[0-9A-F]{24}$/),
      SessionData: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
      Provider: 'test',
      AttemptId: attempt.id,
    });
    // Asked again (a reloaded payment screen): the same session, no second one.
    expect(await payments.openSession(attempt.id, SHOPPER)).toEqual(session);
    expect(await payments.sessionOf(attempt.id)).toEqual(session);
    expect((await shop.attempt(attempt.id))?.sessionId).toBe(session.SessionId);
    const second = await unitOfWork(t.app.db, (work) =>
      payments.startAttempt(work, { orderId: order.id, amount: Money.parse('24.20', 'EUR') }),
    );
    expect(second.merchantReference).toBe(`${order.number}-2`);
    expect((await payments.latestForOrder(order.id))?.id).toBe(second.id);
  });

  it('pays with 4111 1111 1111 1111: the attempt succeeds and the order is paid by the system', async () => {
    const { order, attempt, session } = await orderWithSession();
    const result = await shop.shopper().payments.payWithTestCard(session.SessionId, card());
    expect(result).toEqual({ Status: 'succeeded', OrderId: order.id, RefusalReason: null });
    const paid = await shop.attempt(attempt.id);
    expect(paid?.status).toBe('succeeded');
    expect(paid?.pspReference).toMatch(/^TEST[0-9A-F]{12}$/);
    const row = await shop.order(order.id);
    expect(row?.status).toBe('paid');
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect(
      (await shop.history(order.id)).map((entry) => [
        entry.status,
        entry.actorKind,
        entry.actorId,
        entry.note,
      ]),
    ).toEqual([
      ['placed', 'guest', null, ''],
      ['paid', 'system', null, `Payment ${paid?.pspReference}`],
    ]);
    expect(await shop.events(attempt.merchantReference)).toHaveLength(1);
    // The session is spent: paying it again is refused, and nothing moves.
    const again = await shop
      .shopper()
      .payments.payWithTestCard(session.SessionId, card())
      .catch((error: unknown) => error);
    expect((again as ApiError).status).toBe(409);
    expect((again as ApiError).problem?.type).toBe(PROBLEM_TYPES.orderNotPayable);
    expect(await shop.history(order.id)).toHaveLength(2);
  });

  it('4000 0000 0000 0002 is refused: the attempt fails with the reason and the order stays placed', async () => {
    const { order, attempt, session } = await orderWithSession();
    const result = await shop
      .shopper()
      .payments.payWithTestCard(session.SessionId, card({ CardNumber: REFUSED }));
    expect(result).toEqual({ Status: 'failed', OrderId: order.id, RefusalReason: 'Refused' });
    expect(await shop.attempt(attempt.id)).toMatchObject({ status: 'failed', refusalReason: 'Refused' });
    expect((await shop.order(order.id))?.status).toBe('placed');
    expect((await shop.history(order.id)).map((entry) => entry.status)).toEqual(['placed']);
    translatedEverywhere('Payment.Refused');
    translatedEverywhere('Payment.FailedTryAgain');
    // Another card in the same drop-in then goes through.
    expect((await shop.shopper().payments.payWithTestCard(session.SessionId, card())).Status).toBe(
      'succeeded',
    );
    expect(await shop.attempt(attempt.id)).toMatchObject({ status: 'succeeded', refusalReason: null });
    expect((await shop.order(order.id))?.status).toBe('paid');
  });

  it('refuses a card form without holder name or billing address, a wrong number, an expired card, a bad CVC', async () => {
    const { order, attempt, session } = await orderWithSession();
    const refusal = async (body: Record<string, unknown>) => {
      const error = await shop
        .shopper()
        .payments.payWithTestCard(session.SessionId, body as TestCardPaymentBody)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).problem?.type).toBe(PROBLEM_TYPES.validation);
      return (error as ApiError).problem?.errors;
    };
    const {
      HolderName: _holder,
      BillingStreet: _street,
      BillingPostalCode: _postalCode,
      BillingCity: _city,
      BillingCountryId: _country,
      ...withoutThem
    } = card();
    expect(await refusal(withoutThem)).toEqual({
      HolderName: ['Payment.HolderNameRequired'],
      BillingStreet: ['Payment.BillingAddressRequired'],
      BillingPostalCode: ['Payment.BillingAddressRequired'],
      BillingCity: ['Payment.BillingAddressRequired'],
      BillingCountryId: ['Payment.BillingAddressRequired'],
    });
    expect(await refusal(card({ HolderName: '   ', BillingCity: '' }))).toEqual({
      HolderName: ['Payment.HolderNameRequired'],
      BillingCity: ['Payment.BillingAddressRequired'],
    });
    expect(await refusal(card({ CardNumber: '4111 1111 1111 1112' }))).toEqual({
      CardNumber: ['Payment.CardNumberInvalid'],
    });
    expect(await refusal(card({ ExpiryMonth: '01', ExpiryYear: '2020' }))).toEqual({
      ExpiryYear: ['Payment.ExpiryPast'],
    });
    expect(await refusal(card({ ExpiryMonth: '13' }))).toEqual({ ExpiryMonth: ['Payment.ExpiryInvalid'] });
    expect(await refusal(card({ Cvc: '12' }))).toEqual({ Cvc: ['Payment.CvcInvalid'] });
    for (const key of [
      'Payment.HolderNameRequired',
      'Payment.BillingAddressRequired',
      'Payment.CardNumberInvalid',
      'Payment.ExpiryPast',
      'Payment.ExpiryInvalid',
      'Payment.CvcInvalid',
    ])
      translatedEverywhere(key);
    // Nothing reached the provider: no event, the attempt pending, the order placed.
    expect(await shop.events(attempt.merchantReference)).toEqual([]);
    expect((await shop.attempt(attempt.id))?.status).toBe('pending');
    expect((await shop.order(order.id))?.status).toBe('placed');
    const unknown = await shop
      .shopper()
      .payments.payWithTestCard('TS000000000000000000000000', card())
      .catch((error: unknown) => error);
    expect((unknown as ApiError).status).toBe(404);
  });

  it('a notification delivered twice changes nothing the second time', async () => {
    const { order, attempt, session } = await orderWithSession();
    // A refusal redelivered would otherwise be written again (its time, its reason).
    const refusal = testDelivery(session, REFUSED);
    expect((await shop.deliver('test', refusal.headers, refusal.rawBody)).statusCode).toBe(200);
    const refused = await shop.attempt(attempt.id);
    expect(refused).toMatchObject({ status: 'failed', refusalReason: 'Refused' });
    expect((await shop.deliver('test', refusal.headers, refusal.rawBody)).body).toBe('[accepted]');
    expect(await shop.attempt(attempt.id)).toEqual(refused);

    const delivery = testDelivery(session);
    const first = await shop.deliver('test', delivery.headers, delivery.rawBody);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/plain/);
    expect(first.body).toBe('[accepted]');
    const afterFirst = {
      attempt: await shop.attempt(attempt.id),
      order: await shop.order(order.id),
      history: await shop.history(order.id),
      events: await shop.events(attempt.merchantReference),
    };
    expect(afterFirst.attempt?.status).toBe('succeeded');
    expect(afterFirst.order?.status).toBe('paid');
    expect(afterFirst.events).toHaveLength(2);

    const second = await shop.deliver('test', delivery.headers, delivery.rawBody);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe('[accepted]');
    expect(await shop.attempt(attempt.id)).toEqual(afterFirst.attempt);
    expect(await shop.order(order.id)).toEqual(afterFirst.order);
    expect(await shop.history(order.id)).toEqual(afterFirst.history);
    expect(await shop.events(attempt.merchantReference)).toEqual(afterFirst.events);
  });

  it('a notification with a bad signature is 401 and changes nothing', async () => {
    const { order, attempt, session } = await orderWithSession();
    const delivery = testDelivery(session);
    const forged = {
      ...delivery.headers,
      [TEST_SIGNATURE_HEADER]: createHmac('sha256', 'another-secret-that-is-long-enough-0123456789')
        .update(delivery.rawBody)
        .digest('base64url'),
    };
    expect(delivery.rawBody).toContain('"value":2420');
    const responses = [
      // The body changed after it was signed.
      await shop.deliver('test', delivery.headers, delivery.rawBody.replace('"value":2420', '"value":1')),
      // Signed with a key that is not the shop's.
      await shop.deliver('test', forged, delivery.rawBody),
      // Not signed at all.
      await shop.deliver('test', { 'content-type': 'application/json' }, delivery.rawBody),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json<{ type: string }>().type).toBe(PROBLEM_TYPES.paymentSignature);
    }
    expect(await shop.events(attempt.merchantReference)).toEqual([]);
    expect(await shop.attempt(attempt.id)).toMatchObject({ status: 'pending', pspReference: null });
    expect((await shop.order(order.id))?.status).toBe('placed');
    // A provider the shop does not use has no webhook here.
    expect((await shop.deliver('adyen', delivery.headers, delivery.rawBody)).statusCode).toBe(404);
  });

  it('a payment for an order that expired meanwhile is kept, the order stays cancelled, and a refund job is written', async () => {
    const { order, attempt, session, payments } = await orderWithSession();
    await unitOfWork(t.app.db, (work) =>
      shop
        .orders()
        .move(work, order.id, 'cancelled', { kind: 'system', id: null }, 'Payment not received in time'),
    );
    const result = await shop.shopper().payments.payWithTestCard(session.SessionId, card());
    expect(result.Status).toBe('succeeded');
    const paid = await shop.attempt(attempt.id);
    expect(paid?.status).toBe('succeeded');
    expect((await shop.order(order.id))?.status).toBe('cancelled');
    expect((await shop.history(order.id)).map((entry) => entry.status)).toEqual(['placed', 'cancelled']);
    expect((await shop.refundJobs(attempt.id)).map((job) => job.payload)).toEqual([
      {
        attemptId: attempt.id,
        pspReference: paid?.pspReference,
        reason: 'order-cancelled',
        amount: attempt.amount,
        currencyCode: 'EUR',
      },
    ]);
    // Run, it refunds the payment through the provider, once, and keeps the provider's answer.
    await t.app.jobs.runDue();
    const [job] = await shop.refundJobs(attempt.id);
    expect(job?.status).toBe('done');
    const refunds = await t.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventKey, `late-refund-${attempt.id}`));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.payload).toMatchObject({
      eventCode: 'REFUND_REQUESTED',
      pspReference: paid?.pspReference,
      amount: attempt.amount,
      refundReference: expect.stringMatching(/^TESTREFUND/),
    });
    // A job written before the amount was kept stands out among the failed ones with what staff must do.
    await t.app.db.insert(jobs).values({
      kind: REFUND_LATE_JOB,
      payload: { attemptId: attempt.id, pspReference: 'OLD-PSP-1', reason: 'order-cancelled' },
      runAt: new Date(Date.now() - 60_000),
    });
    // Every due job of this database, however many earlier tests left.
    await t.app.jobs.runDue({ limit: 10_000 });
    const old = (await t.app.db.select().from(jobs).where(eq(jobs.kind, REFUND_LATE_JOB))).find(
      (row) => (row.payload as { pspReference?: string }).pspReference === 'OLD-PSP-1',
    );
    expect(old?.status).toBe('failed');
    expect(old?.lastError).toContain('Refund payment OLD-PSP-1');
    // A cancelled order takes no new attempt.
    const refused = await unitOfWork(t.app.db, (work) =>
      payments.startAttempt(work, { orderId: order.id, amount: Money.parse('24.20', 'EUR') }),
    ).catch((error: unknown) => error);
    expect((refused as { type?: string }).type).toBe(PROBLEM_TYPES.orderNotPayable);
  });

  describe('with Adyen taking the payments', () => {
    let adyen: Awaited<ReturnType<typeof fakeAdyen>>;
    let adyenApp: TestApp;
    let adyenShop: ReturnType<typeof shopOf>;

    beforeAll(async () => {
      adyen = await fakeAdyen();
      adyenApp = await startTestApp(url, {
        PAYMENT_PROVIDER: 'adyen',
        ADYEN_CHECKOUT_URL: adyen.url,
        ...ADYEN_ENV,
      });
      adyenShop = shopOf(adyenApp, `${name}-adyen`);
    }, 120_000);
    afterAll(async () => {
      await adyenApp?.close();
      await adyen?.close();
    });

    it('opens the session at Adyen and settles the order from its signed webhook; a tampered one is 401', async () => {
      const order = await adyenShop.placeOrder();
      const payments = adyenShop.payments();
      const attempt = await unitOfWork(adyenApp.app.db, (work) =>
        payments.startAttempt(work, { orderId: order.id, amount: Money.parse('24.20', 'EUR') }),
      );
      expect(attempt.provider).toBe('adyen');
      const session = await payments.openSession(attempt.id, SHOPPER);
      expect(session).toEqual({
        Environment: 'test',
        ClientKey: ADYEN_ENV.ADYEN_CLIENT_KEY,
        SessionId: expect.stringMatching(/^CS\d+ABCDEF0123456789$/),
        SessionData: expect.stringContaining('recorded-session-data'),
        Provider: 'adyen',
        AttemptId: attempt.id,
      });
      expect(adyen.received.at(-1)).toMatchObject({
        url: '/v71/sessions',
        headers: { 'x-api-key': ADYEN_ENV.ADYEN_API_KEY, 'idempotency-key': attempt.merchantReference },
        body: {
          reference: attempt.merchantReference,
          amount: { value: 2420, currency: 'EUR' },
          merchantAccount: ADYEN_ENV.ADYEN_MERCHANT_ACCOUNT,
          shopperLocale: 'fr-BE',
        },
      });

      const item: Record<string, unknown> = {
        amount: { currency: 'EUR', value: 2420 },
        eventCode: 'AUTHORISATION',
        eventDate: '2026-11-25T10:00:00+01:00',
        merchantAccountCode: ADYEN_ENV.ADYEN_MERCHANT_ACCOUNT,
        merchantReference: attempt.merchantReference,
        pspReference: 'QFQTPCQ8HXSKGK82',
        reason: '036627:1111:03/2030',
        success: 'true',
      };
      item.additionalData = { hmacSignature: documentedSignature(item, ADYEN_ENV.ADYEN_HMAC_KEY) };
      const headers = { 'content-type': 'application/json' };
      const tampered = await adyenShop.deliver(
        'adyen',
        headers,
        adyenWebhook([{ ...item, amount: { currency: 'EUR', value: 1 } }]),
      );
      expect(tampered.statusCode).toBe(401);
      expect((await adyenShop.order(order.id))?.status).toBe('placed');
      expect(await adyenShop.events(attempt.merchantReference)).toEqual([]);

      const accepted = await adyenShop.deliver('adyen', headers, adyenWebhook([item]));
      expect(accepted.statusCode).toBe(200);
      expect(accepted.body).toBe('[accepted]');
      expect(await adyenShop.attempt(attempt.id)).toMatchObject({
        status: 'succeeded',
        pspReference: 'QFQTPCQ8HXSKGK82',
      });
      expect((await adyenShop.order(order.id))?.status).toBe('paid');
      expect((await adyenShop.history(order.id)).at(-1)).toMatchObject({
        status: 'paid',
        actorKind: 'system',
        note: 'Payment QFQTPCQ8HXSKGK82',
      });
      // The test provider's card page is not there when Adyen takes the payments.
      const page = await adyenApp
        .browser()
        .send('POST', `/api/v1/payments/test/sessions/${session.SessionId}/pay`, card());
      expect(page.statusCode).toBe(404);
    });
  });
});
