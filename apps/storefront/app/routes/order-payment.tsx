import { shopUrls } from '@vitrine/api-client/urls';
import { loadOrder, orderPageAlternates } from '../features/checkout/order-loader.server';
import { PaymentPage, paymentChoiceIn } from '../features/checkout/payment-page';
import { alternatesFromData } from '../features/document/page-alternates';
import { loadPrepaidChoice } from '../features/prepaid-accounts/prepaid-pages.server';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/order-payment';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/sales/orders/{orderId}/payment: the make-payment form and payment screen (spec 001 §2). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const [order, countries] = await Promise.all([
    loadOrder(context.api, params.orderId, culture),
    context.api.shipping.countries(culture),
  ]);
  return {
    order,
    countries,
    prepaidAccount: await loadPrepaidChoice(context.api, culture, order),
    chosen: paymentChoiceIn(new URL(request.url)),
    alternates: orderPageAlternates(context.site.basePath, culture, shopUrls.payment(culture, order.Id)),
  };
}

// One shopper's order: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['Checkout.PaymentTitle'] ?? 'Payment';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function OrderPayment({ loaderData }: Route.ComponentProps) {
  // Another order is another payment: its state starts afresh.
  return (
    <PaymentPage
      key={loaderData.order.Id}
      order={loaderData.order}
      countries={loaderData.countries}
      prepaidAccount={loaderData.prepaidAccount}
      chosen={loaderData.chosen}
    />
  );
}
