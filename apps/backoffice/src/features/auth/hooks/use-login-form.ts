import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError, LoginRequestSchema, PROBLEM_TYPES } from '@vitrine/api-client';
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
  const { signIn, isPending, failure } = useSignIn();
  const form = useForm({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { Email: '', Password: '', RememberMe: false },
  });

  const onSubmit = form.handleSubmit(async (credentials) => {
    try {
      await signIn(credentials);
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
    await navigate(safeReturnPath(searchParams.get('returnUrl'), BASENAME), { replace: true });
  });

  const hasFieldErrors = FIELDS.some((field) => form.formState.errors[field]?.type === 'server');
  return {
    form,
    onSubmit,
    isSubmitting: isPending || form.formState.isSubmitting,
    // A validation answer shown on the fields needs no alert on top.
    failure: failure === 'invalid-request' && hasFieldErrors ? undefined : failure,
    sessionExpired: (location.state as LoginLocationState | null)?.sessionExpired === true,
  };
}
