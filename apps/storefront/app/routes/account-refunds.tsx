import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { RefundList } from '../features/refunds/refund-list';
import { loadMyRefunds } from '../features/refunds/refunds-loader.server';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/account-refunds';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/account/refunds: the customer's refund requests and where each stands. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const { basePath } = context.site;
  const list = await loadMyRefunds(context.api, culture, basePath);
  return {
    items: list.Items,
    sent: new URL(request.url).searchParams.get('sent'),
    alternates: samePathAlternates(basePath, '/account/refunds'),
  };
}

// One person's refunds: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['Refunds.MyRefunds'] ?? 'My refunds';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function AccountRefunds({ loaderData }: Route.ComponentProps) {
  return <RefundList items={loaderData.items} sent={loaderData.sent} />;
}
