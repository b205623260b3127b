import { isApiError } from '@vitrine/api-client';
import { shopUrls } from '@vitrine/api-client/urls';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { markSessionChanged } from './session-change';

/**
 * The page the link sent to a new address opens. The address changes on a button press, not on
 * opening the page: mail scanners open every link of a message.
 */
export function ConfirmEmailChangePage({ token }: { token: string }) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'refused'>('idle');
  const confirm = async () => {
    setState('busy');
    try {
      await api.accountProfile.confirmEmailChange({ Token: token });
      // A signed-in header shows the address: the layout's data is read again.
      markSessionChanged();
      setState('done');
    } catch (error) {
      // A used or expired link says so; any other failure is the error flow's.
      setState(isApiError(error) && (error.status === 400 || error.status === 429) ? 'refused' : 'idle');
    }
  };
  return (
    <section className="account-page confirm-email-change-page">
      <h1>{t('AccountProfile.ConfirmEmailChangeTitle')}</h1>
      {state === 'done' ? (
        <p className="notice notice--success" role="status">
          {t('AccountProfile.EmailChanged')}
        </p>
      ) : state === 'refused' || !token ? (
        <p className="notice notice--error" role="alert">
          {t('Security.TokenInvalid')}
        </p>
      ) : (
        <>
          <p>{t('AccountProfile.ConfirmEmailChangeIntro')}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={state === 'busy'}
            aria-busy={state === 'busy'}
            onClick={confirm}
          >
            {t('AccountProfile.ConfirmEmailChange')}
          </button>
        </>
      )}
      <p className="account-links">
        <Link to={shopUrls.account(culture)}>{t('Account.Title')}</Link>
      </p>
    </section>
  );
}
