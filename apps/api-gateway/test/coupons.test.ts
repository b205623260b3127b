import {
  type Coupon,
  CouponAppliedSchema,
  CouponRedemptionSchema,
  CouponSchema,
  CustomerCouponSchema,
  type ShoppingCart,
  ShoppingCartSchema,
} from '@vitrine/api-client';
import {
  cartCoupons,
  couponBrands,
  couponRedemptions,
  coupons,
  DEMO_COUPONS,
  seedDemoCoupons,
  siteSettings,
  users,
} from '@vitrine/db';
import { type Culture, stringResources } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { decodeMessage } from '@vitrine/validation';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitOfWork } from '../src/lib/unit-of-work';
import { MULTIPLE_COUPONS_SETTING, promotionsService } from '../src/modules/promotions/index';
import { hashPassword } from '../src/modules/security/passwords';
import { BRAND, CAT, insertCatalogFixture, P, uid, V } from './fixtures/catalog';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

const ADD = '/api/v1/catalog/products/addtocart';
const CART = '/api/v1/shoppingcarts';
const COUPON = '/api/v1/shoppingcarts/coupon';
const STAFF = '/api/v1/backoffice/coupons';
const eur = (value: string, culture: Culture = 'fr') => formatMoney(Money.parse(value, 'EUR'), culture);

/** Table Basse Verre (149.00, tables ⊂ furniture, Atelier) and Lampe Bureau (39.00, lamps ⊂ decoration, Lumen). */
const TABLE = V(4, 0);
const LAMP = V(7, 0);

/** The refusal's field messages, each an i18n key known in all six cultures. */
function reasonOf(response: LightMyRequestResponse, status: number): string {
  const problem = expectProblem(response, status);
  const messages = problem.errors?.CouponCode ?? [];
  expect(messages).toHaveLength(1);
  const key = decodeMessage(messages[0] ?? '').key;
  for (const culture of Object.keys(stringResources) as Culture[])
    expect(stringResources[culture][key], `${culture}: ${key}`).toBeTruthy();
  return key;
}

describe.each(databaseTargets)('coupons API on $name', ({ url }) => {
  let t: TestApp;
  const alice = { email: 'alice@vitrine.example', password: 'alice-password-1', id: uid(9001) };
  const bob = { email: 'bob@vitrine.example', password: 'bob-password-1', id: uid(9002) };
  const seller = { email: 'seller@vitrine.example', password: 'seller-password-1', id: uid(9003) };
  const past = new Date(Date.now() - 86_400_000);
  const future = new Date(Date.now() + 30 * 86_400_000);

  const cartOf = async (browser: TestBrowser): Promise<ShoppingCart> => {
    const response = await browser.request({ method: 'GET', url: CART });
    expect(response.statusCode).toBe(200);
    return ShoppingCartSchema.parse(response.json());
  };
  const apply = (browser: TestBrowser, CouponCode: unknown) => browser.send('POST', COUPON, { CouponCode });
  const applied = (response: LightMyRequestResponse) => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    const body = CouponAppliedSchema.parse(response.json());
    expect(body.IsValid).toBe(true);
    return body.Cart;
  };
  const remove = (browser: TestBrowser, CouponCode: unknown) =>
    browser.send('DELETE', COUPON, { CouponCode });
  const withLines = async (lines: [string, number][], browser = t.browser()) => {
    for (const [ProductVariantId, Quantity] of lines) {
      const response = await browser.send('POST', ADD, { ProductVariantId, Quantity });
      if (response.statusCode !== 200) throw new Error(`add: ${response.body}`);
    }
    return browser;
  };
  const signedIn = async (who: { email: string; password: string }, browser = t.browser()) => {
    const response = await browser.signIn(who.email, who.password);
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    return browser;
  };
  const insertCoupon = async (values: Partial<typeof coupons.$inferInsert> & { code: string }) => {
    const [row] = await t.app.db
      .insert(coupons)
      .values({ kind: 'percentage', percent: '10', currencyCode: 'EUR', ...values })
      .returning();
    if (!row) throw new Error('no coupon');
    return row;
  };
  const codes = (cart: ShoppingCart) => (cart.Coupons ?? []).map((coupon) => coupon.Code);

  beforeAll(async () => {
    t = await startTestApp(url, {
      LOGIN_RATE_LIMIT: '1000',
      COUPON_ATTEMPT_LIMIT: '4',
      COUPON_ADDRESS_LIMIT: '1000',
      CART_RATE_LIMIT: '10000',
    });
    await insertCatalogFixture(t.app.db, t.app.storage);
    for (const who of [alice, bob])
      await t.app.db
        .insert(users)
        .values({ id: who.id, email: who.email, passwordHash: await hashPassword(who.password) });
    await t.app.db.insert(users).values({
      id: seller.id,
      email: seller.email,
      passwordHash: await hashPassword(seller.password),
      roles: ['sales'],
    });
    await insertCoupon({ code: 'WELCOME10', description: 'Bienvenue' });
    await insertCoupon({
      code: 'FIXED5',
      kind: 'fixed',
      percent: null,
      amount: '5.00',
      minimumAmount: '50.00',
    });
    const lamps = await insertCoupon({ code: 'DECO20', percent: '20' });
    await t.app.db.execute(
      sql`INSERT INTO coupon_categories (coupon_id, category_id) VALUES (${lamps.id}, ${CAT.decoration})`,
    );
    const nordik = await insertCoupon({ code: 'NORDIK15', percent: '15' });
    await t.app.db.execute(
      sql`INSERT INTO coupon_brands (coupon_id, brand_id) VALUES (${nordik.id}, ${BRAND.nordik})`,
    );
    const lampOnly = await insertCoupon({ code: 'LAMP3', kind: 'fixed', percent: null, amount: '3.00' });
    await t.app.db.execute(
      sql`INSERT INTO coupon_products (coupon_id, product_id) VALUES (${lampOnly.id}, ${P(7)})`,
    );
    await insertCoupon({ code: 'EXPIRED', startsAt: new Date(past.getTime() - 86_400_000), endsAt: past });
    await insertCoupon({ code: 'SOON', startsAt: future });
    await insertCoupon({ code: 'OFF', isActive: false });
    const once = await insertCoupon({ code: 'ONCE', usageLimit: 1 });
    await t.app.db
      .insert(couponRedemptions)
      .values({ couponId: once.id, orderId: uid(7001), amount: '1.00', currencyCode: 'EUR' });
    const perCustomer = await insertCoupon({ code: 'ONCEEACH', perCustomerLimit: 1 });
    await t.app.db.insert(couponRedemptions).values({
      couponId: perCustomer.id,
      customerId: alice.id,
      orderId: uid(7002),
      amount: '1.00',
      currencyCode: 'EUR',
    });
    await insertCoupon({ code: 'ALICE25', percent: '25', customerId: alice.id, description: 'Pour Alice' });
    await insertCoupon({ code: 'SECOND5', percent: '5' });
  }, 180_000);
  afterAll(() => t?.close());

  it('applies a valid code (any case): IsValid and the cart with its discount; the cart keeps it', async () => {
    const browser = await withLines([[TABLE, 1]]);
    const cart = applied(await apply(browser, ' welcome10 '));
    expect(cart.Coupons).toEqual([
      {
        Code: 'WELCOME10',
        Description: 'Bienvenue',
        DiscountAmount: 14.9,
        DiscountHtml: eur('14.90'),
        InactiveReason: null,
      },
    ]);
    expect(cart.DiscountAmount).toBe(14.9);
    expect(cart.DiscountAmountHtml).toBe(eur('14.90'));
    expect(cart.AmountTaxIncl).toBe(134.1);
    expect(cart.AmountTaxInclHtml).toBe(eur('134.10'));
    const read = await cartOf(browser);
    expect(read.AmountTaxIncl).toBe(134.1);
    expect(codes(read)).toEqual(['WELCOME10']);
    // Applying it again changes nothing.
    expect(applied(await apply(browser, 'WELCOME10')).AmountTaxIncl).toBe(134.1);
  });

  it('removes a code: the discount goes; a code not on the cart is not found', async () => {
    const browser = await withLines([[TABLE, 1]]);
    applied(await apply(browser, 'WELCOME10'));
    const response = await remove(browser, 'welcome10');
    expect(response.statusCode).toBe(200);
    const cart = ShoppingCartSchema.parse(response.json());
    expect(cart.Coupons).toEqual([]);
    expect(cart.AmountTaxIncl).toBe(149);
    expect(reasonOf(await remove(browser, 'WELCOME10'), 404)).toBe('Coupons.NotOnCart');
    // A shopper without a cart has no coupon to remove.
    expect(reasonOf(await remove(t.browser(), 'WELCOME10'), 404)).toBe('Coupons.NotOnCart');
  });

  it('refuses an empty code with a 400 naming the field, for apply and remove', async () => {
    const browser = await withLines([[TABLE, 1]]);
    for (const code of ['', '   ', undefined]) {
      const problem = expectProblem(await apply(browser, code), 400);
      expect(problem.errors?.CouponCode?.[0]).toBe('Validation.CouponCodeRequired');
    }
    expectProblem(await remove(browser, ''), 400);
  });

  it('an unknown code is not found, translated, and the cart is unchanged', async () => {
    const browser = await withLines([[TABLE, 1]]);
    applied(await apply(browser, 'WELCOME10'));
    expect(reasonOf(await apply(browser, 'NOPE-2024'), 404)).toBe('Coupons.Unknown');
    const cart = await cartOf(browser);
    expect(codes(cart)).toEqual(['WELCOME10']);
    expect(cart.AmountTaxIncl).toBe(134.1);
  });

  it('refuses expired, not yet started and switched-off codes, writing nothing', async () => {
    const browser = await withLines([[TABLE, 1]]);
    expect(reasonOf(await apply(browser, 'EXPIRED'), 422)).toBe('Coupons.Expired');
    const soon = expectProblem(await apply(browser, 'SOON'), 422, '/problems/coupon-not-applicable');
    expect(decodeMessage(soon.errors?.CouponCode?.[0] ?? '').key).toBe('Coupons.NotStarted');
    expect(reasonOf(await apply(browser, 'OFF'), 422)).toBe('Coupons.Inactive');
    const cart = await cartOf(browser);
    expect(cart.Coupons).toEqual([]);
    expect(cart.AmountTaxIncl).toBe(149);
  });

  it('refuses a code used up in all, and per customer for that customer only (guests have no history)', async () => {
    expect(reasonOf(await apply(await withLines([[TABLE, 1]]), 'ONCE'), 422)).toBe('Coupons.Exhausted');
    const aliceBrowser = await withLines([[TABLE, 1]], await signedIn(alice));
    expect(reasonOf(await apply(aliceBrowser, 'ONCEEACH'), 422)).toBe('Coupons.AlreadyUsed');
    const bobBrowser = await withLines([[TABLE, 1]], await signedIn(bob));
    expect(codes(applied(await apply(bobBrowser, 'ONCEEACH')))).toEqual(['ONCEEACH']);
    expect(codes(applied(await apply(await withLines([[TABLE, 1]]), 'ONCEEACH')))).toEqual(['ONCEEACH']);
    await remove(bobBrowser, 'ONCEEACH');
  });

  it('a personal code: its customer only; a guest is asked to sign in, another customer told it does not exist', async () => {
    expect(reasonOf(await apply(await withLines([[TABLE, 1]]), 'ALICE25'), 422)).toBe('Coupons.SignInToUse');
    const bobBrowser = await withLines([[TABLE, 1]], await signedIn(bob));
    expect(reasonOf(await apply(bobBrowser, 'ALICE25'), 404)).toBe('Coupons.Unknown');
    const aliceBrowser = await withLines([[TABLE, 1]], await signedIn(alice));
    const cart = applied(await apply(aliceBrowser, 'alice25'));
    const goods = Money.sum(
      cart.Items.map((line) => Money.parse(line.TotalTaxIncl, 'EUR')),
      'EUR',
    );
    expect(cart.DiscountAmount).toBe(goods.percentage(25).toNumber());
    expect(cart.DiscountAmount).toBeGreaterThan(0);
    await remove(aliceBrowser, 'ALICE25');
  });

  it('the minimum counts the eligible goods: refused below, applied above, and inactive when the cart falls below', async () => {
    const browser = await withLines([[LAMP, 1]]);
    const below = expectProblem(await apply(browser, 'FIXED5'), 422);
    expect(decodeMessage(below.errors?.CouponCode?.[0] ?? '')).toEqual({
      key: 'Coupons.MinimumNotReached',
      params: { amount: eur('50.00') },
    });
    await withLines([[TABLE, 1]], browser);
    const cart = applied(await apply(browser, 'FIXED5'));
    expect(cart.DiscountAmount).toBe(5);
    expect(cart.AmountTaxIncl).toBe(183);
    // The table leaves: the coupon stays on the cart, gives nothing, and says why.
    const tableLine = cart.Items.find((line) => line.ProductVariantId === TABLE);
    const after = ShoppingCartSchema.parse(
      (await browser.send('DELETE', `/api/v1/shoppingcarts/shoppingcartitems/${tableLine?.Id}`)).json(),
    );
    expect(after.Coupons?.[0]).toMatchObject({ Code: 'FIXED5', DiscountAmount: 0 });
    expect(decodeMessage(after.Coupons?.[0]?.InactiveReason ?? '').key).toBe('Coupons.MinimumNotReached');
    expect(after.AmountTaxIncl).toBe(39);
  });

  it('a restricted code applies to its category subtree, brand or product only, and not without an eligible line', async () => {
    const browser = await withLines([[TABLE, 1]]);
    expect(reasonOf(await apply(browser, 'DECO20'), 422)).toBe('Coupons.NoEligibleLine');
    expect(reasonOf(await apply(browser, 'NORDIK15'), 422)).toBe('Coupons.NoEligibleLine');
    expect(reasonOf(await apply(browser, 'LAMP3'), 422)).toBe('Coupons.NoEligibleLine');
    await withLines([[LAMP, 1]], browser);
    // Lamps are in decoration's subtree: 20 % of the lamp's 39.00 only.
    const deco = applied(await apply(browser, 'DECO20'));
    expect(deco.DiscountAmount).toBe(7.8);
    expect(deco.AmountTaxIncl).toBe(180.2);
    const lamp = applied(await apply(browser, 'LAMP3'));
    expect(codes(lamp)).toEqual(['LAMP3']);
    expect(lamp.DiscountAmount).toBe(3);
  });

  it('an empty cart, or no cart at all, has nothing for a code to apply to (and no session is made)', async () => {
    const guest = t.browser();
    expect(reasonOf(await apply(guest, 'WELCOME10'), 422)).toBe('Coupons.NoEligibleLine');
    expect(guest.cookies.has(t.config.cookies.session)).toBe(false);
  });

  it('one coupon per cart by default: a second code replaces the first; the site setting allows several', async () => {
    const browser = await withLines([[TABLE, 1]]);
    applied(await apply(browser, 'WELCOME10'));
    const replaced = applied(await apply(browser, 'FIXED5'));
    expect(codes(replaced)).toEqual(['FIXED5']);
    expect(replaced.AmountTaxIncl).toBe(144);
    // A refused second code leaves the first where it was.
    expect(reasonOf(await apply(browser, 'EXPIRED'), 422)).toBe('Coupons.Expired');
    expect(codes(await cartOf(browser))).toEqual(['FIXED5']);

    await t.app.db.insert(siteSettings).values({ key: MULTIPLE_COUPONS_SETTING, value: true });
    try {
      const both = applied(await apply(browser, 'SECOND5'));
      expect(codes(both)).toEqual(['FIXED5', 'SECOND5']);
      // 149 − 5 = 144, then 5 % of what is left: 7.20.
      expect(both.Coupons?.map((coupon) => coupon.DiscountAmount)).toEqual([5, 7.2]);
      expect(both.AmountTaxIncl).toBe(136.8);
    } finally {
      await t.app.db.delete(siteSettings).where(eq(siteSettings.key, MULTIPLE_COUPONS_SETTING));
    }
  });

  it('another visitor’s cart is untouched by a code applied to this one', async () => {
    const mine = await withLines([[TABLE, 1]]);
    const theirs = await withLines([[TABLE, 1]]);
    applied(await apply(mine, 'WELCOME10'));
    const other = await cartOf(theirs);
    expect(other.Coupons).toEqual([]);
    expect(other.AmountTaxIncl).toBe(149);
  });

  it('two tabs applying codes at once leave one consistent cart', async () => {
    const tab = await withLines([[TABLE, 1]]);
    const results = await Promise.all([
      apply(tab, 'WELCOME10'),
      apply(tab, 'FIXED5'),
      apply(tab, 'WELCOME10'),
    ]);
    for (const response of results) expect(response.statusCode).toBe(200);
    const cart = await cartOf(tab);
    expect(cart.Coupons).toHaveLength(1);
    const kept = cart.Coupons?.[0]?.Code;
    expect(cart.AmountTaxIncl).toBe(kept === 'WELCOME10' ? 134.1 : 144);
    const [row] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartCoupons)
      .where(
        sql`${cartCoupons.cartId} = (SELECT cart_id FROM cart_coupons c JOIN coupons k ON k.id = c.coupon_id
           WHERE k.code = ${kept} ORDER BY c.applied_at DESC LIMIT 1)`,
      );
    expect(Number(row?.n)).toBe(1);
  });

  it('guessing codes is limited per shopper: a 429 with Retry-After, other shoppers unaffected; a valid code costs nothing', async () => {
    const guesser = await withLines([[TABLE, 1]]);
    // Valid codes are taken back: they never count.
    for (let i = 0; i < 5; i++) applied(await apply(guesser, 'WELCOME10'));
    for (let i = 0; i < 4; i++)
      expect(reasonOf(await apply(guesser, `GUESS-${i}`), 404)).toBe('Coupons.Unknown');
    const limited = await apply(guesser, 'GUESS-5');
    const problem = expectProblem(limited, 429, '/problems/rate-limited');
    expect(problem.errors?.CouponCode).toEqual(['Coupons.TooManyAttempts']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even a good code waits now; another shopper is not concerned.
    expectProblem(await apply(guesser, 'WELCOME10'), 429);
    applied(await apply(await withLines([[TABLE, 1]]), 'WELCOME10'));
  });

  it('GET couponcode/user/{id}: the customer’s own usable coupons, for them or staff only', async () => {
    const aliceBrowser = await signedIn(alice);
    const response = await aliceBrowser.request({
      method: 'GET',
      url: `/api/v1/couponcode/user/${alice.id}`,
    });
    expect(response.statusCode).toBe(200);
    const list = CustomerCouponSchema.array().parse(response.json());
    expect(list).toEqual([
      expect.objectContaining({
        Code: 'ALICE25',
        Description: 'Pour Alice',
        Kind: 'percentage',
        Percent: 25,
        ValueHtml: '25 %',
        IsPersonal: true,
      }),
    ]);
    // Bob asking for Alice's: not found; a guest: sign in; staff: allowed.
    const bobBrowser = await signedIn(bob);
    expectProblem(
      await bobBrowser.request({ method: 'GET', url: `/api/v1/couponcode/user/${alice.id}` }),
      404,
    );
    expect(
      (await bobBrowser.request({ method: 'GET', url: `/api/v1/couponcode/user/${bob.id}` })).json(),
    ).toEqual([]);
    expectProblem(
      await t.browser().request({ method: 'GET', url: `/api/v1/couponcode/user/${alice.id}` }),
      401,
    );
    const staff = await signedIn(seller);
    const seen = await staff.request({ method: 'GET', url: `/api/v1/couponcode/user/${alice.id}` });
    expect(seen.json()).toHaveLength(1);
    expectProblem(
      await aliceBrowser.request({ method: 'GET', url: '/api/v1/couponcode/user/not-an-id' }),
      400,
    );
  });

  it('redeem, in the checkout’s unit of work: counts once per order, takes the codes off the cart, refuses a used-up code', async () => {
    const browser = await withLines([[TABLE, 1]], await signedIn(bob));
    const coupon = await insertCoupon({ code: 'REDEEM1', usageLimit: 1 });
    applied(await apply(browser, 'REDEEM1'));
    const [cartRow] = await t.app.db.select().from(cartCoupons).where(eq(cartCoupons.couponId, coupon.id));
    const promotions = promotionsService(t.app.db, { currency: 'EUR' });
    const order = uid(8001);
    const redemption = {
      discounts: [{ code: 'redeem1', amount: Money.parse('14.90', 'EUR') }],
      customerId: bob.id,
      orderId: order,
      cartId: cartRow?.cartId ?? '',
    };
    const first = await unitOfWork(t.app.db, (work) => promotions.redeem(work, redemption));
    expect(first).toEqual([{ code: 'REDEEM1', couponId: coupon.id, amount: Money.parse('14.90', 'EUR') }]);
    expect(codes(await cartOf(browser))).toEqual([]);
    const rows = await t.app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      customerId: bob.id,
      orderId: order,
      amount: '14.90',
      currencyCode: 'EUR',
    });
    // Another order finds it used up (checked under the coupon's lock) and nothing is written.
    await expect(
      unitOfWork(t.app.db, (work) => promotions.redeem(work, { ...redemption, orderId: uid(8002) })),
    ).rejects.toMatchObject({ status: 422 });
    expect(
      await t.app.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id)),
    ).toHaveLength(1);
    expect(reasonOf(await apply(browser, 'REDEEM1'), 422)).toBe('Coupons.Exhausted');
  });

  it('the demo coupons are seeded once, and work', async () => {
    const seed = () => seedDemoCoupons(t.app.db, { currency: 'EUR', demoCustomerEmail: alice.email });
    expect(await seed()).toEqual({ couponsCreated: 5 });
    expect(await seed()).toEqual({ couponsCreated: 0 });
    const personal = await t.app.db.select().from(coupons).where(eq(coupons.code, DEMO_COUPONS.personal));
    expect(personal[0]?.customerId).toBe(alice.id);
    const brand = await t.app.db
      .select()
      .from(couponBrands)
      .innerJoin(coupons, eq(coupons.id, couponBrands.couponId));
    expect(brand.map((row) => row.coupons.code)).toContain(DEMO_COUPONS.brand);
    const browser = await withLines([[TABLE, 1]]);
    expect(applied(await apply(browser, DEMO_COUPONS.welcome.toLowerCase())).AmountTaxIncl).toBe(134.1);
    expect(reasonOf(await apply(browser, DEMO_COUPONS.expired), 422)).toBe('Coupons.Expired');
  });

  describe('staff coupon area', () => {
    const body = (overrides: Record<string, unknown> = {}) => ({
      Code: 'SPRING15',
      Description: 'Printemps',
      Kind: 'percentage',
      Percent: 15,
      MinimumAmount: 20,
      StartsAt: new Date(Date.now() - 3_600_000).toISOString(),
      EndsAt: future.toISOString(),
      UsageLimit: 100,
      PerCustomerLimit: 1,
      CategoryIds: [CAT.decoration],
      BrandIds: [BRAND.lumen],
      ProductIds: [P(7)],
      ...overrides,
    });

    it('is for sales and admins only', async () => {
      expectProblem(await t.browser().request({ method: 'GET', url: STAFF }), 401);
      expectProblem(await (await signedIn(alice)).request({ method: 'GET', url: STAFF }), 403);
      const list = await (await signedIn(seller)).request({ method: 'GET', url: STAFF });
      expect(list.statusCode).toBe(200);
      const all = CouponSchema.array().parse(list.json());
      expect(all.find((coupon) => coupon.Code === 'ONCE')?.UsageCount).toBe(1);
    });

    it('creates, edits and switches off a coupon with all its rules; the shop follows', async () => {
      const staff = await signedIn(seller);
      const created = await staff.send('POST', STAFF, body());
      expect(created.statusCode).toBe(200);
      const coupon: Coupon = CouponSchema.parse(created.json());
      expect(coupon).toMatchObject({
        Code: 'SPRING15',
        Percent: 15,
        MinimumAmount: 20,
        UsageLimit: 100,
        IsActive: true,
        UsageCount: 0,
        Categories: [{ Id: CAT.decoration, Name: 'Décoration' }],
        Brands: [{ Id: BRAND.lumen, Name: expect.any(String) }],
        Products: [{ Id: P(7), Name: 'Lampe Bureau' }],
      });
      const shopper = await withLines([[LAMP, 1]]);
      expect(applied(await apply(shopper, 'spring15')).DiscountAmount).toBe(5.85);

      const edited = await staff.send(
        'PUT',
        `${STAFF}/${coupon.Id}`,
        body({ IsActive: false, CategoryIds: [] }),
      );
      expect(edited.statusCode).toBe(200);
      expect(CouponSchema.parse(edited.json())).toMatchObject({
        IsActive: false,
        Categories: [],
        CartCount: 1,
      });
      expect(reasonOf(await apply(await withLines([[LAMP, 1]]), 'SPRING15'), 422)).toBe('Coupons.Inactive');
      // The cart that had it keeps it, giving nothing, with the reason.
      const kept = await cartOf(shopper);
      expect(kept.DiscountAmount).toBe(0);
      expect(kept.Coupons?.[0]?.InactiveReason).toBe('Coupons.Inactive');

      const fetched = await staff.request({ method: 'GET', url: `${STAFF}/${coupon.Id}` });
      expect(CouponSchema.parse(fetched.json()).IsActive).toBe(false);
      const usage = await staff.request({ method: 'GET', url: `${STAFF}/${coupon.Id}/redemptions` });
      expect(CouponRedemptionSchema.array().parse(usage.json())).toEqual([]);
    });

    it('refuses bad rules with per-field messages, and a code taken regardless of case with a 409', async () => {
      const staff = await signedIn(seller);
      const field = async (payload: Record<string, unknown>, status = 400) =>
        expectProblem(await staff.send('POST', STAFF, payload), status).errors ?? {};
      expect((await field(body({ Code: 'P150', Percent: 150 }))).Percent).toEqual(['Coupons.PercentRange']);
      expect((await field(body({ Code: 'P0', Percent: 0 }))).Percent).toEqual(['Coupons.PercentRange']);
      expect((await field(body({ Code: 'NOAMOUNT', Kind: 'fixed', Percent: null }))).Amount).toEqual([
        'Coupons.AmountPositive',
      ]);
      expect(
        (await field(body({ Code: 'DATES', StartsAt: future.toISOString(), EndsAt: past.toISOString() })))
          .EndsAt,
      ).toEqual(['Coupons.DatesOrder']);
      expect((await field(body({ Code: 'has space' }))).Code).toEqual(['Coupons.CodePattern']);
      expect((await field(body({ Code: 'LIMIT0', UsageLimit: 0 }))).UsageLimit).toEqual([
        'Coupons.LimitPositive',
      ]);
      expect((await field(body({ Code: 'CENTS', Kind: 'fixed', Amount: 1.005 }))).Amount).toEqual([
        'Coupons.AmountCents',
      ]);
      expect((await field(body({ Code: 'welcome10' }), 409)).Code).toEqual(['Coupons.CodeTaken']);
      expect((await field(body({ Code: 'NOBODY', CustomerId: uid(9999) }))).CustomerId).toEqual([
        'Coupons.CustomerUnknown',
      ]);
      expectProblem(await staff.send('PUT', `${STAFF}/${uid(9998)}`, body({ Code: 'GHOST' })), 404);
    });

    it('finds products, categories, brands and customers for the pickers', async () => {
      const staff = await signedIn(seller);
      const lookup = async (kind: string, q: string) =>
        (
          await staff.request({ method: 'GET', url: `${STAFF}/lookups/${kind}?q=${encodeURIComponent(q)}` })
        ).json<{ Id: string; Name: string }[]>();
      expect(await lookup('products', 'lampe bur')).toEqual([{ Id: P(7), Name: 'Lampe Bureau' }]);
      expect(await lookup('categories', 'lamp')).toEqual([{ Id: CAT.lamps, Name: 'Lampes' }]);
      expect((await lookup('brands', 'lum')).map((brand) => brand.Id)).toEqual([BRAND.lumen]);
      expect((await lookup('customers', 'alice'))[0]).toEqual({
        Id: alice.id,
        Name: 'alice@vitrine.example',
      });
      expectProblem(await staff.request({ method: 'GET', url: `${STAFF}/lookups/orders?q=x` }), 400);
    });
  });
});
