import { isApiError } from '@vitrine/api-client';
import { renderCouponCodesFragment } from '../features/cart/coupon-codes-fragment.server';
import { loadStrings } from '../features/i18n/load-strings';
import { routeCulture } from '../lib/route-culture';
import type { Route } from './+types/coupon-codes-widget';

/**
 * {app}/{culture}/widget/couponcodes/list (spec 001 §2): the signed-in customer's coupon codes as
 * an HTML fragment for a modal; a guest gets 401 and the invitation to sign in. The customer's
 * own, so never cached or indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const { api } = context;
  const [user, strings] = await Promise.all([
    api.security.me().catch((error: unknown) => {
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    }),
    loadStrings(api, culture),
  ]);
  const coupons = user ? await api.coupons.customerCoupons(user.UserId, culture) : null;
  return new Response(renderCouponCodesFragment({ coupons, culture, strings }), {
    status: user ? 200 : 401,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
