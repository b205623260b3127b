import { CartPage } from '../features/cart/cart-page';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/cart';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/shoppingcarts: the cart page (spec 001 §2), rendered with the visitor's cart. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const cart = await context.api.cart.shoppingCart(culture);
  return { cart, alternates: samePathAlternates(context.site.basePath, '/shoppingcarts') };
}

// A cart is the visitor's own: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['Cart.Title'] ?? 'Cart';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage initial={loaderData.cart} />;
}
