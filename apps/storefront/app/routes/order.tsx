import { shopUrls } from '@vitrine/api-client/urls';
import { loadOrder, orderPageAlternates } from '../features/checkout/order-loader.server';
import { alternatesFromData } from '../features/document/page-alternates';
import { OrderScreen } from '../features/orders/order-screen';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/order';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/sales/orders/{orderId}: the order screen (another shopper's order is a 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const order = await loadOrder(context.api, params.orderId, culture);
  // Where the change-delivery-address form may ask for: the countries the shop delivers to.
  const countries =
    order.Status === 'placed' || order.Status === 'paid' ? await context.api.shipping.countries(culture) : [];
  return {
    order,
    countries,
    alternates: orderPageAlternates(context.site.basePath, culture, shopUrls.order(culture, order.Id)),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const { shopName, strings } = layoutFacts(matches);
  const number = data?.order.Number ?? '';
  const title = (strings['Orders.OrderNumber'] ?? 'Order {number}').replace('{number}', number);
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return <OrderScreen order={loaderData.order} countries={loaderData.countries} />;
}
