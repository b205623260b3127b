import type { Culture } from '@vitrine/i18n';
import {
  StaffTaxCountriesSchema,
  StaffTaxCountrySchema,
  type StaffTaxRatesInput,
} from '../contracts/staff-tax-rates';
import { type CallOptions, type Requester, withCall } from '../http';

const STAFF = '/api/v1/backoffice/tax-rates';
const inCulture = (culture: Culture | undefined) => (culture ? { culture } : {});

/**
 * The staff's VAT rates (admins): every country with its rate per tax class, and one country's
 * rates replaced. A refused rate is a 400 naming the field, an unknown country a 404.
 */
export function staffTaxRatesApi(request: Requester) {
  return {
    /** GET {app}/api/v1/backoffice/tax-rates: the countries named in the culture, by name. */
    list: (culture?: Culture, call?: CallOptions) =>
      request('GET', STAFF, {
        query: inCulture(culture),
        schema: StaffTaxCountriesSchema,
        ...withCall(call),
      }),

    /** PUT {app}/api/v1/backoffice/tax-rates/{countryCode}: answers the country as it now is. */
    set: (countryCode: string, body: StaffTaxRatesInput, culture?: Culture, call?: CallOptions) =>
      request('PUT', `${STAFF}/${encodeURIComponent(countryCode)}`, {
        body,
        query: inCulture(culture),
        schema: StaffTaxCountrySchema,
        ...withCall(call, [400, 404]),
      }),
  };
}
