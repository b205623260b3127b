import type { Culture } from '@vitrine/i18n';
import {
  type AddWishlistToCart,
  WishlistAddResponseSchema,
  WishlistCountSchema,
  type WishlistCreate,
  WishlistDetailSchema,
  WishlistIsInListSchema,
  type WishlistMove,
  WishlistProductChangeSchema,
  type WishlistQuantityBody,
  WishlistSummarySchema,
  WishlistsSchema,
  WishlistToCartSchema,
} from '../contracts/wishlists';
import { type CallOptions, type Requester, withCall } from '../http';

/** What an add names: the variant, its quantity, and an existing list or a new list's name. */
export interface WishlistAdd {
  productVariantId: string;
  quantity?: number;
  wishlistId?: string;
  name?: string;
  description?: string;
  culture?: Culture;
}

const BASE = '/api/v1/catalog/wishlist';
const id = (value: string) => encodeURIComponent(value);
const inCulture = (culture: Culture | undefined) => (culture ? { culture } : {});

/**
 * The signed-in customer's wishlists (spec 001 §7 "Wishlist"): the spec's calls under
 * {site}/api/v1/catalog/wishlist, the reads, creation and moves beside them, and "order all".
 * A guest is answered 401 (the error flow asks them to sign in); another customer's list 404.
 */
export function wishlistsApi(request: Requester) {
  return {
    /** GET .../wishlist/lists: the customer's lists; with a variant, which of them hold it. */
    lists: (query: { productVariantId?: string; culture?: Culture } = {}, call?: CallOptions) =>
      request('GET', `${BASE}/lists`, { query, schema: WishlistsSchema, ...withCall(call, [401]) }),

    /** GET .../wishlist/lists/{id}: one list with its products. */
    list: (wishlistId: string, culture?: Culture, call?: CallOptions) =>
      request('GET', `${BASE}/lists/${id(wishlistId)}`, {
        query: inCulture(culture),
        schema: WishlistDetailSchema,
        ...withCall(call, [401, 404]),
      }),

    /** POST .../wishlist/create */
    create: (body: WishlistCreate, call?: CallOptions) =>
      request('POST', `${BASE}/create`, {
        body,
        schema: WishlistSummarySchema,
        ...withCall(call, [400, 422]),
      }),

    /** POST .../wishlist/addproductvariant (query) */
    addProductVariant: (query: WishlistAdd, call?: CallOptions) =>
      request('POST', `${BASE}/addproductvariant`, {
        query: { ...query },
        schema: WishlistAddResponseSchema,
        ...withCall(call, [400, 404, 422]),
      }),

    /** POST .../wishlist/updatequantity: WishlistId in the query, Items (variantId, qty) in the body. */
    updateQuantity: (wishlistId: string, body: WishlistQuantityBody, culture?: Culture, call?: CallOptions) =>
      request('POST', `${BASE}/updatequantity`, {
        query: { WishlistId: wishlistId, ...inCulture(culture) },
        body,
        schema: WishlistDetailSchema,
        ...withCall(call, [400, 404]),
      }),

    /** POST .../wishlist/updatename (query) */
    updateName: (wishlistId: string, name: string, call?: CallOptions) =>
      request('POST', `${BASE}/updatename`, {
        query: { Id: wishlistId, Name: name },
        schema: WishlistSummarySchema,
        ...withCall(call, [400, 404]),
      }),

    /** POST .../wishlist/updatedescription (query) */
    updateDescription: (wishlistId: string, description: string, call?: CallOptions) =>
      request('POST', `${BASE}/updatedescription`, {
        query: { Id: wishlistId, Description: description },
        schema: WishlistSummarySchema,
        ...withCall(call, [400, 404]),
      }),

    /** POST .../wishlist/delete (body): a whole list. */
    remove: (wishlistId: string, call?: CallOptions) =>
      request<void>('POST', `${BASE}/delete`, { body: { Id: wishlistId }, ...withCall(call, [400, 404]) }),

    /** DELETE .../wishlist/deletefromlist (query): one wishlist product by its Id. */
    deleteFromList: (wishlistProductId: string, call?: CallOptions) =>
      request<void>('DELETE', `${BASE}/deletefromlist`, {
        query: { Id: wishlistProductId },
        ...withCall(call, [400, 404]),
      }),

    /** DELETE .../wishlist/deletefromlist/{productVariantId}/{listId} */
    deleteVariantFromList: (productVariantId: string, wishlistId: string, call?: CallOptions) =>
      request<void>('DELETE', `${BASE}/deletefromlist/${id(productVariantId)}/${id(wishlistId)}`, {
        ...withCall(call, [400, 404]),
      }),

    /** DELETE .../wishlist/deletefromalllist/{productVariantId} */
    deleteFromAllLists: (productVariantId: string, call?: CallOptions) =>
      request<void>('DELETE', `${BASE}/deletefromalllist/${id(productVariantId)}`, {
        ...withCall(call, [400, 404]),
      }),

    /** GET .../wishlist/isinthelist */
    isInTheList: (query: { productVariantId: string; wishlistId?: string }, call?: CallOptions) =>
      request('GET', `${BASE}/isinthelist`, {
        query,
        schema: WishlistIsInListSchema,
        ...withCall(call, [400, 401, 404]),
      }),

    /** GET .../wishlist/products/count: the count widget. */
    count: (call?: CallOptions) =>
      request('GET', `${BASE}/products/count`, { schema: WishlistCountSchema, ...withCall(call, [401]) }),

    /** POST .../wishlist/move: a product to another of the customer's lists. */
    move: (body: WishlistMove, call?: CallOptions) =>
      request('POST', `${BASE}/move`, {
        body,
        schema: WishlistProductChangeSchema,
        ...withCall(call, [400, 404]),
      }),

    /** POST {site}/api/v1/catalog/products/addwishlisttocart: order all the list's products. */
    addToCart: (body: AddWishlistToCart, culture?: Culture, call?: CallOptions) =>
      request('POST', '/api/v1/catalog/products/addwishlisttocart', {
        body,
        query: inCulture(culture),
        schema: WishlistToCartSchema,
        ...withCall(call, [400, 404]),
      }),
  };
}
