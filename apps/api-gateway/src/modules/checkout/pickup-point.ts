import { type PlaceOrder, PROBLEM_TYPES } from '@vitrine/api-client';
import { BusinessRuleError } from '../../lib/domain-errors';
import type { Work } from '../../lib/unit-of-work';
import type { CartForCheckout } from '../cart/index';
import { isStaticPointActive, STATIC_CARRIER } from '../pickup-points/index';

type ChosenPoint = NonNullable<CartForCheckout['pickupPoint']>;

/**
 * The pickup point an order delivers to, when the cart's method is a pickup method: one must have
 * been chosen for it (422 otherwise, nothing written), and a point of the shop's own must still
 * be open, read under a share lock so staff cannot close it while the order is written. Another
 * carrier's point stands as the carrier described it when the shopper chose it.
 */
export async function pickupPointOf(
  work: Work,
  locked: Pick<CartForCheckout, 'place' | 'pickupPoint'>,
): Promise<ChosenPoint | null> {
  if (!locked.place.method?.isPickupPoint) return null;
  const point = locked.pickupPoint;
  if (!point)
    throw new BusinessRuleError(
      PROBLEM_TYPES.pickupPointRequired,
      'This shipping method delivers to a pickup point: choose one first.',
      { PickupPoint: ['Checkout.PickupPointRequired'] },
    );
  if (
    point.carrier === STATIC_CARRIER &&
    !(point.pickupPointId && (await isStaticPointActive(work.tx, point.pickupPointId)))
  )
    throw new BusinessRuleError(
      PROBLEM_TYPES.pickupPointRefused,
      'The pickup point chosen no longer accepts parcels: choose another one.',
      { PickupPoint: ['Checkout.PickupPointUnavailable'] },
    );
  return point;
}

/** What the order keeps of the point (`orders.pickup_point`): as the carrier described it. */
export function pickupPointRecord(point: ChosenPoint): Record<string, unknown> {
  return {
    carrier: point.carrier,
    shippingMethodId: point.shippingMethodId,
    pickupPointId: point.pickupPointId,
    externalId: point.externalId,
    name: point.name,
    street1: point.street1,
    postalCode: point.postalCode,
    city: point.city,
    countryCode: point.countryCode,
    phone: point.phone,
    openingHours: point.openingHours,
    pointType: point.pointType,
    description: point.description,
  };
}

/**
 * The order's delivery address when it goes to a pickup point: the point's name and address,
 * with the billing names (spec 001 §3: the saved point's ShippingFirstName and ShippingLastName
 * are the billing names) and the billing phone, so the parcel is handed to the buyer.
 */
export function pickupShippingAddress(point: ChosenPoint, form: PlaceOrder) {
  return {
    kind: 'shipping' as const,
    firstName: form.BillingFirstName,
    lastName: form.BillingLastName,
    company: point.name,
    street1: point.street1,
    houseNumber: '',
    boxNumber: null,
    postalCode: point.postalCode,
    city: point.city,
    countryCode: point.countryCode,
    phone: form.BillingPhone || null,
  };
}
