import { z } from 'zod';
import { CountryCodeSchema } from './shipping';

/**
 * The checkout's VAT number check (spec 001 §3 "VAT check payload", §7
 * `GET {app}/api/v1/sales/customers/checkisvatvalid/`): the number's format first, then the EU's
 * VIES register.
 */
// A query string is documented inline (a named one would be a $ref the OpenAPI generator cannot follow).
export const VatCheckQuerySchema = z.object({
  /** The billing country (ISO 3166-1 alpha-2); the number may carry its prefix or not. */
  countryId: CountryCodeSchema,
  VAT: z
    .string({ error: 'Validation.Required' })
    .trim()
    .min(1, 'Validation.Required')
    .max(40, 'Validation.VatNumber'),
  /** The customer the checkout is for, as the spec sends it; the answer does not depend on it. */
  customerId: z.string().uuid('Validation.Uuid').optional(),
});
export type VatCheckQuery = z.input<typeof VatCheckQuerySchema>;

export const VatCheckAnswerSchema = z
  .object({
    /** true: the register knows the number; false: it does not, or its format is wrong; null: it could not be asked. */
    IsVATValidWebService: z.boolean().nullable(),
    /** Why it is not true, as an encoded i18n message; null when true. */
    ErrorMessage: z.string().nullable(),
  })
  .meta({ id: 'VatCheckAnswer' });
export type VatCheckAnswer = z.infer<typeof VatCheckAnswerSchema>;
