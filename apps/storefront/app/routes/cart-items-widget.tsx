import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { renderCartItemsFragment } from '../features/cart/cart-items-fragment.server';
import { loadStrings } from '../features/i18n/load-strings';
import { routeCulture } from '../lib/route-culture';
import type { Route } from './+types/cart-items-widget';

/**
 * {app}/{culture}/widget/shoppingcartitems (spec 001 §2): the visitor's cart lines as an HTML
 * fragment to load into a cart container. The visitor's own, so never cached or indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const [cart, strings] = await Promise.all([
    context.api.cart.shoppingCart(culture),
    loadStrings(context.api, culture),
  ]);
  const html = renderCartItemsFragment({
    cart,
    culture,
    strings,
    cartUrl: inApp(context.site.basePath, shopUrls.cart(culture)),
  });
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
