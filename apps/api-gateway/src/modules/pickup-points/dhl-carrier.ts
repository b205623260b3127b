import type { PickupPoint } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { z } from 'zod';
import {
  answered,
  type CarrierOutcome,
  type CarrierSearch,
  type PickupCarrier,
  unavailable,
} from './carriers';

/** DHL's Location Finder – Unified API in production. */
export const DHL_LOCATION_FINDER_URL = 'https://api.dhl.com/location-finder/v1';

/** The largest radius (metres) and list the Location Finder accepts. */
const MAX_RADIUS_M = 25_000;
const MAX_LIMIT = 50;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A location as the Location Finder describes it (the fields we read; the rest is ignored). */
const DhlLocationSchema = z.object({
  url: z.string().optional(),
  location: z
    .object({
      ids: z.array(z.object({ locationId: z.string(), provider: z.string().optional() })).optional(),
      keyword: z.string().optional(),
      keywordId: z.string().optional(),
      type: z.string().optional(),
    })
    .optional(),
  name: z.string().optional(),
  distance: z.number().optional(),
  place: z.object({
    address: z.object({
      countryCode: z.string(),
      postalCode: z.string().optional(),
      addressLocality: z.string().optional(),
      streetAddress: z.string().optional(),
    }),
    geo: z.object({ latitude: z.number(), longitude: z.number() }),
    containedInPlace: z.object({ name: z.string().optional() }).optional(),
  }),
  openingHours: z
    .array(z.object({ opens: z.string(), closes: z.string(), dayOfWeek: z.string() }))
    .optional(),
});
type DhlLocation = z.infer<typeof DhlLocationSchema>;

const DhlLocationsSchema = z.object({ locations: z.array(z.unknown()) });

/** `09:00:00` → `09:00`. */
const hhmm = (time: string) => /^(\d{1,2}:\d{2})/.exec(time)?.[1] ?? time;

/** A day's name in the culture ("lundi", "Montag"); 2024-01-01 was a Monday. */
function dayName(index: number, culture: Culture): string {
  return new Intl.DateTimeFormat(culture, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The location's `openingHours` (schema.org entries: `dayOfWeek` as `http://schema.org/Monday`,
 * `opens`, `closes`) as spec 001 §3's `StandardHoursOfOperation`: one line per run of days with
 * the same hours, in the culture, separated by semicolons ("Lundi–vendredi 08:00–18:00;Samedi
 * 09:00–12:00").
 */
export function hoursOfOperation(hours: DhlLocation['openingHours'], culture: Culture): string {
  const byDay = DAYS.map((day) =>
    (hours ?? [])
      .filter((entry) => entry.dayOfWeek.split('/').pop() === day)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((entry) => `${hhmm(entry.opens)}–${hhmm(entry.closes)}`)
      .join(', '),
  );
  const lines: string[] = [];
  let start = 0;
  for (let day = 1; day <= DAYS.length; day += 1) {
    if (day < DAYS.length && byDay[day] === byDay[start]) continue;
    const text = byDay[start];
    if (text) {
      const days =
        day - 1 === start
          ? dayName(start, culture)
          : `${dayName(start, culture)}–${dayName(day - 1, culture)}`;
      lines.push(capitalised(`${days} ${text}`));
    }
    start = day;
  }
  return lines.join(';');
}

/** The id `GET /locations/{locationId}` takes: the location's own link, else its first id. */
function locationIdOf(location: DhlLocation): string | null {
  const fromUrl = location.url ? /\/locations\/([^/?#]+)$/.exec(location.url)?.[1] : undefined;
  return (
    (fromUrl ? decodeURIComponent(fromUrl) : undefined) ?? location.location?.ids?.[0]?.locationId ?? null
  );
}

/** A Location Finder location as spec 001 §3's pickup point. */
export function dhlPickupPoint(location: DhlLocation, culture: Culture): PickupPoint | null {
  const id = locationIdOf(location);
  if (!id) return null;
  const { address, geo } = location.place;
  const { keyword, keywordId } = location.location ?? {};
  return {
    ConsigneeName: location.name ?? [keyword, keywordId].filter(Boolean).join(' '),
    Address: address.streetAddress ?? '',
    PostCode: address.postalCode ?? '',
    City: address.addressLocality ?? '',
    CountryId: address.countryCode.toUpperCase(),
    PhoneNumber: null,
    // Metres in the Location Finder; kilometres to ten metres here. No distance on a lookup by id.
    Distance: location.distance === undefined ? null : Math.round(location.distance / 10) / 100,
    PublicAccessPointID: id,
    Geocode: { Latitude: geo.latitude, Longitude: geo.longitude },
    ImageURL: null,
    Comments: location.place.containedInPlace?.name ?? null,
    StandardHoursOfOperation: hoursOfOperation(location.openingHours, culture),
    // A locker's keyword and number ("Packstation 150") are how parcels are addressed to it.
    Informations: keyword && keywordId ? `${keyword} ${keywordId}` : null,
    LatestAirDropOffTime: null,
    AdditionalChargeIndicator: false,
    SpecialInstructions: null,
    AdditionalComments: null,
    PickupPointType: location.location?.type ?? 'servicepoint',
  };
}

/**
 * DHL's Location Finder – Unified API, as DHL documents it: `GET {base}/find-by-address` with
 * `countryCode`, `postalCode`, `addressLocality`, `streetAddress`, `providerType`, `radius`
 * (metres) and `limit`, and `GET {base}/locations/{locationId}`, both with the `DHL-API-Key`
 * header, answering JSON (`{ locations: [...] }` and one location). A search DHL finds nothing
 * for (404) or refuses as a place it does not know (400) is an empty list; an unknown location
 * is null. Anything else — a refused key, too many requests, a server error, an answer that is
 * not that JSON, no answer in time — is "unavailable", never a throw.
 */
export function dhlCarrier({
  apiKey,
  baseUrl = DHL_LOCATION_FINDER_URL,
  timeoutMs,
  fetch = globalThis.fetch,
}: {
  apiKey: string;
  baseUrl?: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}): PickupCarrier {
  async function get(path: string): Promise<{ status: number; body: unknown } | { unavailable: string }> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        headers: { accept: 'application/json', 'DHL-API-Key': apiKey },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { unavailable: error instanceof Error && error.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK' };
    }
    const body = await response.json().catch(() => undefined);
    return { status: response.status, body };
  }

  return {
    name: 'dhl',

    async search(search: CarrierSearch): Promise<CarrierOutcome<PickupPoint[]>> {
      const query = new URLSearchParams({ countryCode: search.countryCode });
      if (search.postalCode) query.set('postalCode', search.postalCode);
      if (search.city) query.set('addressLocality', search.city);
      if (search.address) query.set('streetAddress', search.address);
      // Parcel locations (service points, post offices, lockers): where a parcel can be collected.
      query.set('providerType', 'parcel');
      query.set('radius', String(Math.min(search.radiusKm * 1000, MAX_RADIUS_M)));
      query.set('limit', String(Math.min(search.limit, MAX_LIMIT)));
      const answer = await get(`/find-by-address?${query}`);
      if ('unavailable' in answer) return unavailable(answer.unavailable);
      if (answer.status === 404 || answer.status === 400) return answered([]);
      if (answer.status !== 200) return unavailable(`HTTP_${answer.status}`);
      const list = DhlLocationsSchema.safeParse(answer.body);
      if (!list.success) return unavailable('UNREADABLE_ANSWER');
      const points = list.data.locations.flatMap((entry) => {
        const location = DhlLocationSchema.safeParse(entry);
        const point = location.success ? dhlPickupPoint(location.data, search.culture) : null;
        return point ? [point] : [];
      });
      return answered(points.slice(0, search.limit));
    },

    async point(ref: string, culture: Culture): Promise<CarrierOutcome<PickupPoint | null>> {
      const answer = await get(`/locations/${encodeURIComponent(ref)}`);
      if ('unavailable' in answer) return unavailable(answer.unavailable);
      if (answer.status === 404 || answer.status === 400) return answered(null);
      if (answer.status !== 200) return unavailable(`HTTP_${answer.status}`);
      const location = DhlLocationSchema.safeParse(answer.body);
      if (!location.success) return unavailable('UNREADABLE_ANSWER');
      return answered(dhlPickupPoint(location.data, culture));
    },
  };
}
