import type { Culture } from '@vitrine/i18n';
import {
  CustomerReferenceSchema,
  CustomerReferenceSearchResultSchema,
  type CustomerReferenceUpdate,
  CustomerReferenceUpdateResultSchema,
} from '../contracts/customer-references';
import { type CallOptions, type Requester, withCall } from '../http';

const WIDGET = '/api/v1/catalog/widgets/customerreferenceupdate';
const SEARCH = '/api/v1/catalog/customerref/search';

/**
 * The signed-in customer's own product references (spec 001 §1, §7): the update widget's read
 * and write, and the reference search. A guest is answered 401; nobody sees another's references.
 */
export function customerReferencesApi(request: Requester) {
  return {
    /** GET {app}/api/v1/catalog/widgets/customerreferenceupdate?productVariantId */
    get: (productVariantId: string, call?: CallOptions) =>
      request('GET', WIDGET, {
        query: { productVariantId },
        schema: CustomerReferenceSchema,
        ...withCall(call, [401]),
      }),

    /** POST {app}/api/v1/catalog/widgets/customerreferenceupdate: an empty CustomerSKU clears it. */
    update: (body: CustomerReferenceUpdate, call?: CallOptions) =>
      request('POST', WIDGET, {
        body,
        schema: CustomerReferenceUpdateResultSchema,
        ...withCall(call, [400, 401, 404]),
      }),

    /** GET {app}/api/v1/catalog/customerref/search?q&page: the customer's own references only. */
    search: (q: string, page = 1, culture?: Culture, call?: CallOptions) =>
      request('GET', SEARCH, {
        query: { q, page, ...(culture ? { culture } : {}) },
        schema: CustomerReferenceSearchResultSchema,
        ...withCall(call, [400, 401]),
      }),
  };
}
