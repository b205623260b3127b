import type { PickupPoint, ShoppingCart } from '@vitrine/api-client';
import { uuid } from '../cart/cart-fixtures';
import { checkoutCart } from '../checkout/checkout-fixtures';

export const PICKUP_METHOD = uuid(903);
export const POINT_GRAND_PLACE = uuid(951);
export const POINT_SABLON = uuid(952);

/** A checkout cart whose chosen method delivers to a pickup point (the 'static' carrier's). */
export function pickupCart(overrides: Partial<ShoppingCart> = {}): ShoppingCart {
  const base = checkoutCart();
  return {
    ...base,
    ShippingMethodId: PICKUP_METHOD,
    ShippingMethods: [
      ...(base.ShippingMethods ?? []),
      {
        Id: PICKUP_METHOD,
        Name: 'Point relais',
        Description: 'À retirer dans le point relais de votre choix.',
        Carrier: 'static',
        IsPickupPoint: true,
        Cost: 3.95,
        CostHtml: '3,95 €',
        IsFree: false,
      },
    ],
    PickupPoint: null,
    ...overrides,
  };
}

export function pickupPoint(overrides: Partial<PickupPoint> = {}): PickupPoint {
  return {
    ConsigneeName: 'Librairie de la Grand-Place',
    Address: 'Grand-Place 1',
    PostCode: '1000',
    City: 'Bruxelles',
    CountryId: 'BE',
    PhoneNumber: '+32 2 511 00 00',
    Distance: 0.4,
    PublicAccessPointID: POINT_GRAND_PLACE,
    Geocode: { Latitude: 50.8467, Longitude: 4.3525 },
    ImageURL: null,
    Comments: null,
    StandardHoursOfOperation: 'Lun–Ven 9:00–18:00;Sam 10:00–16:00',
    Informations: 'Au fond de la librairie',
    LatestAirDropOffTime: '16:00',
    AdditionalChargeIndicator: false,
    SpecialInstructions: null,
    AdditionalComments: null,
    PickupPointType: 'Shop',
    ...overrides,
  };
}

export const SABLON = pickupPoint({
  ConsigneeName: 'Épicerie du Sablon',
  Address: 'Rue de Rollebeek 7',
  PostCode: '1000',
  City: 'Bruxelles',
  PhoneNumber: null,
  Distance: 1.2,
  PublicAccessPointID: POINT_SABLON,
  Geocode: { Latitude: 50.8404, Longitude: 4.3547 },
  StandardHoursOfOperation: 'Mar–Sam 10:00–19:00',
});

/** The carrier's answer: points found (or none), or another status when it could not be asked. */
export function searchAnswer(points: PickupPoint[] = [pickupPoint(), SABLON], status = 'Success') {
  return { ResponseStatusDescription: status, PickupPointViewModels: points };
}
