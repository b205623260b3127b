import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import type { FolderLocation } from '../lib/folder-tree';

/** React Query options of the asset library, one factory per endpoint; mutations invalidate by these keys. */

export const ASSETS_KEY = ['assets-library'] as const;

export const folderHierarchyQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...ASSETS_KEY, 'hierarchy'],
    queryFn: ({ signal }) => api.assetsLibrary.hierarchy(undefined, { signal }),
  });

/** Every listing of every folder: what a change to assets invalidates. */
export const assetListsKey = [...ASSETS_KEY, 'by-folder'] as const;

export const PAGE_SIZE = 60;

export const assetsByFolderQueryOptions = (
  api: ApiClient,
  culture: Culture,
  location: FolderLocation,
  search = '',
) =>
  infiniteQueryOptions({
    queryKey: [...assetListsKey, location.folderId ?? 'root', search],
    queryFn: ({ pageParam, signal }) =>
      api.assetsLibrary.assetsByFolder(
        culture,
        location,
        { Limit: PAGE_SIZE, ...(pageParam ? { Cursor: pageParam } : {}), ...(search ? { Q: search } : {}) },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.NextCursor ?? undefined,
  });

export const assetQueryOptions = (api: ApiClient, assetId: string) =>
  queryOptions({
    queryKey: [...ASSETS_KEY, 'asset', assetId],
    queryFn: ({ signal }) => api.assetsLibrary.asset(assetId, { signal }),
  });

export const contentPagesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['backoffice', 'content-pages'],
    queryFn: ({ signal }) => api.assetsLibrary.contentPages({ signal }),
  });

export const productsQueryOptions = (api: ApiClient, q: string) =>
  queryOptions({
    queryKey: ['backoffice', 'products', q],
    queryFn: ({ signal }) => api.assetsLibrary.products({ q, limit: 50 }, { signal }),
  });

export const productMediaQueryOptions = (api: ApiClient, productId: string) =>
  queryOptions({
    queryKey: ['backoffice', 'product-media', productId],
    queryFn: ({ signal }) => api.assetsLibrary.productMedia(productId, { signal }),
  });
