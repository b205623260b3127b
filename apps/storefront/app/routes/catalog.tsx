import { isApiError } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { data, redirect } from 'react-router';
import { listMeta } from '../features/catalog/catalog-meta';
import { CatalogList } from '../features/catalog/listing/catalog-list';
import { readListState, toListQuery } from '../features/catalog/listing/filter-model';
import { lastPageAddress } from '../features/catalog/listing/last-page';
import { BrandsCarousel } from '../features/catalog/sliders/brands-carousel';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { useTranslation } from '../features/i18n/translation-context';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/catalog';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/catalog: every product, or the search results for ?q= (spec 001 §2). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const url = new URL(request.url);
  const state = readListState(url.searchParams);
  const { catalog } = context.api;
  try {
    const [list, categories, brands] = await Promise.all([
      catalog.list(culture, toListQuery(state), { handles: [400] }),
      state.q ? Promise.resolve([]) : catalog.categories(culture),
      state.q ? Promise.resolve([]) : catalog.brands(culture),
    ]);
    const last = lastPageAddress(url, list);
    if (last) throw redirect(last);
    return {
      state,
      list,
      categories,
      brands,
      alternates: samePathAlternates(context.site.basePath, '/catalog'),
      origin: url.origin,
      basePath: context.site.basePath,
    };
  } catch (error) {
    if (isApiError(error) && error.status === 400) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, params, matches }) => {
  if (!loaded) return [];
  const { strings, shopName } = layoutFacts(matches);
  const { state, origin, basePath, list } = loaded;
  const { culture } = params;
  const title = state.q
    ? (strings['Catalog.SearchResultsFor'] ?? '{q}').replace('{q}', list.SearchCorrection ?? state.q)
    : (strings['Catalog.AllProducts'] ?? '');
  const page = list.PageIndex > 1 ? `?pageindex=${list.PageIndex}` : '';
  return listMeta({
    title,
    shopName,
    canonical: `${origin}${inApp(basePath, shopUrls.catalog(culture ?? ''))}${page}`,
    // Search result pages and filtered variants are not pages of their own for search engines.
    noindex: Boolean(state.q) || Object.keys(state.filter).length > 0,
  });
};

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, list, categories, brands } = loaderData;
  // A text that matched nothing shows the results of its correction, and says so (ADR 012).
  const correction = state.q ? list.SearchCorrection : null;
  const title = state.q
    ? t('Catalog.SearchResultsFor', { q: correction ?? state.q })
    : t('Catalog.AllProducts');
  return (
    <>
      <CatalogList
        title={title}
        state={state}
        list={list}
        categories={categories}
        heading={
          correction ? (
            <p className="notice catalog__correction">
              {t('Catalog.SearchCorrected', { q: state.q ?? '', correction })}
            </p>
          ) : undefined
        }
      />
      <BrandsCarousel brands={brands} />
    </>
  );
}
