import type { PickupPoint } from '@vitrine/api-client';
import type { Executor } from '@vitrine/db';
import {
  answered,
  type CarrierSearch,
  type PickupCarrier,
  type PlaceQuery,
  STATIC_CARRIER,
} from './carriers';
import type { Coordinates, Geocoder } from './geocoder';
import { type PickupPointRow, pickupPointsRepository } from './pickup-points-repository';

/** The Earth's mean radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places (haversine), in kilometres. */
export function kilometresBetween(from: Coordinates, to: Coordinates): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Ten metres is as close as a shopper needs to know. */
const roundedKm = (km: number) => Math.round(km * 100) / 100;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const compactCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/**
 * How close a point is to a place that could not be located: in the same city first, then the
 * longer the postal code they share from the left, then the nearer the numbers (1000 and 1050
 * before 1000 and 4000), then by name.
 */
function byCloseness(place: PlaceQuery) {
  const city = fold(place.city);
  const code = compactCode(place.postalCode);
  const digits = /^\d+/.exec(code)?.[0];
  const rank = (row: PickupPointRow) => {
    const other = compactCode(row.postalCode);
    let shared = 0;
    while (shared < code.length && code[shared] === other[shared]) shared += 1;
    const otherDigits = /^\d+/.exec(other)?.[0];
    const gap =
      digits && otherDigits && digits.length === otherDigits.length
        ? Math.abs(Number(digits) - Number(otherDigits))
        : Number.POSITIVE_INFINITY;
    return { sameCity: city !== '' && fold(row.city) === city ? 1 : 0, shared, gap };
  };
  return (a: PickupPointRow, b: PickupPointRow) => {
    const left = rank(a);
    const right = rank(b);
    return (
      right.sameCity - left.sameCity ||
      right.shared - left.shared ||
      (left.gap === right.gap ? 0 : left.gap < right.gap ? -1 : 1) ||
      a.name.localeCompare(b.name)
    );
  };
}

/** A point of the shop's own as spec 001 §3 describes one; its id is the carrier's id. */
export function staticPickupPoint(row: PickupPointRow, distanceKm: number | null): PickupPoint {
  return {
    ConsigneeName: row.name,
    Address: [row.street, row.houseNumber].filter(Boolean).join(' '),
    PostCode: row.postalCode,
    City: row.city,
    CountryId: row.countryCode,
    PhoneNumber: row.phone,
    Distance: distanceKm === null ? null : roundedKm(distanceKm),
    PublicAccessPointID: row.id,
    Geocode: { Latitude: Number(row.latitude), Longitude: Number(row.longitude) },
    ImageURL: null,
    Comments: null,
    StandardHoursOfOperation: row.openingHours,
    Informations: null,
    LatestAirDropOffTime: null,
    AdditionalChargeIndicator: false,
    SpecialInstructions: null,
    AdditionalComments: null,
    PickupPointType: 'shop',
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The 'static' carrier: the shop's own points (`pickup_points`), active ones of the searched
 * country. When the geocoder locates the place, they are ordered by distance from it and kept
 * within the radius; when it cannot (spec 001 §8 "Geocode failure: logged only"), the failure is
 * told to `onPlaceUnknown` and the country's points are answered by postal-code closeness,
 * without a distance.
 */
export function staticCarrier({
  db,
  geocoder,
  onPlaceUnknown,
}: {
  db: Executor;
  geocoder: Geocoder;
  onPlaceUnknown?: (place: PlaceQuery, reason: string) => void;
}): PickupCarrier {
  return {
    name: STATIC_CARRIER,

    async search(search: CarrierSearch) {
      const rows = await pickupPointsRepository(db).activeIn(search.countryCode);
      const located = await geocoder.locate(search);
      if ('found' in located) {
        const from = located.found;
        const points = rows
          .map((row) => ({
            row,
            km: kilometresBetween(from, { latitude: Number(row.latitude), longitude: Number(row.longitude) }),
          }))
          .filter((entry) => entry.km <= search.radiusKm)
          .sort((a, b) => a.km - b.km || a.row.name.localeCompare(b.row.name))
          .slice(0, search.limit)
          .map((entry) => staticPickupPoint(entry.row, entry.km));
        return answered(points);
      }
      if (geocoder.name !== 'none')
        onPlaceUnknown?.(search, 'unavailable' in located ? located.unavailable : 'NOT_FOUND');
      return answered(
        rows
          .sort(byCloseness(search))
          .slice(0, search.limit)
          .map((row) => staticPickupPoint(row, null)),
      );
    },

    async point(ref: string) {
      if (!UUID.test(ref)) return answered(null);
      const row = await pickupPointsRepository(db).find(ref);
      return answered(row?.isActive ? staticPickupPoint(row, null) : null);
    },
  };
}
