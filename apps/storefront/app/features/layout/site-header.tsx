import type { Menu } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { AccountMenu } from '../account/account-menu';
import { HeaderCart } from '../cart/header-cart';
import { MEDIUM_BREAKPOINT_PX } from '../catalog/constants';
import { CategoryMenu } from '../catalog/menu/category-menu';
import { CurrencySwitcher } from '../currency/currency-switcher';
import { useTranslation } from '../i18n/translation-context';
import { SearchBox } from '../search/search-box';
import { LanguageChoice } from './language-choice';
import {
  closeSidePanels,
  SEARCH_PANEL_FOCUS_MS,
  toggleSidePanel,
  useOpenSidePanel,
  useSidePanelsLifecycle,
} from './side-panels';
import { useSite } from './site-context';
import { useStickyNav } from './sticky-nav';

/** From this width the header lays its panels out in two rows; below it, one row and side panels. */
export const HEADER_WIDE_QUERY = `(min-width: ${MEDIUM_BREAKPOINT_PX}px)`;

/**
 * The shop's header. On a desktop: logo, search, language, account and cart on the first row, the
 * navigation on the second. On a phone, one row (menu button, logo, search button, account, cart):
 * the navigation and the language choice open in the menu panel, the search box in the search
 * panel (spec 001 §2 mobile navigation menu, §4 side panels). Each panel's content is rendered
 * once; the wide layout shows it in place (the panel's box is display: contents there).
 */
export function SiteHeader({ menu }: { menu: Menu }) {
  const { t, culture } = useTranslation();
  const { basePath, settings } = useSite();
  const location = useLocation();
  const current = `${basePath}${location.pathname}`;
  const open = useOpenSidePanel();
  useSidePanelsLifecycle(HEADER_WIDE_QUERY);
  const header = useRef<HTMLElement>(null);
  useStickyNav(header);
  return (
    <header className="site-header" ref={header}>
      <div className="container site-header__bar">
        <SidePanelToggle name="menu" label={t('Core.Menu')} open={open === 'menu'} icon="menu" />
        <a className="site-logo" href={inApp(basePath, shopUrls.home(culture))}>
          {settings.ShopName}
        </a>
        <SidePanelToggle name="search" label={t('Catalog.Search')} open={open === 'search'} icon="search" />
        <SidePanel name="search" open={open === 'search'} focus="search">
          <SearchBox />
        </SidePanel>
        <SidePanel name="menu" open={open === 'menu'} focus="first">
          <nav className="main-nav" aria-label={t('Core.MainNavigation')}>
            <ul>
              <li>
                <a
                  href={inApp(basePath, shopUrls.home(culture))}
                  aria-current={current === inApp(basePath, shopUrls.home(culture)) ? 'page' : undefined}
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
          <LanguageChoice basePath={basePath} />
          <CurrencySwitcher />
        </SidePanel>
        <div className="header-account">
          <AccountMenu />
        </div>
        <div className="header-cart-area">
          <HeaderCart />
        </div>
      </div>
      {/* The backdrop: a click beside the open panel closes it (the keyboard has Escape and the toggle). */}
      <div
        className="side-panel-backdrop"
        hidden={open === null}
        aria-hidden="true"
        onClick={closeSidePanels}
      />
    </header>
  );
}

const panelId = (name: string) => `side-panel-${name}`;
const toggleId = (name: string) => `side-panel-toggle-${name}`;

function SidePanelToggle({
  name,
  label,
  open,
  icon,
}: {
  name: string;
  label: string;
  open: boolean;
  icon: 'menu' | 'search';
}) {
  return (
    <button
      type="button"
      id={toggleId(name)}
      className={`side-panel-toggle side-panel-toggle--${name}`}
      aria-expanded={open}
      aria-controls={panelId(name)}
      onClick={() => toggleSidePanel(name)}
    >
      <span aria-hidden="true" className={open ? 'icon-close' : `icon-${icon}`} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/**
 * A side panel's box. Opening moves the focus in (the first link, or the search field about a
 * second later as spec 001 §9 asks); closing while the focus is inside gives it back to the toggle.
 */
function SidePanel({
  name,
  open,
  focus,
  children,
}: {
  name: string;
  open: boolean;
  focus: 'first' | 'search';
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (!open) {
      if (element.contains(document.activeElement))
        document.getElementById(toggleId(name))?.focus({ preventScroll: true });
      return;
    }
    const focusInside = () =>
      element
        .querySelector<HTMLElement>(focus === 'search' ? 'input[type="search"]' : 'a[href], button')
        ?.focus({ preventScroll: true });
    if (focus === 'first') {
      focusInside();
      return;
    }
    const timer = window.setTimeout(focusInside, SEARCH_PANEL_FOCUS_MS);
    return () => window.clearTimeout(timer);
  }, [focus, name, open]);
  return (
    <div
      ref={box}
      id={panelId(name)}
      className={open ? `side-panel side-panel--${name} is-open` : `side-panel side-panel--${name}`}
    >
      {children}
    </div>
  );
}
