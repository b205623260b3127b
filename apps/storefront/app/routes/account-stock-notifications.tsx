import { loadStockNotifications } from '../features/account/account-loaders.server';
import { AccountStockNotifications } from '../features/account/account-stock-notifications';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/account-stock-notifications';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/account/stocknotifications: the customer's open alerts; a visitor is sent to sign in first. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const { basePath } = context.site;
  const { Items } = await loadStockNotifications(context.api, culture, basePath);
  return { items: Items, alternates: samePathAlternates(basePath, '/account/stocknotifications') };
}

// One person's alerts: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['AccountProfile.StockNotifications'] ?? 'My stock alerts';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function AccountStockNotificationsPage({ loaderData }: Route.ComponentProps) {
  return <AccountStockNotifications items={loaderData.items} />;
}
