import { loadMyBirthLists } from '../features/birth-lists/birth-lists.server';
import { MyBirthLists } from '../features/birth-lists/my-birth-lists';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/birth-lists';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/account/birthlists: the customer's birth lists; a visitor is sent to sign in first. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const { basePath } = context.site;
  return {
    ...(await loadMyBirthLists(context.api, culture, basePath)),
    alternates: samePathAlternates(basePath, '/account/birthlists'),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['BirthList.MyLists'] ?? 'My birth lists';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function BirthListsPage({ loaderData }: Route.ComponentProps) {
  return <MyBirthLists lists={loaderData.lists} addresses={loaderData.addresses} />;
}
