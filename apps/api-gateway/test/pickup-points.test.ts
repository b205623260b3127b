import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  createApiClient,
  type MapSettings,
  OrderPlacedSchema,
  type PickupPointSearchAnswer,
  PickupPointSearchAnswerSchema,
  type PickupPointSearchRequest,
  type PlaceOrderBody,
  PROBLEM_TYPES,
  type SavedPickupPointRequest,
  type ShoppingCart,
  ShoppingCartSchema,
  type StaffPickupPoint,
  type StaffPickupPointInput,
  type StaffShippingMethod,
  type StaffShippingMethodInput,
} from '@vitrine/api-client';
import {
  cartPickupPoints,
  carts,
  DEMO_PICKUP_POINTS,
  migrationsFolder,
  orderAddresses,
  orders,
  seedDemoShipping,
  shippingMethods,
  users,
} from '@vitrine/db';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { contentSecurityPolicies } from '../src/lib/content-security-policy';
import { type Geocoder, staticCarrier } from '../src/modules/pickup-points/index';
import { hashPassword } from '../src/modules/security/passwords';
import { insertCatalogFixture, V } from './fixtures/catalog';
import { fakeDhlLocationFinder, fakeNominatim } from './fixtures/fake-geo-services';
import {
  databaseTargets,
  expectProblem,
  expectTranslatedErrors,
  startTestApp,
  type TestApp,
  type TestBrowser,
} from './helpers';

const DHL_KEY = 'dhl-test-key';
const SEARCH = (carrier: string) => `/api/v1/shipping/${carrier}/getpickuppoints`;
const CHOOSE = '/api/v1/shoppingcarts/externalpickuppoint?culture=fr';
const STAFF_POINTS = '/api/v1/backoffice/pickup-points';
const STAFF_METHODS = '/api/v1/backoffice/shipping/methods';

const demoPoint = (name: string) => {
  const point = DEMO_PICKUP_POINTS.find((entry) => entry.name === name);
  if (!point) throw new Error(`no demo point ${name}`);
  return point;
};
const SABLON = demoPoint('Vitrine Bruxelles Sablon').id;
const IXELLES = demoPoint('Vitrine Ixelles').id;
const AMSTERDAM = demoPoint('Vitrine Amsterdam Kalverstraat').id;

const texts = (name: string) =>
  Object.fromEntries(
    ['fr', 'nl', 'es', 'de', 'it', 'pt'].map((culture) => [culture, { Name: name, Description: '' }]),
  ) as StaffShippingMethodInput['Translations'];

const checkoutForm = (overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody => ({
  Email: 'pickup-guest@vitrine.example',
  AccountType: 'Private',
  BillingFirstName: 'Anna',
  BillingLastName: 'Peeters',
  BillingStreet1: 'Rue de la Loi',
  BillingHouseNumber: '16',
  BillingPostalCode: '1000',
  BillingCity: 'Bruxelles',
  BillingCountry: 'BE',
  BillingPhone: '+32 470 00 00 00',
  SameAddressForShipping: true,
  ...overrides,
});

describe.each(databaseTargets)('pickup points on $name', ({ url }) => {
  let t: TestApp;
  let admin: TestBrowser;
  let dhl: Awaited<ReturnType<typeof fakeDhlLocationFinder>>;
  let nominatim: Awaited<ReturnType<typeof fakeNominatim>>;
  let methods: Record<string, StaffShippingMethod>;
  const customer = { email: 'pickup-customer@vitrine.example', password: 'pickup-customer-1' };

  const method = (key: string) => {
    const found = methods[key];
    if (!found) throw new Error(`no method ${key}`);
    return found.Id;
  };
  const search = (carrier: string, body: Partial<PickupPointSearchRequest>, browser = t.browser()) =>
    browser.send('POST', SEARCH(carrier), {
      CountryCode: 'BE',
      ShippingMethodId: method('pickup-point'),
      ...body,
    });
  const found = (response: LightMyRequestResponse): PickupPointSearchAnswer => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return PickupPointSearchAnswerSchema.parse(response.json());
  };
  const cartOf = async (browser: TestBrowser): Promise<ShoppingCart> =>
    ShoppingCartSchema.parse(
      (await browser.request({ method: 'GET', url: '/api/v1/shoppingcarts?culture=fr' })).json(),
    );
  const answered = (response: LightMyRequestResponse): ShoppingCart => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return ShoppingCartSchema.parse(response.json());
  };
  /** A visitor with one line of the Oslo chair in a cart delivered to Belgium. */
  const shopper = async () => {
    const browser = t.browser();
    const added = await browser.send('POST', '/api/v1/catalog/products/addtocart', {
      ProductVariantId: V(1, 0),
      Quantity: 1,
    });
    expect(added.statusCode).toBe(200);
    return browser;
  };
  /** What the dialog sends for a point (spec 001 §3's saved pickup point payload). */
  const saved = (overrides: Partial<SavedPickupPointRequest> = {}): SavedPickupPointRequest => ({
    ShippingFirstName: 'Anna',
    ShippingLastName: 'Peeters',
    ShippingMethodId: method('pickup-point'),
    PickupPointName: 'Vitrine Bruxelles Sablon',
    ShippingStreet1: 'Rue Lebeau 57',
    ShippingPostalCode: '1000',
    ShippingCity: 'Bruxelles',
    ShippingCountryId: 'BE',
    ShippingPhoneNumber: '+32 2 511 00 01',
    Informations: null,
    StandardHoursOfOperation: 'Lundi–vendredi 10:00–18:30;Samedi 10:00–17:00',
    LatestAirDropOffTime: null,
    AdditionalChargeIndicator: false,
    Comments: null,
    Distance: 0.52,
    SpecialInstructions: null,
    AdditionalComments: null,
    ExternalPickupPointRef: SABLON,
    PickupPointType: 'shop',
    PickupPointId: SABLON,
    ...overrides,
  });
  /** The refusal is a translated problem, and neither the cart nor its point changed. */
  const refusedUnchanged = async (
    browser: TestBrowser,
    call: () => Promise<LightMyRequestResponse>,
    status: number,
    type?: string,
  ) => {
    const before = await cartOf(browser);
    const problem = expectProblem(await call(), status, type);
    expectTranslatedErrors(problem.errors);
    expect(await cartOf(browser)).toEqual(before);
    return problem;
  };
  const setPointActive = (id: string, isActive: boolean) =>
    t.app.db.execute(sql`UPDATE pickup_points SET is_active = ${isActive} WHERE id = ${id}::uuid`);

  beforeAll(async () => {
    dhl = await fakeDhlLocationFinder({ apiKey: DHL_KEY });
    nominatim = await fakeNominatim();
    t = await startTestApp(url, {
      LOGIN_RATE_LIMIT: '1000',
      CART_RATE_LIMIT: '1000',
      PICKUP_SEARCH_RATE_LIMIT: '1000',
      PICKUP_CARRIER_TIMEOUT_MS: '1000',
      GEOCODER: 'nominatim',
      NOMINATIM_URL: nominatim.url,
      DHL_API_KEY: DHL_KEY,
      DHL_LOCATION_FINDER_URL: dhl.url,
      MAPS_API_KEY: 'configured-maps-key',
    });
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
    // DHL's points, delivered to Germany and Belgium.
    const created = await admin.send('POST', STAFF_METHODS, {
      Key: 'dhl-service-point',
      Carrier: 'dhl',
      IsPickupPoint: true,
      Translations: texts('DHL Service Point'),
      FreeFrom: null,
      IsActive: true,
      SortOrder: 4,
      Costs: [
        { CountryCode: 'DE', Cost: 4.5 },
        { CountryCode: 'BE', Cost: 4.5 },
      ],
    });
    expect(created.statusCode).toBe(200);
    // The shop's own points delivered to Germany only.
    await admin.send('POST', STAFF_METHODS, {
      Key: 'pickup-de',
      Carrier: 'static',
      IsPickupPoint: true,
      Translations: texts('Abholstelle DE'),
      FreeFrom: null,
      IsActive: true,
      SortOrder: 5,
      Costs: [{ CountryCode: 'DE', Cost: 3 }],
    });
    const list = (await admin.request({ method: 'GET', url: STAFF_METHODS })).json<StaffShippingMethod[]>();
    methods = Object.fromEntries(list.map((entry) => [entry.Key, entry]));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await dhl?.close();
    await nominatim?.close();
  });
  beforeEach(() => {
    dhl.setMode('up');
    nominatim.setMode('up');
    nominatim.asked.length = 0;
    vi.restoreAllMocks();
  });

  describe('methods that deliver to a pickup point', () => {
    it('staff mark a method as a pickup method; the demo’s is the static carrier’s', async () => {
      expect(methods['pickup-point']).toMatchObject({ Carrier: 'static', IsPickupPoint: true });
      expect(methods['home-delivery']).toMatchObject({ Carrier: 'static', IsPickupPoint: false });
      expect(methods['dhl-service-point']).toMatchObject({ Carrier: 'dhl', IsPickupPoint: true });
      // Left out, a method is not a pickup method.
      const plain = await admin.send('POST', STAFF_METHODS, {
        Key: 'courier-plain',
        Carrier: 'static',
        Translations: texts('Coursier'),
        FreeFrom: null,
        IsActive: false,
        SortOrder: 9,
        Costs: [],
      });
      expect(plain.json()).toMatchObject({ Key: 'courier-plain', IsPickupPoint: false });
    });

    it('the migration turns the former “pickup” carrier into the static carrier’s pickup method', async () => {
      const [legacy] = await t.app.db
        .insert(shippingMethods)
        .values({ key: `legacy-${randomUUID()}`, carrier: 'pickup', isActive: false })
        .returning();
      const migration = readFileSync(`${migrationsFolder}/0016_pickup_points.sql`, 'utf8');
      const update = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE'));
      await t.app.db.execute(sql.raw(update ?? ''));
      const [after] = await t.app.db
        .select()
        .from(shippingMethods)
        .where(eq(shippingMethods.id, legacy?.id ?? ''));
      expect(after).toMatchObject({ carrier: 'static', isPickupPoint: true });
    });

    it('the cart says which offered methods deliver to a pickup point', async () => {
      const cart = await cartOf(await shopper());
      const flags = Object.fromEntries(
        (cart.ShippingMethods ?? []).map((entry) => [
          entry.Carrier + (entry.IsPickupPoint ? ':pickup' : ''),
          true,
        ]),
      );
      expect(flags).toMatchObject({ static: true, 'static:pickup': true, 'dhl:pickup': true });
      expect(cart.PickupPoint).toBeNull();
    });
  });

  describe('POST /api/v1/shipping/{carrier}/getpickuppoints', () => {
    it('the static carrier answers the shop’s own points nearest the geocoded place first, within the radius, at most the list size', async () => {
      const api = createApiClient({ baseUrl: 'http://gateway', fetch: t.browser().fetch });
      const near = await api.pickupPoints.search('static', {
        PostalCode: '1000',
        City: 'Bruxelles',
        CountryCode: 'be',
        ShippingMethodId: method('pickup-point'),
        SearchRadius: 10,
        MaximumListSize: 10,
        CultureName: 'fr-BE',
      });
      expect(near.ResponseStatusDescription).toBe('Success');
      expect(near.PickupPointViewModels.map((point) => point.ConsigneeName)).toEqual([
        'Vitrine Bruxelles Sablon',
        'Vitrine Ixelles',
      ]);
      const [sablon, ixelles] = near.PickupPointViewModels;
      expect(sablon).toEqual({
        ConsigneeName: 'Vitrine Bruxelles Sablon',
        Address: 'Rue Lebeau 57',
        PostCode: '1000',
        City: 'Bruxelles',
        CountryId: 'BE',
        PhoneNumber: '+32 2 511 00 01',
        Distance: expect.any(Number),
        PublicAccessPointID: SABLON,
        Geocode: { Latitude: 50.8422, Longitude: 4.3546 },
        ImageURL: null,
        Comments: null,
        StandardHoursOfOperation: 'Lundi–vendredi 10:00–18:30;Samedi 10:00–17:00',
        Informations: null,
        LatestAirDropOffTime: null,
        AdditionalChargeIndicator: false,
        SpecialInstructions: null,
        AdditionalComments: null,
        PickupPointType: 'shop',
      });
      expect(sablon?.Distance).toBeCloseTo(0.52, 1);
      expect(ixelles?.Distance).toBeGreaterThan(sablon?.Distance ?? 0);
      expect(ixelles?.PublicAccessPointID).toBe(IXELLES);
      // The geocoder was asked as Nominatim documents it, limited to the country.
      expect(nominatim.asked[0]?.query).toMatchObject({
        format: 'jsonv2',
        countrycodes: 'be',
        postalcode: '1000',
      });
      expect(nominatim.asked[0]?.userAgent).toMatch(/^Vitrine shop/);

      const wider = found(await search('static', { PostalCode: '1000', SearchRadius: 45 }));
      expect(wider.PickupPointViewModels.map((point) => point.City)).toEqual([
        'Bruxelles',
        'Ixelles',
        'Antwerpen',
      ]);
      const one = found(
        await search('static', { PostalCode: '1000', SearchRadius: 100, MaximumListSize: 1 }),
      );
      expect(one.PickupPointViewModels.map((point) => point.PublicAccessPointID)).toEqual([SABLON]);
      // Another country's points are never among them.
      const all = found(
        await search('static', { PostalCode: '1000', SearchRadius: 100, MaximumListSize: 50 }),
      );
      expect(new Set(all.PickupPointViewModels.map((point) => point.CountryId))).toEqual(new Set(['BE']));
    });

    it('geocode failure is logged only: the country’s points are answered, same city and nearest postal code first, without distance', async () => {
      const warn = vi.spyOn(t.app.log, 'warn');
      nominatim.setMode('down');
      const answer = found(await search('static', { PostalCode: '1050', City: 'Ixelles' }));
      expect(answer.ResponseStatusDescription).toBe('Success');
      expect(answer.PickupPointViewModels.slice(0, 2).map((point) => point.PublicAccessPointID)).toEqual([
        IXELLES,
        SABLON,
      ]);
      expect(answer.PickupPointViewModels.length).toBeGreaterThanOrEqual(5);
      expect(answer.PickupPointViewModels.every((point) => point.Distance === null)).toBe(true);
      expect(answer.PickupPointViewModels.every((point) => point.CountryId === 'BE')).toBe(true);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ country: 'BE', postalCode: '1050', reason: 'HTTP_503' }),
        expect.stringContaining('could not be located'),
      );
    });

    it('DHL’s points come from its Location Finder, mapped to the spec’s fields', async () => {
      const answer = found(
        await search('dhl', {
          CountryCode: 'DE',
          PostalCode: '53113',
          City: 'Bonn',
          ShippingMethodId: method('dhl-service-point'),
          SearchRadius: 5,
          MaximumListSize: 10,
          CultureName: 'de',
        }),
      );
      expect(answer.ResponseStatusDescription).toBe('Success');
      expect(
        answer.PickupPointViewModels.map((point) => [point.ConsigneeName, point.PublicAccessPointID]),
      ).toEqual([
        ['Packstation 150', '8003-4103020'],
        ['Deutsche Post Filiale 501', '8007-453128501'],
      ]);
      expect(answer.PickupPointViewModels[1]?.StandardHoursOfOperation).toBe(
        'Montag–Freitag 09:00–12:30, 14:00–18:00;Samstag 09:00–12:00',
      );
      expect(dhl.asked.at(-1)).toMatchObject({ key: DHL_KEY, query: { radius: '5000', limit: '10' } });
    });

    it('a carrier that cannot be asked answers 200 CarrierUnavailable with no points, and is logged', async () => {
      const warn = vi.spyOn(t.app.log, 'warn');
      for (const mode of ['down', 'slow'] as const) {
        dhl.setMode(mode);
        const answer = found(
          await search('dhl', {
            CountryCode: 'DE',
            PostalCode: '53113',
            ShippingMethodId: method('dhl-service-point'),
          }),
        );
        expect(answer, mode).toEqual({
          ResponseStatusDescription: 'CarrierUnavailable',
          PickupPointViewModels: [],
        });
      }
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ carrier: 'dhl', country: 'DE' }),
        'the pickup-point carrier could not be asked',
      );
    });

    it('refuses bad searches with a translated problem', async () => {
      // A carrier the shop does not know (or is not configured for): not found.
      expectTranslatedErrors(expectProblem(await search('postnl', { PostalCode: '1000' }), 404).errors);
      expectTranslatedErrors(
        expectProblem(await search('Not_A_Carrier', { PostalCode: '1000' }), 400).errors,
      );
      // No place to search from.
      const placeless = expectProblem(
        await search('static', { City: ' ', PostalCode: '', Address: '' }),
        400,
      );
      expect(placeless.errors?.PostalCode).toEqual(['PickupPoints.PlaceRequired']);
      expectTranslatedErrors(placeless.errors);
      expectProblem(await search('static', { PostalCode: '1000', SearchRadius: 500 }), 400);
      // A method that delivers to an address, or another carrier's pickup method.
      const notPickup = expectProblem(
        await search('static', { PostalCode: '1000', ShippingMethodId: method('home-delivery') }),
        422,
        PROBLEM_TYPES.notPickupMethod,
      );
      expect(notPickup.errors?.ShippingMethodId).toEqual(['PickupPoints.MethodNotPickup']);
      expectTranslatedErrors(notPickup.errors);
      expectProblem(
        await search('static', { PostalCode: '1000', ShippingMethodId: method('dhl-service-point') }),
        422,
        PROBLEM_TYPES.notPickupMethod,
      );
      // A pickup method not offered to the country searched.
      expectTranslatedErrors(
        expectProblem(
          await search('static', { PostalCode: '1000', ShippingMethodId: method('pickup-de') }),
          422,
          PROBLEM_TYPES.shippingMethodUnavailable,
        ).errors,
      );
      expectProblem(await search('static', { PostalCode: '8000', CountryCode: 'CH' }), 422);
    });
  });

  describe('POST /api/v1/shoppingcarts/externalpickuppoint', () => {
    it('keeps the point as the carrier describes it — never the fields sent — and makes its method the cart’s', async () => {
      const browser = await shopper();
      const cart = answered(
        await browser.send(
          'POST',
          CHOOSE,
          saved({
            PickupPointName: 'Somewhere else',
            ShippingStreet1: 'Fake street 1',
            ShippingPostalCode: '9999',
            StandardHoursOfOperation: 'Always',
            Distance: 0,
          }),
        ),
      );
      expect(cart.ShippingMethodId).toBe(method('pickup-point'));
      expect(cart.PickupPoint).toEqual({
        ShippingMethodId: method('pickup-point'),
        PickupPointId: SABLON,
        ExternalPickupPointRef: SABLON,
        Name: 'Vitrine Bruxelles Sablon',
        Street1: 'Rue Lebeau 57',
        PostalCode: '1000',
        City: 'Bruxelles',
        CountryId: 'BE',
        StandardHoursOfOperation: 'Lundi–vendredi 10:00–18:30;Samedi 10:00–17:00',
      });
      expect(cart.ShippingMethods?.find((entry) => entry.Id === method('pickup-point'))?.IsPickupPoint).toBe(
        true,
      );
      expect(await cartOf(browser)).toEqual(cart);
      const [row] = await t.app.db
        .select()
        .from(cartPickupPoints)
        .innerJoin(carts, eq(carts.id, cartPickupPoints.cartId))
        .where(eq(cartPickupPoints.pickupPointId, SABLON));
      expect(row?.cart_pickup_points).toMatchObject({
        carrier: 'static',
        phone: '+32 2 511 00 01',
        pointType: 'shop',
        description: expect.objectContaining({ ConsigneeName: 'Vitrine Bruxelles Sablon', Distance: null }),
      });

      // Another method in use: no point shown; the pickup method again: the point is back.
      const home = answered(
        await browser.send('POST', '/api/v1/shoppingcarts/shippingmethods?culture=fr', {
          ShippingMethodId: method('home-delivery'),
        }),
      );
      expect(home.PickupPoint).toBeNull();
      const back = answered(
        await browser.send('POST', '/api/v1/shoppingcarts/shippingmethods?culture=fr', {
          ShippingMethodId: method('pickup-point'),
        }),
      );
      expect(back.PickupPoint?.PickupPointId).toBe(SABLON);
      // Another delivery country: the point is not there.
      const dutch = answered(
        await browser.send('POST', '/api/v1/shoppingcarts/shippingcountries?culture=fr', {
          CountryCode: 'NL',
        }),
      );
      expect(dutch.ShippingMethodId).toBe(method('pickup-point'));
      expect(dutch.PickupPoint).toBeNull();
    });

    it('a DHL point is read again from DHL by its ref, with no PickupPointId', async () => {
      const browser = await shopper();
      answered(await browser.send('POST', '/api/v1/shoppingcarts/shippingcountries', { CountryCode: 'DE' }));
      const cart = answered(
        await browser.send(
          'POST',
          CHOOSE,
          saved({
            ShippingMethodId: method('dhl-service-point'),
            PickupPointId: null,
            ExternalPickupPointRef: '8007-453128501',
            PickupPointName: 'Tampered',
            ShippingCountryId: 'DE',
          }),
        ),
      );
      expect(cart.PickupPoint).toEqual({
        ShippingMethodId: method('dhl-service-point'),
        PickupPointId: null,
        ExternalPickupPointRef: '8007-453128501',
        Name: 'Deutsche Post Filiale 501',
        Street1: 'Münsterplatz 17',
        PostalCode: '53111',
        City: 'Bonn',
        CountryId: 'DE',
        StandardHoursOfOperation: 'Lundi–vendredi 09:00–12:30, 14:00–18:00;Samedi 09:00–12:00',
      });
      expect(dhl.asked.at(-1)).toMatchObject({ path: 'locations/8007-453128501', key: DHL_KEY });
    });

    it('refuses what cannot be chosen with a translated problem, and writes nothing', async () => {
      const browser = await shopper();
      const choose = (body: SavedPickupPointRequest) => () => browser.send('POST', CHOOSE, body);
      // A point the carrier does not know, or whose id and ref disagree.
      const unknown = await refusedUnchanged(
        browser,
        choose(saved({ PickupPointId: randomUUID(), ExternalPickupPointRef: SABLON })),
        404,
      );
      expect(unknown.errors?.PickupPointId).toEqual(['PickupPoints.NotFound']);
      const gone = randomUUID();
      await refusedUnchanged(
        browser,
        choose(saved({ PickupPointId: gone, ExternalPickupPointRef: gone })),
        404,
      );
      // A point of the shop's own that staff closed.
      await setPointActive(IXELLES, false);
      await refusedUnchanged(
        browser,
        choose(saved({ PickupPointId: IXELLES, ExternalPickupPointRef: IXELLES })),
        404,
      );
      await setPointActive(IXELLES, true);
      // Another country's point.
      const dutch = await refusedUnchanged(
        browser,
        choose(saved({ PickupPointId: AMSTERDAM, ExternalPickupPointRef: AMSTERDAM })),
        422,
        PROBLEM_TYPES.pickupPointRefused,
      );
      expect(dutch.errors?.ExternalPickupPointRef).toEqual(['PickupPoints.OtherCountry']);
      // A method that delivers to an address, or one not offered to the cart's country.
      await refusedUnchanged(
        browser,
        choose(saved({ ShippingMethodId: method('home-delivery') })),
        422,
        PROBLEM_TYPES.notPickupMethod,
      );
      await refusedUnchanged(
        browser,
        choose(saved({ ShippingMethodId: method('pickup-de') })),
        422,
        PROBLEM_TYPES.shippingMethodUnavailable,
      );
      // The static carrier's points are named by their id; another carrier's never are.
      const notStatic = await refusedUnchanged(
        browser,
        choose(
          saved({
            ShippingMethodId: method('dhl-service-point'),
            PickupPointId: SABLON,
            ExternalPickupPointRef: '8007-453128501',
          }),
        ),
        422,
        PROBLEM_TYPES.pickupPointRefused,
      );
      expect(notStatic.errors?.PickupPointId).toEqual(['PickupPoints.NotStatic']);
      expectProblem(await choose(saved({ PickupPointId: null }))(), 400);
      // DHL does not know the ref; DHL cannot be asked.
      await refusedUnchanged(
        browser,
        choose(
          saved({
            ShippingMethodId: method('dhl-service-point'),
            PickupPointId: null,
            ExternalPickupPointRef: 'x-1',
          }),
        ),
        404,
      );
      dhl.setMode('down');
      await refusedUnchanged(
        browser,
        choose(
          saved({
            ShippingMethodId: method('dhl-service-point'),
            PickupPointId: null,
            ExternalPickupPointRef: '8007-453128501',
          }),
        ),
        503,
        PROBLEM_TYPES.carrierUnavailable,
      );
      expect((await cartOf(browser)).PickupPoint).toBeNull();
    });

    it('a refused choice by a new visitor makes no cart and no session', async () => {
      const visitor = t.browser();
      expectProblem(await visitor.send('POST', CHOOSE, saved({ PickupPointId: randomUUID() })), 404);
      expect([...visitor.cookies.keys()].some((name) => name.endsWith('.Session'))).toBe(false);
    });
  });

  describe('checkout with a pickup method', () => {
    const place = async (browser: TestBrowser, form = checkoutForm()) => {
      const token = await browser.antiforgeryToken();
      return browser.request({
        method: 'POST',
        url: '/api/v1/sales/orders?culture=fr',
        headers: { 'x-csrf-token': token, 'idempotency-key': randomUUID() },
        payload: form as Record<string, unknown>,
      });
    };
    const orderCount = async () =>
      (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n ?? 0;

    it('without a chosen point the order is refused and nothing is written', async () => {
      const browser = await shopper();
      answered(
        await browser.send('POST', '/api/v1/shoppingcarts/shippingmethods', {
          ShippingMethodId: method('pickup-point'),
        }),
      );
      const before = await orderCount();
      const refused = expectProblem(await place(browser), 422, PROBLEM_TYPES.pickupPointRequired);
      expect(refused.errors?.PickupPoint).toEqual(['Checkout.PickupPointRequired']);
      expectTranslatedErrors(refused.errors);
      expect(await orderCount()).toBe(before);
      expect((await cartOf(browser)).ItemsCount).toBe(1);
    });

    it('a point of the shop’s own closed since it was chosen is refused at order time', async () => {
      const browser = await shopper();
      answered(
        await browser.send(
          'POST',
          CHOOSE,
          saved({ PickupPointId: IXELLES, ExternalPickupPointRef: IXELLES }),
        ),
      );
      await setPointActive(IXELLES, false);
      const before = await orderCount();
      const refused = expectProblem(await place(browser), 422, PROBLEM_TYPES.pickupPointRefused);
      expect(refused.errors?.PickupPoint).toEqual(['Checkout.PickupPointUnavailable']);
      expectTranslatedErrors(refused.errors);
      expect(await orderCount()).toBe(before);
      await setPointActive(IXELLES, true);
    });

    it('the order records the point as described and is delivered there to the billing names', async () => {
      const browser = await shopper();
      answered(await browser.send('POST', CHOOSE, saved()));
      const response = await place(browser);
      if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
      const { Order } = OrderPlacedSchema.parse(response.json());
      expect(Order.PickupPointName).toBe('Vitrine Bruxelles Sablon');
      expect(Order.ShippingAddress).toMatchObject({
        FirstName: 'Anna',
        LastName: 'Peeters',
        Street1: 'Rue Lebeau 57',
        PostalCode: '1000',
        City: 'Bruxelles',
        CountryId: 'BE',
      });
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, Order.Id));
      expect(row?.pickupPoint).toMatchObject({
        carrier: 'static',
        shippingMethodId: method('pickup-point'),
        pickupPointId: SABLON,
        externalId: SABLON,
        name: 'Vitrine Bruxelles Sablon',
        street1: 'Rue Lebeau 57',
        openingHours: 'Lundi–vendredi 10:00–18:30;Samedi 10:00–17:00',
        description: expect.objectContaining({ PublicAccessPointID: SABLON }),
      });
      const shipping = (
        await t.app.db.select().from(orderAddresses).where(eq(orderAddresses.orderId, Order.Id))
      ).find((address) => address.kind === 'shipping');
      expect(shipping).toMatchObject({
        firstName: 'Anna',
        lastName: 'Peeters',
        company: 'Vitrine Bruxelles Sablon',
      });
    });
  });

  describe('the maps’ settings', () => {
    it('GET settings/GoogleFrontAPIKey answers the staff’s key, falling back to the configured one', async () => {
      const visitor = t.browser();
      const key = async () =>
        (await visitor.request({ method: 'GET', url: '/api/v1/settings/GoogleFrontAPIKey' })).json<{
          Key: string | null;
        }>();
      expect(await key()).toEqual({ Key: 'configured-maps-key' });
      const set = await admin.send('PUT', '/api/v1/backoffice/settings/maps', {
        GoogleFrontAPIKey: ' staff-key ',
      });
      expect(set.json()).toEqual({ GoogleFrontAPIKey: 'staff-key' });
      expect(await key()).toEqual({ Key: 'staff-key' });
      expect(
        (await admin.request({ method: 'GET', url: '/api/v1/backoffice/settings/maps' })).json(),
      ).toEqual({
        GoogleFrontAPIKey: 'staff-key',
      });
      await admin.send('PUT', '/api/v1/backoffice/settings/maps', { GoogleFrontAPIKey: null });
      expect(await key()).toEqual({ Key: 'configured-maps-key' });
      expectProblem(
        await admin.send('PUT', '/api/v1/backoffice/settings/maps', { GoogleFrontAPIKey: 'k'.repeat(201) }),
        400,
      );
    });

    it('GET settings/maps answers the tile server and the pickup search’s radius and list size', async () => {
      const response = await t.browser().request({ method: 'GET', url: '/api/v1/settings/maps' });
      expect(response.json<MapSettings>()).toEqual({
        TileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        TileAttribution: '© OpenStreetMap contributors',
        SearchRadius: 10,
        MaximumListSize: 10,
      });
    });
  });

  describe('the staff’s pickup points', () => {
    const point = (overrides: Partial<StaffPickupPointInput> = {}): StaffPickupPointInput => ({
      Name: 'Vitrine Namur',
      Street: 'Rue de Fer',
      HouseNumber: '12',
      PostalCode: '5000',
      City: 'Namur',
      CountryCode: 'LU',
      Phone: '',
      Latitude: 50.4674,
      Longitude: 4.8672,
      OpeningHours: 'Lundi–samedi 10:00–18:00',
      IsActive: true,
      ...overrides,
    });

    it('only admins see and change them', async () => {
      expectProblem(await t.browser().request({ method: 'GET', url: STAFF_POINTS }), 401);
      const signedIn = t.browser();
      expect((await signedIn.signIn(customer.email, customer.password)).statusCode).toBe(200);
      expectProblem(await signedIn.request({ method: 'GET', url: STAFF_POINTS }), 403);
      expectProblem(await signedIn.send('POST', STAFF_POINTS, point()), 403);
      expectProblem(
        await signedIn.send('PUT', '/api/v1/backoffice/settings/maps', { GoogleFrontAPIKey: 'x' }),
        403,
      );
    });

    it('creates, lists and edits a point; a closed one is no longer searched', async () => {
      const created = await admin.send('POST', STAFF_POINTS, point({ Phone: '+352 1' }));
      expect(created.statusCode).toBe(200);
      const saved = created.json<StaffPickupPoint>();
      expect(saved).toMatchObject({
        Name: 'Vitrine Namur',
        CountryCode: 'LU',
        Latitude: 50.4674,
        Phone: '+352 1',
      });
      const list = (await admin.request({ method: 'GET', url: STAFF_POINTS })).json<StaffPickupPoint[]>();
      expect(list.map((entry) => entry.Id)).toEqual(expect.arrayContaining([saved.Id, SABLON]));
      const luxembourg = { CountryCode: 'LU', PostalCode: '1660', ShippingMethodId: method('pickup-point') };
      const names = async () =>
        found(await search('static', luxembourg)).PickupPointViewModels.map((entry) => entry.ConsigneeName);
      expect(await names()).toContain('Vitrine Namur');
      const closed = await admin.send(
        'PUT',
        `${STAFF_POINTS}/${saved.Id}`,
        point({ IsActive: false, Name: 'Namur (fermé)' }),
      );
      expect(closed.json()).toMatchObject({ Id: saved.Id, IsActive: false, Name: 'Namur (fermé)' });
      expect(await names()).not.toContain('Namur (fermé)');
    });

    it('refuses bad coordinates, an unknown country and an unknown point', async () => {
      const before = (await admin.request({ method: 'GET', url: STAFF_POINTS })).json<unknown[]>().length;
      const bad = expectProblem(
        await admin.send('POST', STAFF_POINTS, point({ Latitude: 95, Longitude: -181 })),
        400,
      );
      expect(Object.keys(bad.errors ?? {})).toEqual(expect.arrayContaining(['Latitude', 'Longitude']));
      expectTranslatedErrors(bad.errors);
      const country = expectProblem(
        await admin.send('POST', STAFF_POINTS, point({ CountryCode: 'XX' })),
        400,
      );
      expect(country.errors?.CountryCode).toEqual(['Shipping.CountryNotFound']);
      expectProblem(await admin.send('POST', STAFF_POINTS, point({ Name: '' })), 400);
      expectProblem(await admin.send('PUT', `${STAFF_POINTS}/${randomUUID()}`, point()), 404);
      expect((await admin.request({ method: 'GET', url: STAFF_POINTS })).json<unknown[]>().length).toBe(
        before,
      );
    });
  });
});

describe('the static carrier behind a fake geocoder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(undefined, { PICKUP_SEARCH_RATE_LIMIT: '3' });
    await seedDemoShipping(t.app.db);
  }, 180_000);
  afterAll(() => t?.close());

  const place = { countryCode: 'BE', postalCode: '2000', city: 'Antwerpen', address: '' };
  const search = { ...place, radiusKm: 10, limit: 3, culture: 'fr' as const };

  it('orders by distance from where the geocoder puts the place', async () => {
    const geocoder: Geocoder = {
      name: 'fake',
      locate: async () => ({ found: { latitude: 51.2194, longitude: 4.4025 } }),
    };
    const outcome = await staticCarrier({ db: t.app.db, geocoder }).search(search);
    if (!outcome.ok) throw new Error(outcome.unavailable);
    expect(outcome.value.map((point) => point.City)).toEqual(['Antwerpen']);
    expect(outcome.value[0]?.Distance).toBeCloseTo(0.55, 1);
  });

  it('a geocoder that fails is told to the log, and the points come by postal code without distance', async () => {
    const told: unknown[] = [];
    const geocoder: Geocoder = { name: 'fake', locate: async () => ({ unavailable: 'TIMEOUT' }) };
    const outcome = await staticCarrier({
      db: t.app.db,
      geocoder,
      onPlaceUnknown: (where, reason) => told.push({ where: where.postalCode, reason }),
    }).search(search);
    if (!outcome.ok) throw new Error(outcome.unavailable);
    expect(told).toEqual([{ where: '2000', reason: 'TIMEOUT' }]);
    // The same city first, then the nearest postal codes: 1050 before 1000 for 2000.
    expect(outcome.value.map((point) => [point.City, point.Distance])).toEqual([
      ['Antwerpen', null],
      ['Ixelles', null],
      ['Bruxelles', null],
    ]);
  });

  it('without a DHL key there is no DHL carrier: its search is not found', async () => {
    const [pickup] = await t.app.db
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.key, 'pickup-point'));
    const response = await t
      .browser()
      .send('POST', SEARCH('dhl'), { CountryCode: 'DE', PostalCode: '53113', ShippingMethodId: pickup?.id });
    expectTranslatedErrors(expectProblem(response, 404).errors);
  });

  it('searches are limited per shopper and minute: each may ask a carrier and the geocoder', async () => {
    const [pickup] = await t.app.db
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.key, 'pickup-point'));
    const browser = t.browser();
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1)
      statuses.push(
        (
          await browser.send('POST', SEARCH('static'), {
            CountryCode: 'BE',
            PostalCode: '1000',
            ShippingMethodId: pickup?.id,
          })
        ).statusCode,
      );
    // At most three a minute from this address (the search above counted too).
    expect(statuses[0]).toBe(200);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(3);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the storefront’s Content-Security-Policy', () => {
  const policyOf = (env: Record<string, string>) =>
    contentSecurityPolicies(
      loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp', ...env }),
    ).storefront.imgSrc as string[];

  it('lets the maps show the configured tile server’s images', () => {
    expect(policyOf({})).toContain('https://tile.openstreetmap.org');
    const own = policyOf({ MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png?key={key}' });
    expect(own).toContain('https://*.tiles.example.com');
    expect(own).not.toContain('https://tile.openstreetmap.org');
  });

  it('refuses a tile server that is not https with {z}, {x} and {y}', () => {
    expect(() => policyOf({ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => policyOf({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(/MAP_TILE_URL/);
  });
});
