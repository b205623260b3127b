import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client';
import { meQueryOptions } from '@vitrine/api-client/query';

export const meQueryKey = (api: ApiClient) => meQueryOptions(api).queryKey;

/**
 * Drops everything fetched for the previous user, so the next one never sees it. String resources
 * are kept: they belong to no one, and dropping them would blank the screen while they reload.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'localization' });
}
