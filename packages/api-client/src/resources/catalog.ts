import type { Culture } from '@vitrine/i18n';
import { z } from 'zod';
import {
  BrandSchema,
  CatalogFacetsSchema,
  type CatalogFilter,
  type CatalogListQuery,
  CatalogListResponseSchema,
  CategoryDetailSchema,
  CategoryNodeSchema,
  DegressivePriceSchema,
  MegaMenuSchema,
  ProductDetailSchema,
  ProductPhotosGallerySchema,
  SearchSuggestionsSchema,
  StockByWarehouseSchema,
  VariationResponseSchema,
  variationQuery,
} from '../contracts/catalog';
import { type CallOptions, type Requester, withCall } from '../http';

/** The listing's query, with the filter as an object (sent as JSON) or as the address bar's text. */
export type CatalogListParams = Omit<CatalogListQuery, 'filter'> & {
  filter?: CatalogFilter | string | undefined;
};

/** Empty filters are left out so that addresses stay short and cacheable. */
function filterParam(filter: CatalogFilter | string | undefined): string | undefined {
  if (filter === undefined) return undefined;
  if (typeof filter === 'string') return filter.trim() === '' ? undefined : filter;
  return Object.keys(filter).length ? JSON.stringify(filter) : undefined;
}

export interface VariationParams {
  culture?: Culture;
  quantity?: number;
  /** The selected value per attribute, in any order (sent as VariantValueId1, VariantValueId2, …). */
  valueIds?: readonly (string | null)[];
}

export function catalogApi(request: Requester) {
  return {
    /** GET {app}/api/v1/catalog/{culture}/products: search, filters, sort and page, with facets. */
    list: (culture: Culture, params: CatalogListParams = {}, call?: CallOptions) =>
      request('GET', `/api/v1/catalog/${culture}/products`, {
        query: { ...params, filter: filterParam(params.filter) },
        schema: CatalogListResponseSchema,
        ...withCall(call),
      }),

    /** A product page by its slug; a 404 is the caller's to show (not found page). */
    productBySlug: (culture: Culture, slug: string, call?: CallOptions) =>
      request('GET', `/api/v1/catalog/${culture}/products/by-slug`, {
        query: { slug },
        schema: ProductDetailSchema,
        ...withCall(call, [404]),
      }),

    /**
     * GET {app}/api/v1/catalog/products/{productId}/productvariants (spec 001 §4 variation flow).
     * Pass the signal of an AbortController renewed per call: a repeat request aborts the previous one.
     */
    variations: (productId: string, params: VariationParams = {}, call?: CallOptions) =>
      request('GET', `/api/v1/catalog/products/${encodeURIComponent(productId)}/productvariants`, {
        query: variationQuery(params.valueIds ?? [], { quantity: params.quantity, culture: params.culture }),
        schema: VariationResponseSchema,
        ...withCall(call),
      }),

    /** GET {app}/api/v1/catalog/search/suggestions?q&nbrResults=5&accuracy=0.3 */
    suggestions: (
      params: { q: string; nbrResults?: number; accuracy?: number; culture?: Culture },
      call?: CallOptions,
    ) =>
      request('GET', '/api/v1/catalog/search/suggestions', {
        query: params,
        schema: SearchSuggestionsSchema,
        ...withCall(call),
      }),

    /** A category page by its slug; a 404 is the caller's to show (not found page). */
    categoryBySlug: (culture: Culture, slug: string, call?: CallOptions) =>
      request('GET', `/api/v1/catalog/${culture}/categories/by-slug`, {
        query: { slug },
        schema: CategoryDetailSchema,
        ...withCall(call, [404]),
      }),

    categories: (culture: Culture, call?: CallOptions) =>
      request('GET', `/api/v1/catalog/${culture}/categories`, {
        schema: z.array(CategoryNodeSchema),
        ...withCall(call),
      }),

    brands: (culture: Culture, call?: CallOptions) =>
      request('GET', `/api/v1/catalog/${culture}/brands`, {
        schema: z.array(BrandSchema),
        ...withCall(call),
      }),

    /** GET {app}/api/v1/catalog/{culture}/megamenu?categoryIdsString=id[,id…]: one panel per root. */
    megaMenu: (culture: Culture, categoryIds: readonly string[], call?: CallOptions) =>
      request('GET', `/api/v1/catalog/${culture}/megamenu`, {
        query: { categoryIdsString: categoryIds.join(',') },
        schema: MegaMenuSchema,
        ...withCall(call),
      }),

    /** The ListFilter widget's facets (spec 001 §7). */
    listFilter: (
      params: {
        culture?: Culture;
        categoryId?: string;
        brandId?: string;
        currentFilter?: CatalogFilter | string;
      },
      call?: CallOptions,
    ) =>
      request('GET', '/api/v1/catalog/widgets/listfilter', {
        query: {
          culture: params.culture,
          categoryId: params.categoryId,
          brandId: params.brandId,
          currentFilter: filterParam(params.currentFilter),
        },
        schema: CatalogFacetsSchema,
        ...withCall(call),
      }),

    stockByWarehouse: (
      params: { productId: string; productVariantId: string; displayAllActiveWarehouses?: boolean },
      call?: CallOptions,
    ) =>
      request('GET', '/api/v1/catalog/widgets/stockbywarehouse', {
        query: params,
        schema: StockByWarehouseSchema,
        ...withCall(call),
      }),

    degressivePrice: (productVariantId: string, call?: CallOptions) =>
      request('GET', '/api/v1/catalog/widgets/degressiveprice', {
        query: { productVariantId },
        schema: DegressivePriceSchema,
        ...withCall(call),
      }),

    productPhotosGallery: (
      params: { productId: string; productVariantId?: string; culture?: Culture },
      call?: CallOptions,
    ) =>
      request('GET', '/api/v1/catalog/widgets/productphotosgallery', {
        query: params,
        schema: ProductPhotosGallerySchema,
        ...withCall(call),
      }),
  };
}
