import { CustomerReferencePage } from '../features/customer-references/customer-reference-page';
import {
  loadCustomerReferencePage,
  updateCustomerReferenceWithoutScript,
} from '../features/customer-references/customer-reference-page.server';
import { alternatesFromData } from '../features/document/page-alternates';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/customer-reference-update';

export const handle: PageHandle = { alternates: alternatesFromData };

/**
 * {app}/{culture}/widget/catalog/CustomerReferenceUpdate?productVariantId[&returnUrl] (spec 001
 * §7): the customer reference form as a page, for browsers without script; the product page shows
 * the same form in place. Signed-in customers only: a guest is sent to sign in and back here.
 */
export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadCustomerReferencePage(context, request, routeCulture(params));
}

export function action({ context, request, params }: Route.ActionArgs) {
  return updateCustomerReferenceWithoutScript(context, request, routeCulture(params));
}

// One customer's own words: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['CustomerReference.Title'] ?? 'My reference';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function CustomerReferenceUpdatePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CustomerReferencePage
      reference={loaderData.reference}
      returnUrl={loaderData.returnUrl}
      outcome={actionData?.outcome ?? null}
    />
  );
}
