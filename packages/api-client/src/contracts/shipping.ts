import { postalCodeTypeaheadSchema } from '@vitrine/validation';
import { z } from 'zod';

/**
 * Countries, postal codes and delivery (spec 001 §3 "Shipping method selection", "Country
 * selection", §7's cart calls and the postal-code typeahead), and the staff's shipping area.
 * Countries travel as ISO 3166-1 alpha-2 codes, which are also their ids (`countryId`,
 * `ShippingCountryId`); their names are given in the asked culture, never stored.
 */

const Uuid = z.string().uuid('Validation.Uuid');

/** An ISO 3166-1 alpha-2 code, in either case on the way in, upper case on the way out. */
export const CountryCodeSchema = z
  .string({ error: 'Shipping.CountryCode' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'Shipping.CountryCode' })
  .transform((code) => code.toUpperCase())
  .meta({ description: 'An ISO 3166-1 alpha-2 country code (BE, FR …).', example: 'BE' });

/** POST {app}/api/v1/shoppingcarts/shippingmethods */
export const ShippingMethodRequestSchema = z
  .object({ ShippingMethodId: Uuid })
  .meta({ id: 'ShippingMethodRequest' });
export type ShippingMethodRequest = z.input<typeof ShippingMethodRequestSchema>;

/** POST {app}/api/v1/shoppingcarts/shippingcountries */
export const ShippingCountryRequestSchema = z
  .object({ CountryCode: CountryCodeSchema })
  .meta({ id: 'ShippingCountryRequest' });
export type ShippingCountryRequest = z.input<typeof ShippingCountryRequestSchema>;

/** POST {app}/api/v1/shoppingcarts/country: the checkout's setCountry(ShippingCountryId, BillingCountryId). */
export const CartCountryRequestSchema = z
  .object({
    ShippingCountryId: CountryCodeSchema,
    /** The billing country when it differs (it is then the tax country); null or absent: the same. */
    BillingCountryId: CountryCodeSchema.nullish(),
  })
  .meta({ id: 'CartCountryRequest' });
export type CartCountryRequest = z.input<typeof CartCountryRequestSchema>;

/** POST {app}/api/v1/shoppingcarts/city */
/**
 * PUT /api/v1/salestaxes/currentcountry: the country whose VAT the shopper's prices include (spec
 * 001 §3 "the current country for taxes is currentCountry"); the cart's tax country.
 */
export const CurrentTaxCountryRequestSchema = z
  .object({ currentCountry: CountryCodeSchema })
  .meta({ id: 'CurrentTaxCountryRequest' });
export type CurrentTaxCountryRequest = z.input<typeof CurrentTaxCountryRequestSchema>;

export const CartCityRequestSchema = z.object({ CityId: Uuid }).meta({ id: 'CartCityRequest' });
export type CartCityRequest = z.input<typeof CartCityRequestSchema>;

/** GET /api/v1/countries/{countryId}/cities/{query}: from 4 characters (spec 001 §5 and §9). */
export const CitiesParamsSchema = z.object({
  countryId: CountryCodeSchema,
  query: postalCodeTypeaheadSchema,
});

/** The typeahead's answer: city id → "postal code place name", best first (at most 20). */
export const CitiesAnswerSchema = z.record(z.string(), z.string()).meta({ id: 'Cities' });
export type CitiesAnswer = z.infer<typeof CitiesAnswerSchema>;

export const CountrySchema = z
  .object({
    Code: z.string().length(2),
    Name: z.string(),
    /** The postal-code typeahead knows this country's places (reference data loaded for it). */
    HasPlaces: z.boolean(),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof CountrySchema>;

/** GET /api/v1/countries: the countries the shop delivers to, named in the culture, by name. */
export const ShippingCountriesSchema = z.array(CountrySchema).meta({ id: 'ShippingCountries' });

export const CartCitySchema = z
  .object({ Id: z.string().uuid(), PostalCode: z.string(), Name: z.string() })
  .meta({ id: 'CartCity' });
export type CartCity = z.infer<typeof CartCitySchema>;

/** The point a cart's pickup method delivers to, as the cart's answer shows it. */
export const CartPickupPointSchema = z
  .object({
    ShippingMethodId: z.string().uuid(),
    /** Set only for the 'static' carrier's own points. */
    PickupPointId: z.string().uuid().nullable(),
    ExternalPickupPointRef: z.string(),
    Name: z.string(),
    Street1: z.string(),
    PostalCode: z.string(),
    City: z.string(),
    CountryId: z.string().length(2),
    StandardHoursOfOperation: z.string(),
  })
  .meta({ id: 'CartPickupPoint' });
export type CartPickupPoint = z.infer<typeof CartPickupPointSchema>;

/** A delivery method offered to the cart's country, with its cost there for this cart. */
export const CartShippingMethodSchema = z
  .object({
    Id: z.string().uuid(),
    Name: z.string(),
    /** The hover/focus information of spec 001 §2 ("shipping method choice with hover info"). */
    Description: z.string(),
    /** The adapter serving it: 'static' (the shop's own delivery and points) or a carrier's name. */
    Carrier: z.string(),
    /** Delivers to a pickup point the shopper chooses (the pickup-point dialog), not to an address. */
    IsPickupPoint: z.boolean().optional(),
    Cost: z.number(),
    CostHtml: z.string(),
    /** Free for this cart (its goods reach the method's free-from amount, or it costs nothing). */
    IsFree: z.boolean(),
  })
  .meta({ id: 'CartShippingMethod' });
export type CartShippingMethod = z.infer<typeof CartShippingMethodSchema>;

/**
 * What the cart's answer says of delivery and taxes. Optional in the contract so that answers
 * and fixtures written before delivery existed still read; the gateway always sends them.
 */
export const CartShippingFields = {
  /** The delivery country: the shopper's choice, else the shop's default. */
  ShippingCountryCode: z.string().length(2).optional(),
  /** The billing country when the checkout set it apart from the delivery country. */
  BillingCountryCode: z.string().length(2).nullable().optional(),
  /** The country whose VAT applies: the billing country when set apart, else the delivery country. */
  TaxCountryCode: z.string().length(2).optional(),
  City: CartCitySchema.nullable().optional(),
  /** The method in use (the chosen one when offered to the country, else the first offered). */
  ShippingMethodId: z.string().uuid().nullable().optional(),
  ShippingMethods: z.array(CartShippingMethodSchema).optional(),
  /** The point chosen for the method in use when it delivers to a pickup point; null: none yet. */
  PickupPoint: CartPickupPointSchema.nullable().optional(),
  /** The countries the shop delivers to (the cart page's country select). */
  ShippingCountries: z.array(CountrySchema).optional(),
  ShippingAmount: z.number().optional(),
  ShippingAmountHtml: z.string().optional(),
  /** The method's free-from amount is reached: no shipping cost. */
  FreeShipping: z.boolean().optional(),
  /** The VAT included in AmountTaxIncl. */
  TaxAmount: z.number().optional(),
  TaxAmountHtml: z.string().optional(),
  /**
   * A company's VAT number the EU register confirmed for the tax country (the checkout's check),
   * and whether it takes the VAT off: another member state than the shop's (reverse charge).
   */
  VatNumber: z.string().nullable().optional(),
  VatExempt: z.boolean().optional(),
};

// ——— Staff: /api/v1/backoffice/shipping/… ———

const MethodTextSchema = z.object({
  Name: z.string().trim().min(1, 'Validation.Required').max(120, 'Validation.MaxLength|{"max":120}'),
  Description: z.string().trim().max(500, 'Validation.MaxLength|{"max":500}').default(''),
});

/** An amount staff type: not negative, at most two decimals (checked on its written form, no float sums). */
const StaffAmountSchema = z
  .number({ error: 'Validation.Number' })
  .min(0, 'Shipping.AmountInvalid')
  .max(1_000_000, 'Shipping.AmountInvalid')
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), { error: 'Shipping.AmountInvalid' });

export const StaffShippingCostSchema = z.object({ CountryCode: CountryCodeSchema, Cost: StaffAmountSchema });

/** A delivery method as staff create and edit it. */
export const StaffShippingMethodInputSchema = z
  .object({
    Key: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Shipping.KeyInvalid'),
    Carrier: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Shipping.KeyInvalid')
      .default('static'),
    /** Delivers to a pickup point of its carrier the shopper chooses (the pickup-point dialog). */
    IsPickupPoint: z.boolean().default(false),
    Translations: z.object({
      fr: MethodTextSchema,
      nl: MethodTextSchema,
      es: MethodTextSchema,
      de: MethodTextSchema,
      it: MethodTextSchema,
      pt: MethodTextSchema,
    }),
    /** Free from these goods (tax-inclusive, shop currency); null: never free. */
    FreeFrom: StaffAmountSchema.nullable(),
    IsActive: z.boolean(),
    SortOrder: z.number().int().min(0).max(10_000),
    /** Its cost per shipping country (tax-inclusive at the shop's rate); a country absent is not served. */
    Costs: z.array(StaffShippingCostSchema).max(300),
  })
  .meta({ id: 'StaffShippingMethodEdit' });
export type StaffShippingMethodInput = z.input<typeof StaffShippingMethodInputSchema>;

export const StaffShippingMethodSchema = z
  .object({
    Id: z.string().uuid(),
    Key: z.string(),
    Carrier: z.string(),
    IsPickupPoint: z.boolean(),
    Translations: z.record(z.string(), z.object({ Name: z.string(), Description: z.string() })),
    FreeFrom: z.number().nullable(),
    IsActive: z.boolean(),
    SortOrder: z.number().int(),
    Costs: z.array(z.object({ CountryCode: z.string(), Cost: z.number() })),
    CurrencyCode: z.string().length(3),
  })
  .meta({ id: 'StaffShippingMethod' });
export type StaffShippingMethod = z.infer<typeof StaffShippingMethodSchema>;
export const StaffShippingMethodsSchema = z.array(StaffShippingMethodSchema);

export const StaffShippingMethodParamsSchema = z.object({ id: Uuid });

export const StaffCountrySchema = z
  .object({ Code: z.string().length(2), Name: z.string(), IsEu: z.boolean(), IsShippingCountry: z.boolean() })
  .meta({ id: 'StaffCountry' });
export type StaffCountry = z.infer<typeof StaffCountrySchema>;
export const StaffCountriesSchema = z.array(StaffCountrySchema);

/** PUT /api/v1/backoffice/shipping/countries: the countries the shop delivers to. */
export const StaffShippingCountriesInputSchema = z
  .object({ ShippingCountryCodes: z.array(CountryCodeSchema).min(1, 'Shipping.CountriesRequired').max(300) })
  .meta({ id: 'StaffShippingCountriesEdit' });
export type StaffShippingCountriesInput = z.input<typeof StaffShippingCountriesInputSchema>;
