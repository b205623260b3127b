import { type ApiError, createApiClient } from '@vitrine/api-client';
import { localePath } from '@vitrine/i18n';
import { Modal } from '@vitrine/ui';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiContext } from '../../lib/api-context';
import { LoginForm } from '../account/login-form';
import { useTranslation } from '../i18n/translation-context';

export interface ErrorFlowProviderProps {
  antiforgeryToken: string;
  basePath: string;
  loginInModal: boolean;
  children: ReactNode;
  /** Tests hand in a fetch; the browser's is used otherwise. */
  fetch?: typeof fetch;
}

/**
 * The error flow of spec 000 §8 for every call made through the API client:
 * 401 → the login page in a modal (class login-modal) with the returnUrl, or as a page;
 * status 0 → an aborted call, a warning only; 404 → logged; anything else → a modal with the
 * translated Manager.UnknowsErrors and a Close button.
 */
export function ErrorFlowProvider({
  antiforgeryToken,
  basePath,
  loginInModal,
  children,
  fetch,
}: ErrorFlowProviderProps) {
  const { t, culture } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [loginReturnUrl, setLoginReturnUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const currentUrl = `${basePath}${location.pathname}${location.search}`;

  const requestLogin = useCallback(
    (returnUrl = currentUrl) => {
      if (loginInModal) setLoginReturnUrl(returnUrl);
      else navigate(`${localePath(culture, '/security/login')}?returnUrl=${encodeURIComponent(returnUrl)}`);
    },
    [culture, currentUrl, loginInModal, navigate],
  );

  const onError = useCallback(
    (error: ApiError) => {
      switch (error.kind) {
        case 'unauthorized':
          requestLogin();
          break;
        case 'aborted':
          console.warn(`[api] call aborted: ${error.url}`);
          break;
        case 'not-found':
          console.info(`[api] not found: ${error.url}`);
          break;
        default:
          console.error(`[api] ${error.status} ${error.url}`, error.problem);
          setFailed(true);
      }
    },
    [requestLogin],
  );

  // The client lives as long as the page; it always reaches the latest error handler.
  const handlerRef = useRef(onError);
  handlerRef.current = onError;
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: basePath,
        antiforgeryToken,
        onError: (error) => handlerRef.current(error),
        ...(fetch ? { fetch } : {}),
      }),
    [antiforgeryToken, basePath, fetch],
  );

  const value = useMemo(() => ({ api, requestLogin }), [api, requestLogin]);

  return (
    <ApiContext.Provider value={value}>
      {children}
      <Modal
        open={loginReturnUrl !== null}
        onClose={() => setLoginReturnUrl(null)}
        title={t('Security.LoginTitle')}
        closeLabel={t('Core.Close')}
        className="login-modal"
        size="small"
      >
        {loginReturnUrl !== null ? (
          <LoginForm
            returnUrl={loginReturnUrl}
            onSignedIn={() => setLoginReturnUrl(null)}
            onLeave={() => setLoginReturnUrl(null)}
          />
        ) : null}
      </Modal>
      <Modal
        open={failed}
        onClose={() => setFailed(false)}
        title={t('Core.Error')}
        closeLabel={t('Core.Close')}
        className="error-modal"
        size="small"
        footer={
          <button type="button" className="button button--primary" onClick={() => setFailed(false)}>
            {t('Core.Close')}
          </button>
        }
      >
        <p>{t('Manager.UnknowsErrors')}</p>
      </Modal>
    </ApiContext.Provider>
  );
}
