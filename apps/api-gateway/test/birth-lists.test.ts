import { randomUUID } from 'node:crypto';
import {
  type BirthList,
  BirthListSchema,
  BirthListShareSchema,
  MyBirthListsSchema,
  OrderPlacedSchema,
  PaymentSessionSchema,
  type PlaceOrderBody,
  SharedBirthListSchema,
} from '@vitrine/api-client';
import { birthListGifts, birthLists, orderAddresses, seedDemoShipping, users } from '@vitrine/db';
import { and, eq, sql } from 'drizzle-orm';
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
import { readMailbox } from './mailbox';

const BASE = '/api/v1/catalog/birthlists';
const ADDRESSES = '/api/v1/sales/customers/addresses';
const ORDERS = '/api/v1/sales/orders';
/** Table Basse Verre: in stock at 149 €. */
const TABLE = V(4);
/** Fauteuil Lounge. */
const LOUNGE = V(3);

const guestForm = (overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody => ({
  Email: 'aunt@vitrine.example',
  AccountType: 'Private',
  BillingFirstName: 'Zoé',
  BillingLastName: 'Martin',
  BillingStreet1: 'Rue de la Loi',
  BillingHouseNumber: '16',
  BillingPostalCode: '1000',
  BillingCity: 'Bruxelles',
  BillingCountry: 'BE',
  SameAddressForShipping: true,
  ...overrides,
});

describe.each(databaseTargets)('birth lists on $name', ({ url }) => {
  let t: TestApp;
  const anna = { id: uid(9401), email: 'anna.birth@vitrine.example', password: 'anna-password-1' };
  const bert = { id: uid(9402), email: 'bert.birth@vitrine.example', password: 'bert-password-1' };

  const signedIn = async (who: { email: string; password: string }) => {
    const browser = t.browser();
    const response = await browser.signIn(who.email, who.password);
    if (response.statusCode !== 200) throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
    return browser;
  };
  const ok = <T>(
    response: { statusCode: number; body: string; json: () => unknown },
    parse: (v: unknown) => T,
    status = 200,
  ) => {
    if (response.statusCode !== status) throw new Error(`${response.statusCode}: ${response.body}`);
    return parse(response.json());
  };
  const create = async (browser: TestBrowser, body: Record<string, unknown> = { Title: 'Liste de Léa' }) =>
    ok(await browser.send('POST', `${BASE}?culture=fr`, body), (v) => BirthListSchema.parse(v), 201);
  const addItem = async (browser: TestBrowser, id: string, variant: string, quantity: number) =>
    ok(
      await browser.send('POST', `${BASE}/${id}/items?culture=fr`, {
        ProductVariantId: variant,
        Quantity: quantity,
      }),
      (v) => BirthListSchema.parse(v),
    );
  const share = async (browser: TestBrowser, id: string) =>
    ok(await browser.send('POST', `${BASE}/${id}/share?culture=fr`), (v) => BirthListShareSchema.parse(v));
  const shared = (browser: TestBrowser, token: string) =>
    browser.request({ method: 'GET', url: `${BASE}/shared/${token}?culture=fr` });
  const read = async (browser: TestBrowser, id: string): Promise<BirthList> =>
    ok(await browser.request({ method: 'GET', url: `${BASE}/${id}?culture=fr` }), (v) =>
      BirthListSchema.parse(v),
    );
  const setStock = (variantId: string, quantity: number) =>
    t.app.db.execute(sql`
      INSERT INTO warehouse_stock (warehouse_id, variant_id, quantity)
      VALUES (${WH.brussels}::uuid, ${variantId}::uuid, ${quantity})
      ON CONFLICT (warehouse_id, variant_id) DO UPDATE SET quantity = EXCLUDED.quantity`);
  const place = async (browser: TestBrowser, body: PlaceOrderBody = guestForm()) => {
    const token = await browser.antiforgeryToken();
    const response = await browser.request({
      method: 'POST',
      url: ORDERS,
      headers: { 'x-csrf-token': token, 'idempotency-key': randomUUID() },
      payload: body as Record<string, unknown>,
    });
    if (response.statusCode !== 201) throw new Error(`place: ${response.statusCode} ${response.body}`);
    return OrderPlacedSchema.parse(response.json());
  };
  const payByCard = async (browser: TestBrowser, orderId: string) => {
    const session = PaymentSessionSchema.parse(
      (await browser.send('POST', `${ORDERS}/${orderId}/makepayment`, {})).json(),
    );
    const paid = await browser.send('POST', `/api/v1/payments/test/sessions/${session.SessionId}/pay`, {
      HolderName: 'Zoé Martin',
      CardNumber: '4111 1111 1111 1111',
      ExpiryMonth: '03',
      ExpiryYear: '2030',
      Cvc: '737',
      BillingStreet: 'Rue de la Loi 16',
      BillingPostalCode: '1000',
      BillingCity: 'Bruxelles',
      BillingCountryId: 'BE',
    });
    expect(paid.json()).toMatchObject({ Status: 'succeeded', OrderId: orderId });
  };

  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000', CART_RATE_LIMIT: '1000' });
    await insertCatalogFixture(t.app.db, t.app.storage);
    await seedDemoShipping(t.app.db);
    await t.app.db.insert(users).values([
      { id: anna.id, email: anna.email, passwordHash: await hashPassword(anna.password) },
      { id: bert.id, email: bert.email, passwordHash: await hashPassword(bert.password) },
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  it('the owner creates a list, adds, changes and removes items, edits and deletes it', async () => {
    const owner = await signedIn(anna);
    const list = await create(owner, {
      Title: '  Liste de Léa ',
      BabyName: 'Léa',
      ExpectedDate: '2027-03-14',
      Message: 'Merci à tous !',
    });
    expect(list).toMatchObject({
      Title: 'Liste de Léa',
      BabyName: 'Léa',
      ExpectedDate: '2027-03-14',
      Message: 'Merci à tous !',
      IsShared: false,
      DeliveryAddress: null,
      Items: [],
      Purchases: [],
    });
    await addItem(owner, list.Id, TABLE, 1);
    // Adding the same variant again adds to its line.
    const twice = await addItem(owner, list.Id, TABLE, 2);
    expect(twice.Items).toHaveLength(1);
    expect(twice.Items[0]).toMatchObject({
      ProductVariantId: TABLE,
      ProductName: 'Table Basse Verre',
      Quantity: 3,
      Bought: 0,
      Remaining: 3,
      Done: false,
    });
    const both = await addItem(owner, list.Id, LOUNGE, 1);
    expect(both.Items.map((item) => item.ProductVariantId)).toEqual([TABLE, LOUNGE]);
    const itemId = both.Items[0]?.Id as string;
    const changed = ok(
      await owner.send('PUT', `${BASE}/${list.Id}/items/${itemId}?culture=fr`, { Quantity: 2 }),
      (v) => BirthListSchema.parse(v),
    );
    expect(changed.Items[0]?.Quantity).toBe(2);
    const loungeId = both.Items[1]?.Id as string;
    const removed = ok(await owner.send('DELETE', `${BASE}/${list.Id}/items/${loungeId}`), (v) =>
      BirthListSchema.parse(v),
    );
    expect(removed.Items.map((item) => item.ProductVariantId)).toEqual([TABLE]);
    const renamed = ok(
      await owner.send('PUT', `${BASE}/${list.Id}?culture=fr`, { Title: 'Pour Léa', BabyName: '' }),
      (v) => BirthListSchema.parse(v),
    );
    expect(renamed).toMatchObject({ Title: 'Pour Léa', BabyName: null, ExpectedDate: null });
    const mine = ok(await owner.request({ method: 'GET', url: BASE }), (v) => MyBirthListsSchema.parse(v));
    expect(mine.Items).toEqual([
      expect.objectContaining({ Id: list.Id, Title: 'Pour Léa', ItemCount: 1, IsShared: false }),
    ]);
    const other = await create(owner, { Title: 'À supprimer' });
    expect((await owner.send('DELETE', `${BASE}/${other.Id}`)).statusCode).toBe(204);
    expectProblem(await owner.request({ method: 'GET', url: `${BASE}/${other.Id}` }), 404);
  });

  it('refuses bad input with 4xx and translated keys, writing nothing', async () => {
    const owner = await signedIn(anna);
    const before = (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(birthLists))[0]?.n;
    expectTranslatedErrors(
      expectProblem(await owner.send('POST', BASE, {}), 400, '/problems/validation').errors,
    );
    expectTranslatedErrors(
      expectProblem(await owner.send('POST', BASE, { Title: 'x'.repeat(101) }), 400).errors,
    );
    expectTranslatedErrors(
      expectProblem(await owner.send('POST', BASE, { Title: 'A', ExpectedDate: '14/03/2027' }), 400).errors,
    );
    // Someone else's (or no) address cannot be the delivery address.
    const refused = expectProblem(
      await owner.send('POST', BASE, { Title: 'A', DeliveryAddressId: randomUUID() }),
      422,
    );
    expect(refused.errors?.DeliveryAddressId).toEqual(['BirthList.AddressUnknown']);
    expectTranslatedErrors(refused.errors);
    expect((await t.app.db.select({ n: sql<number>`count(*)::int` }).from(birthLists))[0]?.n).toBe(before);

    const list = await create(owner);
    expectProblem(
      await owner.send('POST', `${BASE}/${list.Id}/items`, { ProductVariantId: TABLE, Quantity: 0 }),
      400,
    );
    expectProblem(
      await owner.send('POST', `${BASE}/${list.Id}/items`, { ProductVariantId: 'x', Quantity: 1 }),
      400,
    );
    const unknown = expectProblem(
      await owner.send('POST', `${BASE}/${list.Id}/items`, { ProductVariantId: randomUUID(), Quantity: 1 }),
      404,
    );
    expectTranslatedErrors(unknown.errors);
    expectProblem(await owner.send('PUT', `${BASE}/${list.Id}/items/${randomUUID()}`, { Quantity: 2 }), 404);
    expectProblem(await owner.request({ method: 'GET', url: `${BASE}/not-a-uuid` }), 400);
    expectProblem(await t.browser().request({ method: 'GET', url: `${BASE}/shared/short` }), 400);
    // The catalogue's add to cart cannot make a birth-list line: only the share link's call can.
    expectProblem(
      await t.browser().send('POST', '/api/v1/catalog/products/addtocart', {
        ProductVariantId: TABLE,
        Quantity: 1,
        ItemOrigin: 'BirthList',
        ItemKey: randomUUID(),
      }),
      400,
    );
  });

  it('authorization: another customer gets 404, a guest 401 on the owner’s calls; a link opens its list only; a revoked link is 404', async () => {
    const owner = await signedIn(anna);
    const list = await create(owner, { Title: 'Liste d’Anna' });
    const { Id: itemId } = (await addItem(owner, list.Id, TABLE, 1)).Items[0] as { Id: string };
    const second = await create(owner, { Title: 'Autre liste' });
    const { Id: secondItem } = (await addItem(owner, second.Id, LOUNGE, 1)).Items[0] as { Id: string };

    const bertBrowser = await signedIn(bert);
    const guest = t.browser();
    const ownerCalls: [
      TestBrowser['send'] extends never ? never : 'GET' | 'POST' | 'PUT' | 'DELETE',
      string,
      unknown?,
    ][] = [
      ['GET', `${BASE}/${list.Id}`],
      ['PUT', `${BASE}/${list.Id}`, { Title: 'Pris' }],
      ['DELETE', `${BASE}/${list.Id}`],
      ['POST', `${BASE}/${list.Id}/items`, { ProductVariantId: LOUNGE, Quantity: 1 }],
      ['PUT', `${BASE}/${list.Id}/items/${itemId}`, { Quantity: 5 }],
      ['DELETE', `${BASE}/${list.Id}/items/${itemId}`],
      ['POST', `${BASE}/${list.Id}/share`],
      ['DELETE', `${BASE}/${list.Id}/share`],
    ];
    const call = (browser: TestBrowser, [method, path, body]: (typeof ownerCalls)[number]) =>
      method === 'GET' ? browser.request({ method, url: path }) : browser.send(method, path, body);
    for (const entry of ownerCalls) {
      expectProblem(await call(bertBrowser, entry), 404);
      // Guests are told to sign in before their body is even read.
      expectProblem(await call(guest, [entry[0], entry[1], { nonsense: true }]), 401);
    }
    expectProblem(await guest.request({ method: 'GET', url: BASE }), 401);
    expect(
      MyBirthListsSchema.parse((await bertBrowser.request({ method: 'GET', url: BASE })).json()).Items,
    ).toEqual([]);
    // Nothing changed.
    expect((await read(owner, list.Id)).Items).toEqual([
      expect.objectContaining({ Id: itemId, Quantity: 1 }),
    ]);

    const { Token, ShareUrl } = await share(owner, list.Id);
    expect(ShareUrl).toMatch(new RegExp(`/fr/birthlist/${Token}$`));
    expect(Token.length).toBeGreaterThanOrEqual(43);
    // Only a hash is kept.
    const [row] = await t.app.db.select().from(birthLists).where(eq(birthLists.id, list.Id));
    expect(row?.shareTokenHash).not.toBe(Token);
    expect(row?.shareTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const seen = ok(await shared(guest, Token), (v) => SharedBirthListSchema.parse(v));
    expect(seen).toMatchObject({ Title: 'Liste d’Anna', DeliversToOwner: false });
    expect(seen.Items.map((item) => item.Id)).toEqual([itemId]);
    // The link does not reach the owner's calls, nor another list's items.
    expectProblem(await guest.request({ method: 'GET', url: `${BASE}/${list.Id}` }), 401);
    expectProblem(
      await guest.send('POST', `${BASE}/shared/${Token}/addtocart`, {
        BirthListItemId: secondItem,
        Quantity: 1,
      }),
      404,
    );
    expectProblem(await shared(guest, `${Token.slice(0, -2)}xx`), 404);

    // A new link replaces the old one; revoking stops the new one.
    const renewed = await share(owner, list.Id);
    expectProblem(await shared(guest, Token), 404);
    expect((await shared(guest, renewed.Token)).statusCode).toBe(200);
    expect((await owner.send('DELETE', `${BASE}/${list.Id}/share`)).statusCode).toBe(204);
    expectProblem(await shared(guest, renewed.Token), 404);
    expectProblem(
      await guest.send('POST', `${BASE}/shared/${renewed.Token}/addtocart`, {
        BirthListItemId: itemId,
        Quantity: 1,
      }),
      404,
    );
    expect((await read(owner, list.Id)).IsShared).toBe(false);
  });

  it('a gift counts when its order is paid, not before; the buyer may stay anonymous; the item is done at its quantity', async () => {
    await setStock(TABLE, 20);
    const owner = await signedIn(anna);
    const list = await create(owner, { Title: 'Cadeaux' });
    const { Id: itemId } = (await addItem(owner, list.Id, TABLE, 2)).Items[0] as { Id: string };
    const { Token } = await share(owner, list.Id);

    // A first buyer, by name, pays for one.
    const aunt = t.browser();
    const added = await aunt.send('POST', `${BASE}/shared/${Token}/addtocart?culture=fr`, {
      BirthListItemId: itemId,
      Quantity: 1,
      BuyerName: 'Tante Zoé',
      Message: 'Bienvenue Léa !',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ Items: [expect.objectContaining({ ItemOrigin: 'BirthList' })] });
    const order = await place(aunt);
    expect(order.Order.Items[0]?.ItemOrigin).toBe('BirthList');
    // Placed, not paid: nothing is bought yet.
    const unpaid = await read(owner, list.Id);
    expect(unpaid.Items[0]).toMatchObject({ Bought: 0, Remaining: 2, Done: false });
    expect(unpaid.Purchases).toEqual([]);
    await payByCard(aunt, order.OrderId);
    const afterOne = await read(owner, list.Id);
    expect(afterOne.Items[0]).toMatchObject({ Bought: 1, Remaining: 1, Done: false });
    expect(afterOne.Purchases).toEqual([
      expect.objectContaining({
        ItemId: itemId,
        ProductName: 'Table Basse Verre',
        Quantity: 1,
        BuyerName: 'Tante Zoé',
        Anonymous: false,
        Message: 'Bienvenue Léa !',
      }),
    ]);
    const [gift] = await t.app.db
      .select()
      .from(birthListGifts)
      .where(eq(birthListGifts.orderId, order.OrderId));
    expect(gift?.status).toBe('paid');

    // A second buyer who had the variant in their cart already stays anonymous: the line becomes the gift.
    const uncle = t.browser();
    await uncle.send('POST', '/api/v1/catalog/products/addtocart', { ProductVariantId: TABLE, Quantity: 1 });
    expect(
      (
        await uncle.send('POST', `${BASE}/shared/${Token}/addtocart`, {
          BirthListItemId: itemId,
          Quantity: 0,
        })
      ).statusCode,
    ).toBe(400);
    const second = await uncle.send('POST', `${BASE}/shared/${Token}/addtocart?culture=fr`, {
      BirthListItemId: itemId,
      Quantity: 1,
      BuyerName: 'Oncle Marc',
      Message: 'Surprise',
      Anonymous: true,
    });
    expect(second.statusCode).toBe(200);
    const secondOrder = await place(uncle, guestForm({ Email: 'uncle@vitrine.example' }));
    expect(secondOrder.Order.Items).toEqual([
      expect.objectContaining({ Quantity: 2, ItemOrigin: 'BirthList' }),
    ]);
    await payByCard(uncle, secondOrder.OrderId);

    const done = await read(owner, list.Id);
    expect(done.Items[0]).toMatchObject({ Quantity: 2, Bought: 3, Remaining: 0, Done: true });
    expect(done.Purchases[1]).toMatchObject({
      BuyerName: null,
      Anonymous: true,
      Message: 'Surprise',
      Quantity: 2,
    });
    // Friends see it done, and it takes no more gifts.
    const seen = SharedBirthListSchema.parse((await shared(t.browser(), Token)).json());
    expect(seen.Items[0]).toMatchObject({ Done: true, Remaining: 0, Bought: 3 });
    expectProblem(
      await t
        .browser()
        .send('POST', `${BASE}/shared/${Token}/addtocart`, { BirthListItemId: itemId, Quantity: 1 }),
      422,
      '/problems/birth-list-refused',
    );
  });

  it('a delivery address must be one of the owner’s; friends are told it is offered, never shown it', async () => {
    const owner = await signedIn(anna);
    const address = await owner.send('POST', `${ADDRESSES}?culture=fr`, {
      AddressType: 'Shipping',
      AccountType: 'Private',
      FirstName: 'Anna',
      LastName: 'Peeters',
      Street1: 'Rue Secrète',
      HouseNumber: '7',
      PostalCode: '1000',
      City: 'Bruxelles',
      CountryId: 'BE',
    });
    expect(address.statusCode).toBe(201);
    const addressId = (address.json() as { Id: string }).Id;
    const bertBrowser = await signedIn(bert);
    expect(
      expectProblem(
        await bertBrowser.send('POST', BASE, { Title: 'Volée', DeliveryAddressId: addressId }),
        422,
      ).errors?.DeliveryAddressId,
    ).toEqual(['BirthList.AddressUnknown']);
    const list = await create(owner, { Title: 'Livrée', DeliveryAddressId: addressId });
    expect(list.DeliveryAddress).toMatchObject({ Id: addressId, Name: 'Anna Peeters' });
    const { Token } = await share(owner, list.Id);
    const response = await shared(t.browser(), Token);
    expect(SharedBirthListSchema.parse(response.json()).DeliversToOwner).toBe(true);
    expect(response.body).not.toContain('Secrète');
  });

  it('a buyer ships the gifts to the parents: the owner’s address goes on the order, the buyer never sees it, staff do', async () => {
    await setStock(TABLE, 50);
    await setStock(LOUNGE, 50);
    const owner = await signedIn(anna);
    const saved = await owner.send('POST', `${ADDRESSES}?culture=fr`, {
      AddressType: 'Shipping',
      AccountType: 'Private',
      FirstName: 'Anna',
      LastName: 'Parent',
      Street1: 'Rue des Parents',
      HouseNumber: '3',
      PostalCode: '1050',
      City: 'Ixelles',
      CountryId: 'BE',
      Phone: '+32 470 11 22 33',
    });
    expect(saved.statusCode).toBe(201);
    const addressId = (saved.json() as { Id: string }).Id;
    const secret = /Rue des Parents|Ixelles|1050|470 11 22 33/;

    const list = await create(owner, { Title: 'Pour Noé', DeliveryAddressId: addressId });
    const itemId = (await addItem(owner, list.Id, TABLE, 5)).Items[0]?.Id as string;
    const { Token } = await share(owner, list.Id);
    const other = await create(owner, { Title: 'Pour Jules', DeliveryAddressId: addressId });
    const otherItem = (await addItem(owner, other.Id, LOUNGE, 5)).Items[0]?.Id as string;
    const { Token: otherToken } = await share(owner, other.Id);
    const undelivered = await create(owner, { Title: 'Sans livraison' });
    const undeliveredItem = (await addItem(owner, undelivered.Id, LOUNGE, 5)).Items[0]?.Id as string;
    const { Token: undeliveredToken } = await share(owner, undelivered.Id);
    const give = async (browser: TestBrowser, token: string, item: string) =>
      expect(
        (
          await browser.send('POST', `${BASE}/shared/${token}/addtocart?culture=fr`, {
            BirthListItemId: item,
            Quantity: 1,
            BuyerName: 'Tante Zoé',
          })
        ).statusCode,
      ).toBe(200);
    const cartDelivery = (browser: TestBrowser) =>
      browser.request({ method: 'GET', url: `${BASE}/cartdelivery?culture=fr` });
    const refused = async (browser: TestBrowser, reason: string) => {
      const token = await browser.antiforgeryToken();
      const response = await browser.request({
        method: 'POST',
        url: ORDERS,
        headers: { 'x-csrf-token': token, 'idempotency-key': randomUUID() },
        payload: guestForm({ DeliverToBirthList: true }) as Record<string, unknown>,
      });
      expect(
        expectProblem(response, 422, '/problems/birth-list-delivery-refused').errors?.DeliverToBirthList,
      ).toEqual([reason]);
      // Nothing was ordered: the cart still holds its lines.
      const cart = await browser.request({ method: 'GET', url: '/api/v1/shoppingcarts?culture=fr' });
      expect((cart.json() as { Items: unknown[] }).Items.length).toBeGreaterThan(0);
      expect((await cartDelivery(browser)).json()).toEqual({ Offered: false, Title: null, CountryId: null });
    };

    // A guest gives from the list, and a product of the shop rides along.
    const aunt = t.browser();
    await give(aunt, Token, itemId);
    await aunt.send('POST', '/api/v1/catalog/products/addtocart', { ProductVariantId: LOUNGE, Quantity: 1 });
    const offer = await cartDelivery(aunt);
    expect(offer.json()).toEqual({ Offered: true, Title: 'Pour Noé', CountryId: 'BE' });
    expect(offer.body).not.toMatch(secret);

    const token = await aunt.antiforgeryToken();
    const placed = await aunt.request({
      method: 'POST',
      url: ORDERS,
      headers: { 'x-csrf-token': token, 'idempotency-key': randomUUID() },
      // Typed shipping fields lose to the parents' address.
      payload: guestForm({
        DeliverToBirthList: true,
        SameAddressForShipping: false,
        ShippingFirstName: 'X',
        ShippingLastName: 'Y',
        ShippingStreet1: 'Rue Tapée',
        ShippingHouseNumber: '1',
        ShippingPostalCode: '1000',
        ShippingCity: 'Bruxelles',
        ShippingCountryId: 'BE',
      }) as Record<string, unknown>,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.body).not.toMatch(secret);
    const order = OrderPlacedSchema.parse(placed.json());
    expect(order.Order.DeliveredToBirthList).toBe('Pour Noé');
    expect(order.Order.ShippingAddress).toMatchObject({ Street1: '', City: '', CountryId: 'BE' });
    expect(order.Order.BillingAddress.Street1).toBe('Rue de la Loi');

    // The order holds the parents' address, phone included, for the carrier.
    const [shipping] = await t.app.db
      .select()
      .from(orderAddresses)
      .where(and(eq(orderAddresses.orderId, order.OrderId), eq(orderAddresses.kind, 'shipping')));
    expect(shipping).toMatchObject({
      firstName: 'Anna',
      lastName: 'Parent',
      street1: 'Rue des Parents',
      postalCode: '1050',
      city: 'Ixelles',
      countryCode: 'BE',
      phone: '+32 470 11 22 33',
    });

    // The buyer's order page, payment and confirmation e-mail never show it.
    const page = await aunt.request({ method: 'GET', url: `${ORDERS}/${order.OrderId}?culture=fr` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(secret);
    expect(page.json()).toMatchObject({ DeliveredToBirthList: 'Pour Noé' });
    const session = await aunt.send('POST', `${ORDERS}/${order.OrderId}/makepayment`, {});
    expect(session.body).not.toMatch(secret);
    await payByCard(aunt, order.OrderId);
    for (let round = 0; round < 10; round += 1) {
      const report = await t.app.jobs.runDue({ limit: 100 });
      if (report.done + report.retried + report.failed === 0) break;
    }
    const mails = (await readMailbox(t.config.dataDir)).filter((mail) =>
      mail.to.includes('aunt@vitrine.example'),
    );
    expect(mails.map((mail) => mail.text).join('\n')).toContain(order.Number);
    for (const mail of mails) expect(`${mail.text ?? ''}${mail.html ?? ''}`).not.toMatch(secret);
    // The confirmation says where the gifts go instead.
    expect(mails.map((mail) => mail.text).join('\n')).toContain('Livré aux parents de « Pour Noé »');

    // Staff at the order desk see where to ship.
    const admin = await signedIn(t.config.admin);
    const desk = await admin.request({ method: 'GET', url: `/api/v1/backoffice/orders/${order.OrderId}` });
    expect(desk.statusCode).toBe(200);
    expect(desk.body).toContain('Rue des Parents');

    // Gifts of two lists cannot go to one address.
    const mixed = t.browser();
    await give(mixed, Token, itemId);
    await give(mixed, otherToken, otherItem);
    await refused(mixed, 'BirthList.DeliveryMixed');
    // A list without a delivery address, or a cart without gifts.
    const plain = t.browser();
    await give(plain, undeliveredToken, undeliveredItem);
    await refused(plain, 'BirthList.DeliveryNotOffered');
    const shopper = t.browser();
    await shopper.send('POST', '/api/v1/catalog/products/addtocart', {
      ProductVariantId: TABLE,
      Quantity: 1,
    });
    await refused(shopper, 'BirthList.DeliveryNoGifts');
    // The owner deleted the address since the gift went in the cart.
    const late = t.browser();
    await give(late, Token, itemId);
    expect((await owner.send('DELETE', `${ADDRESSES}/${addressId}`)).statusCode).toBeLessThan(300);
    await refused(late, 'BirthList.DeliveryNotOffered');
  });
});
