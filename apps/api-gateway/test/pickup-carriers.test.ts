import { PickupPointSchema } from '@vitrine/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answered,
  type CarrierSearch,
  carrierRegistry,
  dhlCarrier,
  nominatimGeocoder,
  type PickupCarrier,
} from '../src/modules/pickup-points/index';
import { fakeDhlLocationFinder, fakeNominatim } from './fixtures/fake-geo-services';

const KEY = 'dhl-test-key';

const bonn: CarrierSearch = {
  countryCode: 'DE',
  postalCode: '53113',
  city: 'Bonn',
  address: 'Charles-de-Gaulle-Str. 20',
  radiusKm: 5,
  limit: 10,
  culture: 'de',
};

describe('the DHL Location Finder carrier, against a recorded stand-in', () => {
  let dhl: Awaited<ReturnType<typeof fakeDhlLocationFinder>>;
  let carrier: PickupCarrier;

  beforeAll(async () => {
    dhl = await fakeDhlLocationFinder({ apiKey: KEY });
    carrier = dhlCarrier({ apiKey: KEY, baseUrl: dhl.url, timeoutMs: 500 });
  });
  afterAll(() => dhl?.close());
  beforeEach(() => {
    dhl.setMode('up');
    dhl.asked.length = 0;
  });

  it('asks find-by-address as documented and maps each location to spec 001 §3’s fields', async () => {
    const outcome = await carrier.search(bonn);
    expect(dhl.asked).toEqual([
      {
        path: 'find-by-address',
        key: KEY,
        query: {
          countryCode: 'DE',
          postalCode: '53113',
          addressLocality: 'Bonn',
          streetAddress: 'Charles-de-Gaulle-Str. 20',
          providerType: 'parcel',
          // Metres, as the Location Finder takes it.
          radius: '5000',
          limit: '10',
        },
      },
    ]);
    if (!outcome.ok) throw new Error(outcome.unavailable);
    const [locker, office] = outcome.value.map((point) => PickupPointSchema.parse(point));
    expect(locker).toEqual({
      ConsigneeName: 'Packstation 150',
      Address: 'Charles-de-Gaulle-Str. 20',
      PostCode: '53113',
      City: 'Bonn',
      CountryId: 'DE',
      PhoneNumber: null,
      Distance: 0.34,
      PublicAccessPointID: '8003-4103020',
      Geocode: { Latitude: 50.7147, Longitude: 7.1302 },
      ImageURL: null,
      Comments: null,
      StandardHoursOfOperation: 'Montag–Sonntag 00:00–23:59',
      Informations: 'Packstation 150',
      LatestAirDropOffTime: null,
      AdditionalChargeIndicator: false,
      SpecialInstructions: null,
      AdditionalComments: null,
      PickupPointType: 'locker',
    });
    expect(office).toMatchObject({
      ConsigneeName: 'Deutsche Post Filiale 501',
      Address: 'Münsterplatz 17',
      PostCode: '53111',
      Distance: 0.81,
      PublicAccessPointID: '8007-453128501',
      Comments: 'Buchhandlung am Münster',
      PickupPointType: 'postoffice',
      // One line per run of days with the same hours, a day's intervals in order, semicolons between.
      StandardHoursOfOperation: 'Montag–Freitag 09:00–12:30, 14:00–18:00;Samstag 09:00–12:00',
    });
  });

  it('writes the opening hours in the asked culture', async () => {
    const outcome = await carrier.search({ ...bonn, culture: 'fr' });
    if (!outcome.ok) throw new Error(outcome.unavailable);
    expect(outcome.value[1]?.StandardHoursOfOperation).toBe(
      'Lundi–vendredi 09:00–12:30, 14:00–18:00;Samedi 09:00–12:00',
    );
  });

  it('caps the radius and the list at what the Location Finder accepts', async () => {
    await carrier.search({ ...bonn, radiusKm: 100, limit: 1 });
    expect(dhl.asked[0]?.query).toMatchObject({ radius: '25000', limit: '1' });
  });

  it('nothing found (404) is an empty list, not an outage', async () => {
    expect(await carrier.search({ ...bonn, postalCode: '10115', city: 'Berlin' })).toEqual(answered([]));
  });

  it('reads one location by its id; an unknown id is null', async () => {
    const outcome = await carrier.point('8007-453128501', 'nl');
    if (!outcome.ok) throw new Error(outcome.unavailable);
    expect(outcome.value).toMatchObject({
      ConsigneeName: 'Deutsche Post Filiale 501',
      PublicAccessPointID: '8007-453128501',
      // A lookup by id has no searched place: no distance.
      Distance: null,
      StandardHoursOfOperation: 'Maandag–vrijdag 09:00–12:30, 14:00–18:00;Zaterdag 09:00–12:00',
    });
    expect(dhl.asked.at(-1)).toMatchObject({ path: 'locations/8007-453128501', key: KEY });
    expect(await carrier.point('8003-0000000', 'de')).toEqual(answered(null));
  });

  it('down, broken, too slow or a refused key is "unavailable", never a throw', async () => {
    for (const mode of ['down', 'broken', 'slow'] as const) {
      dhl.setMode(mode);
      const search = await carrier.search(bonn);
      const point = await carrier.point('8007-453128501', 'de');
      expect(search.ok, mode).toBe(false);
      expect(point.ok, mode).toBe(false);
    }
    dhl.setMode('up');
    const wrongKey = dhlCarrier({ apiKey: 'wrong', baseUrl: dhl.url, timeoutMs: 500 });
    expect(await wrongKey.search(bonn)).toEqual({ ok: false, unavailable: 'HTTP_401' });
  });
});

describe('the carrier registry', () => {
  const search: CarrierSearch = { ...bonn, countryCode: 'BE' };

  it('bounds every call in time and turns a carrier’s exception into "unavailable"', async () => {
    const failing: PickupCarrier = {
      name: 'failing',
      search: async () => {
        throw new Error('socket hang up');
      },
      point: () => new Promise(() => {}),
    };
    const registry = carrierRegistry([failing], 200);
    const carrier = registry.get('failing');
    expect(carrier).not.toBeNull();
    expect(await carrier?.search(search)).toEqual({ ok: false, unavailable: 'Error: socket hang up' });
    expect(await carrier?.point('x', 'fr')).toEqual({ ok: false, unavailable: 'TIMEOUT' });
    expect(registry.get('dhl')).toBeNull();
  });
});

describe('the Nominatim geocoder, against a stand-in', () => {
  let nominatim: Awaited<ReturnType<typeof fakeNominatim>>;

  beforeAll(async () => {
    nominatim = await fakeNominatim();
  });
  afterAll(() => nominatim?.close());
  beforeEach(() => {
    nominatim.setMode('up');
    nominatim.asked.length = 0;
  });

  const geocoder = () =>
    nominatimGeocoder({ baseUrl: nominatim.url, timeoutMs: 500, userAgent: 'Vitrine shop (test)' });
  const brussels = { countryCode: 'BE', postalCode: '1000', city: 'Bruxelles', address: '' };

  it('asks the structured search as documented, with the application’s User-Agent, and keeps the answer', async () => {
    const locate = geocoder();
    expect(await locate.locate(brussels)).toEqual({ found: { latitude: 50.8465573, longitude: 4.351697 } });
    expect(nominatim.asked).toEqual([
      {
        query: { format: 'jsonv2', countrycodes: 'be', postalcode: '1000', city: 'Bruxelles', limit: '1' },
        userAgent: 'Vitrine shop (test)',
      },
    ]);
    await locate.locate(brussels);
    expect(nominatim.asked).toHaveLength(1);
  });

  it('an address it does not know with its street is asked again without it', async () => {
    const outcome = await geocoder().locate({ ...brussels, postalCode: '2000', address: 'Nowhere 1' });
    expect(outcome).toEqual({ found: { latitude: 51.2211097, longitude: 4.3997081 } });
    expect(nominatim.asked.map((entry) => entry.query.street ?? null)).toEqual(['Nowhere 1', null]);
  });

  it('a place it does not know is "not found"; down, broken or slow is "unavailable", and not kept', async () => {
    const locate = geocoder();
    expect(await locate.locate({ ...brussels, postalCode: '9999' })).toEqual({ notFound: true });
    for (const mode of ['down', 'broken', 'slow'] as const) {
      nominatim.setMode(mode);
      expect('unavailable' in (await locate.locate({ ...brussels, postalCode: '1050' })), mode).toBe(true);
    }
    nominatim.setMode('up');
    expect(await locate.locate({ ...brussels, postalCode: '1050' })).toHaveProperty('found');
  });
});
