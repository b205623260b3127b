import type { Culture } from '@vitrine/i18n';
import { z } from 'zod';
import { CouponAppliedSchema, ShoppingCartSchema } from '../contracts/cart';
import {
  type CouponEdit,
  type CouponLookupKind,
  CouponLookupSchema,
  CouponRedemptionSchema,
  type CouponRequest,
  CouponSchema,
  CustomerCouponSchema,
} from '../contracts/coupons';
import { type CallOptions, type Requester, withCall } from '../http';

const inCulture = (culture: Culture | undefined) => (culture ? { culture } : {});
const staff = (path = '') => `/api/v1/backoffice/coupons${path}`;

/**
 * Coupons (spec 001 §7): applied to and removed from the shopper's cart, the coupons a customer
 * may use, and the staff's coupon area. A code that cannot be used answers 404 or 422 with the
 * reason's i18n key, too many wrong codes 429; the caller shows them.
 */
export function couponsApi(request: Requester) {
  return {
    /** POST {app}/api/v1/shoppingcarts/coupon: { IsValid: true, Cart } when the code applies. */
    applyCoupon: (CouponCode: string, culture?: Culture, call?: CallOptions) =>
      request('POST', '/api/v1/shoppingcarts/coupon', {
        body: { CouponCode } satisfies CouponRequest,
        query: inCulture(culture),
        schema: CouponAppliedSchema,
        ...withCall(call, [400, 404, 422, 429]),
      }),

    /** DELETE {app}/api/v1/shoppingcarts/coupon: takes the code off the cart; answers the cart. */
    removeCoupon: (CouponCode: string, culture?: Culture, call?: CallOptions) =>
      request('DELETE', '/api/v1/shoppingcarts/coupon', {
        body: { CouponCode } satisfies CouponRequest,
        query: inCulture(culture),
        schema: ShoppingCartSchema,
        ...withCall(call, [400, 404, 429]),
      }),

    /** GET {app}/api/v1/couponcode/user/{id}: the coupons this customer may use (themself or staff). */
    customerCoupons: (userId: string, culture?: Culture, call?: CallOptions) =>
      request('GET', `/api/v1/couponcode/user/${encodeURIComponent(userId)}`, {
        query: inCulture(culture),
        schema: z.array(CustomerCouponSchema),
        ...withCall(call, [403, 404]),
      }),

    staff: {
      list: (call?: CallOptions) =>
        request('GET', staff(), { schema: z.array(CouponSchema), ...withCall(call) }),
      get: (id: string, call?: CallOptions) =>
        request('GET', staff(`/${encodeURIComponent(id)}`), { schema: CouponSchema, ...withCall(call) }),
      create: (body: CouponEdit, call?: CallOptions) =>
        request('POST', staff(), { body, schema: CouponSchema, ...withCall(call, [400, 409, 422]) }),
      update: (id: string, body: CouponEdit, call?: CallOptions) =>
        request('PUT', staff(`/${encodeURIComponent(id)}`), {
          body,
          schema: CouponSchema,
          ...withCall(call, [400, 404, 409, 422]),
        }),
      redemptions: (id: string, culture?: Culture, call?: CallOptions) =>
        request('GET', staff(`/${encodeURIComponent(id)}/redemptions`), {
          query: inCulture(culture),
          schema: z.array(CouponRedemptionSchema),
          ...withCall(call),
        }),
      /** Products, categories, brands or customers whose name (or e-mail) holds `q`, for the pickers. */
      lookup: (kind: CouponLookupKind, q: string, culture?: Culture, call?: CallOptions) =>
        request('GET', staff(`/lookups/${kind}`), {
          query: { q, ...inCulture(culture) },
          schema: z.array(CouponLookupSchema),
          ...withCall(call),
        }),
    },
  };
}
