import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CurrentUser,
  isApiError,
  isTwoFactorChallenge,
  type LoginRequest,
  type LoginResult,
  PROBLEM_TYPES,
  type TwoFactorSignInRequest,
} from '@vitrine/api-client';
import { useApi } from '../../../lib/api-context';
import { forgetSession, meQueryKey } from '../session';

/** Why the sign-in was refused, for the answers the form shows inline (the rest go to the error dialog). */
export type SignInFailure = 'invalid-credentials' | 'not-staff' | 'too-many-attempts' | 'invalid-request';

export function signInFailure(error: unknown): SignInFailure | undefined {
  if (!isApiError(error)) return undefined;
  switch (error.status) {
    case 400:
      return error.problem?.type === PROBLEM_TYPES.validation ? 'invalid-request' : 'invalid-credentials';
    case 403:
      return 'not-staff';
    case 429:
      return 'too-many-attempts';
    default:
      return undefined;
  }
}

/**
 * The staff sign-in call, and its second step for an account with two-step verification (ADR 031);
 * once signed in, the new user replaces whatever the cache held.
 */
export function useSignIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  const signedIn = (user: CurrentUser) => {
    forgetSession(queryClient);
    queryClient.setQueryData(meQueryKey(api), user);
  };
  const mutation = useMutation({
    mutationFn: (credentials: LoginRequest) => api.security.staffLogin(credentials),
    onSuccess: (result: LoginResult) => {
      if (!isTwoFactorChallenge(result)) signedIn(result);
    },
  });
  const secondStep = useMutation({
    mutationFn: (body: TwoFactorSignInRequest) => api.security.staffLoginTwoFactor(body),
    onSuccess: signedIn,
  });
  return {
    signIn: mutation.mutateAsync,
    completeTwoFactor: secondStep.mutateAsync,
    isPending: mutation.isPending || secondStep.isPending,
    error: mutation.error,
    failure: signInFailure(mutation.error),
  };
}
