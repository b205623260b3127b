import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@vitrine/api-client';
import { meQueryOptions } from '@vitrine/api-client/query';
import { useApi } from '../../../lib/api-context';

/**
 * The signed-in user, as the staff route's loader (or the sign-in) put it in the cache. It never
 * fetches by itself: an observer that did would call `me` again right after a sign-out or an expired
 * session, and turn the way out into an error.
 */
export function useCurrentUser(): CurrentUser | undefined {
  const api = useApi();
  return useQuery({ ...meQueryOptions(api), enabled: false }).data;
}
