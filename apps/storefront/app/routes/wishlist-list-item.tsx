import { loadStrings } from '../features/i18n/load-strings';
import { renderWishlistItems } from '../features/wishlists/wishlist-pages.server';
import { routeCulture } from '../lib/route-culture';
import type { Route } from './+types/wishlist-list-item';

/**
 * {culture}/catalog/wishlist/list_item?wishlistid= (spec 001 §2): one wishlist's products as an
 * HTML fragment for a table area. The customer's own, so never cached or indexed.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  return renderWishlistItems(context, request, culture, await loadStrings(context.api, culture));
}
