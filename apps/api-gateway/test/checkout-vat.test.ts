import { randomUUID } from 'node:crypto';
import { OrderPlacedSchema, PROBLEM_TYPES, ShoppingCartSchema } from '@vitrine/api-client';
import { seedDemoShipping } from '@vitrine/db';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture, V } from './fixtures/catalog';
import { expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

/** VIES as its REST API answers (`GET /ms/{country}/vat/{number}`), knowing one Greek company. */
async function fakeVies() {
  const registered = new Set(['EL094279805']);
  const server = Fastify();
  server.get<{ Params: { country: string; number: string } }>('/ms/:country/vat/:number', async (request) => {
    const isValid = registered.has(`${request.params.country}${request.params.number}`);
    return { isValid, userError: isValid ? 'VALID' : 'INVALID', vatNumber: request.params.number };
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => server.close(),
  };
}

const company = {
  Email: 'buyer@company.example',
  AccountType: 'Company',
  BillingCompany: 'Etaireia AE',
  BillingFirstName: 'Eleni',
  BillingLastName: 'Papadopoulou',
  BillingStreet1: 'Odos Ermou',
  BillingHouseNumber: '10',
  BillingPostalCode: '10563',
  BillingCity: 'Athina',
  BillingCountry: 'GR',
  BillingVAT: 'EL094279805',
  SameAddressForShipping: false,
  ShippingFirstName: 'Eleni',
  ShippingLastName: 'Papadopoulou',
  ShippingStreet1: 'Rue Haute',
  ShippingHouseNumber: '3',
  ShippingPostalCode: '1000',
  ShippingCity: 'Bruxelles',
  ShippingCountryId: 'BE',
};

describe('a company of another member state buys without VAT (reverse charge, spec 001 §1.10)', () => {
  let vies: Awaited<ReturnType<typeof fakeVies>>;
  let t: TestApp;
  const cartOf = async (browser: TestBrowser) =>
    ShoppingCartSchema.parse((await browser.request({ method: 'GET', url: '/api/v1/shoppingcarts' })).json());
  const check = (browser: TestBrowser, VAT: string) =>
    browser.request({
      method: 'GET',
      url: `/api/v1/sales/customers/checkisvatvalid/?${new URLSearchParams({ countryId: 'GR', VAT })}`,
    });
  const place = async (browser: TestBrowser, body: Record<string, unknown>) =>
    browser.request({
      method: 'POST',
      url: '/api/v1/sales/orders',
      headers: { 'x-csrf-token': await browser.antiforgeryToken(), 'idempotency-key': randomUUID() },
      payload: body,
    });

  beforeAll(async () => {
    vies = await fakeVies();
    t = await startTestApp(undefined, { VIES_URL: vies.url, VIES_TIMEOUT_MS: '2000' });
    await insertCatalogFixture(t.app.db, t.app.storage);
    await seedDemoShipping(t.app.db);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await vies?.close();
  });

  it('a confirmed number takes the VAT off the cart and the order; a refused one puts it back', async () => {
    const buyer = t.browser();
    expect(
      (
        await buyer.send('POST', '/api/v1/catalog/products/addtocart', {
          ProductVariantId: V(4),
          Quantity: 1,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await buyer.send('POST', '/api/v1/shoppingcarts/country', {
          ShippingCountryId: 'BE',
          BillingCountryId: 'GR',
        })
      ).statusCode,
    ).toBe(200);
    const taxed = await cartOf(buyer);
    expect(taxed).toMatchObject({ TaxCountryCode: 'GR', VatExempt: false });
    expect(taxed.TaxAmount).toBeGreaterThan(0);

    expect((await check(buyer, 'EL094279805')).json()).toMatchObject({ IsVATValidWebService: true });
    const exempt = await cartOf(buyer);
    // The catalogue's own price without VAT (124.17), and no VAT on top.
    expect(exempt).toMatchObject({
      VatExempt: true,
      VatNumber: 'EL094279805',
      TaxAmount: 0,
      AmountTaxIncl: 124.17,
    });

    // The exemption is that company's: a private buyer puts the VAT back, so the total shown
    // without VAT no longer holds (Greek VAT is back); the number must be checked again to buy as
    // the company.
    expectProblem(
      await place(buyer, { ...company, AccountType: 'Private', ExpectedTotal: 124.17 }),
      409,
      PROBLEM_TYPES.priceChanged,
    );
    expect(await cartOf(buyer)).toMatchObject({ VatExempt: false, VatNumber: null, AmountTaxIncl: 153.97 });
    expect((await check(buyer, 'EL094279805')).json()).toMatchObject({ IsVATValidWebService: true });
    const placed = await place(buyer, { ...company, ExpectedTotal: 124.17 });
    expect(placed.statusCode).toBe(201);
    expect(OrderPlacedSchema.parse(placed.json()).Order).toMatchObject({
      VatExempt: true,
      VAT: 'EL094279805',
      AccountType: 'Company',
      AmountTaxIncl: 124.17,
      BillingAddress: { Company: 'Etaireia AE', CountryId: 'GR' },
      ShippingAddress: { City: 'Bruxelles', CountryId: 'BE' },
    });

    // The next cart of the same shopper: a number the register refuses brings the VAT back.
    await buyer.send('POST', '/api/v1/catalog/products/addtocart', { ProductVariantId: V(4), Quantity: 1 });
    expect((await cartOf(buyer)).VatExempt).toBe(true);
    expect((await check(buyer, 'EL999999999')).json()).toMatchObject({ IsVATValidWebService: false });
    expect(await cartOf(buyer)).toMatchObject({ VatExempt: false, VatNumber: null });
  });
});
