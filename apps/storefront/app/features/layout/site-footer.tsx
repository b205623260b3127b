import type { Menu } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
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
  const { t, culture } = useTranslation();
  const site = useSite();
  const { settings } = site;
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
            <li>
              <a href={inApp(site.basePath, shopUrls.faq(culture))}>{t('Faq.Title')}</a>
            </li>
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
