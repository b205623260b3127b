import { randomUUID } from 'node:crypto';
import {
  CustomerReferenceSchema,
  CustomerReferenceSearchResultSchema,
  CustomerReferenceUpdateResultSchema,
  OrderPlacedSchema,
  type PlaceOrderBody,
  type ShoppingCart,
} from '@vitrine/api-client';
import { customerReferences, seedDemoShipping, siteSettings, users } from '@vitrine/db';
import { decodeMessage } from '@vitrine/validation';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitOfWork } from '../src/lib/unit-of-work';
import { CUSTOMER_REFERENCE_DISPLAY_SETTING } from '../src/modules/customer-references/index';
import { ordersOptions, ordersService } from '../src/modules/orders/index';
import { hashPassword } from '../src/modules/security/passwords';
import { insertCatalogFixture, uid, V } from './fixtures/catalog';
import {
  databaseTargets,
  expectProblem,
  expectTranslatedErrors,
  startTestApp,
  type TestApp,
  type TestBrowser,
} from './helpers';
import { readMailbox } from './mailbox';

const WIDGET = '/api/v1/catalog/widgets/customerreferenceupdate';
const SEARCH = '/api/v1/catalog/customerref/search';
const ADD = '/api/v1/catalog/products/addtocart';

/** Oslo red S and red M (two variants of one product), Table Basse Verre, the unpublished Chaise Secrète. */
const OSLO_S = V(1, 0);
const OSLO_M = V(1, 1);
const TABLE = V(4);
const SECRET = V(12);

const form = (email: string): PlaceOrderBody => ({
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
});

describe.each(databaseTargets)('customer references on $name', ({ url }) => {
  let t: TestApp;
  const anna = { id: uid(9401), email: 'anna.ref@vitrine.example', password: 'anna-ref-password-1' };
  const bert = { id: uid(9402), email: 'bert.ref@vitrine.example', password: 'bert-ref-password-1' };

  const signedIn = async (who: { email: string; password: string }) => {
    const browser = t.browser();
    const response = await browser.signIn(who.email, who.password);
    if (response.statusCode !== 200) throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
    return browser;
  };
  const read = (browser: TestBrowser, variantId: string) =>
    browser.request({ method: 'GET', url: `${WIDGET}?productVariantId=${variantId}` });
  const readOk = async (browser: TestBrowser, variantId: string) => {
    const response = await read(browser, variantId);
    if (response.statusCode !== 200) throw new Error(`read: ${response.statusCode} ${response.body}`);
    return CustomerReferenceSchema.parse(response.json());
  };
  const update = (browser: TestBrowser, body: Record<string, unknown>) => browser.send('POST', WIDGET, body);
  const updateOk = async (browser: TestBrowser, body: Record<string, unknown>) => {
    const response = await update(browser, body);
    if (response.statusCode !== 200) throw new Error(`update: ${response.statusCode} ${response.body}`);
    return CustomerReferenceUpdateResultSchema.parse(response.json());
  };
  const search = (browser: TestBrowser, query: string) =>
    browser.request({ method: 'GET', url: `${SEARCH}?${query}` });
  const searchOk = async (browser: TestBrowser, query: string) => {
    const response = await search(browser, query);
    if (response.statusCode !== 200) throw new Error(`search: ${response.statusCode} ${response.body}`);
    return CustomerReferenceSearchResultSchema.parse(response.json());
  };
  const rowsOf = async (customerId: string) =>
    t.app.db.execute<{ variant_id: string; customer_sku: string }>(
      sql`SELECT variant_id, customer_sku FROM customer_references WHERE customer_id = ${customerId}::uuid ORDER BY customer_sku`,
    );

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

  it('answers a guest 401 on every call, before reading the input', async () => {
    const guest = t.browser();
    expectProblem(await read(guest, OSLO_S), 401);
    expectProblem(await read(guest, 'not-a-uuid'), 401);
    expectProblem(await update(guest, { ProductVariantId: OSLO_S, CustomerSKU: 'A-1' }), 401);
    expectProblem(await update(guest, { nonsense: true }), 401);
    expectProblem(await search(guest, 'q=ab'), 401);
    expectProblem(await search(guest, 'q='), 401);
  });

  it('keeps a trimmed reference per variant, changes it, clears it when empty, and says so in the asked culture', async () => {
    const browser = await signedIn(anna);
    expect(await readOk(browser, OSLO_S)).toEqual({
      ProductVariantId: OSLO_S,
      CustomerSKU: null,
      Display: 'modal',
    });

    const saved = await updateOk(browser, {
      ProductVariantId: OSLO_S,
      CustomerSKU: '  ANNA-CHAIR-S  ',
      Culture: 'fr',
    });
    expect(saved).toEqual({
      Status: 'Saved',
      Message: 'Votre référence « ANNA-CHAIR-S » est enregistrée.',
      CustomerSKU: 'ANNA-CHAIR-S',
    });
    expect((await readOk(browser, OSLO_S)).CustomerSKU).toBe('ANNA-CHAIR-S');
    // Another variant of the same product has its own.
    expect((await readOk(browser, OSLO_M)).CustomerSKU).toBeNull();

    const changed = await updateOk(browser, {
      ProductVariantId: OSLO_S,
      CustomerSKU: 'ANNA-CHAIR-RED-S',
      Culture: 'nl',
    });
    expect(changed.Message).toBe('Uw referentie "ANNA-CHAIR-RED-S" is opgeslagen.');
    expect((await rowsOf(anna.id)).rows).toEqual([{ variant_id: OSLO_S, customer_sku: 'ANNA-CHAIR-RED-S' }]);

    const cleared = await updateOk(browser, { ProductVariantId: OSLO_S, CustomerSKU: '   ', Culture: 'de' });
    expect(cleared).toEqual({
      Status: 'Cleared',
      Message: 'Ihre Referenz wurde entfernt.',
      CustomerSKU: null,
    });
    expect((await rowsOf(anna.id)).rows).toEqual([]);
    expect((await readOk(browser, OSLO_S)).CustomerSKU).toBeNull();
    // Clearing what is not there is no error.
    expect((await updateOk(browser, { ProductVariantId: OSLO_S, CustomerSKU: '' })).Status).toBe('Cleared');
  });

  it('refuses bad input with 400 and translated keys, an unknown or unpublished variant with 404, writing nothing', async () => {
    const browser = await signedIn(anna);
    const tooLong = expectProblem(
      await update(browser, { ProductVariantId: TABLE, CustomerSKU: 'x'.repeat(101) }),
      400,
      '/problems/validation',
    );
    expect(decodeMessage(tooLong.errors?.CustomerSKU?.[0] ?? '').key).toBe('Validation.MaxLength');
    expectTranslatedErrors(tooLong.errors);
    // 100 characters once trimmed is the most.
    expect(
      (await updateOk(browser, { ProductVariantId: TABLE, CustomerSKU: ` ${'y'.repeat(100)} ` })).CustomerSKU,
    ).toBe('y'.repeat(100));
    await updateOk(browser, { ProductVariantId: TABLE, CustomerSKU: '' });
    const control = expectProblem(
      await update(browser, { ProductVariantId: TABLE, CustomerSKU: 'A\u0000B' }),
      400,
    );
    expectTranslatedErrors(control.errors);
    expectTranslatedErrors(
      expectProblem(await update(browser, { ProductVariantId: 'x', CustomerSKU: 'A' }), 400).errors,
    );
    expectProblem(await update(browser, { ProductVariantId: TABLE }), 400);
    expectProblem(await update(browser, { ProductVariantId: TABLE, CustomerSKU: 42 }), 400);
    expectProblem(await update(browser, { ProductVariantId: TABLE, CustomerSKU: 'A', Culture: 'en' }), 400);
    expectProblem(await read(browser, 'x'), 400);
    const unknown = expectProblem(
      await update(browser, { ProductVariantId: uid(999_002), CustomerSKU: 'A' }),
      404,
    );
    expectTranslatedErrors(unknown.errors);
    expectProblem(await update(browser, { ProductVariantId: SECRET, CustomerSKU: 'A' }), 404);
    expectProblem(await read(browser, uid(999_002)), 404);
    expectProblem(await read(browser, SECRET), 404);
    expect((await rowsOf(anna.id)).rows).toEqual([]);
    // The search: q from 2 characters once trimmed, a page from 1.
    const short = expectProblem(await search(browser, 'q=%20a%20'), 400);
    expectTranslatedErrors(short.errors);
    expectProblem(await search(browser, ''), 400);
    expectProblem(await search(browser, 'q=ab&page=0'), 400);
    expectProblem(await search(browser, 'q=ab&page=x'), 400);
    expectProblem(await search(browser, `q=${'a'.repeat(101)}`), 400);
  });

  it('searches only the caller’s own references, any case, % and _ taken literally, a page at a time', async () => {
    const annaBrowser = await signedIn(anna);
    const bertBrowser = await signedIn(bert);
    await updateOk(annaBrowser, { ProductVariantId: OSLO_S, CustomerSKU: 'KITCHEN-01' });
    await updateOk(annaBrowser, { ProductVariantId: OSLO_M, CustomerSKU: 'kitchen-02' });
    await updateOk(annaBrowser, { ProductVariantId: TABLE, CustomerSKU: 'LIVING_100%' });
    await updateOk(bertBrowser, { ProductVariantId: TABLE, CustomerSKU: 'KITCHEN-BERT' });

    const found = await searchOk(annaBrowser, 'q=Kitchen&culture=fr');
    expect(found.TotalCount).toBe(2);
    expect(found.Page).toBe(1);
    expect(found.Items.map((item) => item.CustomerSKU)).toEqual(['KITCHEN-01', 'kitchen-02']);
    expect(found.Items[0]).toMatchObject({ ProductVariantId: OSLO_S });
    expect(found.Items[0]?.ProductLink).toMatch(/^\/fr\/p\//);
    expect(found.Items[0]?.ProductName).not.toBe('');
    expect((await searchOk(annaBrowser, 'q=0%25')).Items.map((item) => item.CustomerSKU)).toEqual([
      'LIVING_100%',
    ]);
    expect((await searchOk(annaBrowser, 'q=G_')).Items.map((item) => item.CustomerSKU)).toEqual([
      'LIVING_100%',
    ]);
    expect((await searchOk(annaBrowser, 'q=%25%25')).TotalCount).toBe(0);
    // Bert's own is all Bert finds; Anna never sees his.
    expect((await searchOk(bertBrowser, 'q=kitchen')).Items.map((item) => item.CustomerSKU)).toEqual([
      'KITCHEN-BERT',
    ]);
    expect((await searchOk(annaBrowser, 'q=BERT')).TotalCount).toBe(0);
    expect((await searchOk(bertBrowser, 'q=01')).TotalCount).toBe(0);

    // A page beyond the last is empty, with the count.
    const beyond = await searchOk(annaBrowser, 'q=kitchen&page=2');
    expect(beyond).toMatchObject({ Items: [], Page: 2, TotalCount: 2 });
    // Twenty per page.
    const variants = await t.app.db.execute<{ id: string }>(
      sql`SELECT id FROM product_variants WHERE id <> ${TABLE}::uuid ORDER BY id LIMIT 21`,
    );
    expect(variants.rows).toHaveLength(21);
    await t.app.db.insert(customerReferences).values(
      variants.rows.map((row, index) => ({
        customerId: bert.id,
        variantId: row.id,
        customerSku: `PAGE-${String(index).padStart(2, '0')}`,
      })),
    );
    const first = await searchOk(bertBrowser, 'q=page-');
    expect(first).toMatchObject({ Page: 1, PageSize: 20, TotalCount: 21 });
    expect(first.Items).toHaveLength(20);
    expect((await searchOk(bertBrowser, 'q=page-&page=2')).Items.map((item) => item.CustomerSKU)).toEqual([
      'PAGE-20',
    ]);
    await t.app.db.delete(customerReferences).where(eq(customerReferences.customerId, bert.id));
  });

  it('never lets one customer read or change another’s reference', async () => {
    const annaBrowser = await signedIn(anna);
    const bertBrowser = await signedIn(bert);
    await updateOk(annaBrowser, { ProductVariantId: OSLO_S, CustomerSKU: 'ANNA-ONLY' });
    // Bert reading the same variant gets his own (none), not Anna's.
    expect((await readOk(bertBrowser, OSLO_S)).CustomerSKU).toBeNull();
    // Bert setting his own leaves Anna's as it was.
    await updateOk(bertBrowser, { ProductVariantId: OSLO_S, CustomerSKU: 'BERT-S' });
    expect((await readOk(annaBrowser, OSLO_S)).CustomerSKU).toBe('ANNA-ONLY');
    // Bert clearing his own does not clear Anna's.
    await updateOk(bertBrowser, { ProductVariantId: OSLO_S, CustomerSKU: '' });
    expect((await readOk(annaBrowser, OSLO_S)).CustomerSKU).toBe('ANNA-ONLY');
    // Signed out, the same browser is a guest again.
    await annaBrowser.send('POST', '/api/v1/security/logout');
    expectProblem(await read(annaBrowser, OSLO_S), 401);
  });

  it('answers the display the shop chose for the form’s outcome', async () => {
    const browser = await signedIn(anna);
    await t.app.db
      .insert(siteSettings)
      .values({ key: CUSTOMER_REFERENCE_DISPLAY_SETTING, value: 'growl' })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: 'growl' } });
    expect((await readOk(browser, TABLE)).Display).toBe('growl');
    await t.app.db
      .update(siteSettings)
      .set({ value: 'nonsense' })
      .where(sql`${siteSettings.key} = ${CUSTOMER_REFERENCE_DISPLAY_SETTING}`);
    expect((await readOk(browser, TABLE)).Display).toBe('modal');
    await t.app.db
      .delete(siteSettings)
      .where(sql`${siteSettings.key} = ${CUSTOMER_REFERENCE_DISPLAY_SETTING}`);
  });

  it('shows the customer’s references on the cart’s lines, and the order keeps them as they were when ordering', async () => {
    const browser = await signedIn(anna);
    await updateOk(browser, { ProductVariantId: TABLE, CustomerSKU: 'ANNA-TABLE' });
    await updateOk(browser, { ProductVariantId: OSLO_M, CustomerSKU: '' });
    for (const variantId of [TABLE, OSLO_M]) {
      const added = await browser.send('POST', ADD, { ProductVariantId: variantId, Quantity: 1 });
      if (added.statusCode !== 200) throw new Error(`add: ${added.statusCode} ${added.body}`);
    }
    const cart = (
      await browser.request({ method: 'GET', url: '/api/v1/shoppingcarts' })
    ).json<ShoppingCart>();
    const skuOf = (
      items: { ProductVariantId: string; CustomerSKU?: string | null | undefined }[],
      id: string,
    ) => items.find((item) => item.ProductVariantId === id)?.CustomerSKU;
    expect(skuOf(cart.Items, TABLE)).toBe('ANNA-TABLE');
    expect(skuOf(cart.Items, OSLO_M)).toBeNull();
    // Bert's cart with the same variant shows none of Anna's.
    const bertBrowser = await signedIn(bert);
    await bertBrowser.send('POST', ADD, { ProductVariantId: TABLE, Quantity: 1 });
    const bertCart = (
      await bertBrowser.request({ method: 'GET', url: '/api/v1/shoppingcarts' })
    ).json<ShoppingCart>();
    expect(skuOf(bertCart.Items, TABLE)).toBeNull();
    // A guest's cart carries none.
    const guest = t.browser();
    await guest.send('POST', ADD, { ProductVariantId: TABLE, Quantity: 1 });
    const guestCart = (
      await guest.request({ method: 'GET', url: '/api/v1/shoppingcarts' })
    ).json<ShoppingCart>();
    expect(skuOf(guestCart.Items, TABLE)).toBeNull();

    const token = await browser.antiforgeryToken();
    const placed = await browser.request({
      method: 'POST',
      url: '/api/v1/sales/orders',
      headers: { 'x-csrf-token': token, 'idempotency-key': randomUUID() },
      payload: form(anna.email) as Record<string, unknown>,
    });
    if (placed.statusCode !== 201) throw new Error(`${placed.statusCode}: ${placed.body}`);
    const order = OrderPlacedSchema.parse(placed.json()).Order;
    expect(skuOf(order.Items, TABLE)).toBe('ANNA-TABLE');
    expect(skuOf(order.Items, OSLO_M)).toBeNull();
    // Changed afterwards: the order still says what it said.
    await updateOk(browser, { ProductVariantId: TABLE, CustomerSKU: 'ANNA-TABLE-NEW' });
    const again = await browser.request({ method: 'GET', url: `/api/v1/sales/orders/${order.Id}` });
    expect(again.statusCode).toBe(200);
    expect(
      skuOf(
        again.json<{ Items: { ProductVariantId: string; CustomerSKU?: string | null }[] }>().Items,
        TABLE,
      ),
    ).toBe('ANNA-TABLE');
  });

  it('the order confirmation names the reference of each line that kept one, and none for a guest', async () => {
    const placeWith = async (browser: TestBrowser, email: string) => {
      const added = await browser.send('POST', ADD, { ProductVariantId: TABLE, Quantity: 1 });
      if (added.statusCode !== 200) throw new Error(`add: ${added.statusCode} ${added.body}`);
      const placed = await browser.request({
        method: 'POST',
        url: '/api/v1/sales/orders',
        headers: { 'x-csrf-token': await browser.antiforgeryToken(), 'idempotency-key': randomUUID() },
        payload: form(email) as Record<string, unknown>,
      });
      if (placed.statusCode !== 201) throw new Error(`${placed.statusCode}: ${placed.body}`);
      return OrderPlacedSchema.parse(placed.json()).Order;
    };
    const confirmationOf = async (orderId: string, number: string) => {
      const before = (await readMailbox(t.config.dataDir)).length;
      const orders = ordersService(t.app.db, ordersOptions(t.config));
      await unitOfWork(t.app.db, (work) =>
        orders.move(work, orderId, 'paid', { kind: 'system', id: null }, 'Payment'),
      );
      await t.app.jobs.runDue();
      const mails = (await readMailbox(t.config.dataDir)).slice(before);
      const mail = mails.find((message) => message.subject.includes(number));
      if (!mail) throw new Error(`no confirmation for ${number}`);
      return mail;
    };

    const bertBrowser = await signedIn(bert);
    await updateOk(bertBrowser, { ProductVariantId: TABLE, CustomerSKU: 'BERT <&> TABLE' });
    const bertOrder = await placeWith(bertBrowser, bert.email);
    const mail = await confirmationOf(bertOrder.Id, bertOrder.Number);
    expect(mail.text).toContain('Ma référence : BERT <&> TABLE');
    // Escaped in the HTML part, never interpreted.
    expect(mail.html).toContain('Ma référence : BERT &lt;&amp;&gt; TABLE');
    expect(mail.html).not.toContain('BERT <&> TABLE');

    const guest = t.browser();
    const guestOrder = await placeWith(guest, 'guest.ref@vitrine.example');
    const guestMail = await confirmationOf(guestOrder.Id, guestOrder.Number);
    expect(guestMail.text).toContain('Table Basse Verre');
    expect(guestMail.text).not.toContain('Ma référence');
    expect(guestMail.html).not.toContain('Ma référence');
  });
});
