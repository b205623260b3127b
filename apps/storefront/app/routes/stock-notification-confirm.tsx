import { alternatesFromData } from '../features/document/page-alternates';
import { StockNotificationLinkPage } from '../features/stock-notifications/stock-notification-link-page';
import { followLink, loadLinkPage } from '../features/stock-notifications/stock-notification-pages.server';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/stock-notification-confirm';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/catalog/stocknotification/confirm?token=: where the back-in-stock messages' link leads. */
export function loader({ context, request, params }: Route.LoaderArgs) {
  routeCulture(params);
  return loadLinkPage(context, request, 'confirm');
}

export function action({ params, context, request }: Route.ActionArgs) {
  return followLink(context, routeCulture(params), request, 'confirm');
}

// A personal link: nothing for a search engine, and its token stays out of the referrer.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['StockNotification.ConfirmTitle'] ?? 'Back-in-stock notice';
  return [
    { title: shopName ? `${title} | ${shopName}` : title },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ];
};

export default function StockNotificationConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StockNotificationLinkPage page="confirm" token={loaderData.token} outcome={actionData} />;
}
