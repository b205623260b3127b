import { BirthListPage } from '../features/birth-lists/birth-list-page';
import { loadBirthList, loadBirthListAddresses } from '../features/birth-lists/birth-lists.server';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/birth-list';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/account/birthlists/{id}: one of the customer's birth lists (another's is 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const { basePath } = context.site;
  return {
    list: await loadBirthList(context.api, culture, basePath, params.id),
    addresses: await loadBirthListAddresses(context.api, culture, basePath, params.id),
    alternates: samePathAlternates(basePath, `/account/birthlists/${encodeURIComponent(params.id)}`),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const { shopName } = layoutFacts(matches);
  const title = data?.list.Title ?? '';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function BirthListRoute({ loaderData }: Route.ComponentProps) {
  return <BirthListPage list={loaderData.list} addresses={loaderData.addresses} />;
}
