import type { Culture } from '@vitrine/i18n';
import { ShoppingCartSchema } from '../contracts/cart';
import {
  type CartCountryRequest,
  CitiesAnswerSchema,
  ShippingCountriesSchema,
  StaffCountriesSchema,
  type StaffShippingCountriesInput,
  type StaffShippingMethodInput,
  StaffShippingMethodSchema,
  StaffShippingMethodsSchema,
} from '../contracts/shipping';
import { type CallOptions, type Requester, withCall } from '../http';

const inCulture = (culture: Culture | undefined) => (culture ? { culture } : {});
const STAFF = '/api/v1/backoffice/shipping';

/**
 * Delivery: the cart's shipping calls (spec 001 §7 and the cart page's operations
 * setShippingMethod, setShippingCountry, setCountry, postCity), the postal-code typeahead, the
 * shipping countries, and the staff's shipping area. Each cart call answers the whole cart; a
 * refused one (a country not served, a method not offered there, a city of another country) is a
 * 400, 404 or 422 problem for the caller to show, and the cart is unchanged.
 */
export function shippingApi(request: Requester) {
  const cartCall = (path: string, body: unknown, culture?: Culture, call?: CallOptions) =>
    request('POST', `/api/v1/shoppingcarts/${path}`, {
      body,
      query: inCulture(culture),
      schema: ShoppingCartSchema,
      ...withCall(call, [400, 404, 422]),
    });

  return {
    /** POST {app}/api/v1/shoppingcarts/shippingmethods */
    setShippingMethod: (ShippingMethodId: string, culture?: Culture, call?: CallOptions) =>
      cartCall('shippingmethods', { ShippingMethodId }, culture, call),

    /** POST {app}/api/v1/shoppingcarts/shippingcountries: the cart page's country select. */
    setShippingCountry: (CountryCode: string, culture?: Culture, call?: CallOptions) =>
      cartCall('shippingcountries', { CountryCode }, culture, call),

    /** POST {app}/api/v1/shoppingcarts/country: the checkout's shipping and billing countries. */
    setCountry: (
      ShippingCountryId: string,
      BillingCountryId: string | null,
      culture?: Culture,
      call?: CallOptions,
    ) =>
      cartCall(
        'country',
        { ShippingCountryId, BillingCountryId } satisfies CartCountryRequest,
        culture,
        call,
      ),

    /**
     * PUT /api/v1/salestaxes/currentcountry: the country whose VAT the shopper's prices include;
     * the cart's delivery country stays. Answers the cart priced with that country's rates.
     */
    setCurrentTaxCountry: (currentCountry: string, culture?: Culture, call?: CallOptions) =>
      request('PUT', '/api/v1/salestaxes/currentcountry', {
        body: { currentCountry },
        query: inCulture(culture),
        schema: ShoppingCartSchema,
        ...withCall(call, [400, 404, 429]),
      }),

    /** POST {app}/api/v1/shoppingcarts/city with the CityId the typeahead gave. */
    postCity: (CityId: string, culture?: Culture, call?: CallOptions) =>
      cartCall('city', { CityId }, culture, call),

    /** GET /api/v1/countries/{countryId}/cities/{query}: id → "postal code place", from 4 characters. */
    cities: (countryId: string, query: string, call?: CallOptions) =>
      request(
        'GET',
        `/api/v1/countries/${encodeURIComponent(countryId)}/cities/${encodeURIComponent(query)}`,
        { schema: CitiesAnswerSchema, ...withCall(call, [400]) },
      ),

    /** GET /api/v1/countries: the countries the shop delivers to, named in the culture. */
    countries: (culture?: Culture, call?: CallOptions) =>
      request('GET', '/api/v1/countries', {
        query: inCulture(culture),
        schema: ShippingCountriesSchema,
        ...withCall(call),
      }),

    staff: {
      methods: (call?: CallOptions) =>
        request('GET', `${STAFF}/methods`, { schema: StaffShippingMethodsSchema, ...withCall(call) }),
      createMethod: (body: StaffShippingMethodInput, call?: CallOptions) =>
        request('POST', `${STAFF}/methods`, {
          body,
          schema: StaffShippingMethodSchema,
          ...withCall(call, [400, 409]),
        }),
      updateMethod: (id: string, body: StaffShippingMethodInput, call?: CallOptions) =>
        request('PUT', `${STAFF}/methods/${encodeURIComponent(id)}`, {
          body,
          schema: StaffShippingMethodSchema,
          ...withCall(call, [400, 404, 409]),
        }),
      countries: (culture?: Culture, call?: CallOptions) =>
        request('GET', `${STAFF}/countries`, {
          query: inCulture(culture),
          schema: StaffCountriesSchema,
          ...withCall(call),
        }),
      setShippingCountries: (body: StaffShippingCountriesInput, culture?: Culture, call?: CallOptions) =>
        request('PUT', `${STAFF}/countries`, {
          body,
          query: inCulture(culture),
          schema: StaffCountriesSchema,
          ...withCall(call, [400]),
        }),
    },
  };
}
