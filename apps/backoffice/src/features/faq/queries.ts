import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** React Query options of the FAQ area; a save invalidates FAQ_KEY. */
export const FAQ_KEY = ['faq'] as const;

export const faqSectionsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...FAQ_KEY, 'sections'],
    queryFn: ({ signal }) => api.faq.staffSections({ signal }),
  });

export const faqEntriesQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: [...FAQ_KEY, 'entries', culture],
    queryFn: ({ signal }) => api.faq.staffEntries(culture, { signal }),
  });

export const faqEntryQueryOptions = (api: ApiClient, entryId: string) =>
  queryOptions({
    queryKey: [...FAQ_KEY, 'entry', entryId],
    queryFn: ({ signal }) => api.faq.staffEntry(entryId, { signal }),
  });
