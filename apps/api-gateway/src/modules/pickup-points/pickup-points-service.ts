import {
  type PickupPoint,
  type PickupPointSearch,
  type PickupPointSearchAnswer,
  PROBLEM_TYPES,
  type SavedPickupPointRequestSchema,
  type ShoppingCart,
  type StaffPickupPoint,
  type StaffPickupPointInputSchema,
} from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import { type Culture, isCulture } from '@vitrine/i18n';
import type { z } from 'zod';
import { BusinessRuleError, DomainError, NotFoundError, ValidationError } from '../../lib/domain-errors';
import type { Owner } from '../../lib/ownership';
import { unitOfWork } from '../../lib/unit-of-work';
import type { CartService, ChosenPickupPoint } from '../cart/index';
import type { ShippingService } from '../shipping/index';
import { type CarrierRegistry, STATIC_CARRIER } from './carriers';
import { type PickupPointRow, pickupPointsRepository } from './pickup-points-repository';

type SavedPickupPoint = z.output<typeof SavedPickupPointRequestSchema>;
type StaffPointInput = z.output<typeof StaffPickupPointInputSchema>;

/** What the module logs: a carrier or the geocoder that could not be asked. */
export interface PickupLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The answer's status when the carrier answered (with points or none). */
export const SEARCH_SUCCESS = 'Success';
/** The answer's status when the carrier could not be asked: the dialog shows its error notice. */
export const SEARCH_CARRIER_UNAVAILABLE = 'CarrierUnavailable';

/** The carrier could not be asked to confirm the point: 503, the shopper tries again in a moment. */
export class CarrierUnavailableError extends DomainError {
  readonly status = 503;
  constructor(carrier: string) {
    super(PROBLEM_TYPES.carrierUnavailable, `The carrier '${carrier}' could not be reached.`, {
      ExternalPickupPointRef: ['PickupPoints.CarrierUnavailable'],
    });
  }
}

const carrierUnknown = (carrier: string) =>
  new NotFoundError(`There is no pickup-point carrier '${carrier}'.`, PROBLEM_TYPES.notFound, {
    carrier: ['PickupPoints.CarrierUnknown'],
  });
const notPickupMethod = (detail: string) =>
  new BusinessRuleError(PROBLEM_TYPES.notPickupMethod, detail, {
    ShippingMethodId: ['PickupPoints.MethodNotPickup'],
  });
const pointNotFound = (field: string) =>
  new NotFoundError('There is no such pickup point.', PROBLEM_TYPES.notFound, {
    [field]: ['PickupPoints.NotFound'],
  });
const otherCountry = () =>
  new BusinessRuleError(
    PROBLEM_TYPES.pickupPointRefused,
    'The pickup point is not in the delivery country.',
    {
      ExternalPickupPointRef: ['PickupPoints.OtherCountry'],
    },
  );

/** The culture a search's `CultureName` names ('fr', 'fr-BE'), else the shop's default. */
export function searchCulture(name: string | undefined, fallback: Culture): Culture {
  const language = name?.slice(0, 2).toLowerCase();
  return isCulture(language) ? language : fallback;
}

/**
 * Whether a point of the 'static' carrier may still receive parcels, read under a share lock so
 * that staff cannot close it until the caller's transaction (an order being placed) ends.
 */
export async function isStaticPointActive(executor: Executor, pointId: string): Promise<boolean> {
  return (await pickupPointsRepository(executor).findShared(pointId))?.isActive === true;
}

function staffPoint(row: PickupPointRow): StaffPickupPoint {
  return {
    Id: row.id,
    Name: row.name,
    Street: row.street,
    HouseNumber: row.houseNumber,
    PostalCode: row.postalCode,
    City: row.city,
    CountryCode: row.countryCode,
    Phone: row.phone,
    Latitude: Number(row.latitude),
    Longitude: Number(row.longitude),
    OpeningHours: row.openingHours,
    IsActive: row.isActive,
  };
}

/**
 * Pickup points (spec 001 §3, §7): the dialog's search through the method's carrier, the point a
 * shopper chooses for the cart (read again from its carrier, never taken as the browser sent it),
 * and the staff's own points of the 'static' carrier.
 */
export function pickupPointsService(
  db: Database,
  {
    carriers,
    shipping,
    cart,
    log,
    defaultCulture,
  }: {
    carriers: CarrierRegistry;
    shipping: ShippingService;
    cart: CartService;
    log: PickupLog;
    defaultCulture: Culture;
  },
) {
  /** The method, when it is an active pickup method of this carrier offered to the country. */
  async function pickupMethod(executor: Executor, methodId: string, countryCode: string, carrier: string) {
    const method = await shipping.offeredMethod(executor, methodId, countryCode);
    if (!method.isPickupPoint)
      throw notPickupMethod('This shipping method does not deliver to a pickup point.');
    if (method.carrier !== carrier)
      throw notPickupMethod(`This shipping method's points are not the carrier '${carrier}'s.`);
    return method;
  }

  /** The point as its carrier describes it now: the static carrier's by its id, others by their ref. */
  async function pointFromCarrier(
    carrierName: string,
    saved: SavedPickupPoint,
    culture: Culture,
  ): Promise<PickupPoint> {
    const carrier = carriers.get(carrierName);
    if (!carrier)
      throw notPickupMethod(`The carrier '${carrierName}' of this shipping method is not configured.`);
    const isStatic = carrier.name === STATIC_CARRIER;
    if (!isStatic && saved.PickupPointId)
      throw new BusinessRuleError(
        PROBLEM_TYPES.pickupPointRefused,
        'Only the shop’s own points are chosen by their id.',
        { PickupPointId: ['PickupPoints.NotStatic'] },
      );
    if (isStatic && !saved.PickupPointId)
      throw new ValidationError({ PickupPointId: ['Validation.Required'] });
    const field = isStatic ? 'PickupPointId' : 'ExternalPickupPointRef';
    // The shop's own point is named twice: by its id and as the carrier's ref, which is that id.
    if (isStatic && saved.ExternalPickupPointRef !== saved.PickupPointId) throw pointNotFound(field);
    const outcome = await carrier.point(saved.PickupPointId ?? saved.ExternalPickupPointRef, culture);
    if (!outcome.ok) {
      log.warn(
        { carrier: carrier.name, ref: saved.ExternalPickupPointRef, reason: outcome.unavailable },
        'the pickup-point carrier could not be asked for the chosen point',
      );
      throw new CarrierUnavailableError(carrier.name);
    }
    if (!outcome.value) throw pointNotFound(field);
    return outcome.value;
  }

  return {
    /**
     * POST /api/v1/shipping/{carrier}/getpickuppoints: the carrier's points near the place for a
     * pickup method of that carrier offered to the country. A carrier that could not be asked is
     * logged and answered as 'CarrierUnavailable' with no points, never as an error.
     */
    async search(carrierName: string, search: PickupPointSearch): Promise<PickupPointSearchAnswer> {
      const carrier = carriers.get(carrierName);
      if (!carrier) throw carrierUnknown(carrierName);
      await shipping.checkShippingCountry(db, search.CountryCode, 'CountryCode');
      await pickupMethod(db, search.ShippingMethodId, search.CountryCode, carrier.name);
      const outcome = await carrier.search({
        countryCode: search.CountryCode,
        postalCode: search.PostalCode,
        city: search.City,
        address: search.Address,
        radiusKm: search.SearchRadius,
        limit: search.MaximumListSize,
        culture: searchCulture(search.CultureName, defaultCulture),
      });
      if (!outcome.ok) {
        log.warn(
          { carrier: carrier.name, country: search.CountryCode, reason: outcome.unavailable },
          'the pickup-point carrier could not be asked',
        );
        return { ResponseStatusDescription: SEARCH_CARRIER_UNAVAILABLE, PickupPointViewModels: [] };
      }
      return { ResponseStatusDescription: SEARCH_SUCCESS, PickupPointViewModels: outcome.value };
    },

    /**
     * POST /api/v1/shoppingcarts/externalpickuppoint: the method must be an active pickup method
     * offered to the cart's delivery country; the point is read again from its carrier and kept as
     * the carrier describes it (the fields sent are the dialog's copy, never trusted); the method
     * becomes the cart's. Every refusal comes before anything is written.
     */
    async choose(
      known: Owner | null,
      saved: SavedPickupPoint,
      culture: Culture,
      ensureOwner: () => Promise<Owner>,
    ): Promise<ShoppingCart> {
      const countryCode = await cart.shippingCountryOf(known);
      const method = await shipping.offeredMethod(db, saved.ShippingMethodId, countryCode);
      if (!method.isPickupPoint)
        throw notPickupMethod('This shipping method does not deliver to a pickup point.');
      const point = await pointFromCarrier(method.carrier, saved, culture);
      if (point.CountryId !== countryCode) throw otherCountry();
      const isStatic = method.carrier === STATIC_CARRIER;
      const chosen: ChosenPickupPoint = {
        shippingMethodId: method.id,
        carrier: method.carrier,
        pickupPointId: isStatic ? point.PublicAccessPointID : null,
        externalId: point.PublicAccessPointID,
        name: point.ConsigneeName,
        street1: point.Address,
        postalCode: point.PostCode,
        city: point.City,
        countryCode: point.CountryId,
        phone: point.PhoneNumber,
        openingHours: point.StandardHoursOfOperation,
        pointType: point.PickupPointType,
        description: point,
      };
      return cart.choosePickupPoint(
        async () => known ?? ensureOwner(),
        chosen,
        culture,
        // Again under the cart's lock: staff may have changed the method, or closed the point.
        async (tx, countryNow) => {
          await pickupMethod(tx, method.id, countryNow, method.carrier);
          if (countryNow !== point.CountryId) throw otherCountry();
          if (isStatic && !(await isStaticPointActive(tx, point.PublicAccessPointID)))
            throw pointNotFound('PickupPointId');
        },
      );
    },

    // ——— staff: the 'static' carrier's points ———

    async staffPoints(): Promise<StaffPickupPoint[]> {
      return (await pickupPointsRepository(db).all()).map(staffPoint);
    },

    async savePoint(id: string | null, input: StaffPointInput): Promise<StaffPickupPoint> {
      return unitOfWork(db, async ({ tx }) => {
        try {
          await shipping.checkCountry(tx, input.CountryCode, 'CountryCode');
        } catch (error) {
          // A form's field, not an address: the country the shop does not know is a 400.
          if (error instanceof NotFoundError)
            throw new ValidationError({ CountryCode: ['Shipping.CountryNotFound'] });
          throw error;
        }
        const point = {
          name: input.Name,
          street: input.Street,
          houseNumber: input.HouseNumber,
          postalCode: input.PostalCode,
          city: input.City,
          countryCode: input.CountryCode,
          phone: input.Phone || null,
          latitude: String(input.Latitude),
          longitude: String(input.Longitude),
          openingHours: input.OpeningHours,
          isActive: input.IsActive,
        };
        const repository = pickupPointsRepository(tx);
        const row = id === null ? await repository.insert(point) : await repository.update(id, point);
        if (!row) throw pointNotFound('id');
        return staffPoint(row);
      });
    },
  };
}

export type PickupPointsService = ReturnType<typeof pickupPointsService>;
