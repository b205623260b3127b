import {
  createApiClient,
  type ShoppingCart,
  ShoppingCartSchema,
  type StaffShippingMethod,
  type StaffShippingMethodInput,
} from '@vitrine/api-client';
import { carts, cities, countries, seedDemoShipping, shippingMethods, taxRates, users } from '@vitrine/db';
import { type Culture, stringResources } from '@vitrine/i18n';
import { Money, splitInclusive } from '@vitrine/money';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/security/passwords';
import { insertCatalogFixture, P, V } from './fixtures/catalog';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

const CART = '/api/v1/shoppingcarts';
const cityUrl = (country: string, query: string) =>
  `/api/v1/countries/${encodeURIComponent(country)}/cities/${encodeURIComponent(query)}`;
const STAFF = '/api/v1/backoffice/shipping';

/** Every message a refusal carries is an i18n key known in all six cultures. */
function expectTranslated(errors: Record<string, string[]> | undefined) {
  expect(errors).toBeDefined();
  for (const messages of Object.values(errors ?? {}))
    for (const message of messages) {
      const key = message.split('|')[0] as string;
      for (const culture of Object.keys(stringResources) as Culture[])
        expect(stringResources[culture][key], `${culture}: ${key}`).toBeTruthy();
    }
}

const texts = (name: string) =>
  Object.fromEntries(
    ['fr', 'nl', 'es', 'de', 'it', 'pt'].map((culture) => [
      culture,
      { Name: `${name} ${culture}`, Description: '' },
    ]),
  ) as StaffShippingMethodInput['Translations'];

describe.each(databaseTargets)('countries, postal codes and delivery on $name', ({ url }) => {
  let t: TestApp;
  let admin: TestBrowser;
  let methods: Record<string, StaffShippingMethod>;
  const customer = { email: 'shipping-customer@vitrine.example', password: 'shipping-customer-1' };

  const cartOf = async (browser: TestBrowser, culture = 'fr'): Promise<ShoppingCart> => {
    const response = await browser.request({ method: 'GET', url: `${CART}?culture=${culture}` });
    expect(response.statusCode).toBe(200);
    return ShoppingCartSchema.parse(response.json());
  };
  const answered = (response: LightMyRequestResponse): ShoppingCart => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return ShoppingCartSchema.parse(response.json());
  };
  const post = (browser: TestBrowser, path: string, body: unknown) =>
    browser.send('POST', `${CART}/${path}?culture=fr`, body);
  /** A visitor with one line of the Oslo chair (49.90, under the free-delivery threshold of 75). */
  const shopper = async (quantity = 1) => {
    const browser = t.browser();
    const added = await browser.send('POST', '/api/v1/catalog/products/addtocart', {
      ProductVariantId: V(1, 0),
      Quantity: quantity,
    });
    expect(added.statusCode).toBe(200);
    return browser;
  };
  /** The refusal is a translated problem and the cart is exactly as it was. */
  const refusedUnchanged = async (
    browser: TestBrowser,
    call: () => Promise<LightMyRequestResponse>,
    status: number,
    type?: string,
  ) => {
    const before = await cartOf(browser);
    const problem = expectProblem(await call(), status, type);
    if (status !== 400 || problem.errors) expectTranslated(problem.errors);
    expect(await cartOf(browser)).toEqual(before);
    return problem;
  };
  const cityId = async (country: string, query: string, label: string) => {
    const found = (await t.browser().request({ method: 'GET', url: cityUrl(country, query) })).json<
      Record<string, string>
    >();
    const id = Object.entries(found).find(([, text]) => text === label)?.[0];
    if (!id) throw new Error(`no ${label} in ${JSON.stringify(found)}`);
    return id;
  };

  beforeAll(async () => {
    t = await startTestApp(url, { REFERENCE_CITIES: 'FR', LOGIN_RATE_LIMIT: '1000' });
    await insertCatalogFixture(t.app.db, t.app.storage);
    await t.app.db.execute(
      sql`UPDATE warehouse_stock SET quantity = 100 WHERE variant_id = ${V(1, 0)}::uuid AND quantity > 0`,
    );
    await seedDemoShipping(t.app.db);
    await t.app.db
      .insert(users)
      .values({ email: customer.email, passwordHash: await hashPassword(customer.password) });
    admin = t.browser();
    expect((await admin.signIn(t.config.admin.email, t.config.admin.password)).statusCode).toBe(200);
    const list = (await admin.request({ method: 'GET', url: `${STAFF}/methods` })).json<
      StaffShippingMethod[]
    >();
    methods = Object.fromEntries(list.map((method) => [method.Key, method]));
  }, 180_000);
  afterAll(() => t?.close());

  it('loads the reference countries and EU VAT rates for every shop, and France’s postal codes once', async () => {
    const all = await t.app.db.select().from(countries);
    expect(all.length).toBe(30);
    expect(all.find((row) => row.code === 'FR')).toMatchObject({ isEu: true });
    expect(all.find((row) => row.code === 'CH')).toMatchObject({ isEu: false });
    const [fr] = await t.app.db
      .select({ rate: sql<string>`${taxRates.rate}::text` })
      .from(taxRates)
      .where(and(eq(taxRates.countryCode, 'FR'), eq(taxRates.taxClass, 'reduced')));
    expect(fr?.rate).toBe('5.50');
    const [count] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cities)
      .where(eq(cities.countryCode, 'FR'));
    expect(count?.n).toBeGreaterThan(35_000);
  });

  it('lists the shipping countries named in the culture, by name, saying whose places the typeahead knows', async () => {
    const response = await t.browser().request({ method: 'GET', url: '/api/v1/countries?culture=nl' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { Code: 'BE', Name: 'België', HasPlaces: false },
      { Code: 'DE', Name: 'Duitsland', HasPlaces: false },
      { Code: 'FR', Name: 'Frankrijk', HasPlaces: true },
      { Code: 'LU', Name: 'Luxemburg', HasPlaces: false },
      { Code: 'NL', Name: 'Nederland', HasPlaces: false },
    ]);
  });

  describe('the postal-code typeahead', () => {
    it('matches a postal-code prefix, codes first, at most 20, as id → "code place"', async () => {
      const response = await t.browser().request({ method: 'GET', url: cityUrl('FR', '6212') });
      expect(response.statusCode).toBe(200);
      const found = Object.values(response.json<Record<string, string>>());
      expect(found.length).toBe(20);
      expect(found[0]).toBe('62120 Aire-sur-la-Lys');
      expect(found.every((text) => text.startsWith('6212'))).toBe(true);
      expect([...found].sort()).toEqual(found);
      const paris = Object.values(
        (await t.browser().request({ method: 'GET', url: cityUrl('FR', '7500') })).json<
          Record<string, string>
        >(),
      );
      expect(paris[0]).toBe('75001 Paris 1er Arrondissement');
      expect(paris).toHaveLength(9);
    });

    it('matches a place name’s prefix without regard to case, accents or hyphens', async () => {
      const response = await t.browser().request({ method: 'GET', url: cityUrl('fr', 'SAINT ETIENNE DE T') });
      const found = Object.values(response.json<Record<string, string>>());
      expect(found).toContain('06660 Saint-Étienne-de-Tinée');
      expect(found.every((text) => /Saint-Étienne-de-T/.test(text))).toBe(true);
    });

    it('answers an empty map when nothing matches, and for a country without postal codes', async () => {
      expect((await t.browser().request({ method: 'GET', url: cityUrl('FR', 'zzzzz') })).json()).toEqual({});
      expect((await t.browser().request({ method: 'GET', url: cityUrl('BE', '1000') })).json()).toEqual({});
    });

    it('refuses fewer than 4 characters, an unknown country and a bad code with a problem', async () => {
      for (const query of ['750', '  75 ']) {
        const problem = expectProblem(
          await t.browser().request({ method: 'GET', url: cityUrl('FR', query) }),
          400,
          '/problems/validation',
        );
        expect(JSON.stringify(problem.errors)).toContain('Validation.SearchMinLength');
      }
      expectTranslated(
        expectProblem(await t.browser().request({ method: 'GET', url: cityUrl('ZZ', '75001') }), 404).errors,
      );
      expectProblem(await t.browser().request({ method: 'GET', url: cityUrl('F1', '75001') }), 400);
    });
  });

  it('a new cart ships to the shop’s country with the first method, whose cost is in the total', async () => {
    const browser = await shopper();
    const cart = await cartOf(browser);
    expect(cart).toMatchObject({
      ShippingCountryCode: 'BE',
      BillingCountryCode: null,
      TaxCountryCode: 'BE',
      City: null,
      ShippingMethodId: methods['home-delivery']?.Id,
      ShippingAmount: 5.95,
      FreeShipping: false,
      AmountTaxIncl: 55.85,
    });
    expect(cart.Items[0]?.UnitPriceTaxIncl).toBe(49.9);
    expect(cart.ShippingMethods?.map((method) => [method.Name, method.Cost, method.IsFree])).toEqual([
      ['Livraison à domicile', 5.95, false],
      ['Express', 12.5, false],
      ['Point relais', 3.95, false],
    ]);
    expect(cart.ShippingMethods?.[0]?.Description).toBe('À votre porte en 2 à 4 jours ouvrables.');
    expect(cart.ShippingCountries?.map((country) => country.Code)).toEqual(['DE', 'BE', 'FR', 'LU', 'NL']);
    expect(
      cart.ShippingCountries?.filter((country) => country.HasPlaces).map((country) => country.Code),
    ).toEqual(['FR']);
  });

  it('delivery is free from the method’s amount (goods after discount), the others still cost', async () => {
    const cart = await cartOf(await shopper(2));
    expect(cart).toMatchObject({ ShippingAmount: 0, FreeShipping: true, AmountTaxIncl: 99.8 });
    expect(cart.ShippingMethods?.map((method) => method.IsFree)).toEqual([true, false, true]);
  });

  it('chooses a method offered to the country; refuses unknown, inactive and not-offered ones unchanged', async () => {
    const browser = await shopper();
    const express = answered(
      await post(browser, 'shippingmethods', { ShippingMethodId: methods.express?.Id }),
    );
    expect(express).toMatchObject({
      ShippingMethodId: methods.express?.Id,
      ShippingAmount: 12.5,
      AmountTaxIncl: 62.4,
    });

    await refusedUnchanged(
      browser,
      () => post(browser, 'shippingmethods', { ShippingMethodId: '00000000-0000-4000-8000-00000000dead' }),
      404,
    );
    await refusedUnchanged(
      browser,
      () => post(browser, 'shippingmethods', { ShippingMethodId: 'nope' }),
      400,
    );
    const germanOnly = (
      await admin.send('POST', `${STAFF}/methods`, {
        Key: 'german-freight',
        Carrier: 'static',
        Translations: texts('Fracht'),
        FreeFrom: null,
        IsActive: true,
        SortOrder: 9,
        Costs: [{ CountryCode: 'DE', Cost: 40 }],
      })
    ).json<StaffShippingMethod>();
    await refusedUnchanged(
      browser,
      () => post(browser, 'shippingmethods', { ShippingMethodId: germanOnly.Id }),
      422,
      '/problems/shipping-method-unavailable',
    );
    await t.app.db
      .update(shippingMethods)
      .set({ isActive: false })
      .where(eq(shippingMethods.id, germanOnly.Id));
    const inactive = await refusedUnchanged(
      browser,
      () => post(browser, 'shippingmethods', { ShippingMethodId: germanOnly.Id }),
      422,
    );
    expect(inactive.errors?.ShippingMethodId).toEqual(['Shipping.MethodInactive']);
  });

  it('changes the delivery country: prices take its VAT, the method stays when offered, another visitor is untouched', async () => {
    const other = await shopper();
    const otherBefore = await cartOf(other);
    const browser = await shopper();
    answered(await post(browser, 'shippingmethods', { ShippingMethodId: methods.express?.Id }));
    const fr = answered(await post(browser, 'shippingcountries', { CountryCode: 'fr' }));
    // 49.90 includes the catalogue's 20 %: France's standard rate is the same, so the goods stay;
    // express costs 18.00 including Belgium's 21 % (14.88 without), 17.86 including France's 20 %.
    expect(fr).toMatchObject({
      ShippingCountryCode: 'FR',
      TaxCountryCode: 'FR',
      ShippingMethodId: methods.express?.Id,
      ShippingAmount: 17.86,
      AmountTaxIncl: 67.76,
    });
    const goods = Money.parse('49.90', 'EUR');
    const shipping = Money.parse('17.86', 'EUR');
    expect(fr.TaxAmount).toBe(
      splitInclusive(goods, 20).tax.plus(splitInclusive(shipping, 20).tax).toNumber(),
    );
    expect(await cartOf(other)).toEqual(otherBefore);

    // Germany: 19 % on the goods.
    const de = answered(await post(browser, 'shippingcountries', { CountryCode: 'DE' }));
    expect(de.Items[0]?.UnitPriceTaxIncl).toBe(49.48);

    await refusedUnchanged(
      browser,
      () => post(browser, 'shippingcountries', { CountryCode: 'CH' }),
      422,
      '/problems/not-shipping-country',
    );
    await refusedUnchanged(browser, () => post(browser, 'shippingcountries', { CountryCode: 'ZZ' }), 404);
    await refusedUnchanged(browser, () => post(browser, 'shippingcountries', { CountryCode: 'B1' }), 400);
  });

  it('a method not offered in the new country gives way to the first one offered there', async () => {
    const browser = await shopper();
    answered(await post(browser, 'shippingcountries', { CountryCode: 'DE' }));
    await t.app.db
      .update(shippingMethods)
      .set({ isActive: true })
      .where(eq(shippingMethods.key, 'german-freight'));
    try {
      const freight = (await cartOf(browser)).ShippingMethods?.find((m) => m.Name === 'Fracht fr');
      expect(freight).toBeDefined();
      answered(await post(browser, 'shippingmethods', { ShippingMethodId: freight?.Id }));
      const nl = answered(await post(browser, 'shippingcountries', { CountryCode: 'NL' }));
      expect(nl.ShippingMethodId).toBe(methods['home-delivery']?.Id);
      expect(nl.ShippingAmount).toBe(6.95);
    } finally {
      await t.app.db
        .update(shippingMethods)
        .set({ isActive: false })
        .where(eq(shippingMethods.key, 'german-freight'));
    }
  });

  it('keeps the typeahead’s city of the delivery country; refuses another country’s and an unknown one', async () => {
    const browser = await shopper();
    const paris = await cityId('FR', '75001', '75001 Paris 1er Arrondissement');
    await refusedUnchanged(
      browser,
      () => post(browser, 'city', { CityId: paris }),
      422,
      '/problems/city-of-another-country',
    );
    answered(await post(browser, 'shippingcountries', { CountryCode: 'FR' }));
    const withCity = answered(await post(browser, 'city', { CityId: paris }));
    expect(withCity.City).toEqual({ Id: paris, PostalCode: '75001', Name: 'Paris 1er Arrondissement' });
    await refusedUnchanged(
      browser,
      () => post(browser, 'city', { CityId: '00000000-0000-4000-8000-00000000beef' }),
      404,
    );
    // Another country: the place goes with the old one.
    expect(answered(await post(browser, 'shippingcountries', { CountryCode: 'BE' })).City).toBeNull();
  });

  it('setCountry: a billing country set apart becomes the tax country; the same one is not set apart', async () => {
    const browser = await shopper();
    const apart = answered(
      await post(browser, 'country', { ShippingCountryId: 'BE', BillingCountryId: 'LU' }),
    );
    expect(apart).toMatchObject({
      ShippingCountryCode: 'BE',
      BillingCountryCode: 'LU',
      TaxCountryCode: 'LU',
    });
    // Luxembourg's 17 % on goods priced with 20 %: 49.90 / 1.20 × 1.17.
    expect(apart.Items[0]?.UnitPriceTaxIncl).toBe(48.65);
    const same = answered(
      await post(browser, 'country', { ShippingCountryId: 'FR', BillingCountryId: 'FR' }),
    );
    expect(same).toMatchObject({ ShippingCountryCode: 'FR', BillingCountryCode: null, TaxCountryCode: 'FR' });
    await refusedUnchanged(
      browser,
      () => post(browser, 'country', { ShippingCountryId: 'BE', BillingCountryId: 'ZZ' }),
      404,
    );
    await refusedUnchanged(browser, () => post(browser, 'country', { ShippingCountryId: 'NO' }), 422);
  });

  it('PUT salestaxes/currentcountry: the tax country changes, the delivery country stays; the client’s calls', async () => {
    const browser = await shopper();
    const put = (body: unknown) =>
      browser.send('PUT', '/api/v1/salestaxes/currentcountry', body as Record<string, unknown>);
    const luxembourg = answered(await put({ currentCountry: 'lu' }));
    expect(luxembourg).toMatchObject({
      ShippingCountryCode: 'BE',
      BillingCountryCode: 'LU',
      TaxCountryCode: 'LU',
    });
    // Luxembourg's 17 % on goods priced with Belgium's 21 %… as for setCountry: 49.90 / 1.20 × 1.17.
    expect(luxembourg.Items[0]?.UnitPriceTaxIncl).toBe(48.65);
    // Back to the delivery country: nothing set apart.
    expect(answered(await put({ currentCountry: 'BE' }))).toMatchObject({
      BillingCountryCode: null,
      TaxCountryCode: 'BE',
    });
    await refusedUnchanged(browser, () => put({ currentCountry: 'ZZ' }), 404);
    await refusedUnchanged(browser, () => put({ currentCountry: 'Belgium' }), 400);
    await refusedUnchanged(browser, () => put({}), 400);

    const api = createApiClient({ fetch: browser.fetch });
    expect((await api.shipping.setCurrentTaxCountry('FR')).TaxCountryCode).toBe('FR');
    expect((await cartOf(browser)).ShippingCountryCode).toBe('BE');
    // The checkout's setCountry(ShippingCountryId, BillingCountryId) through the same client.
    expect(await api.shipping.setCountry('FR', 'LU')).toMatchObject({
      ShippingCountryCode: 'FR',
      TaxCountryCode: 'LU',
    });
  });

  it('a foreign tax country applies its rate for the product’s tax class', async () => {
    await t.app.db.execute(sql`UPDATE products SET tax_class = 'reduced' WHERE id = ${P(1)}::uuid`);
    try {
      const browser = await shopper();
      const fr = answered(await post(browser, 'shippingcountries', { CountryCode: 'FR' }));
      const line = Money.parse(String(fr.Items[0]?.TotalTaxIncl), 'EUR');
      const shipping = Money.parse(String(fr.ShippingAmount), 'EUR');
      // 49.90 with 20 % is 41.58 without; with France's reduced 5.5 %, 43.87.
      expect(line.toNumber()).toBe(43.87);
      expect(fr.TaxAmount).toBe(
        splitInclusive(line, 5.5).tax.plus(splitInclusive(shipping, 20).tax).toNumber(),
      );
      // At home nothing moves: the catalogue's price stands.
      const be = answered(await post(browser, 'shippingcountries', { CountryCode: 'BE' }));
      expect(be.Items[0]?.UnitPriceTaxIncl).toBe(49.9);
    } finally {
      await t.app.db.execute(sql`UPDATE products SET tax_class = 'standard' WHERE id = ${P(1)}::uuid`);
    }
  });

  it('a visitor’s first delivery choice makes the cart; a refused one makes nothing', async () => {
    const browser = t.browser();
    expectProblem(await post(browser, 'shippingcountries', { CountryCode: 'CH' }), 422);
    expect(browser.cookies.size).toBeLessThanOrEqual(1);
    const made = answered(await post(browser, 'shippingcountries', { CountryCode: 'NL' }));
    expect(made).toMatchObject({ ShippingCountryCode: 'NL', ItemsCount: 0, ShippingAmount: 0 });
    const [row] = await t.app.db.select().from(carts).where(eq(carts.shippingCountryCode, 'NL'));
    expect(row).toBeDefined();
  });

  describe('the staff’s shipping area', () => {
    const valid = (key: string): StaffShippingMethodInput => ({
      Key: key,
      Carrier: 'static',
      Translations: texts('Coursier'),
      FreeFrom: 100,
      IsActive: true,
      SortOrder: 5,
      Costs: [
        { CountryCode: 'BE', Cost: 9.5 },
        { CountryCode: 'FR', Cost: 11 },
      ],
    });

    it('creates and edits a method with its costs; refuses bad input and a taken key', async () => {
      const created = await admin.send('POST', `${STAFF}/methods`, valid('courier'));
      expect(created.statusCode).toBe(200);
      const method = created.json<StaffShippingMethod>();
      expect(method).toMatchObject({
        Key: 'courier',
        FreeFrom: 100,
        Costs: [
          { CountryCode: 'BE', Cost: 9.5 },
          { CountryCode: 'FR', Cost: 11 },
        ],
      });
      const edited = await admin.send('PUT', `${STAFF}/methods/${method.Id}`, {
        ...valid('courier'),
        IsActive: false,
        Costs: [{ CountryCode: 'NL', Cost: 7.25 }],
      });
      expect(edited.json()).toMatchObject({ IsActive: false, Costs: [{ CountryCode: 'NL', Cost: 7.25 }] });

      const bad = expectProblem(
        await admin.send('POST', `${STAFF}/methods`, {
          ...valid('bad key'),
          FreeFrom: 1.234,
          Translations: { ...texts('x'), fr: { Name: '', Description: '' } },
        }),
        400,
      );
      expect(Object.keys(bad.errors ?? {})).toEqual(
        expect.arrayContaining(['Key', 'FreeFrom', 'Translations.fr.Name']),
      );
      const unknownCountry = expectProblem(
        await admin.send('POST', `${STAFF}/methods`, {
          ...valid('ghost'),
          Costs: [{ CountryCode: 'ZZ', Cost: 1 }],
        }),
        400,
      );
      expectTranslated(unknownCountry.errors);
      expectProblem(await admin.send('POST', `${STAFF}/methods`, valid('express')), 409);
      expectProblem(
        await admin.send('PUT', `${STAFF}/methods/00000000-0000-4000-8000-00000000f00d`, valid('zz')),
        404,
      );
    });

    it('chooses the shipping countries; only admins see and change the area', async () => {
      const saved = await admin.send('PUT', `${STAFF}/countries?culture=fr`, {
        ShippingCountryCodes: ['BE', 'NL', 'LU', 'FR', 'DE', 'ES'],
      });
      expect(saved.statusCode).toBe(200);
      expect(
        saved.json<{ Code: string; IsShippingCountry: boolean }[]>().find((c) => c.Code === 'ES'),
      ).toMatchObject({
        IsShippingCountry: true,
      });
      expectProblem(await admin.send('PUT', `${STAFF}/countries`, { ShippingCountryCodes: ['XX'] }), 400);
      expectProblem(await admin.send('PUT', `${STAFF}/countries`, { ShippingCountryCodes: [] }), 400);
      await admin.send('PUT', `${STAFF}/countries`, { ShippingCountryCodes: ['BE', 'NL', 'LU', 'FR', 'DE'] });

      expectProblem(await t.browser().request({ method: 'GET', url: `${STAFF}/methods` }), 401);
      const shopperBrowser = t.browser();
      await shopperBrowser.signIn(customer.email, customer.password);
      expectProblem(await shopperBrowser.request({ method: 'GET', url: `${STAFF}/methods` }), 403);
      expectProblem(await shopperBrowser.send('POST', `${STAFF}/methods`, valid('sneaky')), 403);
    });
  });
});
