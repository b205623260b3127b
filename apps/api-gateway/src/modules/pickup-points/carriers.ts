import type { PickupPoint } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** Where the shopper looks for a pickup point: a country and any of a postal code, a city, an address. */
export interface PlaceQuery {
  countryCode: string;
  postalCode: string;
  city: string;
  address: string;
}

export interface CarrierSearch extends PlaceQuery {
  radiusKm: number;
  limit: number;
  /** The culture the points' texts (opening hours) are written in. */
  culture: Culture;
}

/**
 * What a carrier answered: its word (points, a point, or none), or that it could not be asked
 * (down, too slow, an answer that is not its format). Never a throw: a carrier that is away is an
 * outcome the shop handles, not a crash.
 */
export type CarrierOutcome<T> = { ok: true; value: T } | { ok: false; unavailable: string };

export const answered = <T>(value: T): CarrierOutcome<T> => ({ ok: true, value });
export const unavailable = <T>(reason: string): CarrierOutcome<T> => ({ ok: false, unavailable: reason });

/**
 * A pickup-point carrier (ADR 011's adapter): 'static' answers the shop's own points from the
 * database; another carrier asks its own service. Points are described with spec 001 §3's fields.
 */
export interface PickupCarrier {
  /** The carrier's name in paths (`/shipping/{carrier}/getpickuppoints`) and on shipping methods. */
  readonly name: string;
  /** Points near the place, nearest first, within the radius, at most `limit`. */
  search(search: CarrierSearch): Promise<CarrierOutcome<PickupPoint[]>>;
  /** One point by the carrier's own id (`PublicAccessPointID`); null when the carrier knows none. */
  point(ref: string, culture: Culture): Promise<CarrierOutcome<PickupPoint | null>>;
}

/** The 'static' carrier's name: the shop's own points. */
export const STATIC_CARRIER = 'static';

/**
 * Every call to a carrier is bounded in time and never throws, whatever the adapter does: past
 * `timeoutMs`, or on an exception, the outcome is "unavailable".
 */
function guarded(carrier: PickupCarrier, timeoutMs: number): PickupCarrier {
  async function bounded<T>(call: () => Promise<CarrierOutcome<T>>): Promise<CarrierOutcome<T>> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<CarrierOutcome<T>>((resolve) => {
      timer = setTimeout(() => resolve(unavailable('TIMEOUT')), timeoutMs);
    });
    try {
      return await Promise.race([call(), late]);
    } catch (error) {
      return unavailable(error instanceof Error ? `${error.name}: ${error.message}` : 'ERROR');
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    name: carrier.name,
    search: (search) => bounded(() => carrier.search(search)),
    point: (ref, culture) => bounded(() => carrier.point(ref, culture)),
  };
}

/** The carriers the shop is configured for, by name; each call bounded and never throwing. */
export function carrierRegistry(carriers: readonly PickupCarrier[], timeoutMs: number) {
  const byName = new Map(carriers.map((carrier) => [carrier.name, guarded(carrier, timeoutMs)] as const));
  return {
    get: (name: string): PickupCarrier | null => byName.get(name) ?? null,
    names: (): string[] => [...byName.keys()],
  };
}

export type CarrierRegistry = ReturnType<typeof carrierRegistry>;
