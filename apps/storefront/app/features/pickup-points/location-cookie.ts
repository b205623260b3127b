import type { PickupPoint } from '@vitrine/api-client';
import type { SearchPlace } from './search-place';

/** How the place was given: a suggestion of the typeahead, the fields as typed, or the page's address. */
export type LocationMedium = 'autocomplete' | 'typed' | 'link';

export interface AddressComponent {
  LongName: string;
  ShortName: string;
  Types: string[];
}

/**
 * The last searched place (spec 001 §3 "Location stored in cookies"): its address components,
 * formatted address, geometry, types, partial match, postcode localities, place id and medium.
 * The geometry is the area of the points found around it (the place itself is located by the
 * carrier, on the server); a partial match is a place typed rather than chosen among the
 * suggestions; the postcode localities are the suggested places sharing its postal code.
 */
export interface StoredLocation {
  AddressComponents: AddressComponent[];
  FormattedAddress: string;
  Geometry: {
    Viewport: { South: number; West: number; North: number; East: number } | null;
  };
  Types: string[];
  PartialMatch: boolean;
  PostcodeLocalities: string[];
  /** The typeahead's city id when the place was chosen among its suggestions. */
  PlaceId: string | null;
  Medium: LocationMedium;
}

/** Spec 001 §9 names the popup cookie after the site (FlexoCMS.Popup); this one follows it. */
export const locationCookieName = (cmsName: string) => `${cmsName}.PickupLocation`;
/** A month: long enough for the next order, short enough not to outlive a move. */
export const LOCATION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** What the shopper looked for, as the cookie keeps it. */
export function locationOf({
  place,
  medium,
  placeId = null,
  localities = [],
  points,
}: {
  place: SearchPlace;
  medium: LocationMedium;
  placeId?: string | null;
  localities?: string[];
  points: readonly PickupPoint[];
}): StoredLocation {
  const components: AddressComponent[] = [];
  const add = (value: string, types: string[]) => {
    if (value) components.push({ LongName: value, ShortName: value, Types: types });
  };
  add(place.Address, ['route']);
  add(place.PostalCode, ['postal_code']);
  add(place.City, ['locality', 'political']);
  add(place.CountryCode, ['country', 'political']);
  const type = place.Address ? 'street_address' : place.PostalCode ? 'postal_code' : 'locality';
  return {
    AddressComponents: components,
    FormattedAddress: [place.Address, [place.PostalCode, place.City].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    Geometry: { Viewport: viewportOf(points) },
    Types: [type],
    PartialMatch: medium !== 'autocomplete',
    PostcodeLocalities: localities,
    PlaceId: placeId,
    Medium: medium,
  };
}

function viewportOf(points: readonly PickupPoint[]): StoredLocation['Geometry']['Viewport'] {
  if (points.length === 0) return null;
  const latitudes = points.map((point) => point.Geocode.Latitude);
  const longitudes = points.map((point) => point.Geocode.Longitude);
  return {
    South: Math.min(...latitudes),
    West: Math.min(...longitudes),
    North: Math.max(...latitudes),
    East: Math.max(...longitudes),
  };
}

/** The place a stored location describes, for the next search's fields. */
export function placeOfLocation(location: StoredLocation): SearchPlace {
  const component = (type: string) =>
    location.AddressComponents.find((part) => part.Types.includes(type))?.LongName ?? '';
  return {
    CountryCode: component('country'),
    Address: component('route'),
    PostalCode: component('postal_code'),
    City: component('locality'),
  };
}

function isStoredLocation(value: unknown): value is StoredLocation {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<StoredLocation>;
  return (
    Array.isArray(record.AddressComponents) &&
    record.AddressComponents.every(
      (part) =>
        typeof part?.LongName === 'string' && typeof part.ShortName === 'string' && Array.isArray(part.Types),
    ) &&
    typeof record.FormattedAddress === 'string' &&
    typeof record.PartialMatch === 'boolean' &&
    typeof record.Medium === 'string'
  );
}

/** The stored location, or null when there is none or it cannot be read (a new search stores another). */
export function readLocation(cookieString: string, cmsName: string): StoredLocation | null {
  const name = locationCookieName(cmsName);
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(part.slice(separator + 1).trim()));
      return isStoredLocation(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The assignment for document.cookie: compact JSON, percent-encoded (quotes and commas are not
 * allowed in a cookie value, RFC 6265 §4.1.1). A functional cookie: it only remembers, for the
 * search the shopper asked for, where they looked last; it is never sent to anyone else.
 */
export function serializeLocationCookie(
  location: StoredLocation,
  cmsName: string,
  options: { secure?: boolean } = {},
): string {
  const attributes = [`Max-Age=${LOCATION_COOKIE_MAX_AGE_S}`, 'Path=/', 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return [
    `${locationCookieName(cmsName)}=${encodeURIComponent(JSON.stringify(location))}`,
    ...attributes,
  ].join('; ');
}
