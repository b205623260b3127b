import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type BackofficeCurrency,
  CurrencyChangeResponseSchema,
  createApiClient,
  RateLoadResultSchema,
  ShopperCurrenciesSchema,
  ShoppingCartSchema,
} from '@vitrine/api-client';
import { carts, exchangeRates, users } from '@vitrine/db';
import { type Culture, stringResources } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currencyService,
  EcbFormatError,
  ecbRateSource,
  fileRateSource,
  parseEcbXml,
  ratesForShop,
} from '../src/modules/currency/index';
import { demoRatesFile } from '../src/modules/currency/rate-sources';
import { hashPassword } from '../src/modules/security/passwords';
import { insertCatalogFixture, V, WH } from './fixtures/catalog';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

const DEMO_FILE = demoRatesFile() as string;
const DEMO_XML = readFileSync(DEMO_FILE, 'utf8');
const CHANGE = (code: string, force = false) =>
  `/api/v1/currencyconverter/currency/changeto/${code}${force ? '/true' : ''}`;
const CURRENCIES = '/api/v1/currencyconverter/currencies';
const ADD = '/api/v1/catalog/products/addtocart';

/** An ECB file of one day with these rates per EUR, written as the ECB writes it. */
const ecbXml = (date: string, rates: Record<string, string>) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
	<Cube>
		<Cube time='${date}'>
${Object.entries(rates)
  .map(([code, rate]) => `			<Cube currency='${code}' rate='${rate}'/>`)
  .join('\n')}
		</Cube>
	</Cube>
</gesmes:Envelope>`;

describe('the ECB daily reference rates', () => {
  it('reads a real day of the ECB file: its date and each rate per euro, as written', () => {
    const day = parseEcbXml(DEMO_XML);
    expect(day.date).toBe('2022-07-08');
    expect(day.perEuro.size).toBe(31);
    expect(day.perEuro.get('USD')).toBe('1.0163');
    expect(day.perEuro.get('GBP')).toBe('0.84585');
    expect(day.perEuro.get('CHF')).toBe('0.9913');
    expect(day.perEuro.get('JPY')).toBe('138.05');
  });

  it('refuses whatever is not the documented file, whole', () => {
    const refused = (xml: string) => expect(() => parseEcbXml(xml), xml.slice(0, 60)).toThrow(EcbFormatError);
    refused('<html><body>Service unavailable</body></html>');
    // Cut short by a dropped connection: no closing envelope.
    refused(DEMO_XML.slice(0, DEMO_XML.indexOf("<Cube currency='CHF'")));
    refused(ecbXml('2022-07-08', {}));
    refused(ecbXml('2022-07-08', { USD: 'abc' }));
    refused(ecbXml('2022-07-08', { USD: '0' }));
    refused(ecbXml('2022-07-08', { US: '1.2' }));
    refused(ecbXml('2022-13-45', { USD: '1.2' }));
    refused(
      DEMO_XML.replace("<Cube currency='USD' rate='1.0163'/>", "<Cube currency='USD' value='1.0163'/>"),
    );
    refused('');
  });

  it('gives a euro shop the rates as they are, to the 8 decimals the table keeps', () => {
    const rates = ratesForShop(parseEcbXml(DEMO_XML), 'EUR');
    expect(rates.rates.get('USD')).toBe('1.01630000');
    expect(rates.rates.has('EUR')).toBe(false);
  });

  it('crosses the rates when the shop’s currency is not the euro, rounded half up once', () => {
    const rates = ratesForShop(parseEcbXml(DEMO_XML), 'CHF');
    expect(rates.date).toBe('2022-07-08');
    // 1 CHF = 1 / 0.9913 EUR; 1 CHF = 1.0163 / 0.9913 USD.
    expect(rates.rates.get('EUR')).toBe('1.00877635');
    expect(rates.rates.get('USD')).toBe('1.02521941');
    expect(rates.rates.get('GBP')).toBe('0.85327348');
    expect(rates.rates.has('CHF')).toBe(false);
    expect(() => ratesForShop(parseEcbXml(ecbXml('2022-07-08', { USD: '1.1' })), 'CHF')).toThrow(
      /shop's currency CHF/,
    );
  });

  it('loads from a file (the file adapter) and from the ECB over HTTP (the real adapter)', async () => {
    expect((await fileRateSource(DEMO_FILE).daily()).perEuro.get('USD')).toBe('1.0163');
    await expect(fileRateSource(path.join(tmpdir(), 'no-such-rates.xml')).daily()).rejects.toThrow();
    const asked: string[] = [];
    const answering = (response: Response) =>
      ecbRateSource({
        url: 'https://ecb.test/eurofxref-daily.xml',
        fetch: async (input) => {
          asked.push(String(input));
          return response;
        },
      });
    expect((await answering(new Response(DEMO_XML)).daily()).date).toBe('2022-07-08');
    expect(asked).toEqual(['https://ecb.test/eurofxref-daily.xml']);
    await expect(answering(new Response('busy', { status: 503 })).daily()).rejects.toThrow(/503/);
  });
});

describe.each(databaseTargets)('currencies and the currency change on $name', ({ url }) => {
  let t: TestApp;
  const sales = { email: 'sales-currency@vitrine.example', password: 'sales-currency-1' };
  const change = (browser: TestBrowser, code: string, force = false) =>
    browser.send('POST', CHANGE(code, force));
  const changed = async (browser: TestBrowser, code: string, force = false) => {
    const response = await change(browser, code, force);
    expect(response.statusCode, response.body).toBe(200);
    return CurrencyChangeResponseSchema.parse(response.json());
  };
  const cartOf = async (browser: TestBrowser, culture: Culture = 'fr') => {
    const response = await browser.request({
      method: 'GET',
      url: `/api/v1/shoppingcarts?culture=${culture}`,
    });
    return ShoppingCartSchema.parse(response.json());
  };
  const shopper = async (browser: TestBrowser) =>
    ShopperCurrenciesSchema.parse(
      (await browser.request({ method: 'GET', url: `${CURRENCIES}?culture=fr` })).json(),
    );
  const signedIn = async (who: { email: string; password: string }) => {
    const browser = t.browser();
    const response = await browser.signIn(who.email, who.password);
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    return browser;
  };
  let admin: TestBrowser;
  /** Today's rate of a currency, set by staff through the back office's API. */
  const setTodayRate = async (code: string, rate: string) => {
    const response = await admin.send('PUT', `/api/v1/backoffice/currencies/${code}/rates/today`, {
      Rate: rate,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BackofficeCurrency>();
  };
  const saveCurrency = async (code: string, IsActive: boolean, SortOrder = 50) => {
    const response = await admin.send('PUT', `/api/v1/backoffice/currencies/${code}`, {
      IsActive,
      SortOrder,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000' });
    await insertCatalogFixture(t.app.db, t.app.storage);
    await t.app.db.execute(
      sql`UPDATE warehouse_stock SET quantity = 100 WHERE variant_id = ${V(1, 0)}::uuid AND warehouse_id = ${WH.brussels}::uuid`,
    );
    await t.app.db
      .insert(users)
      .values({ email: sales.email, passwordHash: await hashPassword(sales.password), roles: ['sales'] });
    admin = await signedIn(t.config.admin);
  }, 180_000);
  afterAll(() => t?.close());

  it('a new demo shop offers EUR, USD, GBP and CHF at the demo file’s rates; a shopper starts in the shop’s', async () => {
    const visitor = t.browser();
    const offered = await shopper(visitor);
    expect(offered.CurrencyCode).toBe('EUR');
    expect(offered.ShopCurrencyCode).toBe('EUR');
    expect(offered.ExchangeRate).toBe('1');
    expect(offered.Currencies.map((currency) => currency.CurrencyCode)).toEqual(['EUR', 'USD', 'GBP', 'CHF']);
    expect(offered.Currencies[1]).toMatchObject({ Name: 'dollar des États-Unis', Symbol: '$US' });
    const rows = await t.app.db.select().from(exchangeRates).where(eq(exchangeRates.rateDate, '2022-07-08'));
    expect(Object.fromEntries(rows.map((row) => [row.currencyCode, [row.rate, row.source]]))).toEqual({
      USD: ['1.01630000', 'ecb'],
      GBP: ['0.84585000', 'ecb'],
      CHF: ['0.99130000', 'ecb'],
    });
    // A read makes no session.
    expect(visitor.cookies.size).toBe(0);
  });

  it('the rate of a day is the newest on or before it; the shop’s currency is always 1', async () => {
    const on = (day: string) => currencyService(t.app.db, { shopCurrency: 'EUR', today: () => day });
    await t.app.db.insert(exchangeRates).values([
      { currencyCode: 'CHF', rateDate: '2031-03-02', rate: '0.95', source: 'staff' },
      { currencyCode: 'CHF', rateDate: '2031-03-06', rate: '0.97', source: 'ecb' },
    ]);
    expect((await on('2031-03-01').usable('CHF')).rate).toBe('0.99130000');
    expect((await on('2031-03-02').usable('CHF')).rate).toBe('0.95000000');
    expect((await on('2031-03-05').usable('CHF')).rate).toBe('0.95000000');
    expect((await on('2031-03-06').usable('CHF')).rate).toBe('0.97000000');
    expect((await on('2040-01-01').usable('CHF')).rate).toBe('0.97000000');
    expect(await on('2022-07-07').usable('EUR')).toEqual({ currency: 'EUR', rate: '1' });
    await expect(on('2022-07-07').usable('CHF')).rejects.toMatchObject({ status: 422 });
    await t.app.db.delete(exchangeRates).where(sql`${exchangeRates.rateDate} > '2031-01-01'`);
  });

  it('OK: a visitor without a cart switches currency; the choice is kept on a new empty cart of theirs', async () => {
    const visitor = t.browser();
    expect(await changed(visitor, 'usd')).toEqual({
      ResponseCode: 'OK',
      ReasonType: 'None',
      ReasonResourceKey: null,
    });
    const after = await shopper(visitor);
    expect(after.CurrencyCode).toBe('USD');
    expect(after.ExchangeRate).toBe('1.01630000');
    expect(await cartOf(visitor)).toMatchObject({ CurrencyCode: 'USD', ItemsCount: 0, AmountTaxIncl: 0 });
    // The same currency again changes nothing and is no warning.
    expect((await changed(visitor, 'USD')).ResponseCode).toBe('OK');
    // Back to the shop's currency.
    expect((await changed(visitor, 'EUR')).ResponseCode).toBe('OK');
    expect((await shopper(visitor)).CurrencyCode).toBe('EUR');
  });

  it('a visitor choosing the shop’s own currency gets neither a cart nor a session', async () => {
    const visitor = t.browser();
    expect((await changed(visitor, 'EUR')).ResponseCode).toBe('OK');
    expect(visitor.cookies.has(t.config.cookies.session)).toBe(false);
  });

  it('warning, then forced: a cart with lines is converted only on /true, priced with the money module’s rounding', async () => {
    await setTodayRate('GBP', '0.75');
    const visitor = t.browser();
    const neighbour = t.browser();
    for (const browser of [visitor, neighbour]) {
      const added = await browser.send('POST', ADD, { ProductVariantId: V(1, 0), Quantity: 3 });
      expect(added.statusCode, added.body).toBe(200);
    }
    const before = await cartOf(visitor);
    expect(before).toMatchObject({ CurrencyCode: 'EUR', AmountTaxIncl: 149.7 });

    expect(await changed(visitor, 'GBP')).toEqual({
      ResponseCode: 'KO',
      ReasonType: 'Warning',
      ReasonResourceKey: 'Currency.CartWillBeConverted',
    });
    expect(await cartOf(visitor)).toEqual(before);

    expect((await changed(visitor, 'GBP', true)).ResponseCode).toBe('OK');
    const converted = await cartOf(visitor);
    // 49.90 EUR × 0.75 = 37.425 GBP: half up (not to even) is 37.43; × 3 is exactly 112.29.
    const unit = Money.parse('49.90', 'EUR').convert('0.75', 'GBP');
    expect(unit.toDecimal()).toBe('37.43');
    expect(converted.CurrencyCode).toBe('GBP');
    expect(converted.Items[0]).toMatchObject({
      UnitPriceTaxIncl: 37.43,
      UnitPriceTaxInclHtml: formatMoney(unit, 'fr'),
      TotalTaxIncl: 112.29,
    });
    expect(converted.AmountTaxIncl).toBe(112.29);
    expect(converted.AmountTaxInclHtml).toBe(formatMoney(Money.parse('112.29', 'GBP'), 'fr'));
    expect((await cartOf(visitor, 'nl')).AmountTaxInclHtml).toBe(
      formatMoney(Money.parse('112.29', 'GBP'), 'nl'),
    );
    // The answer of a later change is in the cart's currency too.
    const more = await visitor.send('POST', `${ADD}?culture=fr`, { ProductVariantId: V(1, 0), Quantity: 1 });
    expect(more.json()).toMatchObject({ CurrencyCode: 'GBP', AmountTaxIncl: 149.72 });
    expect((await shopper(visitor)).CurrencyCode).toBe('GBP');

    // Another visitor's cart is untouched.
    expect(await cartOf(neighbour)).toMatchObject({ CurrencyCode: 'EUR', AmountTaxIncl: 149.7 });
    // Going back to the shop's currency with lines is a warning too.
    expect((await changed(visitor, 'EUR')).ReasonType).toBe('Warning');
  });

  it('an unknown currency is a 404 problem carrying ReasonResourceKey; the cart is unchanged', async () => {
    const visitor = t.browser();
    await visitor.send('POST', ADD, { ProductVariantId: V(1, 0), Quantity: 1 });
    const before = await cartOf(visitor);
    const problem = expectProblem(await change(visitor, 'XYZ', true), 404, '/problems/currency-unknown');
    expect(problem).toMatchObject({
      ResponseCode: 'KO',
      ReasonType: 'Error',
      ReasonResourceKey: 'Currency.Unknown',
    });
    expect(await cartOf(visitor)).toEqual(before);
    const malformed = expectProblem(await change(visitor, 'U$D'), 400);
    expect(malformed.errors).toEqual({ currency: ['Currency.InvalidCode'] });
    expectProblem(await change(visitor, 'EURO'), 400);
    for (const culture of Object.keys(stringResources) as Culture[])
      for (const key of ['Currency.Unknown', 'Currency.InvalidCode', 'Currency.CartWillBeConverted'])
        expect(stringResources[culture][key], `${culture} ${key}`).toBeTruthy();
  });

  it('an inactive currency and a currency without a rate are refused (422) and not offered', async () => {
    const visitor = t.browser();
    await saveCurrency('CHF', false);
    const inactive = expectProblem(await change(visitor, 'CHF'), 422, '/problems/currency-inactive');
    expect(inactive).toMatchObject({ ReasonResourceKey: 'Currency.Inactive', ReasonType: 'Error' });
    await saveCurrency('JPY', true);
    const unpriced = expectProblem(await change(visitor, 'JPY'), 422, '/problems/currency-no-rate');
    expect(unpriced).toMatchObject({ ReasonResourceKey: 'Currency.NoRate' });
    const offered = (await shopper(visitor)).Currencies.map((currency) => currency.CurrencyCode);
    expect(offered).not.toContain('CHF');
    expect(offered).not.toContain('JPY');
    // Nothing was written for the refused visitor: no session either.
    expect(visitor.cookies.has(t.config.cookies.session)).toBe(false);
    await saveCurrency('CHF', true, 30);
  });

  it('a cart whose currency was withdrawn is priced in the shop’s currency again', async () => {
    await setTodayRate('CHF', '0.9913');
    const visitor = t.browser();
    expect((await changed(visitor, 'CHF')).ResponseCode).toBe('OK');
    await visitor.send('POST', ADD, { ProductVariantId: V(1, 0), Quantity: 1 });
    expect((await cartOf(visitor)).CurrencyCode).toBe('CHF');
    await saveCurrency('CHF', false);
    expect(await cartOf(visitor)).toMatchObject({ CurrencyCode: 'EUR', AmountTaxIncl: 49.9 });
    expect((await shopper(visitor)).CurrencyCode).toBe('EUR');
    await saveCurrency('CHF', true, 30);
  });

  it('a customer’s currency stays with their cart across sign-out and sign-in', async () => {
    const who = { email: 'currency-customer@vitrine.example', password: 'currency-customer-1' };
    await t.app.db.insert(users).values({ email: who.email, passwordHash: await hashPassword(who.password) });
    const browser = await signedIn(who);
    expect((await changed(browser, 'USD')).ResponseCode).toBe('OK');
    const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, who.email));
    const [cart] = await t.app.db
      .select()
      .from(carts)
      .where(eq(carts.customerId, user?.id ?? ''));
    expect(cart?.currencyCode).toBe('USD');
    const again = await signedIn(who);
    expect((await shopper(again)).CurrencyCode).toBe('USD');
  });

  it('staff: sales read the currencies and rates, admins set today’s rate and load the rates', async () => {
    const salesBrowser = await signedIn(sales);
    const list = (
      await salesBrowser.request({ method: 'GET', url: '/api/v1/backoffice/currencies?culture=fr' })
    ).json<BackofficeCurrency[]>();
    expect(list.find((currency) => currency.CurrencyCode === 'EUR')).toMatchObject({
      IsShopCurrency: true,
      Rate: '1',
      IsActive: true,
    });
    expect(list.find((currency) => currency.CurrencyCode === 'GBP')).toMatchObject({
      Rate: '0.75000000',
      RateSource: 'staff',
    });
    const rates = (
      await salesBrowser.request({ method: 'GET', url: '/api/v1/backoffice/currencies/USD/rates' })
    ).json<{ RateDate: string; Rate: string; Source: string }[]>();
    expect(rates.at(-1)).toMatchObject({ RateDate: '2022-07-08', Rate: '1.01630000', Source: 'ecb' });
    expectProblem(
      await salesBrowser.send('PUT', '/api/v1/backoffice/currencies/USD/rates/today', { Rate: '1.1' }),
      403,
    );
    expectProblem(await t.browser().request({ method: 'GET', url: '/api/v1/backoffice/currencies' }), 401);

    const refusal = expectProblem(
      await admin.send('PUT', '/api/v1/backoffice/currencies/USD/rates/today', { Rate: '-1' }),
      400,
    );
    expect(refusal.errors).toEqual({ Rate: ['Currency.InvalidRate'] });
    expectProblem(
      await admin.send('PUT', '/api/v1/backoffice/currencies/USD/rates/today', { Rate: '0' }),
      400,
    );
    expectProblem(
      await admin.send('PUT', '/api/v1/backoffice/currencies/EUR/rates/today', { Rate: '2' }),
      422,
    );
    expectProblem(
      await admin.send('PUT', '/api/v1/backoffice/currencies/EUR', { IsActive: false, SortOrder: 0 }),
      422,
    );
    expectProblem(
      await admin.send('PUT', '/api/v1/backoffice/currencies/ZZZ', { IsActive: true, SortOrder: 0 }),
      400,
    );

    // This app has no source configured: the load says so and changes nothing.
    const load = await admin.send('POST', '/api/v1/backoffice/currencies/rates/load');
    expect(RateLoadResultSchema.parse(load.json())).toMatchObject({ Outcome: 'NotConfigured', Written: 0 });
  });

  it('loading a day is idempotent, keeps the staff’s rate of that day, and a failed load changes nothing', async () => {
    const service = currencyService(t.app.db, { shopCurrency: 'EUR' });
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-rates-'));
    const file = path.join(dir, 'eurofxref-daily.xml');
    writeFileSync(
      file,
      ecbXml('2032-05-07', { USD: '1.2001', GBP: '0.9', CHF: '1.05', JPY: '150.5', SEK: '11' }),
    );
    await t.app.db
      .insert(exchangeRates)
      .values({ currencyCode: 'GBP', rateDate: '2032-05-07', rate: '0.88', source: 'staff' });
    const first = await service.loadRates(fileRateSource(file));
    // JPY was added by staff above; SEK is no currency of the shop.
    expect(first).toMatchObject({
      Outcome: 'Loaded',
      RateDate: '2032-05-07',
      Written: 3,
      Unchanged: 0,
      KeptStaff: 1,
    });
    const second = await service.loadRates(fileRateSource(file));
    expect(second).toMatchObject({ Outcome: 'Loaded', Written: 0, Unchanged: 3, KeptStaff: 1 });
    const count = async () =>
      (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(exchangeRates))[0]?.n;
    const before = await count();
    writeFileSync(file, '<html>maintenance</html>');
    const failed = await service.loadRates(fileRateSource(file));
    expect(failed).toMatchObject({ Outcome: 'Failed', Written: 0 });
    expect(failed.Reason).toMatch(/envelope/);
    expect(await count()).toBe(before);
    const day = await t.app.db.select().from(exchangeRates).where(eq(exchangeRates.rateDate, '2032-05-07'));
    expect(Object.fromEntries(day.map((row) => [row.currencyCode, row.rate]))).toEqual({
      USD: '1.20010000',
      GBP: '0.88000000',
      CHF: '1.05000000',
      JPY: '150.50000000',
    });
    await t.app.db.delete(exchangeRates).where(eq(exchangeRates.rateDate, '2032-05-07'));
  });

  it('the typed client answers a refusal as a change response titled with its reason', async () => {
    const visitor = t.browser();
    const client = createApiClient({
      fetch: async (input, init) => {
        const response = await visitor.request({
          method: (init?.method ?? 'GET') as 'GET',
          url: String(input),
          headers: Object.fromEntries(new Headers(init?.headers)),
        });
        return new Response(response.body, {
          status: response.statusCode,
          headers: { 'content-type': String(response.headers['content-type'] ?? '') },
        });
      },
    });
    expect(await client.currency.changeTo('XYZ')).toEqual({
      ResponseCode: 'KO',
      ReasonType: 'Error',
      ReasonResourceKey: 'Currency.Unknown',
    });
    expect(await client.currency.changeTo('U1D')).toMatchObject({
      ReasonResourceKey: 'Currency.InvalidCode',
    });
    expect(await client.currency.changeTo('USD')).toMatchObject({ ResponseCode: 'OK' });
  });
});
