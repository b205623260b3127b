import { AccountAddresses } from '../features/account/account-addresses';
import { loadAddressBook } from '../features/account/account-loaders.server';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/account-addresses';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/account/addresses: the customer's saved addresses; a visitor is sent to sign in first. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const { basePath } = context.site;
  const book = await loadAddressBook(context.api, culture, basePath);
  return { ...book, alternates: samePathAlternates(basePath, '/account/addresses') };
}

// One person's addresses: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['Account.Addresses'] ?? 'My addresses';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function AccountAddressesPage({ loaderData }: Route.ComponentProps) {
  return <AccountAddresses addresses={loaderData.addresses} countries={loaderData.countries} />;
}
