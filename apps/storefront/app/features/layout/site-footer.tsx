import type { Menu } from '@vitrine/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from './site-context';

export function SiteFooter({
  menu,
  extra,
  consentStatus,
  newsletter,
  inert,
}: {
  menu: Menu;
  inert?: boolean | undefined;
  extra?: ReactNode;
  consentStatus?: ReactNode;
  newsletter?: ReactNode;
}) {
  const { t } = useTranslation();
  const { settings } = useSite();
  return (
    <footer className="site-footer" inert={inert}>
      <div className="container site-footer__grid">
        {newsletter}
        <nav aria-label={t('Core.Footer')}>
          <ul>
            {menu.Items.map((item) => (
              <li key={item.PageId}>
                <a href={item.Url}>{item.Title}</a>
              </li>
            ))}
            {extra ? <li>{extra}</li> : null}
          </ul>
        </nav>
        {consentStatus}
        <p>
          © {new Date().getFullYear()} {settings.ShopName}. {t('Core.AllRightsReserved')}
        </p>
      </div>
    </footer>
  );
}
