import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError, isTwoFactorChallenge, LoginRequestSchema, PROBLEM_TYPES } from '@vitrine/api-client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { BASENAME } from '../../../lib/base-path';
import { safeReturnPath } from '../return-url';
import { useSignIn } from './use-sign-in';

const FIELDS = ['Email', 'Password'] as const;

export interface LoginLocationState {
  /** Set when a call answered 401 in the middle of a session. */
  sessionExpired?: boolean;
}

/** The sign-in form's logic: one zod schema validates it (its messages are i18n keys), the API decides. */
export function useLoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { signIn, completeTwoFactor, isPending, failure } = useSignIn();
  /** The password was right and the account asks a code: the challenge the code goes with. */
  const [challenge, setChallenge] = useState<string | null>(null);
  /** Why the second step sent the visitor back to the password (an expired challenge). */
  const [restartReason, setRestartReason] = useState<string | null>(null);
  const done = () => navigate(safeReturnPath(searchParams.get('returnUrl'), BASENAME), { replace: true });
  const form = useForm({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { Email: '', Password: '', RememberMe: false },
  });

  const onSubmit = form.handleSubmit(async (credentials) => {
    setRestartReason(null);
    try {
      const result = await signIn(credentials);
      if (isTwoFactorChallenge(result)) {
        setChallenge(result.Challenge);
        return;
      }
    } catch (error) {
      // Per-field answers of the server land on their fields; the other refusals are read from `failure`.
      if (isApiError(error) && error.problem?.type === PROBLEM_TYPES.validation) {
        for (const field of FIELDS) {
          const [message] = error.fieldErrors(field);
          if (message) form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      }
      return;
    }
    await done();
  });

  /** The second step: '' when signed in, else the message key to show by the code field. */
  const submitCode = async (Code: string): Promise<string> => {
    if (!challenge) return 'Security.TwoFactorChallengeExpired';
    try {
      await completeTwoFactor({ Challenge: challenge, Code });
    } catch (error) {
      if (isApiError(error) && error.status === 429) return 'Security.TooManyAttempts';
      if (isApiError(error) && error.fieldErrors('Challenge').length) {
        setChallenge(null);
        setRestartReason('Security.TwoFactorChallengeExpired');
        return '';
      }
      if (isApiError(error) && error.status === 400) return 'Security.TwoFactorCodeWrong';
      throw error;
    }
    await done();
    return '';
  };

  const hasFieldErrors = FIELDS.some((field) => form.formState.errors[field]?.type === 'server');
  return {
    form,
    onSubmit,
    isSubmitting: isPending || form.formState.isSubmitting,
    // A validation answer shown on the fields needs no alert on top.
    failure: failure === 'invalid-request' && hasFieldErrors ? undefined : failure,
    sessionExpired: (location.state as LoginLocationState | null)?.sessionExpired === true,
    challenge,
    submitCode,
    restartReason,
  };
}
