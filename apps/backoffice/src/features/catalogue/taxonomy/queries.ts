import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** React Query options of the catalogue's structure; a change invalidates TAXONOMY_KEY. */
export const TAXONOMY_KEY = ['catalogue', 'taxonomy'] as const;

export const categoriesQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: [...TAXONOMY_KEY, 'categories', culture],
    queryFn: ({ signal }) => api.catalogTaxonomy.categories({ culture }, { signal }),
  });

export const brandsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...TAXONOMY_KEY, 'brands'],
    queryFn: ({ signal }) => api.catalogTaxonomy.brands({ signal }),
  });

export const tagsQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: [...TAXONOMY_KEY, 'tags', culture],
    queryFn: ({ signal }) => api.catalogTaxonomy.tags({ culture }, { signal }),
  });

export const attributesQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: [...TAXONOMY_KEY, 'attributes', culture],
    queryFn: ({ signal }) => api.catalogTaxonomy.attributes({ culture }, { signal }),
  });

/**
 * A product's tags, for the product editor's picker: a failure leaves the picker empty instead of
 * interrupting the product's editing with the app's error dialog.
 */
export const productTagsQueryOptions = (api: ApiClient, productId: string) =>
  queryOptions({
    queryKey: [...TAXONOMY_KEY, 'product-tags', productId],
    queryFn: ({ signal }) => api.catalogTaxonomy.productTags(productId, { signal, handles: [403, 404] }),
  });

export const tagOptionsQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: [...TAXONOMY_KEY, 'tags', culture, 'options'],
    queryFn: ({ signal }) => api.catalogTaxonomy.tags({ culture }, { signal, handles: [403, 404] }),
    staleTime: 60_000,
  });
