import { z } from 'zod';
import { CountryCodeSchema } from './shipping';

/**
 * The staff's VAT rates (admins, the back office's Tax rates area; ADR 021): every country the
 * shop knows with its rate per tax class, and one country's rates set at a time. Rates travel in
 * percent as JSON numbers (`5.5` is 5.5 %), written with two decimals at most.
 */

/** The classes a product may carry (`products.tax_class`), from the highest rate down. */
export const TAX_CLASS_KEYS = ['standard', 'reduced', 'super-reduced', 'zero'] as const;
export type TaxClassKey = (typeof TAX_CLASS_KEYS)[number];
export const TaxClassSchema = z.enum(TAX_CLASS_KEYS);

/** The classes staff set per country. `zero` is 0 % by its name, everywhere. */
export const EDITABLE_TAX_CLASSES = ['standard', 'reduced', 'super-reduced'] as const;
export type EditableTaxClass = (typeof EDITABLE_TAX_CLASSES)[number];

/**
 * A rate staff type, in percent: from 0 to 99.99, two decimals at most (checked on its written
 * form, as the amounts are). No state taxes a sale at 100 %, and the column refuses it.
 */
export const TaxRatePercentSchema = z
  .number({ error: 'Backoffice.TaxRateInvalid' })
  // One check, so that a refused rate carries one message (no minus sign, no exponent either).
  .refine((value) => value < 100 && /^\d+(\.\d{1,2})?$/.test(String(value)), {
    error: 'Backoffice.TaxRateInvalid',
  });

export const StaffTaxRateSchema = z
  .object({
    TaxClass: TaxClassSchema,
    /** The country's own rate for the class; null: it has none, and the fallback applies. */
    Rate: z.number().nullable(),
    /**
     * What the cart applies for the class when this country is the tax country: its own rate, else
     * the next higher class's (super-reduced → reduced → standard), else 0 % (an export).
     */
    AppliedRate: z.number(),
  })
  .meta({ id: 'StaffTaxRate' });
export type StaffTaxRate = z.infer<typeof StaffTaxRateSchema>;

export const StaffTaxCountrySchema = z
  .object({
    Code: z.string().length(2),
    /** Named in the asked culture. */
    Name: z.string(),
    IsEu: z.boolean(),
    /** The shop's own country (SHOP_COUNTRY): the catalogue's prices include its VAT as entered. */
    IsShopCountry: z.boolean(),
    /** One entry per tax class, in TAX_CLASS_KEYS order. */
    Rates: z.array(StaffTaxRateSchema),
  })
  .meta({ id: 'StaffTaxCountry' });
export type StaffTaxCountry = z.infer<typeof StaffTaxCountrySchema>;

/** GET /api/v1/backoffice/tax-rates: every country, by name in the culture. */
export const StaffTaxCountriesSchema = z.array(StaffTaxCountrySchema);

export const StaffTaxRatesParamsSchema = z.object({ countryCode: CountryCodeSchema });

/**
 * PUT /api/v1/backoffice/tax-rates/{countryCode}: the country's rates, one per class given. A class
 * left out has no rate of its own: the cart applies the next higher class's. A country with any
 * rate needs its standard rate (so does every member state of the EU; the server checks that).
 */
export const StaffTaxRatesInputSchema = z
  .object({
    Rates: z
      .array(
        z.object({
          TaxClass: z.enum(EDITABLE_TAX_CLASSES, { error: 'Backoffice.TaxClassUnknown' }),
          Rate: TaxRatePercentSchema,
        }),
      )
      .max(EDITABLE_TAX_CLASSES.length, 'Backoffice.TaxClassTwice')
      .refine((rates) => new Set(rates.map((rate) => rate.TaxClass)).size === rates.length, {
        error: 'Backoffice.TaxClassTwice',
      })
      .refine((rates) => !rates.length || rates.some((rate) => rate.TaxClass === 'standard'), {
        error: 'Backoffice.TaxRateStandardRequired',
      }),
  })
  .meta({ id: 'StaffTaxRatesEdit' });
export type StaffTaxRatesInput = z.input<typeof StaffTaxRatesInputSchema>;
