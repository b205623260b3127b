import { loadSharedBirthList } from '../features/birth-lists/birth-lists.server';
import { SharedBirthListPage } from '../features/birth-lists/shared-birth-list';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/shared-birth-list';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/birthlist/{token}: a birth list through its share link; a revoked link is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const { basePath } = context.site;
  return {
    list: await loadSharedBirthList(context.api, culture, params.token),
    token: params.token,
    alternates: samePathAlternates(basePath, `/birthlist/${encodeURIComponent(params.token)}`),
  };
}

// A private link: nothing for a search engine, and its token stays out of the referrer.
export const meta: Route.MetaFunction = ({ matches, data }) => {
  const { shopName } = layoutFacts(matches);
  const title = data?.list.Title ?? '';
  return [
    { title: shopName ? `${title} | ${shopName}` : title },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ];
};

export default function SharedBirthListRoute({ loaderData }: Route.ComponentProps) {
  return <SharedBirthListPage list={loaderData.list} token={loaderData.token} />;
}
