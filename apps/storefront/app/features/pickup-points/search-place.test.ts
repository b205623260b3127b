import { describe, expect, it } from 'vitest';
import {
  locationCookieName,
  locationOf,
  placeOfLocation,
  readLocation,
  serializeLocationCookie,
} from './location-cookie';
import { pickupPoint, SABLON } from './pickup-fixtures';
import { hoursLines, initialSearchPlace } from './search-place';

const BRUSSELS = { street: 'Rue Haute 12', postalCode: '1000', city: 'Bruxelles', country: 'BE' };
const IXELLES = { street: 'Avenue Louise 200', postalCode: '1050', city: 'Ixelles', country: 'BE' };

describe('Where the pickup search starts (spec 001 §5)', () => {
  it('with no shipping information, the billing address', () => {
    expect(
      initialSearchPlace({
        billing: BRUSSELS,
        shipping: null,
        defaultShipping: { country: 'BE', postalCode: '' },
      }),
    ).toEqual({ CountryCode: 'BE', Address: 'Rue Haute 12', PostalCode: '1000', City: 'Bruxelles' });
    // A shipping block left empty is no shipping information either.
    expect(
      initialSearchPlace({
        billing: BRUSSELS,
        shipping: { street: '', postalCode: '', city: ' ', country: 'BE' },
        defaultShipping: { country: 'BE', postalCode: '' },
      }),
    ).toEqual({ CountryCode: 'BE', Address: 'Rue Haute 12', PostalCode: '1000', City: 'Bruxelles' });
  });

  it('a shipping address in the billing country: the shipping address', () => {
    expect(
      initialSearchPlace({
        billing: BRUSSELS,
        shipping: IXELLES,
        defaultShipping: { country: 'BE', postalCode: '' },
      }),
    ).toEqual({ CountryCode: 'BE', Address: 'Avenue Louise 200', PostalCode: '1050', City: 'Ixelles' });
  });

  it('shipping and billing countries that differ: the default shipping country and postal code', () => {
    expect(
      initialSearchPlace({
        billing: BRUSSELS,
        shipping: { street: 'Rue Nationale 1', postalCode: '59800', city: 'Lille', country: 'FR' },
        defaultShipping: { country: 'FR', postalCode: '59000' },
      }),
    ).toEqual({ CountryCode: 'FR', Address: '', PostalCode: '59000', City: '' });
  });

  it('opening hours: one line per semicolon, blanks dropped', () => {
    expect(hoursLines('Lun–Ven 9:00–18:00; Sam 10:00–16:00;')).toEqual([
      'Lun–Ven 9:00–18:00',
      'Sam 10:00–16:00',
    ]);
    expect(hoursLines('')).toEqual([]);
    expect(hoursLines(null)).toEqual([]);
  });
});

describe('The remembered place (spec 001 §3 “Location stored in cookies”)', () => {
  it('is kept as compact JSON and read back into the next search’s place', () => {
    const location = locationOf({
      place: { CountryCode: 'BE', Address: '', PostalCode: '1000', City: 'Bruxelles' },
      medium: 'typed',
      points: [pickupPoint(), SABLON],
    });
    expect(location).toEqual({
      AddressComponents: [
        { LongName: '1000', ShortName: '1000', Types: ['postal_code'] },
        { LongName: 'Bruxelles', ShortName: 'Bruxelles', Types: ['locality', 'political'] },
        { LongName: 'BE', ShortName: 'BE', Types: ['country', 'political'] },
      ],
      FormattedAddress: '1000 Bruxelles',
      Geometry: { Viewport: { South: 50.8404, West: 4.3525, North: 50.8467, East: 4.3547 } },
      Types: ['postal_code'],
      PartialMatch: true,
      PostcodeLocalities: [],
      PlaceId: null,
      Medium: 'typed',
    });
    const cookie = serializeLocationCookie(location, 'FlexoCMS', { secure: true });
    expect(cookie).toMatch(
      /^FlexoCMS\.PickupLocation=[^ ;,"]+; Max-Age=2592000; Path=\/; SameSite=Lax; Secure$/,
    );
    const value = cookie.split(';')[0]!;
    // Compact JSON: no indentation, nothing but the fields.
    expect(decodeURIComponent(value.slice(value.indexOf('=') + 1))).toBe(JSON.stringify(location));
    const read = readLocation(`other=1; ${value}`, 'FlexoCMS');
    expect(read).toEqual(location);
    expect(placeOfLocation(read!)).toEqual({
      CountryCode: 'BE',
      Address: '',
      PostalCode: '1000',
      City: 'Bruxelles',
    });
  });

  it('an unreadable cookie is no place', () => {
    const name = locationCookieName('FlexoCMS');
    expect(readLocation(`${name}=%7Bbroken`, 'FlexoCMS')).toBeNull();
    expect(readLocation(`${name}=${encodeURIComponent('{"AddressComponents":3}')}`, 'FlexoCMS')).toBeNull();
    expect(readLocation('', 'FlexoCMS')).toBeNull();
  });
});
