import { zodResolver } from '@hookform/resolvers/zod';
import {
  isApiError,
  isTwoFactorChallenge,
  type LoginRequest,
  LoginRequestSchema,
  PROBLEM_TYPES,
} from '@vitrine/api-client';
import { shopUrls } from '@vitrine/api-client/urls';
import { localePath } from '@vitrine/i18n';
import { translateMessage } from '@vitrine/validation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { useNoScriptTarget } from './account-forms';
import { ForgotPasswordModal, RegisterModal } from './account-modals';
import { safeReturnUrl } from './return-url';
import { markSessionChanged } from './session-change';
import { TwoFactorStep } from './two-factor-step';

/**
 * The sign-in form. Under it, the way to an account and to a forgotten password: modals where the
 * form is a page (`accountModals`), links to their pages where the form is itself in a modal.
 */
export function LoginForm({
  returnUrl,
  onSignedIn,
  onLeave,
  accountModals = false,
}: {
  returnUrl: string | null;
  onSignedIn?: () => void;
  /** Called as a link takes the visitor to another page (the login modal closes). */
  onLeave?: () => void;
  accountModals?: boolean;
}) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const { basePath } = useSite();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The address of an account waiting for its confirmation, to send the link again to. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  /** The right password of an account that asks a second factor: its challenge, until the code is given. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const noScriptTarget = useNoScriptTarget(returnUrl);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { Email: '', Password: '', RememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    setUnconfirmed(null);
    try {
      const result = await api.security.login(values);
      if (isTwoFactorChallenge(result)) {
        setChallenge(result.Challenge);
        return;
      }
    } catch (error) {
      if (isApiError(error) && error.status === 429) setRefusal('Security.TooManyAttempts');
      else if (isApiError(error) && error.status === 400) setRefusal('Security.InvalidCredentials');
      else if (isApiError(error) && error.problem?.type === PROBLEM_TYPES.emailNotConfirmed) {
        setRefusal('Security.EmailNotConfirmed');
        setUnconfirmed(values.Email);
        setResent(false);
      }
      return;
    }
    signedIn();
  });

  function signedIn() {
    markSessionChanged();
    onSignedIn?.();
    const target = safeReturnUrl(returnUrl, `${basePath}${localePath(culture)}`);
    const inApp = basePath && target.startsWith(basePath) ? target.slice(basePath.length) || '/' : target;
    if (inApp === `${window.location.pathname.slice(basePath.length)}${window.location.search}`)
      revalidator.revalidate();
    else navigate(inApp);
  }

  const field = (name: 'Email' | 'Password') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  const resend = async () => {
    if (!unconfirmed) return;
    try {
      await api.security.resendConfirmation({ Email: unconfirmed, Culture: culture });
      setResent(true);
    } catch (error) {
      if (isApiError(error) && error.status === 429) setRefusal('Security.TooManyAttempts');
    }
  };

  const accountLinks = accountModals ? (
    <div className="account-links">
      <ForgotPasswordModal />
      <span>
        {t('Security.NoAccountYet')} <RegisterModal />
      </span>
    </div>
  ) : (
    <div className="account-links">
      <Link to={shopUrls.forgotPassword(culture)} onClick={onLeave}>
        {t('Security.ForgotPassword')}
      </Link>
      <span>
        {t('Security.NoAccountYet')}{' '}
        <Link to={shopUrls.register(culture)} onClick={onLeave}>
          {t('Security.Register')}
        </Link>
      </span>
    </div>
  );

  if (challenge)
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={(reason) => {
          setChallenge(null);
          setRefusal(reason);
        }}
      />
    );

  return (
    <>
      <form className="login-form" {...noScriptTarget} noValidate onSubmit={onSubmit}>
        {refusal ? (
          <div className="notice notice--error" role="alert">
            {t(refusal)}
            {unconfirmed && refusal === 'Security.EmailNotConfirmed' ? (
              <>
                {' '}
                <button
                  type="button"
                  className="button button--secondary login-form__resend"
                  disabled={resent}
                  onClick={resend}
                >
                  {resent ? t('Security.EmailSent') : t('Security.ResendConfirmation')}
                </button>
              </>
            ) : null}
          </div>
        ) : null}
        <div className={`form-field${errors.Email ? ' form-field--invalid' : ''}`}>
          <label htmlFor={`${id}-Email`}>{t('Security.Email')}</label>
          <input type="email" autoComplete="username" {...field('Email')} {...register('Email')} />
          {errors.Email?.message ? (
            <span className="form-error" id={`${id}-Email-error`}>
              {translateMessage(errors.Email.message, t)}
            </span>
          ) : null}
        </div>
        <div className={`form-field${errors.Password ? ' form-field--invalid' : ''}`}>
          <label htmlFor={`${id}-Password`}>{t('Security.Password')}</label>
          <input
            type="password"
            autoComplete="current-password"
            {...field('Password')}
            {...register('Password')}
          />
          {errors.Password?.message ? (
            <span className="form-error" id={`${id}-Password-error`}>
              {translateMessage(errors.Password.message, t)}
            </span>
          ) : null}
        </div>
        <div className="form-check">
          <input type="checkbox" id={`${id}-RememberMe`} {...register('RememberMe')} />
          <label htmlFor={`${id}-RememberMe`}>{t('Security.RememberMe')}</label>
        </div>
        <div className="form-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
          >
            {t('Security.Login')}
          </button>
        </div>
      </form>
      {accountLinks}
    </>
  );
}
