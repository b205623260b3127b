import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError, type TwoFactorCodeRequest, TwoFactorCodeRequestSchema } from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useNoScriptTarget } from './account-forms';

/**
 * The sign-in's second step (ADR 031): after a right password, a code from the authenticator app,
 * or one of the recovery codes for who has lost their phone. A challenge that has expired or run
 * out of tries sends the visitor back to the password.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: () => void;
  /** The challenge is no longer good: the password form again, with why. */
  onRestart: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [useRecovery, setUseRecovery] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const noScriptTarget = useNoScriptTarget();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorCodeRequest>({
    resolver: zodResolver(TwoFactorCodeRequestSchema),
    defaultValues: { Code: '' },
  });
  const { ref, ...codeField } = register('Code');

  // The field the visitor types in next: on arrival (and after switching the kind of code, below).
  useEffect(() => {
    input.current?.focus();
  }, []);

  const onSubmit = handleSubmit(async ({ Code }) => {
    setRefusal(null);
    try {
      await api.security.loginTwoFactor({ Challenge: challenge, Code });
    } catch (error) {
      if (isApiError(error) && error.status === 429) setRefusal('Security.TooManyAttempts');
      else if (isApiError(error) && error.problem?.errors?.Challenge)
        onRestart('Security.TwoFactorChallengeExpired');
      else if (isApiError(error) && error.status === 400) setRefusal('Security.TwoFactorCodeWrong');
      else setRefusal('Manager.UnknowsErrors');
      reset({ Code: '' });
      input.current?.focus();
      return;
    }
    onSignedIn();
  });

  const label = useRecovery ? t('Security.TwoFactorRecoveryCode') : t('Security.TwoFactorCode');
  const hint = useRecovery ? t('Security.TwoFactorRecoveryHint') : t('Security.TwoFactorCodeHint');
  return (
    <form
      className="login-form two-factor-step"
      {...noScriptTarget}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h2 className="two-factor-step__title" id={`${id}-title`}>
        {t('Security.TwoFactorTitle')}
      </h2>
      {refusal ? (
        <div className="notice notice--error" role="alert">
          {t(refusal)}
        </div>
      ) : null}
      <div className={`form-field${errors.Code ? ' form-field--invalid' : ''}`}>
        <label htmlFor={`${id}-Code`}>{label}</label>
        <span className="form-hint" id={`${id}-Code-hint`}>
          {hint}
        </span>
        <input
          id={`${id}-Code`}
          key={useRecovery ? 'recovery' : 'app'}
          type="text"
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={errors.Code ? true : undefined}
          aria-describedby={errors.Code ? `${id}-Code-hint ${id}-Code-error` : `${id}-Code-hint`}
          {...codeField}
          ref={(element) => {
            ref(element);
            input.current = element;
          }}
        />
        {errors.Code?.message ? (
          <span className="form-error" id={`${id}-Code-error`}>
            {translateMessage(errors.Code.message, t)}
          </span>
        ) : null}
      </div>
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {t('Security.TwoFactorVerify')}
        </button>
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            setRefusal(null);
            reset({ Code: '' });
            flushSync(() => setUseRecovery((value) => !value));
            input.current?.focus();
          }}
        >
          {useRecovery ? t('Security.TwoFactorUseApp') : t('Security.TwoFactorUseRecovery')}
        </button>
      </div>
    </form>
  );
}
