import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** React Query options of the popups area; a save invalidates POPUPS_KEY. */
export const POPUPS_KEY = ['popups'] as const;

export const popupsQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: [...POPUPS_KEY, 'list', culture],
    queryFn: ({ signal }) => api.announcements.staffList(culture, { signal }),
  });

export const popupQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: [...POPUPS_KEY, 'item', id],
    queryFn: ({ signal }) => api.announcements.staffItem(id, { signal }),
  });
