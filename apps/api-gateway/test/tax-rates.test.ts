import {
  createApiClient,
  type ShoppingCart,
  ShoppingCartSchema,
  type StaffShippingMethod,
  type StaffTaxCountry,
} from '@vitrine/api-client';
import { loadReferenceData, seedDemoShipping, taxRates, users } from '@vitrine/db';
import { Money, reTax } from '@vitrine/money';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/security/passwords';
import { insertCatalogFixture, P, V } from './fixtures/catalog';
import {
  databaseTargets,
  expectProblem,
  expectTranslatedErrors,
  startTestApp,
  type TestApp,
  type TestBrowser,
} from './helpers';

const TAX_RATES = '/api/v1/backoffice/tax-rates';
const CART = '/api/v1/shoppingcarts';

describe.each(databaseTargets)('the staff’s VAT rates on $name', ({ url }) => {
  let t: TestApp;
  let admin: TestBrowser;
  let seller: TestBrowser;
  let customer: TestBrowser;
  const sales = { email: 'tax-sales@vitrine.example', password: 'tax-sales-password-1' };
  const shopper = { email: 'tax-customer@vitrine.example', password: 'tax-customer-password-1' };

  const signedIn = async (credentials: { email: string; password: string }) => {
    const browser = t.browser();
    expect((await browser.signIn(credentials.email, credentials.password)).statusCode).toBe(200);
    return browser;
  };
  /** Every rate row, as text, in a stable order: what a refusal must leave exactly as it was. */
  const allRates = () =>
    t.app.db
      .select({
        countryCode: taxRates.countryCode,
        taxClass: taxRates.taxClass,
        rate: sql<string>`${taxRates.rate}::text`,
      })
      .from(taxRates)
      .orderBy(asc(taxRates.countryCode), asc(taxRates.taxClass));
  const ratesOf = async (code: string) =>
    Object.fromEntries(
      (await allRates()).filter((row) => row.countryCode === code).map((row) => [row.taxClass, row.rate]),
    );
  const cartOf = async (browser: TestBrowser): Promise<ShoppingCart> => {
    const response = await browser.request({ method: 'GET', url: `${CART}?culture=fr` });
    expect(response.statusCode).toBe(200);
    return ShoppingCartSchema.parse(response.json());
  };
  /** A visitor with one Oslo chair (49.90 with the catalogue's 20 %: 41.58 without) delivered to a country. */
  const cartIn = async (country: string) => {
    const browser = t.browser();
    expect(
      (
        await browser.send('POST', '/api/v1/catalog/products/addtocart', {
          ProductVariantId: V(1, 0),
          Quantity: 1,
        })
      ).statusCode,
    ).toBe(200);
    const chosen = await browser.send('POST', `${CART}/shippingcountries?culture=fr`, {
      CountryCode: country,
    });
    expect(chosen.statusCode).toBe(200);
    return browser;
  };
  const put = (browser: TestBrowser, code: string, body: unknown) =>
    browser.send('PUT', `${TAX_RATES}/${code}?culture=fr`, body);
  const rateOf = (country: StaffTaxCountry | undefined, taxClass: string) =>
    country?.Rates.find((rate) => rate.TaxClass === taxClass);

  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000' });
    await insertCatalogFixture(t.app.db, t.app.storage);
    await t.app.db.execute(
      sql`UPDATE warehouse_stock SET quantity = 100 WHERE variant_id = ${V(1, 0)}::uuid AND quantity > 0`,
    );
    await seedDemoShipping(t.app.db);
    await t.app.db.insert(users).values([
      { email: sales.email, passwordHash: await hashPassword(sales.password), roles: ['sales'] },
      { email: shopper.email, passwordHash: await hashPassword(shopper.password) },
    ]);
    admin = await signedIn(t.config.admin);
    seller = await signedIn(sales);
    customer = await signedIn(shopper);
  }, 180_000);
  afterAll(() => t?.close());

  it('lists every country named in the culture, with its own rate and the one the cart applies per class', async () => {
    const response = await admin.request({ method: 'GET', url: `${TAX_RATES}?culture=nl` });
    expect(response.statusCode).toBe(200);
    const list = response.json<StaffTaxCountry[]>();
    expect(list).toHaveLength(30);
    const names = list.map((country) => country.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
    expect(list.find((country) => country.Code === 'BE')).toEqual({
      Code: 'BE',
      Name: 'België',
      IsEu: true,
      IsShopCountry: true,
      Rates: [
        { TaxClass: 'standard', Rate: 21, AppliedRate: 21 },
        { TaxClass: 'reduced', Rate: 6, AppliedRate: 6 },
        // Belgium has no super-reduced rate: the cart applies the reduced one.
        { TaxClass: 'super-reduced', Rate: null, AppliedRate: 6 },
        { TaxClass: 'zero', Rate: 0, AppliedRate: 0 },
      ],
    });
    expect(
      rateOf(
        list.find((country) => country.Code === 'FR'),
        'super-reduced',
      ),
    ).toEqual({
      TaxClass: 'super-reduced',
      Rate: 2.1,
      AppliedRate: 2.1,
    });
    // Denmark has the standard rate only.
    expect(
      rateOf(
        list.find((country) => country.Code === 'DK'),
        'reduced',
      ),
    ).toEqual({
      TaxClass: 'reduced',
      Rate: null,
      AppliedRate: 25,
    });
    // Outside the EU: no rates, a sale there is an export.
    expect(list.find((country) => country.Code === 'CH')).toMatchObject({
      Name: 'Zwitserland',
      IsEu: false,
      IsShopCountry: false,
      Rates: [
        { TaxClass: 'standard', Rate: null, AppliedRate: 0 },
        { TaxClass: 'reduced', Rate: null, AppliedRate: 0 },
        { TaxClass: 'super-reduced', Rate: null, AppliedRate: 0 },
        { TaxClass: 'zero', Rate: null, AppliedRate: 0 },
      ],
    });
    const api = createApiClient({ fetch: admin.fetch });
    expect((await api.staffTaxRates.list('fr')).find((country) => country.Code === 'DE')?.Name).toBe(
      'Allemagne',
    );
  });

  it('changes a country’s rates: carts taxed there are priced with them at once, a class left out falls back', async () => {
    const api = createApiClient({ fetch: admin.fetch });
    // A cart made before the change: 41.58 with Germany's 19 % is 49.48.
    const browser = await cartIn('DE');
    expect((await cartOf(browser)).Items[0]?.UnitPriceTaxIncl).toBe(49.48);
    try {
      const changed = await api.staffTaxRates.set('de', {
        Rates: [
          { TaxClass: 'standard', Rate: 25 },
          { TaxClass: 'reduced', Rate: 10.5 },
        ],
      });
      expect(changed).toEqual({
        Code: 'DE',
        Name: 'Allemagne',
        IsEu: true,
        IsShopCountry: false,
        Rates: [
          { TaxClass: 'standard', Rate: 25, AppliedRate: 25 },
          { TaxClass: 'reduced', Rate: 10.5, AppliedRate: 10.5 },
          { TaxClass: 'super-reduced', Rate: null, AppliedRate: 10.5 },
          { TaxClass: 'zero', Rate: 0, AppliedRate: 0 },
        ],
      });
      expect(await ratesOf('DE')).toEqual({ standard: '25.00', reduced: '10.50', zero: '0.00' });
      // The same cart, read again: 41.58 with 25 % is 51.98 (51.975 rounded half up).
      const after = await cartOf(browser);
      expect(after).toMatchObject({ TaxCountryCode: 'DE' });
      expect(after.Items[0]?.UnitPriceTaxIncl).toBe(51.98);

      await t.app.db.execute(sql`UPDATE products SET tax_class = 'super-reduced' WHERE id = ${P(1)}::uuid`);
      // No super-reduced rate of its own: the reduced 10.5 % applies (45.9459 → 45.95).
      expect((await cartOf(browser)).Items[0]?.UnitPriceTaxIncl).toBe(45.95);

      // The standard rate alone: both lower classes fall back to it.
      const standardOnly = await api.staffTaxRates.set('DE', { Rates: [{ TaxClass: 'standard', Rate: 19 }] });
      expect(standardOnly.Rates.map((rate) => [rate.Rate, rate.AppliedRate])).toEqual([
        [19, 19],
        [null, 19],
        [null, 19],
        [0, 0],
      ]);
      expect((await cartOf(browser)).Items[0]?.UnitPriceTaxIncl).toBe(49.48);
      expect(await ratesOf('DE')).toEqual({ standard: '19.00', zero: '0.00' });
      // The reference data loaded at every start leaves a removed class removed.
      await loadReferenceData(t.app.db, { cities: [] });
      expect(await ratesOf('DE')).toEqual({ standard: '19.00', zero: '0.00' });
    } finally {
      await t.app.db.execute(sql`UPDATE products SET tax_class = 'standard' WHERE id = ${P(1)}::uuid`);
      await api.staffTaxRates.set('DE', {
        Rates: [
          { TaxClass: 'standard', Rate: 19 },
          { TaxClass: 'reduced', Rate: 7 },
        ],
      });
    }
    expect(await ratesOf('DE')).toEqual({ standard: '19.00', reduced: '7.00', zero: '0.00' });
  });

  it('the shop’s own rate moves no catalogue price, only the shipping costs re-taxed abroad', async () => {
    const api = createApiClient({ fetch: admin.fetch });
    const methods = (await admin.request({ method: 'GET', url: '/api/v1/backoffice/shipping/methods' })).json<
      StaffShippingMethod[]
    >();
    const home = await cartIn('BE');
    const abroad = await cartIn('FR');
    const before = await cartOf(abroad);
    const method = methods.find((entry) => entry.Id === before.ShippingMethodId);
    const cost = Money.parse(String(method?.Costs.find((entry) => entry.CountryCode === 'FR')?.Cost), 'EUR');
    expect(before.ShippingAmount).toBe(reTax(cost, 21, 20).toNumber());
    try {
      await api.staffTaxRates.set('BE', {
        Rates: [
          { TaxClass: 'standard', Rate: 22 },
          { TaxClass: 'reduced', Rate: 6 },
        ],
      });
      const atHome = await cartOf(home);
      expect(atHome.Items[0]?.UnitPriceTaxIncl).toBe(49.9);
      const listed = (await t.browser().request({ method: 'GET', url: '/api/v1/catalog/fr/products' })).json<{
        Items: { ProductId: string; PriceFrom: number }[];
      }>();
      expect(listed.Items.find((item) => item.ProductId === P(1))?.PriceFrom).toBe(49.9);
      // Abroad, the goods keep France's 20 %; the cost entered with 22 % is re-taxed at France's.
      const after = await cartOf(abroad);
      expect(after.Items[0]?.UnitPriceTaxIncl).toBe(49.9);
      expect(after.ShippingAmount).toBe(reTax(cost, 22, 20).toNumber());
    } finally {
      await api.staffTaxRates.set('BE', {
        Rates: [
          { TaxClass: 'standard', Rate: 21 },
          { TaxClass: 'reduced', Rate: 6 },
        ],
      });
    }
  });

  it('is for admins only: 401 signed out, 403 to sales and customers, nothing written', async () => {
    const before = await allRates();
    const body = { Rates: [{ TaxClass: 'standard', Rate: 1 }] };
    expectProblem(await t.browser().request({ method: 'GET', url: TAX_RATES }), 401);
    expectProblem(await put(t.browser(), 'FR', body), 401);
    for (const browser of [seller, customer]) {
      expectProblem(await browser.request({ method: 'GET', url: TAX_RATES }), 403);
      expectProblem(await put(browser, 'FR', body), 403);
    }
    expect(await allRates()).toEqual(before);
  });

  it('refuses a bad rate with a translated message per field, writing nothing', async () => {
    const before = await allRates();
    const cases: [unknown, string, string][] = [
      [{ Rates: [{ TaxClass: 'standard', Rate: 100 }] }, 'Rates.0.Rate', 'Backoffice.TaxRateInvalid'],
      [{ Rates: [{ TaxClass: 'standard', Rate: -1 }] }, 'Rates.0.Rate', 'Backoffice.TaxRateInvalid'],
      [{ Rates: [{ TaxClass: 'standard', Rate: 20.125 }] }, 'Rates.0.Rate', 'Backoffice.TaxRateInvalid'],
      [{ Rates: [{ TaxClass: 'standard', Rate: '20' }] }, 'Rates.0.Rate', 'Backoffice.TaxRateInvalid'],
      [{ Rates: [{ TaxClass: 'zero', Rate: 1 }] }, 'Rates.0.TaxClass', 'Backoffice.TaxClassUnknown'],
      [
        {
          Rates: [
            { TaxClass: 'standard', Rate: 20 },
            { TaxClass: 'standard', Rate: 21 },
          ],
        },
        'Rates',
        'Backoffice.TaxClassTwice',
      ],
      [{ Rates: [{ TaxClass: 'reduced', Rate: 5 }] }, 'Rates', 'Backoffice.TaxRateStandardRequired'],
      // A member state of the EU keeps its standard rate.
      [{ Rates: [] }, 'Rates', 'Backoffice.TaxRateStandardRequired'],
    ];
    for (const [body, field, message] of cases) {
      const problem = expectProblem(await put(admin, 'FR', body), 400);
      expectTranslatedErrors(problem.errors);
      expect(problem.errors?.[field], JSON.stringify(body)).toEqual([message]);
    }
    expectProblem(await put(admin, 'FR', {}), 400);
    expect(await allRates()).toEqual(before);

    // Outside the EU a country may have no rates at all (it is an export), or some.
    const swiss = (
      await put(admin, 'CH', { Rates: [{ TaxClass: 'standard', Rate: 8.1 }] })
    ).json<StaffTaxCountry>();
    expect(rateOf(swiss, 'reduced')).toEqual({ TaxClass: 'reduced', Rate: null, AppliedRate: 8.1 });
    const none = await put(admin, 'CH', { Rates: [] });
    expect(none.statusCode).toBe(200);
    expect(await ratesOf('CH')).toEqual({});
  });

  it('answers 404 for a country the shop does not know and 400 for a code that is not one', async () => {
    const body = { Rates: [{ TaxClass: 'standard', Rate: 20 }] };
    const unknown = expectProblem(await put(admin, 'ZZ', body), 404);
    expect(unknown.errors?.countryCode).toEqual(['Shipping.CountryNotFound']);
    expectTranslatedErrors(unknown.errors);
    const malformed = expectProblem(await put(admin, 'B1', body), 400);
    expectTranslatedErrors(malformed.errors);
  });
});
