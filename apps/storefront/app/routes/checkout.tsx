import { CheckoutPage } from '../features/checkout/checkout-page';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/checkout';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/sales/checkout: the one-step checkout (spec 001 §2), over the visitor's cart. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const cart = await context.api.cart.shoppingCart(culture);
  return { cart, alternates: samePathAlternates(context.site.basePath, '/sales/checkout') };
}

// The shopper's own cart and addresses: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['Checkout.Title'] ?? 'Checkout';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage initial={loaderData.cart} />;
}
