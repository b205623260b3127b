import { loadProfile } from '../features/account/account-loaders.server';
import { AccountProfile } from '../features/account/account-profile';
import { CustomerReferenceSearch } from '../features/customer-references/customer-reference-search';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/account';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/account: the signed-in customer's profile; a visitor is sent to sign in first. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const { basePath } = context.site;
  return {
    me: await loadProfile(context.api, culture, basePath),
    alternates: samePathAlternates(basePath, '/account'),
  };
}

// One person's account: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['Account.Title'] ?? 'My account';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AccountProfile me={loaderData.me} />
      {/* Spec 001 §2 "reference search": the customer finds a product by their own reference. */}
      <CustomerReferenceSearch />
    </>
  );
}
