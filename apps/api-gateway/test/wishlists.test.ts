import {
  ShoppingCartSchema,
  WishlistAddResponseSchema,
  WishlistDetailSchema,
  WishlistSummarySchema,
  WishlistsSchema,
  WishlistToCartSchema,
} from '@vitrine/api-client';
import { seedDemoShipping, users } from '@vitrine/db';
import { decodeMessage } from '@vitrine/validation';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const W = '/api/v1/catalog/wishlist';
const TO_CART = '/api/v1/catalog/products/addwishlisttocart';
/** Table Basse Verre: in stock. Fauteuil Lounge: one left. Chaise Bergen: none in stock. */
const TABLE = V(4);
const LOUNGE = V(3);
const BERGEN = V(2);
/** Banc Jardin: switched off in the catalogue. Chaise Secrète: not published. */
const BANC = V(11);
const SECRET = V(12);

const ok = <T>(response: LightMyRequestResponse, parse: { parse: (value: unknown) => T }, status = 200) => {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return parse.parse(response.json());
};
const q = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

describe.each(databaseTargets)('wishlists on $name', ({ url }) => {
  let t: TestApp;
  const anna = { id: uid(9401), email: 'anna.wish@vitrine.example', password: 'anna-password-1' };
  const bert = { id: uid(9402), email: 'bert.wish@vitrine.example', password: 'bert-password-1' };
  let a: TestBrowser;
  let b: TestBrowser;

  const signedIn = async (who: { email: string; password: string }) => {
    const browser = t.browser();
    const response = await browser.signIn(who.email, who.password);
    if (response.statusCode !== 200) throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
    return browser;
  };
  const create = async (browser: TestBrowser, Name: string, Description?: string) =>
    ok(
      await browser.send('POST', `${W}/create`, { Name, ...(Description ? { Description } : {}) }),
      WishlistSummarySchema,
      201,
    );
  const add = async (browser: TestBrowser, params: Record<string, string | number>) =>
    ok(await browser.send('POST', `${W}/addproductvariant${q(params)}`), WishlistAddResponseSchema);
  const detail = async (browser: TestBrowser, id: string) =>
    ok(await browser.request({ method: 'GET', url: `${W}/lists/${id}?culture=fr` }), WishlistDetailSchema);

  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000', CART_RATE_LIMIT: '1000' });
    await insertCatalogFixture(t.app.db, t.app.storage);
    await seedDemoShipping(t.app.db);
    await t.app.db.insert(users).values([
      { id: anna.id, email: anna.email, passwordHash: await hashPassword(anna.password) },
      { id: bert.id, email: bert.email, passwordHash: await hashPassword(bert.password) },
    ]);
    a = await signedIn(anna);
    b = await signedIn(bert);
  }, 180_000);
  afterAll(() => t?.close());

  it('asks a guest to sign in (401) on every call, before reading the input', async () => {
    const guest = t.browser();
    const some = uid(1);
    const calls: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', `${W}/lists`],
      ['GET', `${W}/lists/${some}`],
      ['POST', `${W}/create`],
      ['POST', `${W}/addproductvariant`],
      ['POST', `${W}/updatequantity`],
      ['POST', `${W}/updatename`],
      ['POST', `${W}/updatedescription`],
      ['POST', `${W}/delete`],
      ['DELETE', `${W}/deletefromlist`],
      ['DELETE', `${W}/deletefromlist/${some}/${some}`],
      ['DELETE', `${W}/deletefromalllist/${some}`],
      ['GET', `${W}/isinthelist`],
      ['GET', `${W}/products/count`],
      ['POST', `${W}/move`],
      ['POST', TO_CART],
    ];
    for (const [method, path] of calls) {
      const response =
        method === 'GET' ? await guest.request({ method, url: path }) : await guest.send(method, path, {});
      expectProblem(response, 401);
    }
  });

  it('keeps named lists, adds variants (raising the quantity of one already there), reads, counts and says what is in which list', async () => {
    const first = await create(a, 'Salon', 'Pour le salon');
    expect(first).toMatchObject({ Name: 'Salon', Description: 'Pour le salon', ProductsCount: 0 });
    const added = await add(a, { productVariantId: TABLE, wishlistId: first.Id, quantity: 2, culture: 'fr' });
    expect(added).toMatchObject({ WishlistId: first.Id, IsSuccessfull: true, Quantity: 2 });
    expect(decodeMessage(added.Message).key).toBe('Wishlists.Added');
    expect(added.DataLayer).toMatchObject({ event: 'add_to_wishlist' });
    const again = await add(a, { productVariantId: TABLE, wishlistId: first.Id, quantity: 3 });
    expect(again).toMatchObject({ WishlistProductId: added.WishlistProductId, Quantity: 5 });
    expect(decodeMessage(again.Message).key).toBe('Wishlists.QuantityRaised');

    // The modal's new-list tab: the list is made with the product.
    const made = await add(a, { productVariantId: LOUNGE, name: 'Chambre', description: 'Plus tard' });
    const lists = ok(
      await a.request({ method: 'GET', url: `${W}/lists?productVariantId=${TABLE}` }),
      WishlistsSchema,
    );
    expect(
      lists.Items.map((list) => [list.Name, list.ProductsCount, list.ContainsVariant, list.VariantQuantity]),
    ).toEqual([
      ['Salon', 1, true, 5],
      ['Chambre', 1, false, null],
    ]);
    expect(lists.Items[1]?.Id).toBe(made.WishlistId);

    const read = await detail(a, first.Id);
    expect(read.Items).toHaveLength(1);
    expect(read.Items[0]).toMatchObject({
      ProductVariantId: TABLE,
      Quantity: 5,
      ProductName: 'Table Basse Verre',
      IsAvailable: true,
    });

    const inList = await a.request({
      method: 'GET',
      url: `${W}/isinthelist${q({ productVariantId: TABLE, wishlistId: made.WishlistId })}`,
    });
    expect(inList.json()).toEqual({ IsInTheList: false, WishlistIds: [] });
    const inAny = await a.request({
      method: 'GET',
      url: `${W}/isinthelist${q({ productVariantId: TABLE })}`,
    });
    expect(inAny.json()).toEqual({ IsInTheList: true, WishlistIds: [first.Id] });

    await add(a, { productVariantId: TABLE, wishlistId: made.WishlistId });
    const count = await a.request({ method: 'GET', url: `${W}/products/count` });
    expect(count.json()).toEqual({ Count: 2, ListsCount: 2 });
  });

  it('changes quantities, name and description; moves a product (adding up where the variant is), removes by each path and deletes a list', async () => {
    const one = await create(a, 'Un');
    const two = await create(a, 'Deux');
    const table = await add(a, { productVariantId: TABLE, wishlistId: one.Id, quantity: 2 });
    await add(a, { productVariantId: LOUNGE, wishlistId: one.Id });
    await add(a, { productVariantId: TABLE, wishlistId: two.Id, quantity: 4 });

    const updated = ok(
      await a.send('POST', `${W}/updatequantity${q({ WishlistId: one.Id, culture: 'fr' })}`, {
        Items: [{ variantId: LOUNGE, qty: 7 }],
      }),
      WishlistDetailSchema,
    );
    expect(updated.Items.find((item) => item.ProductVariantId === LOUNGE)?.Quantity).toBe(7);

    expect(
      ok(await a.send('POST', `${W}/updatename${q({ Id: one.Id, Name: 'Premier' })}`), WishlistSummarySchema)
        .Name,
    ).toBe('Premier');
    expect(
      ok(
        await a.send('POST', `${W}/updatedescription${q({ Id: one.Id, Description: 'Notes' })}`),
        WishlistSummarySchema,
      ).Description,
    ).toBe('Notes');

    // Table is in "Deux" already (4): moving the 2 of "Un" makes one row of 6 there.
    const moved = await a.send('POST', `${W}/move`, {
      WishlistProductId: table.WishlistProductId,
      ToWishlistId: two.Id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ WishlistId: two.Id, Quantity: 6 });
    expect((await detail(a, one.Id)).Items.map((item) => item.ProductVariantId)).toEqual([LOUNGE]);
    // Lounge moves alone: the same row, now in "Deux".
    const lounge = (await detail(a, one.Id)).Items[0]?.Id as string;
    const movedLounge = await a.send('POST', `${W}/move`, {
      WishlistProductId: lounge,
      ToWishlistId: two.Id,
    });
    expect(movedLounge.json()).toMatchObject({ WishlistProductId: lounge, WishlistId: two.Id, Quantity: 7 });

    expect((await a.send('DELETE', `${W}/deletefromlist${q({ Id: lounge })}`)).statusCode).toBe(204);
    expectProblem(await a.send('DELETE', `${W}/deletefromlist${q({ Id: lounge })}`), 404);
    expect((await a.send('DELETE', `${W}/deletefromlist/${TABLE}/${two.Id}`)).statusCode).toBe(204);
    expect((await detail(a, two.Id)).Items).toEqual([]);

    await add(a, { productVariantId: BERGEN, wishlistId: one.Id });
    await add(a, { productVariantId: BERGEN, wishlistId: two.Id });
    expect((await a.send('DELETE', `${W}/deletefromalllist/${BERGEN}`)).statusCode).toBe(204);
    expectProblem(await a.send('DELETE', `${W}/deletefromalllist/${BERGEN}`), 404);

    expect((await a.send('POST', `${W}/delete`, { Id: two.Id })).statusCode).toBe(204);
    expectProblem(await a.request({ method: 'GET', url: `${W}/lists/${two.Id}` }), 404);
  });

  it('refuses bad input with 4xx problems in translated keys, and an add of a variant not for sale with its Message', async () => {
    const list = await create(a, 'Essais');
    for (const quantity of ['0', '-2', '1.5', 'abc']) {
      const problem = expectProblem(
        await a.send(
          'POST',
          `${W}/addproductvariant${q({ productVariantId: TABLE, wishlistId: list.Id, quantity })}`,
        ),
        400,
        '/problems/validation',
      );
      expectTranslatedErrors(problem.errors);
    }
    const qty = expectProblem(
      await a.send('POST', `${W}/updatequantity${q({ WishlistId: list.Id })}`, {
        Items: [{ variantId: TABLE, qty: 0 }],
      }),
      400,
    );
    expectTranslatedErrors(qty.errors);
    // Neither a list nor a new list's name; both at once.
    expectTranslatedErrors(
      expectProblem(await a.send('POST', `${W}/addproductvariant${q({ productVariantId: TABLE })}`), 400)
        .errors,
    );
    expectProblem(
      await a.send(
        'POST',
        `${W}/addproductvariant${q({ productVariantId: TABLE, wishlistId: list.Id, name: 'X' })}`,
      ),
      400,
    );
    expectTranslatedErrors(expectProblem(await a.send('POST', `${W}/create`, { Name: '   ' }), 400).errors);
    expectTranslatedErrors(
      expectProblem(await a.send('POST', `${W}/create`, { Name: 'x'.repeat(101) }), 400).errors,
    );
    expectProblem(await a.send('POST', `${W}/updatename${q({ Id: list.Id, Name: '' })}`), 400);
    expectProblem(await a.send('POST', `${W}/delete`, { Id: 'nope' }), 400);
    expectProblem(await a.request({ method: 'GET', url: `${W}/isinthelist` }), 400);
    expectProblem(await a.send('DELETE', `${W}/deletefromalllist/not-a-uuid`), 400);

    for (const variant of [SECRET, uid(777_777)]) {
      const refused = expectProblem(
        await a.send(
          'POST',
          `${W}/addproductvariant${q({ productVariantId: variant, wishlistId: list.Id })}`,
        ),
        404,
      );
      expect(refused).toMatchObject({ Message: 'Wishlists.VariantNotFound', IsSuccessfull: false });
      expectTranslatedErrors(refused.errors);
    }
    // A variant not in the list cannot have its quantity changed.
    expectProblem(
      await a.send('POST', `${W}/updatequantity${q({ WishlistId: list.Id })}`, {
        Items: [{ variantId: BERGEN, qty: 2 }],
      }),
      404,
    );
    expect((await detail(a, list.Id)).Items).toEqual([]);
  });

  it('orders all: what can be ordered goes in the cart as from the wishlist, the rest is named with its reason', async () => {
    const shopper = await signedIn(anna);
    const list = await create(shopper, 'À commander');
    await add(shopper, { productVariantId: TABLE, wishlistId: list.Id, quantity: 2 });
    await add(shopper, { productVariantId: BERGEN, wishlistId: list.Id });
    await add(shopper, { productVariantId: BANC, wishlistId: list.Id });
    const answer = ok(
      await shopper.send('POST', `${TO_CART}?culture=fr`, { WishlistId: list.Id }),
      WishlistToCartSchema,
    );
    expect(answer.AddedCount).toBe(1);
    expect(answer.NotAdded.map((item) => [item.ProductVariantId, item.Reason])).toEqual([
      [BERGEN, 'OutOfStock'],
      [BANC, 'Unavailable'],
    ]);
    const line = answer.Cart.Items.find((item) => item.ProductVariantId === TABLE);
    expect(line).toMatchObject({ Quantity: 2, ItemOrigin: 'Wishlist' });
    const cart = ok(
      await shopper.request({ method: 'GET', url: '/api/v1/shoppingcarts' }),
      ShoppingCartSchema,
    );
    expect(cart.ItemsQuantityCount).toBe(answer.Cart.ItemsQuantityCount);
    // The list stays as it was.
    expect((await detail(shopper, list.Id)).Items).toHaveLength(3);
    expectProblem(await shopper.send('POST', TO_CART, { WishlistId: 'x' }), 400);
  });

  it('answers 404 to another customer on every call against a list or product that is not theirs, changing nothing', async () => {
    const list = await create(a, 'Privée', 'À moi');
    const product = await add(a, { productVariantId: TABLE, wishlistId: list.Id, quantity: 3 });
    const bertList = await create(b, 'De Bert');
    const before = await detail(a, list.Id);

    const probes: [string, () => Promise<LightMyRequestResponse>][] = [
      ['read', () => b.request({ method: 'GET', url: `${W}/lists/${list.Id}` })],
      [
        'add',
        () => b.send('POST', `${W}/addproductvariant${q({ productVariantId: LOUNGE, wishlistId: list.Id })}`),
      ],
      [
        'quantity',
        () =>
          b.send('POST', `${W}/updatequantity${q({ WishlistId: list.Id })}`, {
            Items: [{ variantId: TABLE, qty: 9 }],
          }),
      ],
      ['name', () => b.send('POST', `${W}/updatename${q({ Id: list.Id, Name: 'Volée' })}`)],
      ['description', () => b.send('POST', `${W}/updatedescription${q({ Id: list.Id, Description: 'x' })}`)],
      ['delete', () => b.send('POST', `${W}/delete`, { Id: list.Id })],
      [
        'deletefromlist',
        () => b.send('DELETE', `${W}/deletefromlist${q({ Id: product.WishlistProductId })}`),
      ],
      ['deletefromlist/{v}/{l}', () => b.send('DELETE', `${W}/deletefromlist/${TABLE}/${list.Id}`)],
      ['deletefromalllist', () => b.send('DELETE', `${W}/deletefromalllist/${TABLE}`)],
      [
        'isinthelist',
        () =>
          b.request({
            method: 'GET',
            url: `${W}/isinthelist${q({ productVariantId: TABLE, wishlistId: list.Id })}`,
          }),
      ],
      [
        'move product away',
        () =>
          b.send('POST', `${W}/move`, {
            WishlistProductId: product.WishlistProductId,
            ToWishlistId: bertList.Id,
          }),
      ],
      [
        'move into list',
        () =>
          a.send('POST', `${W}/move`, {
            WishlistProductId: product.WishlistProductId,
            ToWishlistId: bertList.Id,
          }),
      ],
      ['order all', () => b.send('POST', TO_CART, { WishlistId: list.Id })],
    ];
    for (const [name, probe] of probes) {
      const response = await probe();
      expect(response.statusCode, name).toBe(404);
      expectProblem(response, 404);
    }
    expect(await detail(a, list.Id)).toEqual(before);
    const bertsLists = ok(await b.request({ method: 'GET', url: `${W}/lists` }), WishlistsSchema);
    expect(bertsLists.Items.map((item) => [item.Name, item.ProductsCount])).toEqual([['De Bert', 0]]);
    expect((await b.request({ method: 'GET', url: `${W}/products/count` })).json()).toEqual({
      Count: 0,
      ListsCount: 1,
    });
  });
});
