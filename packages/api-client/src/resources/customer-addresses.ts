import type { Culture } from '@vitrine/i18n';
import { z } from 'zod';
import {
  type CustomerAddressBody,
  CustomerAddressesSchema,
  CustomerAddressSchema,
} from '../contracts/customer-addresses';
import { type CallOptions, type Requester, withCall } from '../http';
import { shopUrls } from '../shop-urls';

const ADDRESSES = '/api/v1/sales/customers/addresses';
const inCulture = (culture: Culture | undefined) => (culture ? { culture } : {});
const one = (id: string) => `${ADDRESSES}/${encodeURIComponent(id)}`;

/**
 * The signed-in customer's saved addresses (spec 001 §2 "Delivery and billing address pickers"):
 * listed, added and edited from checkout's pickers, deleted from the account. A guest is answered
 * 401 (the list leaves it to its caller: a page asks it to know whether someone is signed in);
 * another customer's address is not found (404).
 */
export function customerAddressesApi(request: Requester) {
  return {
    /** GET {app}/api/v1/sales/customers/addresses: the defaults first, then as they were added. */
    list: (culture?: Culture, call?: CallOptions) =>
      request('GET', ADDRESSES, {
        query: inCulture(culture),
        schema: CustomerAddressesSchema,
        ...withCall(call, [401]),
      }),

    /** POST {app}/api/v1/sales/customers/addresses */
    create: (body: CustomerAddressBody, culture?: Culture, call?: CallOptions) =>
      request('POST', ADDRESSES, {
        body,
        query: inCulture(culture),
        schema: CustomerAddressSchema,
        ...withCall(call, [400, 404, 422]),
      }),

    /** PUT {app}/api/v1/sales/customers/addresses/{id} */
    update: (id: string, body: CustomerAddressBody, culture?: Culture, call?: CallOptions) =>
      request('PUT', one(id), {
        body,
        query: inCulture(culture),
        schema: CustomerAddressSchema,
        ...withCall(call, [400, 404, 422]),
      }),

    /** DELETE {app}/api/v1/sales/customers/addresses/{id} */
    remove: (id: string, call?: CallOptions) =>
      request<void>('DELETE', one(id), { ...withCall(call, [404]) }),

    /**
     * The cart page's `getDeliveryAddressPicker`: GET {app}/{culture}/widget/DeliveryAddressPicker,
     * the customer's delivery addresses as an HTML fragment to put in a picker's place.
     */
    getDeliveryAddressPicker: (
      culture: Culture,
      flags: { hasCreation?: boolean; hasEdit?: boolean } = {},
      call?: CallOptions,
    ) =>
      request('GET', shopUrls.deliveryAddressPickerWidget(culture), {
        query: flags,
        schema: z.string(),
        ...withCall(call, [401]),
      }),
  };
}
