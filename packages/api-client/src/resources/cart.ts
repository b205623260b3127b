import type { Culture } from '@vitrine/i18n';
import {
  type AddToCartRequest,
  type CartItemQuantityRequest,
  CartUpdateSchema,
  ShoppingCartSchema,
} from '../contracts/cart';
import { type CallOptions, type Requester, withCall } from '../http';

const item = (itemId: string) => `/api/v1/shoppingcarts/shoppingcartitems/${encodeURIComponent(itemId)}`;
const inCulture = (culture: Culture | undefined) => (culture ? { culture } : {});

/**
 * The cart (spec 001 §7, and the operations its cart page names: shoppingCart,
 * changeQuantity(itemId, Quantity), deleteItem(itemId)). A refused change (bad quantity 400, a
 * line or variant that is not there 404, sold out or unavailable 422, too many changes in a
 * minute 429) is the caller's to show.
 */
export function cartApi(request: Requester) {
  return {
    /** POST {app}/api/v1/catalog/products/addtocart: adds to the variant's line, or makes one. */
    addToCart: (body: AddToCartRequest, culture?: Culture, call?: CallOptions) =>
      request('POST', '/api/v1/catalog/products/addtocart', {
        body,
        query: inCulture(culture),
        schema: CartUpdateSchema,
        ...withCall(call, [400, 404, 422, 429]),
      }),

    /** GET {app}/api/v1/shoppingcarts: the cart info and its lines (empty when there is no cart). */
    shoppingCart: (culture?: Culture, call?: CallOptions) =>
      request('GET', '/api/v1/shoppingcarts', {
        query: inCulture(culture),
        schema: ShoppingCartSchema,
        ...withCall(call),
      }),

    /** PUT {app}/api/v1/shoppingcarts/shoppingcartitems/{id} */
    changeQuantity: (
      itemId: string,
      Quantity: CartItemQuantityRequest['Quantity'],
      culture?: Culture,
      call?: CallOptions,
    ) =>
      request('PUT', item(itemId), {
        body: { Quantity } satisfies CartItemQuantityRequest,
        query: inCulture(culture),
        schema: CartUpdateSchema,
        ...withCall(call, [400, 404, 422, 429]),
      }),

    /** DELETE {app}/api/v1/shoppingcarts/products/{productId}: clears a product (all its variants' lines). */
    clearProduct: (productId: string, culture?: Culture, call?: CallOptions) =>
      request('DELETE', `/api/v1/shoppingcarts/products/${encodeURIComponent(productId)}`, {
        query: inCulture(culture),
        schema: ShoppingCartSchema,
        ...withCall(call, [404, 429]),
      }),

    /** DELETE {app}/api/v1/shoppingcarts/shoppingcartitems/{id} */
    deleteItem: (itemId: string, culture?: Culture, call?: CallOptions) =>
      request('DELETE', item(itemId), {
        query: inCulture(culture),
        schema: ShoppingCartSchema,
        ...withCall(call, [404, 429]),
      }),
  };
}
