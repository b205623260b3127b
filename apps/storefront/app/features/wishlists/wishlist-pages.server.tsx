import { isApiError, type WishlistDetail, type WishlistSummary } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import type { Culture, StringResources } from '@vitrine/i18n';
import { normaliseWishlistQuantity, translateMessage } from '@vitrine/validation';
import { renderToStaticMarkup } from 'react-dom/server';
import { type AppLoadContext, data, redirect } from 'react-router';
import { samePathAlternates } from '../document/page-alternates';
import { loadStrings } from '../i18n/load-strings';
import { TranslationProvider } from '../i18n/translation-context';
import type { WishlistAddOutcome } from './wishlist-form';
import { quantitiesOf, WishlistItemsTable } from './wishlist-items';
import { addFailureMessage, quantityFailureMessage } from './wishlist-messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOr404 = (value: string | null) => {
  if (!value || !UUID.test(value)) throw data(null, { status: 404 });
  return value;
};

/** A signed-in customer's read; a visitor is sent to sign in and brought back to `here`. */
async function signedIn<T>(read: () => Promise<T>, culture: Culture, basePath: string, here: string) {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      throw redirect(inApp(basePath, shopUrls.login(culture, inApp(basePath, here))));
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** The popup page: the variant (from `productVariantId`) and the customer's lists, marked for it. */
export async function loadPopupPage(context: AppLoadContext, request: Request, culture: Culture) {
  const productVariantId = uuidOr404(new URL(request.url).searchParams.get('productVariantId'));
  const { basePath } = context.site;
  const { Items } = await signedIn(
    () => context.api.wishlists.lists({ productVariantId, culture }, { handles: [401] }),
    culture,
    basePath,
    shopUrls.wishlistPopup(culture, productVariantId),
  );
  return {
    productVariantId,
    lists: Items,
    alternates: samePathAlternates(basePath, '/catalog/wishlist/popup'),
  };
}

/** The strings' translator as the pages' `t`, for the messages made on the server. */
const translatorOf = (strings: StringResources) => (key: string, params?: Record<string, string | number>) =>
  translateMessage(params ? `${key}|${JSON.stringify(params)}` : key, (k) => strings[k] ?? k);

/** The popup's form sent without script: added through the API as the modal does. */
export async function addWithoutScript(
  context: AppLoadContext,
  culture: Culture,
  request: Request,
  strings: StringResources,
): Promise<{ outcome: WishlistAddOutcome }> {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const productVariantId = text('productVariantId');
  const quantity = normaliseWishlistQuantity(form.get('quantity'));
  const t = translatorOf(strings);
  try {
    const answer = await context.api.wishlists.addProductVariant(
      form.get('newList') === 'true' || !text('wishlistId')
        ? { productVariantId, quantity, name: text('name'), description: text('description'), culture }
        : { productVariantId, quantity, wishlistId: text('wishlistId'), culture },
      { handles: [400, 401, 404, 422] },
    );
    return { outcome: { ok: true, answer } };
  } catch (error) {
    return { outcome: { ok: false, message: addFailureMessage(error, t) } };
  }
}

/** The wishlists page: the customer's lists and the one shown (`Id`, else the first). */
export async function loadWishlistsPage(context: AppLoadContext, request: Request, culture: Culture) {
  const { basePath } = context.site;
  const wanted = new URL(request.url).searchParams.get('Id');
  const here = shopUrls.wishlists(culture, wanted ?? undefined);
  const { Items: lists } = await signedIn(
    () => context.api.wishlists.lists({ culture }, { handles: [401] }),
    culture,
    basePath,
    here,
  );
  const activeId = wanted ? uuidOr404(wanted) : lists[0]?.Id;
  const active: WishlistDetail | null = activeId
    ? await signedIn(
        () => context.api.wishlists.list(activeId, culture, { handles: [401, 404] }),
        culture,
        basePath,
        here,
      )
    : null;
  return { lists, active, alternates: samePathAlternates(basePath, '/catalog/wishlist/list') };
}

/**
 * The wishlists page's forms sent without script (the page's handlers take them with it): each
 * change through the API, then back to the list shown; a refused change shows the page again with
 * its translated reason.
 */
export async function wishlistsPageAction(context: AppLoadContext, request: Request, culture: Culture) {
  const { api, site } = context;
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  let listId = new URL(request.url).searchParams.get('Id') ?? undefined;
  const handles = { handles: [400, 401, 404, 422] };
  const [intent = '', target = ''] = text('intent').split(':');
  try {
    switch (intent) {
      case 'create':
        listId = (
          await api.wishlists.create({ Name: text('Name'), Description: text('Description') }, handles)
        ).Id;
        break;
      case 'quantities':
        if (listId)
          await api.wishlists.updateQuantity(
            listId,
            { Items: quantitiesOf(form.entries(), normaliseWishlistQuantity) },
            culture,
            handles,
          );
        break;
      case 'remove':
        await api.wishlists.deleteFromList(target, handles);
        break;
      case 'move':
        await api.wishlists.move({ WishlistProductId: target, ToWishlistId: text(`to:${target}`) }, handles);
        break;
      case 'settings':
        if (listId) {
          await api.wishlists.updateName(listId, text('Name'), handles);
          await api.wishlists.updateDescription(listId, text('Description'), handles);
        }
        break;
      case 'delete':
        if (listId) await api.wishlists.remove(listId, handles);
        listId = undefined;
        break;
      default:
        throw data(null, { status: 400 });
    }
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      throw redirect(
        inApp(site.basePath, shopUrls.login(culture, inApp(site.basePath, shopUrls.wishlists(culture)))),
      );
    if (!isApiError(error)) throw error;
    // The same words the page shows when its script makes the change: the answer's Message or reason.
    const t = translatorOf(await loadStrings(api, culture));
    const message = intent === 'quantities' ? quantityFailureMessage(error, t) : addFailureMessage(error, t);
    return data(
      { failed: true, message },
      { status: error.status >= 400 && error.status < 500 ? error.status : 500 },
    );
  }
  throw redirect(inApp(site.basePath, shopUrls.wishlists(culture, listId)));
}

/** `catalog/wishlist/list_item?wishlistid=`: one list's products as the table area's HTML. */
export async function renderWishlistItems(
  context: AppLoadContext,
  request: Request,
  culture: Culture,
  strings: StringResources,
): Promise<Response> {
  const wishlistId = uuidOr404(new URL(request.url).searchParams.get('wishlistid'));
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
  let list: WishlistDetail;
  let lists: WishlistSummary[];
  try {
    [list, { Items: lists }] = await Promise.all([
      context.api.wishlists.list(wishlistId, culture, { handles: [401, 404] }),
      context.api.wishlists.lists({ culture }, { handles: [401] }),
    ]);
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 404))
      return new Response(null, { status: error.status, headers });
    throw error;
  }
  const html = renderToStaticMarkup(
    <TranslationProvider culture={culture} strings={strings}>
      <WishlistItemsTable list={list} lists={lists} basePath={context.site.basePath} />
    </TranslationProvider>,
  );
  return new Response(html, { headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}
