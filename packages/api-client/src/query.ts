import { queryOptions } from '@tanstack/react-query';
import type { Culture } from '@vitrine/i18n';
import type { ApiClient } from './index';

/** React Query options, one factory per endpoint (kept apart so that servers never load React Query). */

export const stringResourcesQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: ['localization', culture, 'stringresources'],
    queryFn: ({ signal }) => api.localization.stringResources(culture, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const meQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['security', 'me'],
    queryFn: ({ signal }) => api.security.me({ signal }),
    retry: false,
  });

export const menuQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: ['content', culture, 'menu'],
    queryFn: ({ signal }) => api.content.menu(culture, { signal }),
  });
