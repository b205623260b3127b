import type { Culture } from '@vitrine/i18n';
import {
  type BirthListAddToCart,
  type BirthListBody,
  BirthListCartDeliverySchema,
  type BirthListItemAdd,
  BirthListSchema,
  BirthListShareSchema,
  MyBirthListsSchema,
  SharedBirthListSchema,
} from '../contracts/birth-lists';
import { CartUpdateSchema } from '../contracts/cart';
import { type CallOptions, type Requester, withCall } from '../http';

const BASE = '/api/v1/catalog/birthlists';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const shared = (token: string) => `${BASE}/shared/${encodeURIComponent(token)}`;
const inCulture = (culture: Culture | undefined) => (culture ? { culture } : {});

/**
 * Birth lists: the owner's calls (signed in; another customer's list is not found, 404), and the
 * share link's (no sign-in: read the list, put one of its items in the cart).
 */
export function birthListsApi(request: Requester) {
  return {
    /** GET {app}/api/v1/catalog/birthlists: the signed-in customer's lists. */
    mine: (call?: CallOptions) =>
      request('GET', BASE, { schema: MyBirthListsSchema, ...withCall(call, [401]) }),

    /** POST {app}/api/v1/catalog/birthlists */
    create: (body: BirthListBody, culture?: Culture, call?: CallOptions) =>
      request('POST', BASE, {
        body,
        query: inCulture(culture),
        schema: BirthListSchema,
        ...withCall(call, [400, 401, 404, 422]),
      }),

    /** GET {app}/api/v1/catalog/birthlists/{id}: one of the customer's lists, its items and gifts. */
    get: (id: string, culture?: Culture, call?: CallOptions) =>
      request('GET', one(id), {
        query: inCulture(culture),
        schema: BirthListSchema,
        ...withCall(call, [401, 404]),
      }),

    /** PUT {app}/api/v1/catalog/birthlists/{id} */
    update: (id: string, body: BirthListBody, culture?: Culture, call?: CallOptions) =>
      request('PUT', one(id), {
        body,
        query: inCulture(culture),
        schema: BirthListSchema,
        ...withCall(call, [400, 401, 404]),
      }),

    /** DELETE {app}/api/v1/catalog/birthlists/{id} */
    remove: (id: string, call?: CallOptions) =>
      request<void>('DELETE', one(id), { ...withCall(call, [401, 404]) }),

    /** POST {app}/api/v1/catalog/birthlists/{id}/items: adds the variant (to its line when it has one). */
    addItem: (id: string, body: BirthListItemAdd, culture?: Culture, call?: CallOptions) =>
      request('POST', `${one(id)}/items`, {
        body,
        query: inCulture(culture),
        schema: BirthListSchema,
        ...withCall(call, [400, 401, 404, 422]),
      }),

    /** PUT {app}/api/v1/catalog/birthlists/{id}/items/{itemId}: the quantity wished for. */
    changeQuantity: (id: string, itemId: string, Quantity: number, culture?: Culture, call?: CallOptions) =>
      request('PUT', `${one(id)}/items/${encodeURIComponent(itemId)}`, {
        body: { Quantity },
        query: inCulture(culture),
        schema: BirthListSchema,
        ...withCall(call, [400, 401, 404]),
      }),

    /** DELETE {app}/api/v1/catalog/birthlists/{id}/items/{itemId} */
    removeItem: (id: string, itemId: string, culture?: Culture, call?: CallOptions) =>
      request('DELETE', `${one(id)}/items/${encodeURIComponent(itemId)}`, {
        query: inCulture(culture),
        schema: BirthListSchema,
        ...withCall(call, [401, 404]),
      }),

    /** POST {app}/api/v1/catalog/birthlists/{id}/share: a new share link (the previous one stops working). */
    share: (id: string, culture?: Culture, call?: CallOptions) =>
      request('POST', `${one(id)}/share`, {
        query: inCulture(culture),
        schema: BirthListShareSchema,
        ...withCall(call, [401, 404]),
      }),

    /** DELETE {app}/api/v1/catalog/birthlists/{id}/share: the share link stops working. */
    revokeShare: (id: string, call?: CallOptions) =>
      request<void>('DELETE', `${one(id)}/share`, { ...withCall(call, [401, 404]) }),

    /** GET {app}/api/v1/catalog/birthlists/shared/{token}: the list behind a share link. */
    shared: (token: string, culture?: Culture, call?: CallOptions) =>
      request('GET', shared(token), {
        query: inCulture(culture),
        schema: SharedBirthListSchema,
        ...withCall(call, [400, 404]),
      }),

    /** GET {app}/api/v1/catalog/birthlists/cartdelivery: may the shopper's cart go to the parents? */
    cartDelivery: (culture?: Culture, call?: CallOptions) =>
      request('GET', `${BASE}/cartdelivery`, {
        query: inCulture(culture),
        schema: BirthListCartDeliverySchema,
        ...withCall(call, []),
      }),

    /** POST {app}/api/v1/catalog/birthlists/shared/{token}/addtocart */
    addToCart: (token: string, body: BirthListAddToCart, culture?: Culture, call?: CallOptions) =>
      request('POST', `${shared(token)}/addtocart`, {
        body,
        query: inCulture(culture),
        schema: CartUpdateSchema,
        ...withCall(call, [400, 404, 422, 429]),
      }),
  };
}
