import { shopUrls } from '@vitrine/api-client/urls';
import { OrderConfirmation } from '../features/checkout/order-confirmation';
import { loadOrder, orderPageAlternates } from '../features/checkout/order-loader.server';
import { alternatesFromData } from '../features/document/page-alternates';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/order-confirmation';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/sales/orders/{orderId}/confirmation: the order placed, its number and whether it is paid. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const order = await loadOrder(context.api, params.orderId, culture);
  return {
    order,
    alternates: orderPageAlternates(
      context.site.basePath,
      culture,
      shopUrls.orderConfirmation(culture, order.Id),
    ),
  };
}

// One shopper's order: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['Checkout.ConfirmationTitle'] ?? 'Order confirmation';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function OrderConfirmationPage({ loaderData }: Route.ComponentProps) {
  return <OrderConfirmation order={loaderData.order} />;
}
