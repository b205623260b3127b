import { randomUUID } from 'node:crypto';
import {
  MyStockNotificationsSchema,
  OrderPlacedSchema,
  StockNotificationSubscribedSchema,
} from '@vitrine/api-client';
import { seedDemoShipping, stockNotifications, users } from '@vitrine/db';
import { decodeMessage } from '@vitrine/validation';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/security/passwords';
import { stockNotificationsOf } from '../src/modules/stock-notifications/index';
import { insertCatalogFixture, P, uid, V, WH } from './fixtures/catalog';
import {
  databaseTargets,
  expectProblem,
  expectTranslatedErrors,
  startTestApp,
  type TestApp,
  type TestBrowser,
} from './helpers';
import { type MailboxMessage, readMailbox } from './mailbox';

const SUBSCRIBE = '/api/v1/catalog/stocknotifications/subscribe';
const CONFIRM = '/api/v1/catalog/stocknotifications/confirm';
const UNSUBSCRIBE = '/api/v1/catalog/stocknotifications/unsubscribe';
const MINE = '/api/v1/catalog/stocknotifications';

/** Sold out in the fixture: Chaise Bergen (no stock), Table Noyer (none), Oslo green S (none). */
const BERGEN = { variant: V(2), product: P(2) };
const NOYER = { variant: V(5), product: P(5) };
const OSLO_GREEN = { variant: V(1, 4), product: P(1) };
/** Oslo blue M: 4 in stock, but switched off in the catalogue. */
const OSLO_BLUE_M = { variant: V(1, 3), product: P(1) };
/** Fauteuil Lounge: one left, in Lyon. */
const LOUNGE = { variant: V(3), product: P(3) };
/** Table Basse Verre: in stock. */
const TABLE = { variant: V(4), product: P(4) };

const tokenOf = (text: string | null, page: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`/catalog/stocknotification/${page}\\?token=([\\w-]+)`).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no ${page} link in: ${text}`);
  return match[1];
};

describe.each(databaseTargets)('back-in-stock notices on $name', ({ url }) => {
  let t: TestApp;
  const anna = { id: uid(9301), email: 'anna.stock@vitrine.example', password: 'anna-password-1' };
  const bert = { id: uid(9302), email: 'bert.stock@vitrine.example', password: 'bert-password-1' };

  const signedIn = async (who: { email: string; password: string }) => {
    const browser = t.browser();
    const response = await browser.signIn(who.email, who.password);
    if (response.statusCode !== 200) throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
    return browser;
  };
  const subscribe = (browser: TestBrowser, body: Record<string, unknown>) =>
    browser.send('POST', SUBSCRIBE, { Culture: 'fr', ...body });
  const subscribed = (response: { statusCode: number; body: string; json: () => unknown }, status = 201) => {
    if (response.statusCode !== status) throw new Error(`subscribe: ${response.statusCode} ${response.body}`);
    return StockNotificationSubscribedSchema.parse(response.json());
  };
  /** Runs every due job, the restock's and then the messages it queued. */
  const drainJobs = async () => {
    for (let round = 0; round < 10; round += 1) {
      const report = await t.app.jobs.runDue({ limit: 100 });
      if (report.done + report.retried + report.failed === 0) return;
    }
  };
  const mailTo = async (email: string): Promise<MailboxMessage[]> =>
    (await readMailbox(t.config.dataDir)).filter((message) =>
      message.to.toLowerCase().includes(email.toLowerCase()),
    );
  const setStock = (variantId: string, warehouseId: string, quantity: number) =>
    t.app.db.execute(sql`
      INSERT INTO warehouse_stock (warehouse_id, variant_id, quantity)
      VALUES (${warehouseId}::uuid, ${variantId}::uuid, ${quantity})
      ON CONFLICT (warehouse_id, variant_id) DO UPDATE SET quantity = EXCLUDED.quantity`);
  const restockJobs = async (variantId: string) => {
    const result = await t.app.db.execute<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM jobs
       WHERE kind = 'stock-notifications.variant-restocked' AND payload->>'variantId' = ${variantId}`);
    return Number(result.rows[0]?.count ?? 0);
  };
  const statusOf = async (id: string) => {
    const [row] = await t.app.db.select().from(stockNotifications).where(eq(stockNotifications.id, id));
    return row?.status;
  };
  const rowCount = async () => {
    const result = await t.app.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM stock_notifications`,
    );
    return Number(result.rows[0]?.count ?? 0);
  };

  beforeAll(async () => {
    t = await startTestApp(url, {
      LOGIN_RATE_LIMIT: '1000',
      CART_RATE_LIMIT: '1000',
      STOCK_NOTIFICATION_RATE_LIMIT: '1000',
    });
    await insertCatalogFixture(t.app.db, t.app.storage);
    await seedDemoShipping(t.app.db);
    await t.app.db.insert(users).values([
      { id: anna.id, email: anna.email, passwordHash: await hashPassword(anna.password), culture: 'nl' },
      { id: bert.id, email: bert.email, passwordHash: await hashPassword(bert.password) },
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  it('refuses bad input with 400 and translated keys, an unknown or mismatched variant with 404, a variant in stock with 422, writing nothing', async () => {
    const guest = t.browser();
    const before = await rowCount();
    const bad = expectProblem(
      await subscribe(guest, {
        ProductVariantId: BERGEN.variant,
        ProductId: BERGEN.product,
        Email: 'not-an-address',
      }),
      400,
      '/problems/validation',
    );
    expect(decodeMessage(bad.errors?.Email?.[0] ?? '').key).toBe('Validation.Email');
    expectTranslatedErrors(bad.errors);
    const missing = expectProblem(
      await subscribe(guest, { ProductVariantId: BERGEN.variant, ProductId: BERGEN.product }),
      400,
      '/problems/validation',
    );
    expect(missing.errors?.Email).toEqual(['Validation.Required']);
    const notUuid = expectProblem(
      await subscribe(guest, { ProductVariantId: 'x', ProductId: BERGEN.product, Email: 'a@b.example' }),
      400,
    );
    expectTranslatedErrors(notUuid.errors);
    expectProblem(
      await subscribe(guest, {
        ProductVariantId: BERGEN.variant,
        ProductId: BERGEN.product,
        Email: 'a@b.example',
        Culture: 'en',
      }),
      400,
    );
    const unknown = expectProblem(
      await subscribe(guest, {
        ProductVariantId: uid(999_001),
        ProductId: BERGEN.product,
        Email: 'a@b.example',
      }),
      404,
    );
    expectTranslatedErrors(unknown.errors);
    // A variant of another product is not that product's.
    expectProblem(
      await subscribe(guest, {
        ProductVariantId: BERGEN.variant,
        ProductId: NOYER.product,
        Email: 'a@b.example',
      }),
      404,
    );
    const inStock = expectProblem(
      await subscribe(guest, {
        ProductVariantId: TABLE.variant,
        ProductId: TABLE.product,
        Email: 'a@b.example',
      }),
      422,
      '/problems/variant-in-stock',
    );
    expect(inStock.errors?.ProductVariantId).toEqual(['StockNotification.InStock']);
    expectTranslatedErrors(inStock.errors);
    expectProblem(
      await guest.request({
        method: 'POST',
        url: SUBSCRIBE,
        payload: {
          ProductVariantId: BERGEN.variant,
          ProductId: BERGEN.product,
          Email: 'a@b.example',
          Culture: 'fr',
        },
      }),
      403,
      '/problems/csrf',
    );
    expect(await rowCount()).toBe(before);
  });

  it('a guest subscribes by e-mail, confirms from the message once, and a duplicate sends nothing more', async () => {
    const guest = t.browser();
    const email = 'Gina.Guest@vitrine.example';
    const created = subscribed(
      await subscribe(guest, {
        ProductVariantId: BERGEN.variant,
        ProductId: BERGEN.product,
        Email: ` ${email} `,
        Culture: 'nl',
      }),
    );
    expect(created).toMatchObject({ Status: 'pending-confirmation', Email: email, AlreadySubscribed: false });
    await drainJobs();
    const [confirmation, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(confirmation?.subject).toBe('Bevestig je melding bij nieuwe voorraad voor Stoel Bergen');
    expect(confirmation?.text).toContain(
      `${t.config.publicOrigin}/nl/catalog/stocknotification/confirm?token=`,
    );
    expect(confirmation?.text).toContain(
      `${t.config.publicOrigin}/nl/catalog/stocknotification/unsubscribe?token=`,
    );

    // The same address again, in any case: already on the list, no second message.
    const again = subscribed(
      await subscribe(t.browser(), {
        ProductVariantId: BERGEN.variant,
        ProductId: BERGEN.product,
        Email: 'gina.guest@VITRINE.example',
      }),
      200,
    );
    expect(again).toMatchObject({ Id: created.Id, AlreadySubscribed: true, Status: 'pending-confirmation' });
    await drainJobs();
    expect(await mailTo(email)).toHaveLength(1);

    const token = tokenOf(confirmation?.text ?? null, 'confirm');
    const confirmed = await t.browser().send('POST', `${CONFIRM}?culture=nl`, { Token: token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      Status: 'active',
      ProductName: 'Stoel Bergen',
      ProductUrl: expect.stringMatching(/^\/nl\/p\//),
    });
    expect(await statusOf(created.Id)).toBe('active');
    // A confirmation link works once.
    const twice = expectProblem(await t.browser().send('POST', CONFIRM, { Token: token }), 404);
    expect(twice.errors?.Token).toEqual(['StockNotification.LinkInvalid']);
    expectTranslatedErrors(twice.errors);
    expectProblem(await t.browser().send('POST', CONFIRM, { Token: 'short' }), 400);
    expectProblem(await t.browser().send('POST', CONFIRM, { Token: 'x'.repeat(43) }), 404);
  });

  it('a signed-in customer subscribes in one click; a second click changes nothing', async () => {
    const browser = await signedIn(anna);
    const first = subscribed(
      await subscribe(browser, {
        ProductVariantId: BERGEN.variant,
        ProductId: BERGEN.product,
        Culture: 'nl',
      }),
    );
    expect(first).toMatchObject({ Status: 'active', Email: anna.email, AlreadySubscribed: false });
    const second = subscribed(
      await subscribe(browser, {
        ProductVariantId: BERGEN.variant,
        ProductId: BERGEN.product,
        Culture: 'nl',
      }),
      200,
    );
    expect(second).toMatchObject({ Id: first.Id, AlreadySubscribed: true });
    await drainJobs();
    // No confirmation for a customer: their address is their account's.
    expect(await mailTo(anna.email)).toEqual([]);
    const list = MyStockNotificationsSchema.parse(
      (await browser.request({ method: 'GET', url: `${MINE}?culture=nl` })).json(),
    );
    expect(list.Items).toEqual([
      expect.objectContaining({
        Id: first.Id,
        ProductVariantId: BERGEN.variant,
        ProductName: 'Stoel Bergen',
        Status: 'active',
      }),
    ]);
  });

  it('a restock sends each active subscriber exactly one message, even when the job runs twice', async () => {
    const bertBrowser = await signedIn(bert);
    const bertSub = subscribed(
      await subscribe(bertBrowser, { ProductVariantId: BERGEN.variant, ProductId: BERGEN.product }),
    );
    // A guest who never confirms is not written to.
    subscribed(
      await subscribe(t.browser(), {
        ProductVariantId: BERGEN.variant,
        ProductId: BERGEN.product,
        Email: 'never.confirms@vitrine.example',
      }),
    );
    await drainJobs();
    const jobsBefore = await restockJobs(BERGEN.variant);

    await setStock(BERGEN.variant, WH.brussels, 3);
    // Written by the stock change itself, in its transaction.
    expect(await restockJobs(BERGEN.variant)).toBe(jobsBefore + 1);
    await drainJobs();

    const [toAnna, ...moreAnna] = await mailTo(anna.email);
    const [toBert, ...moreBert] = await mailTo(bert.email);
    const toGina = (await mailTo('Gina.Guest@vitrine.example')).filter((m) =>
      m.subject.includes('weer op voorraad'),
    );
    expect(moreAnna).toEqual([]);
    expect(moreBert).toEqual([]);
    expect(toGina).toHaveLength(1);
    expect(await mailTo('never.confirms@vitrine.example')).toHaveLength(1); // its confirmation only
    // Each in their own culture (Anna's subscription was made in Dutch, Bert's in French).
    expect(toAnna?.subject).toBe('Stoel Bergen is weer op voorraad');
    expect(toBert?.subject).toBe('Chaise Bergen est de retour en stock');
    expect(toBert?.text).toMatch(new RegExp(`${t.config.publicOrigin}/fr/p/[\\w-]+`));
    expect(toBert?.html).toContain('/fr/catalog/stocknotification/unsubscribe?token=');
    expect(await statusOf(bertSub.Id)).toBe('notified');

    // The job again (a retry after a crash), and the handler twice at once: nobody gets a second one.
    const notices = stockNotificationsOf(t.app.db, t.config);
    const again = await Promise.all([
      notices.notifyRestocked({ variantId: BERGEN.variant }),
      notices.notifyRestocked({ variantId: BERGEN.variant }),
    ]);
    expect(again.map((report) => report.notified)).toEqual([0, 0]);
    await setStock(BERGEN.variant, WH.brussels, 5);
    await drainJobs();
    expect(await mailTo(bert.email)).toHaveLength(1);
    expect(await mailTo(anna.email)).toHaveLength(1);
    // Notified subscriptions are closed: the list of open ones is empty.
    const list = MyStockNotificationsSchema.parse(
      (await bertBrowser.request({ method: 'GET', url: MINE })).json(),
    );
    expect(list.Items).toEqual([]);
  });

  it('two restocks racing notify each subscriber once', async () => {
    const annaBrowser = await signedIn(anna);
    const bertBrowser = await signedIn(bert);
    subscribed(await subscribe(annaBrowser, { ProductVariantId: NOYER.variant, ProductId: NOYER.product }));
    subscribed(await subscribe(bertBrowser, { ProductVariantId: NOYER.variant, ProductId: NOYER.product }));
    await drainJobs();
    const before = { anna: (await mailTo(anna.email)).length, bert: (await mailTo(bert.email)).length };
    // Two writers at once, two warehouses: each may write its own job.
    await Promise.all([
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO warehouse_stock (warehouse_id, variant_id, quantity)
                             VALUES (${WH.brussels}::uuid, ${NOYER.variant}::uuid, 2)`);
      }),
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO warehouse_stock (warehouse_id, variant_id, quantity)
                             VALUES (${WH.lyon}::uuid, ${NOYER.variant}::uuid, 4)`);
      }),
    ]);
    expect(await restockJobs(NOYER.variant)).toBeGreaterThanOrEqual(1);
    // Two workers claiming side by side.
    await Promise.all([t.app.jobs.runDue({ limit: 1 }), t.app.jobs.runDue({ limit: 1 })]);
    await drainJobs();
    expect((await mailTo(anna.email)).length).toBe(before.anna + 1);
    expect((await mailTo(bert.email)).length).toBe(before.bert + 1);
  });

  it('the unsubscribe link works without signing in, and an unsubscribed address is not written to', async () => {
    const email = 'ursula.leaves@vitrine.example';
    const created = subscribed(
      await subscribe(t.browser(), {
        ProductVariantId: OSLO_GREEN.variant,
        ProductId: OSLO_GREEN.product,
        Email: email,
      }),
    );
    await drainJobs();
    const [confirmation] = await mailTo(email);
    await t.browser().send('POST', CONFIRM, { Token: tokenOf(confirmation?.text ?? null, 'confirm') });
    const leave = await t.browser().send('POST', UNSUBSCRIBE, {
      Token: tokenOf(confirmation?.text ?? null, 'unsubscribe'),
    });
    expect(leave.statusCode).toBe(200);
    expect(leave.json()).toMatchObject({ Status: 'unsubscribed', ProductName: 'Chaise Oslo' });
    expect(await statusOf(created.Id)).toBe('unsubscribed');
    // Again: the same answer, nothing changes.
    expect(
      (
        await t
          .browser()
          .send('POST', UNSUBSCRIBE, { Token: tokenOf(confirmation?.text ?? null, 'unsubscribe') })
      ).statusCode,
    ).toBe(200);
    await setStock(OSLO_GREEN.variant, WH.brussels, 1);
    await drainJobs();
    expect(await mailTo(email)).toHaveLength(1);
    const unknown = expectProblem(
      await t.browser().send('POST', UNSUBSCRIBE, { Token: 'y'.repeat(43) }),
      404,
    );
    expectTranslatedErrors(unknown.errors);

    // The link in a restock message works too.
    const again = 'ursula.again@vitrine.example';
    await subscribe(t.browser(), {
      ProductVariantId: OSLO_BLUE_M.variant,
      ProductId: OSLO_BLUE_M.product,
      Email: again,
    });
    await drainJobs();
    const [confirm] = await mailTo(again);
    await t.browser().send('POST', CONFIRM, { Token: tokenOf(confirm?.text ?? null, 'confirm') });
    // Switched back on in the catalogue, with its stock there all along: a restock too.
    await t.app.db.execute(
      sql`UPDATE product_variants SET is_available = true WHERE id = ${OSLO_BLUE_M.variant}::uuid`,
    );
    await drainJobs();
    const restock = (await mailTo(again)).at(-1);
    expect(restock?.subject).toBe('Chaise Oslo est de retour en stock');
    const out = await t
      .browser()
      .send('POST', UNSUBSCRIBE, { Token: tokenOf(restock?.text ?? null, 'unsubscribe') });
    expect(out.json()).toMatchObject({ Status: 'unsubscribed' });
  });

  it('a guest address waiting for confirmations is not sent more than a few a day (429)', async () => {
    const email = 'flooded@vitrine.example';
    const variants = await t.app.db.execute<{ id: string }>(sql`
      SELECT id FROM product_variants WHERE id NOT IN (${BERGEN.variant}::uuid, ${NOYER.variant}::uuid) ORDER BY id LIMIT 5`);
    // Five unconfirmed subscriptions of the address today, as five forms would have left them.
    await t.app.db.insert(stockNotifications).values(
      variants.rows.map((row) => {
        const variant = row.id;
        return {
          variantId: variant,
          productId: P(1),
          email,
          culture: 'fr',
          status: 'pending-confirmation' as const,
        };
      }),
    );
    await t.app.db.execute(
      sql`UPDATE warehouse_stock SET quantity = 0 WHERE variant_id = ${NOYER.variant}::uuid`,
    );
    const before = (await mailTo(email)).length;
    const refused = expectProblem(
      await subscribe(t.browser(), {
        ProductVariantId: NOYER.variant,
        ProductId: NOYER.product,
        Email: email,
      }),
      429,
      '/problems/rate-limited',
    );
    expect(refused.errors?.Email).toEqual(['StockNotification.TooMany']);
    expectTranslatedErrors(refused.errors);
    await drainJobs();
    expect(await mailTo(email)).toHaveLength(before);
  });

  it('a customer cancels their own subscription; another customer’s answers 404', async () => {
    await t.app.db.execute(
      sql`UPDATE warehouse_stock SET quantity = 0 WHERE variant_id = ${NOYER.variant}::uuid`,
    );
    const annaBrowser = await signedIn(anna);
    const bertBrowser = await signedIn(bert);
    const annas = subscribed(
      await subscribe(annaBrowser, { ProductVariantId: NOYER.variant, ProductId: NOYER.product }),
    );
    const bertList = MyStockNotificationsSchema.parse(
      (await bertBrowser.request({ method: 'GET', url: MINE })).json(),
    );
    expect(bertList.Items.map((item) => item.Id)).not.toContain(annas.Id);
    const probe = expectProblem(await bertBrowser.send('DELETE', `${MINE}/${annas.Id}`), 404);
    expectTranslatedErrors(probe.errors);
    expect(await statusOf(annas.Id)).toBe('active');
    expectProblem(await t.browser().send('DELETE', `${MINE}/${annas.Id}`), 401);
    expectProblem(await t.browser().request({ method: 'GET', url: MINE }), 401);
    expectProblem(await annaBrowser.send('DELETE', `${MINE}/not-a-uuid`), 400);
    expect((await annaBrowser.send('DELETE', `${MINE}/${annas.Id}`)).statusCode).toBe(204);
    expect(await statusOf(annas.Id)).toBe('unsubscribed');
    expectProblem(await annaBrowser.send('DELETE', `${MINE}/${annas.Id}`), 404);
  });

  it('an order cancelled at the staff desk gives the stock back and the subscriber hears of it once', async () => {
    // A guest buys the last Lounge armchair.
    const buyer = t.browser();
    const added = await buyer.send('POST', '/api/v1/catalog/products/addtocart', {
      ProductVariantId: LOUNGE.variant,
      Quantity: 1,
    });
    expect(added.statusCode).toBe(200);
    const placed = await buyer.request({
      method: 'POST',
      url: '/api/v1/sales/orders',
      headers: { 'x-csrf-token': await buyer.antiforgeryToken(), 'idempotency-key': randomUUID() },
      payload: {
        Email: 'last.one@vitrine.example',
        AccountType: 'Private',
        BillingFirstName: 'Lea',
        BillingLastName: 'Last',
        BillingStreet1: 'Rue de la Loi',
        BillingHouseNumber: '16',
        BillingPostalCode: '1000',
        BillingCity: 'Bruxelles',
        BillingCountry: 'BE',
        SameAddressForShipping: true,
      },
    });
    if (placed.statusCode !== 201) throw new Error(`order: ${placed.statusCode} ${placed.body}`);
    const order = OrderPlacedSchema.parse(placed.json());

    const bertBrowser = await signedIn(bert);
    subscribed(await subscribe(bertBrowser, { ProductVariantId: LOUNGE.variant, ProductId: LOUNGE.product }));
    const before = (await mailTo(bert.email)).length;

    const admin = await signedIn(t.config.admin);
    const cancelled = await admin.send('POST', `/api/v1/backoffice/orders/${order.OrderId}/status`, {
      Status: 'cancelled',
      Version: 1,
    });
    expect(cancelled.statusCode).toBe(200);
    await drainJobs();
    const mails = (await mailTo(bert.email)).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual(['Fauteuil Lounge est de retour en stock']);
  });

  it('a customer who moved their account to a new address hears of the restock there', async () => {
    const carla = { id: uid(9303), email: 'carla.stock@vitrine.example', password: 'carla-password-1' };
    await t.app.db
      .insert(users)
      .values({ id: carla.id, email: carla.email, passwordHash: await hashPassword(carla.password) });
    await t.app.db.execute(
      sql`UPDATE warehouse_stock SET quantity = 0 WHERE variant_id = ${TABLE.variant}::uuid`,
    );
    const browser = await signedIn(carla);
    subscribed(await subscribe(browser, { ProductVariantId: TABLE.variant, ProductId: TABLE.product }));
    // The address change confirmed (the security module's e-mail change).
    await t.app.db.update(users).set({ email: 'carla.moved@vitrine.example' }).where(eq(users.id, carla.id));
    await setStock(TABLE.variant, WH.brussels, 4);
    await drainJobs();
    expect(await mailTo('carla.moved@vitrine.example')).toHaveLength(1);
    expect(await mailTo(carla.email)).toHaveLength(0);
  });
});
