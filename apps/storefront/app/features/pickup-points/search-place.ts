import type { PickupPoint, SavedPickupPointRequest } from '@vitrine/api-client';

/** Where a pickup search looks: the request's place fields (spec 001 §3), in one country. */
export interface SearchPlace {
  CountryCode: string;
  Address: string;
  PostalCode: string;
  City: string;
}

/** An address of the checkout form, as the search reads it. */
export interface FormAddress {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

export const hasPlace = (place: Pick<SearchPlace, 'Address' | 'PostalCode' | 'City'>) =>
  Boolean(place.Address.trim() || place.PostalCode.trim() || place.City.trim());

const placeOf = (country: string, address: FormAddress): SearchPlace => ({
  CountryCode: country,
  Address: address.street.trim(),
  PostalCode: address.postalCode.trim(),
  City: address.city.trim(),
});

/**
 * Where the dialog's first search looks (spec 001 §5). The search stays in the country the
 * pickup method delivers to (the cart's shipping country, "the default shipping country").
 * When the billing country is another one, the addresses typed say nothing of that country: the
 * cart's own postal code there is used (the one the cart page's typeahead chose, if any). With
 * no shipping information (delivered to the billing address, or a shipping block left empty),
 * the billing address; otherwise the shipping address.
 */
export function initialSearchPlace({
  billing,
  shipping,
  defaultShipping,
}: {
  billing: FormAddress;
  /** Null when the order goes to the billing address. */
  shipping: FormAddress | null;
  defaultShipping: { country: string; postalCode: string };
}): SearchPlace {
  const country = defaultShipping.country;
  const shippingGiven = shipping !== null && hasPlace(placeOf(country, shipping));
  if (billing.country !== country || (shippingGiven && shipping.country !== country))
    return { CountryCode: country, Address: '', PostalCode: defaultShipping.postalCode, City: '' };
  if (!shippingGiven) return placeOf(country, billing);
  return placeOf(country, shipping);
}

/** Opening hours come as one text, a day range per semicolon (spec 001 §3). */
export function hoursLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The saved pickup point payload (spec 001 §3): the shopper's billing names on the parcel, the
 * point's own description, the carrier's id of the point as its reference, and the shop's id of
 * the point only when the 'static' carrier (the shop's own points) serves it.
 */
export function savedPickupPoint(
  point: PickupPoint,
  {
    shippingMethodId,
    carrier,
    firstName,
    lastName,
  }: { shippingMethodId: string; carrier: string; firstName: string; lastName: string },
): SavedPickupPointRequest {
  return {
    ShippingFirstName: firstName.trim(),
    ShippingLastName: lastName.trim(),
    ShippingMethodId: shippingMethodId,
    PickupPointName: point.ConsigneeName,
    ShippingStreet1: point.Address,
    ShippingPostalCode: point.PostCode,
    ShippingCity: point.City,
    ShippingCountryId: point.CountryId,
    ShippingPhoneNumber: point.PhoneNumber,
    Informations: point.Informations,
    StandardHoursOfOperation: point.StandardHoursOfOperation,
    LatestAirDropOffTime: point.LatestAirDropOffTime,
    AdditionalChargeIndicator: point.AdditionalChargeIndicator,
    Comments: point.Comments,
    Distance: point.Distance,
    SpecialInstructions: point.SpecialInstructions,
    AdditionalComments: point.AdditionalComments,
    ExternalPickupPointRef: point.PublicAccessPointID,
    PickupPointType: point.PickupPointType,
    PickupPointId: carrier === STATIC_CARRIER ? point.PublicAccessPointID : null,
  };
}

/** The carrier of the shop's own points: the only one whose point ids are the shop's. */
export const STATIC_CARRIER = 'static';
