import type { CurrentUser, PlaceOrder, PlaceOrderBody, ShoppingCart } from '@vitrine/api-client';

export type CheckoutField = keyof PlaceOrderBody & string;

/** An address block's fields: the same shape for billing and shipping, with their own names. */
export interface AddressFieldNames {
  FirstName: CheckoutField;
  LastName: CheckoutField;
  Street1: CheckoutField;
  HouseNumber: CheckoutField;
  BoxNumber: CheckoutField;
  PostalCode: CheckoutField;
  City: CheckoutField;
  Country: CheckoutField;
}

export const BILLING_FIELDS: AddressFieldNames = {
  FirstName: 'BillingFirstName',
  LastName: 'BillingLastName',
  Street1: 'BillingStreet1',
  HouseNumber: 'BillingHouseNumber',
  BoxNumber: 'BillingBoxNumber',
  PostalCode: 'BillingPostalCode',
  City: 'BillingCity',
  Country: 'BillingCountry',
};

export const SHIPPING_FIELDS: AddressFieldNames = {
  FirstName: 'ShippingFirstName',
  LastName: 'ShippingLastName',
  Street1: 'ShippingStreet1',
  HouseNumber: 'ShippingHouseNumber',
  BoxNumber: 'ShippingBoxNumber',
  PostalCode: 'ShippingPostalCode',
  City: 'ShippingCity',
  Country: 'ShippingCountryId',
};

/** Each field's label, in the order the form shows them (the error list follows it). */
export const FIELD_LABELS: ReadonlyArray<readonly [CheckoutField, string]> = [
  ['Email', 'Checkout.Email'],
  ['AccountType', 'Checkout.AccountType'],
  ['BillingCompany', 'Checkout.Company'],
  ['BillingVAT', 'Checkout.VatNumber'],
  ['BillingFirstName', 'Checkout.FirstName'],
  ['BillingLastName', 'Checkout.LastName'],
  ['BillingStreet1', 'Checkout.Street'],
  ['BillingHouseNumber', 'Checkout.HouseNumber'],
  ['BillingBoxNumber', 'Checkout.BoxNumber'],
  ['BillingPostalCode', 'Checkout.PostalCode'],
  ['BillingCity', 'Checkout.City'],
  ['BillingCountry', 'Checkout.Country'],
  ['BillingPhone', 'Checkout.Phone'],
  ['ShippingFirstName', 'Checkout.FirstName'],
  ['ShippingLastName', 'Checkout.LastName'],
  ['ShippingStreet1', 'Checkout.Street'],
  ['ShippingHouseNumber', 'Checkout.HouseNumber'],
  ['ShippingBoxNumber', 'Checkout.BoxNumber'],
  ['ShippingPostalCode', 'Checkout.PostalCode'],
  ['ShippingCity', 'Checkout.City'],
  ['ShippingCountryId', 'Checkout.Country'],
];

export const FORM_FIELDS: ReadonlySet<string> = new Set(FIELD_LABELS.map(([name]) => name));

/** The countries the cart is priced for, as the form names them. */
export function cartCountries(cart: ShoppingCart) {
  const shipping = cart.ShippingCountryCode ?? cart.ShippingCountries?.[0]?.Code ?? '';
  const billing = cart.BillingCountryCode ?? shipping;
  return { shipping, billing, same: billing === shipping };
}

/** The form as it opens: the signed-in customer's e-mail and name, the cart's countries. */
export function checkoutDefaults(cart: ShoppingCart, user: CurrentUser | null): PlaceOrderBody {
  const { shipping, billing, same } = cartCountries(cart);
  // A number the register confirmed earlier in this cart is a company's.
  const vatNumber = cart.VatNumber ?? '';
  return {
    Email: user?.Email ?? '',
    AccountType: vatNumber ? 'Company' : 'Private',
    BillingFirstName: user?.FirstName ?? '',
    BillingLastName: user?.LastName ?? '',
    BillingCompany: '',
    BillingStreet1: '',
    BillingHouseNumber: '',
    BillingBoxNumber: '',
    BillingPostalCode: '',
    BillingCity: '',
    BillingCountry: billing,
    BillingPhone: '',
    BillingVAT: vatNumber,
    SameAddressForShipping: same,
    ShippingFirstName: '',
    ShippingLastName: '',
    ShippingStreet1: '',
    ShippingHouseNumber: '',
    ShippingBoxNumber: '',
    ShippingPostalCode: '',
    ShippingCity: '',
    ShippingCountryId: shipping,
  };
}

const filled = (value: string | undefined) => (value ? value : undefined);

/**
 * What is sent: the checked form without what does not apply (a private person's company, the
 * shipping address delivered to the billing one, empty optional fields), the saved addresses in
 * use, and the total shown.
 */
export function orderBody(values: PlaceOrder, shownTotal: number): PlaceOrderBody {
  const company = values.AccountType === 'Company';
  const body: PlaceOrderBody = {
    Email: values.Email,
    AccountType: values.AccountType,
    ExistingBillingAddressId: values.ExistingBillingAddressId,
    BillingFirstName: values.BillingFirstName,
    BillingLastName: values.BillingLastName,
    BillingCompany: company ? filled(values.BillingCompany) : undefined,
    BillingStreet1: values.BillingStreet1,
    BillingHouseNumber: values.BillingHouseNumber,
    BillingBoxNumber: filled(values.BillingBoxNumber),
    BillingPostalCode: values.BillingPostalCode,
    BillingCity: values.BillingCity,
    BillingCountry: values.BillingCountry,
    BillingPhone: filled(values.BillingPhone),
    BillingVAT: company ? filled(values.BillingVAT) : undefined,
    SameAddressForShipping: values.SameAddressForShipping,
    ExpectedTotal: shownTotal,
  };
  // The parents' address is the server's to fill in: none is typed for them.
  if (values.DeliverToBirthList) return { ...body, SameAddressForShipping: true, DeliverToBirthList: true };
  if (!values.SameAddressForShipping)
    Object.assign(body, {
      ExistingShippingAddressId: values.ExistingShippingAddressId,
      ShippingFirstName: values.ShippingFirstName,
      ShippingLastName: values.ShippingLastName,
      ShippingStreet1: values.ShippingStreet1,
      ShippingHouseNumber: values.ShippingHouseNumber,
      ShippingBoxNumber: filled(values.ShippingBoxNumber),
      ShippingPostalCode: values.ShippingPostalCode,
      ShippingCity: values.ShippingCity,
      ShippingCountryId: values.ShippingCountryId,
    });
  return body;
}
