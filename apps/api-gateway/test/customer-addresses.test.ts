import { randomUUID } from 'node:crypto';
import {
  type CustomerAddress,
  type CustomerAddressBody,
  CustomerAddressesSchema,
  CustomerAddressSchema,
  createApiClient,
  OrderPlacedSchema,
  type PlaceOrderBody,
  PROBLEM_TYPES,
} from '@vitrine/api-client';
import { customerAddresses, orders, seedDemoShipping, users } from '@vitrine/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/security/passwords';
import { insertCatalogFixture, uid, V, WH } from './fixtures/catalog';
import {
  databaseTargets,
  expectProblem,
  expectTranslatedErrors,
  startTestApp,
  type TestApp,
  type TestBrowser,
} from './helpers';

const ADDRESSES = '/api/v1/sales/customers/addresses';
const ORDERS = '/api/v1/sales/orders';

const home = (overrides: Partial<CustomerAddressBody> = {}): CustomerAddressBody => ({
  AddressType: 'Both',
  AccountType: 'Private',
  FirstName: 'Anna',
  LastName: 'Peeters',
  Street1: 'Rue Haute',
  HouseNumber: '12',
  PostalCode: '1000',
  City: 'Bruxelles',
  CountryId: 'BE',
  ...overrides,
});

const typedOrder = (overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody => ({
  Email: 'anna@vitrine.example',
  AccountType: 'Private',
  BillingFirstName: 'Typed',
  BillingLastName: 'Name',
  BillingStreet1: 'Typed street',
  BillingHouseNumber: '1',
  BillingPostalCode: '1000',
  BillingCity: 'Bruxelles',
  BillingCountry: 'BE',
  SameAddressForShipping: true,
  ...overrides,
});

describe.each(databaseTargets)('customer addresses on $name', ({ url }) => {
  let t: TestApp;
  const anna = { id: uid(9201), email: 'anna-addresses@vitrine.example', password: 'anna-addresses-1' };
  const bruno = { id: uid(9202), email: 'bruno-addresses@vitrine.example', password: 'bruno-addresses-1' };

  const signedIn = async (who: { email: string; password: string }) => {
    const browser = t.browser();
    expect((await browser.signIn(who.email, who.password)).statusCode).toBe(200);
    return browser;
  };
  const created = async (browser: TestBrowser, body: CustomerAddressBody): Promise<CustomerAddress> => {
    const response = await browser.send('POST', ADDRESSES, body);
    if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
    return CustomerAddressSchema.parse(response.json());
  };
  const list = async (browser: TestBrowser, culture = 'fr') => {
    const response = await browser.request({ method: 'GET', url: `${ADDRESSES}?culture=${culture}` });
    expect(response.statusCode).toBe(200);
    return CustomerAddressesSchema.parse(response.json());
  };
  const rowsOf = async (customerId: string) =>
    t.app.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  const clearBook = (customerId: string) =>
    t.app.db.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  const orderCount = async () =>
    (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n ?? 0;
  const stockOf = async (variantId: string) => {
    const result = await t.app.db.execute<{ quantity: number }>(
      sql`SELECT quantity FROM warehouse_stock WHERE variant_id = ${variantId}::uuid AND warehouse_id = ${WH.brussels}::uuid`,
    );
    return Number(result.rows[0]?.quantity ?? 0);
  };
  const add = async (browser: TestBrowser, variantId: string, quantity: number) => {
    const response = await browser.send('POST', '/api/v1/catalog/products/addtocart', {
      ProductVariantId: variantId,
      Quantity: quantity,
    });
    if (response.statusCode !== 200) throw new Error(`add: ${response.statusCode} ${response.body}`);
  };
  const place = async (browser: TestBrowser, body: PlaceOrderBody) => {
    const token = await browser.antiforgeryToken();
    return browser.request({
      method: 'POST',
      url: ORDERS,
      headers: { 'x-csrf-token': token, 'idempotency-key': randomUUID() },
      payload: body as Record<string, unknown>,
    });
  };

  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000', CART_RATE_LIMIT: '1000' });
    await insertCatalogFixture(t.app.db, t.app.storage);
    await seedDemoShipping(t.app.db);
    await t.app.db.execute(
      sql`UPDATE warehouse_stock SET quantity = CASE WHEN warehouse_id = ${WH.brussels}::uuid THEN 100 ELSE 0 END WHERE variant_id = ${V(4)}::uuid`,
    );
    await t.app.db.insert(users).values([
      { id: anna.id, email: anna.email, passwordHash: await hashPassword(anna.password) },
      { id: bruno.id, email: bruno.email, passwordHash: await hashPassword(bruno.password) },
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  it('a customer lists, adds, edits and deletes their own addresses; a guest is asked to sign in', async () => {
    await clearBook(anna.id);
    const browser = await signedIn(anna);
    expect(await list(browser)).toEqual([]);

    const office = await created(
      browser,
      home({
        AddressType: 'Billing',
        AccountType: 'Company',
        Company: '  Atelier Peeters  ',
        VAT: 'BE0403170701',
        Phone: '+32 2 555 12 12',
      }),
    );
    expect(office).toMatchObject({
      AddressType: 'Billing',
      AccountType: 'Company',
      Company: 'Atelier Peeters',
      VAT: 'BE0403170701',
      CountryId: 'BE',
      CountryName: 'Belgique',
      BoxNumber: null,
      IsDefault: false,
    });
    const holiday = await created(
      browser,
      home({
        AddressType: 'Shipping',
        Street1: 'Dorpsstraat',
        City: 'Gent',
        PostalCode: '9000',
        IsDefault: true,
      }),
    );
    // The defaults first, then as they were added; country names in the asked culture.
    expect((await list(browser)).map((address) => address.Id)).toEqual([holiday.Id, office.Id]);
    expect((await list(browser, 'nl'))[0]?.CountryName).toBe('België');

    const changed = await browser.send(
      'PUT',
      `${ADDRESSES}/${office.Id}`,
      home({ AddressType: 'Both', Street1: 'Rue Neuve', BoxNumber: 'B2' }),
    );
    expect(changed.statusCode).toBe(200);
    // A private person's company and VAT number are not kept.
    expect(CustomerAddressSchema.parse(changed.json())).toMatchObject({
      Id: office.Id,
      AddressType: 'Both',
      AccountType: 'Private',
      Company: null,
      VAT: null,
      Street1: 'Rue Neuve',
      BoxNumber: 'B2',
      Phone: null,
    });

    const deleted = await browser.send('DELETE', `${ADDRESSES}/${holiday.Id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await list(browser)).map((address) => address.Id)).toEqual([office.Id]);
    expectProblem(await browser.send('DELETE', `${ADDRESSES}/${holiday.Id}`), 404);
    expect(changed.headers['cache-control']).toBe('no-store');

    const guest = t.browser();
    expectProblem(await guest.request({ method: 'GET', url: ADDRESSES }), 401);
    expectProblem(await guest.send('POST', ADDRESSES, home()), 401);
    // Without the anti-forgery token, a signed-in customer's change is refused too.
    expectProblem(
      await browser.request({ method: 'POST', url: ADDRESSES, payload: home() as Record<string, unknown> }),
      403,
      PROBLEM_TYPES.csrf,
    );
    expect(await rowsOf(anna.id)).toHaveLength(1);
  });

  it('the typed client reads and writes the customer’s addresses', async () => {
    await clearBook(anna.id);
    const browser = await signedIn(anna);
    const api = createApiClient({ baseUrl: 'http://gateway', fetch: browser.fetch });
    const saved = await api.customerAddresses.create(home({ IsDefault: true }), 'de');
    expect(saved.CountryName).toBe('Belgien');
    const updated = await api.customerAddresses.update(saved.Id, home({ City: 'Ixelles' }), 'fr');
    expect(updated.City).toBe('Ixelles');
    expect((await api.customerAddresses.list('fr')).map((address) => address.City)).toEqual(['Ixelles']);
    await api.customerAddresses.remove(saved.Id);
    expect(await api.customerAddresses.list()).toEqual([]);
  });

  it('one default per kind: a new default takes the place of the defaults of the kinds it serves', async () => {
    await clearBook(anna.id);
    const browser = await signedIn(anna);
    const billing = await created(browser, home({ AddressType: 'Billing', IsDefault: true }));
    const shipping = await created(browser, home({ AddressType: 'Shipping', IsDefault: true }));
    const defaults = async () =>
      (await list(browser))
        .filter((address) => address.IsDefault)
        .map((address) => address.Id)
        .sort();
    expect(await defaults()).toEqual([billing.Id, shipping.Id].sort());

    // Another billing default leaves the delivery default alone.
    const billing2 = await created(browser, home({ AddressType: 'Billing', IsDefault: true }));
    expect(await defaults()).toEqual([billing2.Id, shipping.Id].sort());
    // One for both takes both places.
    const both = await created(browser, home({ AddressType: 'Both', IsDefault: true }));
    expect(await defaults()).toEqual([both.Id]);
    // Made a default by an edit, the same rule.
    const edited = await browser.send(
      'PUT',
      `${ADDRESSES}/${shipping.Id}`,
      home({ AddressType: 'Shipping', IsDefault: true }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await defaults()).toEqual([shipping.Id]);

    // Two new defaults at once still leave one.
    await Promise.all([
      created(browser, home({ AddressType: 'Billing', IsDefault: true })),
      created(browser, home({ AddressType: 'Billing', IsDefault: true })),
    ]);
    const billingDefaults = (await rowsOf(anna.id)).filter(
      (row) => row.isDefault && row.addressType !== 'Shipping',
    );
    expect(billingDefaults).toHaveLength(1);
  });

  it('another customer’s address is not found: not listed, changed or deleted', async () => {
    await clearBook(anna.id);
    await clearBook(bruno.id);
    const annaBrowser = await signedIn(anna);
    const annas = await created(annaBrowser, home());
    const bruno_ = await signedIn(bruno);

    expect(await list(bruno_)).toEqual([]);
    const changed = expectProblem(
      await bruno_.send('PUT', `${ADDRESSES}/${annas.Id}`, home({ Street1: 'Bruno street' })),
      404,
    );
    expectTranslatedErrors(changed.errors);
    expectProblem(await bruno_.send('DELETE', `${ADDRESSES}/${annas.Id}`), 404);
    // Exactly as an address that never existed.
    expectProblem(await bruno_.send('DELETE', `${ADDRESSES}/${randomUUID()}`), 404);
    const [row] = await rowsOf(anna.id);
    expect(row?.street1).toBe('Rue Haute');
  });

  it('refuses bad input with translated reasons, and writes nothing', async () => {
    await clearBook(anna.id);
    const browser = await signedIn(anna);
    const refused = async (body: unknown, fields: string[], status = 400) => {
      const problem = expectProblem(await browser.send('POST', ADDRESSES, body), status);
      expect(Object.keys(problem.errors ?? {})).toEqual(expect.arrayContaining(fields));
      expectTranslatedErrors(problem.errors);
      return problem;
    };

    // A company needs its name; a VAT number is a company's, in its country's format.
    await refused(home({ AccountType: 'Company' }), ['Company']);
    const privateVat = await refused(home({ VAT: 'BE0403170701' }), ['VAT']);
    expect(privateVat.errors?.VAT).toEqual(['Addresses.VatOnlyForCompany']);
    await refused(home({ AccountType: 'Company', Company: 'Atelier', VAT: 'BE123' }), ['VAT']);
    // Required fields, lengths, the type and the country's code.
    await refused(home({ FirstName: ' ', Street1: 'x'.repeat(201), PostalCode: '' }), [
      'FirstName',
      'Street1',
      'PostalCode',
    ]);
    await refused({ ...home(), AddressType: 'Office' }, ['AddressType']);
    await refused(home({ CountryId: 'Belgium' }), ['CountryId']);
    // Delivered only where the shop delivers; billed in any country it knows.
    const abroad = await refused(home({ AddressType: 'Shipping', CountryId: 'IT' }), ['CountryId']);
    expect(abroad.errors?.CountryId).toEqual(['Shipping.NotShippingCountry']);
    await refused(home({ AddressType: 'Both', CountryId: 'IT' }), ['CountryId']);
    await refused(home({ AddressType: 'Billing', CountryId: 'ZZ' }), ['CountryId']);
    expect(await rowsOf(anna.id)).toHaveLength(0);
    expect((await created(browser, home({ AddressType: 'Billing', CountryId: 'IT' }))).CountryId).toBe('IT');

    // A bad id in the path, and a body that is no address at all.
    expectProblem(await browser.send('PUT', `${ADDRESSES}/not-an-id`, home()), 400);
    expectProblem(await browser.send('DELETE', `${ADDRESSES}/not-an-id`), 400);
    await refused({}, ['AddressType', 'FirstName', 'LastName', 'Street1', 'CountryId']);
    expect(await rowsOf(anna.id)).toHaveLength(1);
  });

  it('an order with ExistingBillingAddressId and ExistingShippingAddressId takes the saved addresses, whose fields win', async () => {
    await clearBook(anna.id);
    const browser = await signedIn(anna);
    const office = await created(
      browser,
      home({
        AddressType: 'Billing',
        AccountType: 'Company',
        Company: 'Atelier Peeters',
        VAT: 'BE0403170701',
        Street1: 'Avenue Louise',
        HouseNumber: '54',
        Phone: '+32 2 555 12 12',
      }),
    );
    const depot = await created(
      browser,
      home({
        AddressType: 'Shipping',
        FirstName: 'Jan',
        Street1: 'Dorpsstraat',
        City: 'Gent',
        PostalCode: '9000',
      }),
    );
    await add(browser, V(4), 1);
    const response = await place(
      browser,
      typedOrder({ ExistingBillingAddressId: office.Id, ExistingShippingAddressId: depot.Id }),
    );
    if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
    const { Order } = OrderPlacedSchema.parse(response.json());
    expect(Order).toMatchObject({
      AccountType: 'Company',
      VAT: 'BE0403170701',
      BillingAddress: {
        FirstName: 'Anna',
        Company: 'Atelier Peeters',
        Street1: 'Avenue Louise',
        HouseNumber: '54',
        CountryId: 'BE',
        Phone: '+32 2 555 12 12',
      },
      ShippingAddress: { FirstName: 'Jan', Street1: 'Dorpsstraat', City: 'Gent', PostalCode: '9000' },
    });

    // Its country wins too: a saved delivery address elsewhere than the cart is priced for is
    // refused until the cart is priced there.
    const amsterdam = await created(
      browser,
      home({
        AddressType: 'Both',
        Street1: 'Damrak',
        City: 'Amsterdam',
        PostalCode: '1012',
        CountryId: 'NL',
      }),
    );
    await add(browser, V(4), 1);
    const before = await orderCount();
    expectProblem(
      await place(browser, typedOrder({ ExistingShippingAddressId: amsterdam.Id })),
      409,
      PROBLEM_TYPES.priceChanged,
    );
    expect(await orderCount()).toBe(before);
    const priced = await browser.send('POST', '/api/v1/shoppingcarts/country', {
      ShippingCountryId: 'NL',
      BillingCountryId: 'BE',
    });
    expect(priced.statusCode).toBe(200);
    const there = await place(browser, typedOrder({ ExistingShippingAddressId: amsterdam.Id }));
    expect(there.statusCode).toBe(201);
    expect(OrderPlacedSchema.parse(there.json()).Order.ShippingAddress).toMatchObject({
      City: 'Amsterdam',
      CountryId: 'NL',
    });
    await browser.send('POST', '/api/v1/shoppingcarts/country', { ShippingCountryId: 'BE' });
  });

  it('an order naming a saved address that is not the shopper’s, or not of its kind, is refused (422) and writes nothing', async () => {
    await clearBook(anna.id);
    await clearBook(bruno.id);
    const annaBrowser = await signedIn(anna);
    const annaBilling = await created(annaBrowser, home({ AddressType: 'Billing' }));
    const annaShipping = await created(annaBrowser, home({ AddressType: 'Shipping' }));
    const brunoBrowser = await signedIn(bruno);
    const guest = t.browser();
    await add(annaBrowser, V(4), 1);
    await add(brunoBrowser, V(4), 1);
    await add(guest, V(4), 1);
    const before = { orders: await orderCount(), stock: await stockOf(V(4)) };

    const refusals: Array<[TestBrowser, Partial<PlaceOrderBody>, string, string]> = [
      [
        guest,
        { ExistingBillingAddressId: annaBilling.Id },
        'ExistingBillingAddressId',
        'Addresses.SignInToUse',
      ],
      [
        guest,
        { ExistingShippingAddressId: annaShipping.Id },
        'ExistingShippingAddressId',
        'Addresses.SignInToUse',
      ],
      [
        brunoBrowser,
        { ExistingBillingAddressId: annaBilling.Id },
        'ExistingBillingAddressId',
        'Addresses.UnknownForOrder',
      ],
      [
        brunoBrowser,
        { ExistingShippingAddressId: annaShipping.Id },
        'ExistingShippingAddressId',
        'Addresses.UnknownForOrder',
      ],
      [
        annaBrowser,
        { ExistingBillingAddressId: annaShipping.Id },
        'ExistingBillingAddressId',
        'Addresses.NotForBilling',
      ],
      [
        annaBrowser,
        { ExistingShippingAddressId: annaBilling.Id },
        'ExistingShippingAddressId',
        'Addresses.NotForDelivery',
      ],
    ];
    for (const [browser, ids, field, key] of refusals) {
      const problem = expectProblem(
        await place(browser, typedOrder(ids)),
        422,
        PROBLEM_TYPES.savedAddressRefused,
      );
      expect(problem.errors).toEqual({ [field]: [key] });
      expectTranslatedErrors(problem.errors);
    }
    expectProblem(await place(annaBrowser, typedOrder({ ExistingBillingAddressId: 'not-an-id' })), 400);
    expect(await orderCount()).toBe(before.orders);
    expect(await stockOf(V(4))).toBe(before.stock);

    // Guests keep ordering with typed addresses.
    const typed = await place(guest, typedOrder({ Email: 'guest-typed@vitrine.example' }));
    expect(typed.statusCode).toBe(201);
    expect(OrderPlacedSchema.parse(typed.json()).Order.BillingAddress.FirstName).toBe('Typed');
  });
});

/** {app}/{culture}/widget/DeliveryAddressPicker as the gateway serves it (needs `pnpm build`). */
describe('the DeliveryAddressPicker fragment (spec 001 §7)', () => {
  let t: TestApp;
  const camille = { id: uid(9203), email: 'camille-addresses@vitrine.example', password: 'camille-addr-1' };
  const WIDGET = '/fr/widget/DeliveryAddressPicker';

  beforeAll(async () => {
    t = await startTestApp(undefined, {}, undefined, { web: true });
    await seedDemoShipping(t.app.db);
    await t.app.db.insert(users).values({
      id: camille.id,
      email: camille.email,
      passwordHash: await hashPassword(camille.password),
    });
  }, 300_000);
  afterAll(() => t?.close());

  it('is the customer’s delivery addresses as a picker’s HTML, fetched by the typed client’s getDeliveryAddressPicker', async () => {
    const browser = t.browser();
    expect((await browser.signIn(camille.email, camille.password)).statusCode).toBe(200);
    const api = createApiClient({ baseUrl: 'http://gateway', fetch: browser.fetch });
    const home_ = await api.customerAddresses.create(home({ IsDefault: true, Street1: 'Rue Haute' }), 'fr');
    const depot = await api.customerAddresses.create(
      home({ AddressType: 'Shipping', Street1: 'Dorpsstraat', City: 'Gent', PostalCode: '9000' }),
      'fr',
    );
    await api.customerAddresses.create(home({ AddressType: 'Billing', Street1: 'Avenue Louise' }), 'fr');

    const html = await api.customerAddresses.getDeliveryAddressPicker('fr', {
      hasCreation: true,
      hasEdit: true,
    });
    // A fragment: no document, no layout around it.
    expect(html.startsWith('<section')).toBe(true);
    expect(html).not.toMatch(/<html|<body|<header/);
    expect(html).toContain('aria-label="Vos adresses de livraison"');
    expect(html).toContain('data-has-creation="true"');
    expect(html).toContain('data-has-edit="true"');
    expect(html).toMatch(new RegExp(`name="ExistingShippingAddressId" checked="" value="${home_.Id}"`));
    expect(html).toContain(`value="${depot.Id}"`);
    expect(html).toContain('Dorpsstraat 12');
    // A billing-only address is no delivery address.
    expect(html).not.toContain('Avenue Louise');
    expect(html).toContain('Ajouter une adresse');

    const raw = await browser.request({ method: 'GET', url: WIDGET });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(raw.headers['cache-control']).toBe('no-store');
    expect(raw.headers['x-robots-tag']).toBe('noindex');
    // Without the page's flags, nothing to add or edit.
    expect(raw.body).toContain('data-has-creation="false"');
    expect(raw.body).not.toContain('Ajouter une adresse');
    const dutch = await browser.request({ method: 'GET', url: '/nl/widget/DeliveryAddressPicker' });
    expect(dutch.body).toContain('Uw leveringsadressen');

    expect((await browser.request({ method: 'GET', url: `${WIDGET}?hasEdit=maybe` })).statusCode).toBe(400);
    expect(
      (await browser.request({ method: 'GET', url: '/xx/widget/DeliveryAddressPicker' })).statusCode,
    ).toBe(404);
  });

  it('asks a guest to sign in, with a 401', async () => {
    const guest = await t.browser().request({ method: 'GET', url: WIDGET });
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(guest.body).toContain('Connectez-vous pour voir vos adresses.');
  });
});
