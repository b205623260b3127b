import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { redirect } from 'react-router';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { OrderList } from '../features/orders/order-list';
import { loadMyOrders, pageNumber } from '../features/orders/orders-loader.server';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/orders';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/sales/orders?pagenbr=: the signed-in customer's orders, newest first. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const page = pageNumber(new URL(request.url).searchParams);
  const { basePath } = context.site;
  const list = await loadMyOrders(context.api, culture, page, basePath);
  const pageCount = Math.max(1, Math.ceil(list.TotalCount / list.PageSize));
  // A page past the last (an order list that shrank, a typed address) shows the last one.
  if (page > pageCount) throw redirect(inApp(basePath, shopUrls.orders(culture, pageCount)));
  return { list, alternates: samePathAlternates(basePath, '/sales/orders') };
}

// The customer's own orders: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['Orders.MyOrders'] ?? 'My orders';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function Orders({ loaderData }: Route.ComponentProps) {
  return <OrderList list={loaderData.list} />;
}
