import { alternatesFromData } from '../features/document/page-alternates';
import { loadStrings } from '../features/i18n/load-strings';
import { useTranslation } from '../features/i18n/translation-context';
import { WishlistForm } from '../features/wishlists/wishlist-form';
import { addWithoutScript, loadPopupPage } from '../features/wishlists/wishlist-pages.server';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/wishlist-popup';

export const handle: PageHandle = { alternates: alternatesFromData };

/**
 * {site}/{culture}/catalog/wishlist/popup?productVariantId (spec 001 §2): the wishlist form as a
 * page, for a direct link and for browsers without script; the product page opens it in a modal.
 */
export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadPopupPage(context, request, routeCulture(params));
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const culture = routeCulture(params);
  return addWithoutScript(context, culture, request, await loadStrings(context.api, culture));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['Wishlists.ModalTitle'] ?? 'Add to a wishlist';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function WishlistPopupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="wishlist-popup-page">
      <h1>{t('Wishlists.ModalTitle')}</h1>
      <WishlistForm
        productVariantId={loaderData.productVariantId}
        lists={loaderData.lists}
        outcome={actionData?.outcome ?? null}
      />
    </section>
  );
}
