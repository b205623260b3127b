import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { localePath } from '@vitrine/i18n';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { ChangePasswordModal } from './account-modals';

/**
 * The header's account entry. Anonymous visitors ask the API who they are; the 401 answer runs
 * the error flow, which opens the login modal with this page as the returnUrl.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user } = useSite();
  const api = useApi();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  if (user)
    return <SignedInMenu name={[user.FirstName, user.LastName].filter(Boolean).join(' ') || user.Email} />;

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

/**
 * A signed-in customer's entry: their name, opening the account's links (their orders, signing
 * out). A disclosure, so that it works before scripts run; it closes on a click elsewhere, on
 * Escape (back to its button) and when the page changes.
 */
function SignedInMenu({ name }: { name: string }) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the reason to close.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) menu.current.open = false;
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);

  return (
    <details
      ref={menu}
      className="account-menu account-menu--signed-in"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menu.current?.open) return;
        menu.current.open = false;
        menu.current.querySelector('summary')?.focus();
      }}
    >
      <summary className="button button--secondary account-menu__toggle">
        <span aria-hidden="true" className="icon-account" />
        <span className="account-menu__name">{name}</span>
      </summary>
      <div className="account-menu__panel">
        <p className="account-menu__signed-in">{t('Security.SignedInAs', { name })}</p>
        <ul>
          <li>
            <a className="account-menu__link" href={inApp(basePath, shopUrls.account(culture))}>
              {t('Account.Title')}
            </a>
          </li>
          <li>
            <a className="account-menu__link" href={inApp(basePath, shopUrls.orders(culture))}>
              {t('Orders.MyOrders')}
            </a>
          </li>
          <li>
            <a className="account-menu__link" href={inApp(basePath, shopUrls.accountAddresses(culture))}>
              {t('Account.Addresses')}
            </a>
          </li>
          <li>
            <a className="account-menu__link" href={inApp(basePath, shopUrls.birthLists(culture))}>
              {t('BirthList.MyLists')}
            </a>
          </li>
          <li>
            <a className="account-menu__link" href={inApp(basePath, shopUrls.wishlists(culture))}>
              {t('Wishlists.Title')}
            </a>
          </li>
          <li>
            <a
              className="account-menu__link"
              href={inApp(basePath, shopUrls.accountStockNotifications(culture))}
            >
              {t('AccountProfile.StockNotifications')}
            </a>
          </li>
          <li>
            <ChangePasswordModal
              onOpen={() => {
                if (menu.current) menu.current.open = false;
              }}
            />
          </li>
          <li>
            <a
              className="account-menu__link logoff"
              href={`${basePath}${localePath(culture, '/security/logoff')}`}
            >
              {t('Security.Logout')}
            </a>
          </li>
        </ul>
      </div>
    </details>
  );
}
