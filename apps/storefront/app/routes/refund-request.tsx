import { shopUrls } from '@vitrine/api-client/urls';
import { orderPageAlternates } from '../features/checkout/order-loader.server';
import { alternatesFromData } from '../features/document/page-alternates';
import { RefundRequestPage } from '../features/refunds/refund-request-page';
import { loadRefundForm } from '../features/refunds/refunds-loader.server';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/refund-request';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/sales/orders/{orderId}/refund: the refund request page of one of the customer's orders. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const { basePath } = context.site;
  const form = await loadRefundForm(context.api, params.orderId, culture, basePath);
  return {
    form,
    alternates: orderPageAlternates(basePath, culture, shopUrls.refundRequest(culture, form.OrderId)),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = (strings['Refunds.PageTitle'] ?? 'Refund {number}').replace(
    '{number}',
    data?.form.OrderNumber ?? '',
  );
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function RefundRequest({ loaderData }: Route.ComponentProps) {
  return <RefundRequestPage form={loaderData.form} />;
}
