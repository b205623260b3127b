import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, StaffProductListQuery } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** React Query options of the catalogue area; a save invalidates CATALOGUE_KEY. */
export const CATALOGUE_KEY = ['catalogue'] as const;

export const productListQueryOptions = (api: ApiClient, query: StaffProductListQuery) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'list', query],
    queryFn: ({ signal }) => api.catalogAdmin.list(query, { signal }),
  });

export const productQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'product', id],
    queryFn: ({ signal }) => api.catalogAdmin.get(id, { signal }),
  });

export const editorOptionsQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'options', culture],
    queryFn: ({ signal }) => api.catalogAdmin.options(culture, { signal }),
    staleTime: 60_000,
  });

export const stockMovementsQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'movements', id],
    queryFn: ({ signal }) => api.catalogAdmin.movements(id, { signal }),
  });

export const productAuditQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'audit', id],
    queryFn: ({ signal }) => api.catalogAdmin.audit(id, { signal }),
  });
