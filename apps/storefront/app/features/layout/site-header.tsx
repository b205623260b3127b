import type { Menu } from '@vitrine/api-client';
import { localePath } from '@vitrine/i18n';
import { useLocation } from 'react-router';
import { AccountMenu } from '../account/account-menu';
import { CategoryMenu } from '../catalog/category-menu';
import { useTranslation } from '../i18n/translation-context';
import { SearchBox } from '../search/search-box';
import { LanguageChoice } from './language-choice';
import { useSite } from './site-context';

export function SiteHeader({ menu }: { menu: Menu }) {
  const { t, culture } = useTranslation();
  const { basePath, settings } = useSite();
  const location = useLocation();
  const current = `${basePath}${location.pathname}`;
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a className="site-logo" href={`${basePath}${localePath(culture)}`}>
          {settings.ShopName}
        </a>
        <nav className="main-nav" aria-label={t('Core.MainNavigation')}>
          <ul>
            <li>
              <a
                href={`${basePath}${localePath(culture)}`}
                aria-current={current === `${basePath}/${culture}` ? 'page' : undefined}
              >
                {t('Core.Home')}
              </a>
            </li>
            <li className="main-nav__catalog">
              <CategoryMenu />
            </li>
            {menu.Items.map((item) => (
              <li key={item.PageId}>
                <a href={item.Url} aria-current={current === item.Url ? 'page' : undefined}>
                  {item.Title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox />
        <div className="header-tools">
          <LanguageChoice basePath={basePath} />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
