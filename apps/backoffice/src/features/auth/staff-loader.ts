import type { QueryClient } from '@tanstack/react-query';
import { type ApiClient, type CurrentUser, isApiError } from '@vitrine/api-client';
import { meQueryOptions } from '@vitrine/api-client/query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loginPath } from './return-url';

/**
 * The staff layout route's loader: who is signed in, before any back-office page renders. Without a
 * session it redirects to the sign-in page with the requested address as returnUrl.
 */
export function createStaffLoader({ api, queryClient }: { api: ApiClient; queryClient: QueryClient }) {
  return async ({ request }: LoaderFunctionArgs): Promise<CurrentUser> => {
    try {
      return await queryClient.ensureQueryData(meQueryOptions(api));
    } catch (error) {
      if (isApiError(error) && error.kind === 'unauthorized') {
        const url = new URL(request.url);
        throw redirect(loginPath(`${url.pathname}${url.search}`));
      }
      throw error;
    }
  };
}
