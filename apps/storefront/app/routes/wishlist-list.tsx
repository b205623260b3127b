import { alternatesFromData } from '../features/document/page-alternates';
import { loadWishlistsPage, wishlistsPageAction } from '../features/wishlists/wishlist-pages.server';
import { WishlistsPage } from '../features/wishlists/wishlists-page';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/wishlist-list';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {website}/{culture}/catalog/wishlist/list?Id= (spec 001 §2): the customer's wishlists. */
export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadWishlistsPage(context, request, routeCulture(params));
}

export function action({ context, request, params }: Route.ActionArgs) {
  return wishlistsPageAction(context, request, routeCulture(params));
}

// One person's lists: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['Wishlists.Title'] ?? 'My wishlists';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function WishlistListPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WishlistsPage
      lists={loaderData.lists}
      active={loaderData.active}
      notice={actionData?.failed ? { kind: 'error', text: actionData.message } : null}
    />
  );
}
