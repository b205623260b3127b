import { isApiError } from '@vitrine/api-client';
import { data, redirect } from 'react-router';
import { listMeta } from '../features/catalog/catalog-meta';
import { CatalogList } from '../features/catalog/listing/catalog-list';
import { readListState, toListQuery } from '../features/catalog/listing/filter-model';
import { lastPageAddress } from '../features/catalog/listing/last-page';
import { alternatesFromData } from '../features/document/page-alternates';
import { useTranslation } from '../features/i18n/translation-context';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/category';

export const handle: PageHandle = { alternates: alternatesFromData };

/**
 * {app}/{culture}/c/{slug}: a category's products. The slug is resolved by the API (a former slug
 * or another culture's answers the category with its current one, and the page redirects there);
 * its answer carries the subtree and the breadcrumb.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const url = new URL(request.url);
  const state = readListState(url.searchParams);
  const { catalog } = context.api;
  try {
    const category = await catalog.categoryBySlug(culture, params.slug, { handles: [400] });
    if (category.Slug !== params.slug) throw redirect(`${category.Url}${url.search}`, 301);
    const list = await catalog.list(culture, toListQuery(state, { categoryId: category.CategoryId }), {
      handles: [400],
    });
    const last = lastPageAddress(url, list);
    if (last) throw redirect(last);
    return {
      state,
      list,
      category,
      ancestors: category.Ancestors,
      alternates: category.Alternates,
      origin: url.origin,
    };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return [];
  const { category, origin, list, state } = loaded;
  const { shopName } = layoutFacts(matches);
  const page = list.PageIndex > 1 ? `?pageindex=${list.PageIndex}` : '';
  return [
    ...listMeta({
      title: category.SeoTitle || category.Name,
      shopName,
      canonical: `${origin}${category.Url}${page}`,
      noindex: Object.keys(state.filter).length > 0,
    }),
    ...(category.SeoDescription ? [{ name: 'description', content: category.SeoDescription }] : []),
  ];
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, list, category, ancestors } = loaderData;
  return (
    <CatalogList
      title={category.Name}
      state={state}
      list={list}
      categories={category.Children}
      heading={
        ancestors.length > 0 ? (
          <nav className="breadcrumb" aria-label={t('Catalog.Breadcrumb')}>
            <ol>
              {ancestors.map((ancestor) => (
                <li key={ancestor.CategoryId}>
                  <a href={ancestor.Url}>{ancestor.Name}</a>
                </li>
              ))}
              <li aria-current="page">{category.Name}</li>
            </ol>
          </nav>
        ) : null
      }
    />
  );
}
