import {
  BrandSchema,
  type CatalogListQuery,
  CatalogListResponseSchema,
  CategoryNodeSchema,
  DegressivePriceSchema,
  MegaMenuSchema,
  ProductDetailSchema,
  type Requester,
  StockByWarehouseSchema,
  VariationResponseSchema,
} from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/**
 * The catalogue calls the pages make, on the shared requester (the server-side context's or the
 * browser's error-flow client): one place for the paths and the response schemas of the contract.
 */
export function catalogApi(request: Requester) {
  return {
    list: (culture: Culture, query: CatalogListQuery, signal?: AbortSignal) =>
      request('GET', `/api/v1/catalog/${culture}/products`, {
        query: { ...query },
        schema: CatalogListResponseSchema,
        signal,
        handles: [400],
      }),
    productBySlug: (culture: Culture, slug: string, signal?: AbortSignal) =>
      request('GET', `/api/v1/catalog/${culture}/products/by-slug`, {
        query: { slug },
        schema: ProductDetailSchema,
        signal,
        handles: [404, 400],
      }),
    variations: (productId: string, query: Record<string, string | number>, signal?: AbortSignal) =>
      request('GET', `/api/v1/catalog/products/${productId}/productvariants`, {
        query,
        schema: VariationResponseSchema,
        signal,
        // A superseded request is aborted on purpose (status 0): not an error to report.
        handles: [0],
      }),
    categories: (culture: Culture, signal?: AbortSignal) =>
      request('GET', `/api/v1/catalog/${culture}/categories`, {
        schema: CategoryNodeSchema.array(),
        signal,
      }),
    brands: (culture: Culture, signal?: AbortSignal) =>
      request('GET', `/api/v1/catalog/${culture}/brands`, { schema: BrandSchema.array(), signal }),
    // Spec 001 §8: a failed mega menu fetch only clears the loading flag, so no error flow runs.
    megaMenu: (culture: Culture, categoryIds: readonly string[], signal?: AbortSignal) =>
      request('GET', `/api/v1/catalog/${culture}/megamenu`, {
        query: { categoryIdsString: categoryIds.join(',') },
        schema: MegaMenuSchema,
        signal,
        handles: [0, 400, 401, 403, 404, 429, 500, 502, 503, 504],
      }),
    stockByWarehouse: (productId: string, productVariantId: string, signal?: AbortSignal) =>
      request('GET', '/api/v1/catalog/widgets/stockbywarehouse', {
        query: { productId, productVariantId, displayAllActiveWarehouses: true },
        schema: StockByWarehouseSchema,
        signal,
        handles: [0],
      }),
    degressivePrice: (productVariantId: string, signal?: AbortSignal) =>
      request('GET', '/api/v1/catalog/widgets/degressiveprice', {
        query: { productVariantId },
        schema: DegressivePriceSchema,
        signal,
        handles: [0, 404],
      }),
  };
}
export type CatalogApi = ReturnType<typeof catalogApi>;
