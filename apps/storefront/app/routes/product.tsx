import { isApiError } from '@vitrine/api-client';
import { data, redirect } from 'react-router';
import { catalogApi } from '../features/catalog/catalog-api';
import { productMeta } from '../features/catalog/catalog-meta';
import { ProductView } from '../features/catalog/product-view';
import { alternatesFromData } from '../features/document/page-alternates';
import type { PageHandle } from '../root';
import type { Route } from './+types/product';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/p/{slug}: the product page, also the quick view's data (spec 001 §2). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = params.culture as Parameters<typeof context.api.content.menu>[0];
  const catalog = catalogApi(context.api.request);
  try {
    const [product, settings] = await Promise.all([
      catalog.productBySlug(culture, params.slug),
      context.api.content.siteSettings(),
    ]);
    // Reached through a former slug (a rename) or another culture's: go to the current address.
    if (product.Slug !== params.slug) {
      const url = new URL(request.url);
      throw redirect(`${context.site.basePath}/${culture}/p/${product.Slug}${url.search}`, 301);
    }
    const degressive = await catalog
      .degressivePrice(product.Variation.ProductVariantId)
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      });
    return {
      product,
      degressive,
      alternates: product.Alternates,
      shopName: settings.ShopName,
      origin: new URL(request.url).origin,
    };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  productMeta(loaded?.product, loaded?.shopName ?? '', loaded?.origin ?? '');

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, degressive, origin } = loaderData;
  // Another product is another page: its variant state starts afresh.
  return <ProductView key={product.ProductId} product={product} degressive={degressive} origin={origin} />;
}
