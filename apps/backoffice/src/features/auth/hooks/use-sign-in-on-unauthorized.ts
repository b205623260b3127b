import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useApi, useApiErrorListener } from '../../../lib/api-context';
import { BASENAME } from '../../../lib/base-path';
import { loginPath } from '../return-url';
import { meQueryKey } from '../session';
import type { LoginLocationState } from './use-login-form';

/**
 * A 401 from any call made while signed in means the session ended (expired, revoked, signed out in
 * another tab): go to the sign-in page, which brings the user back here afterwards.
 */
export function useSignInOnUnauthorized(): void {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  useApiErrorListener((error) => {
    if (error.kind !== 'unauthorized') return;
    // The cached user is no longer signed in; the next staff page must ask the server again.
    queryClient.removeQueries({ queryKey: meQueryKey(api) });
    const state: LoginLocationState = { sessionExpired: true };
    void navigate(loginPath(`${BASENAME}${location.pathname}${location.search}`), { replace: true, state });
  });
}
