import { ttlCache } from '../../lib/ttl-cache';
import type { PlaceQuery } from './carriers';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Where a place is, that it is nowhere to be found, or that the geocoder could not say. */
export type GeocodeOutcome = { found: Coordinates } | { notFound: true } | { unavailable: string };

/**
 * Turns the shopper's place into coordinates, so that the 'static' carrier orders the shop's own
 * points by distance (ADR 011's adapter: Nominatim in production, a fake in tests). Never throws.
 */
export interface Geocoder {
  readonly name: string;
  locate(place: PlaceQuery): Promise<GeocodeOutcome>;
}

/** A place's coordinates are kept this long: postal codes and streets do not move. */
const PLACE_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_PLACES = 2000;

class GeocoderUnavailable extends Error {}

interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
}

/**
 * OpenStreetMap's Nominatim, its documented search API: `GET {base}/search` with
 * `format=jsonv2`, `countrycodes`, and the structured `postalcode`, `city` and `street`, answering
 * a JSON array of places with `lat` and `lon` as text, best first. An address Nominatim does not
 * know with its street is asked again without it (the postal code and city still place it).
 * Its usage policy asks for a User-Agent naming the application, and at most one request a
 * second from a heavy user: answers are kept a day per place (a place not found too), so a shop's
 * shoppers mostly ask the same few postal codes once. What could not be said is never kept.
 */
export function nominatimGeocoder({
  baseUrl,
  timeoutMs,
  userAgent,
  fetch = globalThis.fetch,
}: {
  baseUrl: string;
  timeoutMs: number;
  userAgent: string;
  fetch?: typeof globalThis.fetch;
}): Geocoder {
  const places = ttlCache<Coordinates | null>(PLACE_TTL_MS, MAX_PLACES);

  async function ask(place: PlaceQuery, withStreet: boolean): Promise<Coordinates | null> {
    const query = new URLSearchParams({ format: 'jsonv2', countrycodes: place.countryCode.toLowerCase() });
    if (place.postalCode) query.set('postalcode', place.postalCode);
    if (place.city) query.set('city', place.city);
    if (withStreet && place.address) query.set('street', place.address);
    query.set('limit', '1');
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/search?${query}`, {
        headers: { accept: 'application/json', 'user-agent': userAgent },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GeocoderUnavailable(
        error instanceof Error && error.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK',
      );
    }
    if (!response.ok) throw new GeocoderUnavailable(`HTTP_${response.status}`);
    const body = (await response.json().catch(() => undefined)) as NominatimPlace[] | undefined;
    if (!Array.isArray(body)) throw new GeocoderUnavailable('UNREADABLE_ANSWER');
    const [first] = body;
    if (!first) return null;
    const latitude = Number(first.lat);
    const longitude = Number(first.lon);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude))
      throw new GeocoderUnavailable('UNREADABLE_ANSWER');
    return { latitude, longitude };
  }

  return {
    name: 'nominatim',
    async locate(place) {
      const key = JSON.stringify([
        place.countryCode,
        place.postalCode.toUpperCase(),
        place.city.toLowerCase(),
        place.address.toLowerCase(),
      ]);
      try {
        const found = await places.get(key, async () => {
          const exact = await ask(place, true);
          if (exact || !place.address || !(place.postalCode || place.city)) return exact;
          return ask(place, false);
        });
        return found ? { found } : { notFound: true };
      } catch (error) {
        return { unavailable: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** No geocoder configured: every place is "not found", and points are ordered by postal code. */
export const noGeocoder: Geocoder = {
  name: 'none',
  locate: async () => ({ notFound: true }),
};
