import { alternatesFromData } from '../features/document/page-alternates';
import { PrepaidAccountPage } from '../features/prepaid-accounts/prepaid-account-page';
import { loadPrepaidPage, prepaidPageAction } from '../features/prepaid-accounts/prepaid-pages.server';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/account-prepaid';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/account/prepaid?pagenbr=: the customer's prepaid account; a visitor is sent to sign in first. */
export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadPrepaidPage(context.api, request, routeCulture(params), context.site.basePath);
}

export function action({ params, context, request }: Route.ActionArgs) {
  return prepaidPageAction(context.api, request, routeCulture(params), context.site.basePath);
}

// One person's money: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['Prepaid.Title'] ?? 'Prepaid account';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function AccountPrepaid({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PrepaidAccountPage
      account={loaderData.account}
      history={loaderData.history}
      refusal={actionData?.failed ? actionData.message : null}
    />
  );
}
