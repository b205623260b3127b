import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** React Query options of the pages area; a save invalidates PAGES_KEY. */
export const PAGES_KEY = ['content-pages'] as const;

export const pagesQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: [...PAGES_KEY, 'list', culture],
    queryFn: ({ signal }) => api.content.staffPages(culture, { signal }),
  });

export const pageQueryOptions = (api: ApiClient, pageId: string) =>
  queryOptions({
    queryKey: [...PAGES_KEY, 'page', pageId],
    queryFn: ({ signal }) => api.content.staffPage(pageId, { signal }),
  });

export const versionsQueryOptions = (api: ApiClient, pageId: string, culture: Culture) =>
  queryOptions({
    queryKey: [...PAGES_KEY, 'versions', pageId, culture],
    queryFn: ({ signal }) => api.content.pageVersions(pageId, { signal }),
  });
