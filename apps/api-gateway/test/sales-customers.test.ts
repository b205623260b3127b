import {
  createApiClient,
  PROBLEM_TYPES,
  SalesCustomerDetailSchema,
  SalesCustomerListSchema,
} from '@vitrine/api-client';
import { seedDemoShipping } from '@vitrine/db';
import { decodeMessage } from '@vitrine/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture, V } from './fixtures/catalog';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';
import { ADDRESS, CAST, seedSalesCast, sendWithKey, signedIn } from './sales-helpers';

const SEARCH = '/api/v1/sales/customers';

describe.each(databaseTargets)('the sales desk’s customer picker on $name', ({ url }) => {
  let t: TestApp;
  let seller: TestBrowser;
  let admin: TestBrowser;
  let editor: TestBrowser;
  let customer: TestBrowser;

  const search = async (browser: TestBrowser, query: string) => {
    const response = await browser.request({ method: 'GET', url: `${SEARCH}${query}` });
    if (response.statusCode !== 200) throw new Error(`search: ${response.statusCode} ${response.body}`);
    return SalesCustomerListSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000' });
    await insertCatalogFixture(t.app.db, t.app.storage);
    await seedDemoShipping(t.app.db);
    await seedSalesCast(t);
    seller = await signedIn(t, CAST.sales);
    admin = await signedIn(t, t.config.admin);
    editor = await signedIn(t, CAST.editor);
    customer = await signedIn(t, CAST.camille);
  }, 180_000);
  afterAll(() => t?.close());

  it('finds customers by two characters of their e-mail, with Email, CustomerId, name and company', async () => {
    const found = await search(seller, '?email=ca');
    // Addresses starting with the text first; staff and closed accounts are never offered.
    expect(found).toEqual([
      {
        CustomerId: CAST.camille.id,
        Email: CAST.camille.email,
        FirstName: 'Camille',
        LastName: 'Martin',
        Company: 'Atelier Martin',
      },
      {
        CustomerId: CAST.oscar.id,
        Email: CAST.oscar.email,
        FirstName: 'Oscar',
        LastName: 'Dupont',
        Company: null,
      },
    ]);
    // Any case, any part of the address; a LIKE wildcard is a plain character.
    expect((await search(seller, '?email=ATELIER')).map((row) => row.CustomerId)).toEqual([CAST.camille.id]);
    expect(await search(seller, '?email=%25%25')).toEqual([]);
    // Limited: one result when one is asked for.
    expect(await search(seller, '?email=ca&limit=1')).toHaveLength(1);
    // The typed client, as the back office calls it.
    const client = createApiClient({ baseUrl: '', fetch: seller.fetch });
    expect((await client.sales.customers({ email: 'cafe' })).map((row) => row.Email)).toEqual([
      CAST.oscar.email,
    ]);
  });

  it('refuses fewer than two characters with a translated 400 problem, and a limit beyond 50', async () => {
    for (const query of ['?email=c', '?email=%20c%20', '?email=', '']) {
      const body = expectProblem(
        await seller.request({ method: 'GET', url: `${SEARCH}${query}` }),
        400,
        PROBLEM_TYPES.validation,
      );
      expect(decodeMessage(body.errors?.email?.[0] ?? '')).toEqual({
        key: 'Validation.SearchMinLength',
        params: { min: 2 },
      });
    }
    expectProblem(await seller.request({ method: 'GET', url: `${SEARCH}?email=ca&limit=51` }), 400);
  });

  it('reads the picked customer with their saved addresses; anyone else is not found', async () => {
    const response = await seller.request({ method: 'GET', url: `${SEARCH}/${CAST.camille.id}?culture=fr` });
    const detail = SalesCustomerDetailSchema.parse(response.json());
    expect(detail).toMatchObject({ CustomerId: CAST.camille.id, Company: 'Atelier Martin' });
    expect(detail.Addresses.map((address) => address.Id).sort()).toEqual(
      [ADDRESS.camilleBilling, ADDRESS.camilleDelivery].sort(),
    );
    // A staff account, a closed one and an unknown id are no customers of the desk.
    for (const id of [CAST.staffCa.id, CAST.closed.id, CAST.editor.id.replace(/.$/, '0')])
      expectProblem(await seller.request({ method: 'GET', url: `${SEARCH}/${id}` }), 404);
  });

  it('lets only sales staff and admins call every sales-desk route: customers 403, editors 403, signed out 401', async () => {
    const draft = {
      CustomerId: CAST.camille.id,
      Lines: [{ ProductVariantId: V(4), Quantity: 1 }],
      BillingAddressId: ADDRESS.camilleBilling,
    };
    const calls: { name: string; call: (browser: TestBrowser) => ReturnType<TestBrowser['request']> }[] = [
      { name: 'search', call: (b) => b.request({ method: 'GET', url: `${SEARCH}?email=ca` }) },
      { name: 'customer', call: (b) => b.request({ method: 'GET', url: `${SEARCH}/${CAST.camille.id}` }) },
      { name: 'products', call: (b) => b.request({ method: 'GET', url: '/api/v1/sales/products?q=table' }) },
      { name: 'quote', call: (b) => b.send('POST', '/api/v1/sales/prepaidorders/quote', draft) },
      // An order without lines: refused before anything is written, whoever may call it.
      {
        name: 'place',
        call: (b) => sendWithKey(b, '/api/v1/sales/prepaidorders', { ...draft, Lines: [] }),
      },
      {
        name: 'account',
        call: (b) => b.request({ method: 'GET', url: `${SEARCH}/${CAST.camille.id}/prepaidaccount` }),
      },
      {
        name: 'top-up',
        call: (b) =>
          sendWithKey(b, `${SEARCH}/${CAST.camille.id}/prepaidaccount/topups`, { Amount: 0, Reference: '' }),
      },
    ];
    for (const { name, call } of calls) {
      expectProblem(await call(t.browser()), 401);
      expectProblem(await call(customer), 403);
      expectProblem(await call(editor), 403);
      for (const [who, browser] of [
        ['sales', seller],
        ['admin', admin],
      ] as const) {
        const { statusCode } = await call(browser);
        expect([401, 403], `${who} ${name}: ${statusCode}`).not.toContain(statusCode);
        expect(statusCode, `${who} ${name}`).toBeLessThan(500);
      }
    }
    // What the two roles that may call them get: the answers, or the form's own refusals.
    expect((await calls[3]?.call(seller))?.statusCode).toBe(200);
    expect((await calls[4]?.call(admin))?.statusCode).toBe(400);
    expect((await calls[6]?.call(seller))?.statusCode).toBe(400);
  });

  it('finds the variants to order by SKU or product name', async () => {
    const response = await seller.request({
      method: 'GET',
      url: '/api/v1/sales/products?q=table&culture=fr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      ProductVariantId: V(4),
      Name: 'Table Basse Verre',
      SKU: expect.any(String),
    });
    expectProblem(await seller.request({ method: 'GET', url: '/api/v1/sales/products?q=t' }), 400);
  });
});
