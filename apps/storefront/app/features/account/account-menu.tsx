import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { localePath } from '@vitrine/i18n';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';

/**
 * The header's account entry. Anonymous visitors ask the API who they are; the 401 answer runs
 * the error flow, which opens the login modal with this page as the returnUrl.
 */
export function AccountMenu() {
  const { t, culture } = useTranslation();
  const { user, basePath } = useSite();
  const api = useApi();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  if (user) {
    const name = [user.FirstName, user.LastName].filter(Boolean).join(' ') || user.Email;
    return (
      <div className="account-menu">
        <span className="account-menu__name">{t('Security.SignedInAs', { name })}</span>
        <a className="account-menu__orders button--link" href={inApp(basePath, shopUrls.orders(culture))}>
          {t('Orders.MyOrders')}
        </a>
        <a className="logoff button--link" href={`${basePath}${localePath(culture, '/security/logoff')}`}>
          {t('Security.Logout')}
        </a>
      </div>
    );
  }

  return (
    <button
      type="button"
      className="button button--secondary account-menu__login"
      aria-busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await api.security.me();
          revalidator.revalidate();
        } catch {
          // The error flow has taken over (login modal on 401).
        } finally {
          setBusy(false);
        }
      }}
    >
      <span aria-hidden="true" className="icon-account" />
      <span className="account-menu__label">{t('Security.MyAccount')}</span>
    </button>
  );
}
