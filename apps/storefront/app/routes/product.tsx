import { isApiError } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { data, redirect } from 'react-router';
import { productMeta } from '../features/catalog/catalog-meta';
import { ProductView } from '../features/catalog/product/product-view';
import { alternatesFromData } from '../features/document/page-alternates';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/product';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/p/{slug}: the product page, also the quick view's data (spec 001 §2). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const { catalog } = context.api;
  try {
    const product = await catalog.productBySlug(culture, params.slug, { handles: [400] });
    // Reached through a former slug (a rename) or another culture's: go to the current address.
    if (product.Slug !== params.slug) {
      const url = new URL(request.url);
      throw redirect(
        `${inApp(context.site.basePath, shopUrls.product(culture, product.Slug))}${url.search}`,
        301,
      );
    }
    const degressive = await catalog
      .degressivePrice(product.Variation.ProductVariantId, { handles: [0, 404] })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      });
    return {
      product,
      degressive,
      alternates: product.Alternates,
      origin: new URL(request.url).origin,
    };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  productMeta(loaded?.product, layoutFacts(matches).shopName, loaded?.origin ?? '');

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, degressive, origin } = loaderData;
  // Another product is another page: its variant state starts afresh.
  return <ProductView key={product.ProductId} product={product} degressive={degressive} origin={origin} />;
}
