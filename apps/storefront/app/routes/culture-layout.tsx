import { isApiError, type StorefrontLoadContext } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { cultureOfSegment, isCulture, isCultureLike, negotiateCulture } from '@vitrine/i18n';
import { useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Outlet,
  redirect,
  type ShouldRevalidateFunction,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { clearSessionChange, isSessionChanged } from '../features/account/session-change';
import { Announcements } from '../features/announcements/announcements';
import { readSeen } from '../features/announcements/seen-cookie';
import { TaxCountryFollower } from '../features/cart/tax-country-follower';
import { ConsentStatus } from '../features/consent/consent-status';
import { CookieConsent } from '../features/consent/cookie-consent';
import { CookieConsentSettingsButton } from '../features/consent/cookie-consent-settings-button';
import { LayoutMetrics } from '../features/document/layout-metrics';
import { RevealOnScroll } from '../features/document/reveal-on-scroll';
import { ErrorFlowProvider } from '../features/error-flow/error-flow-provider';
import { loadStrings } from '../features/i18n/load-strings';
import { TranslationProvider, useTranslation } from '../features/i18n/translation-context';
import { InitLoader } from '../features/layout/init-loader';
import { useOpenSidePanel } from '../features/layout/side-panels';
import { SiteProvider } from '../features/layout/site-context';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/layout/site-header';
import { PageNavigation } from '../features/navigation/page-navigation';
import { NewsletterForm } from '../features/newsletter/newsletter-form';
import { NoticesProvider } from '../features/notices/notices';
import { Tracking } from '../features/tracking/tracking';
import type { Route } from './+types/culture-layout';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { culture } = params;
  if (!isCulture(culture)) throw foreignCultureRedirect(culture, request, context.site);
  const { api } = context;
  // Popups and banners are extras: a failed read leaves the page without them, never without the page.
  const announcementsRead = api.announcements.live(culture).catch(() => []);
  const [strings, settings, menu, user, currency] = await Promise.all([
    loadStrings(api, culture),
    api.content.siteSettings(),
    api.content.menu(culture),
    api.security.me().catch((error: unknown) => {
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    }),
    // The shopper's currency (their cart's) and today's rate: the header's switcher and the prices.
    api.currency.shopperCurrencies(culture),
  ]);
  const announcements = await announcementsRead;
  return {
    culture,
    strings,
    settings,
    menu,
    user,
    currency,
    announcements,
    /** The popups and banners this visitor closed (spec 001 §3): not rendered again. */
    announcementsSeen: readSeen(request.headers.get('cookie') ?? '', context.site.cmsName).map(
      (entry) => entry.Id,
    ),
    antiforgeryToken: context.antiforgeryToken,
    site: context.site,
    /** The hreflang links are absolute. */
    origin: new URL(request.url).origin,
  };
}

/**
 * A first segment that reads as a language but is not one of ours: /FR/catalog → /fr/catalog and
 * /pt-BR/… → /pt/… for good (301); /en/catalog → the same path in the visitor's best culture
 * (302, it depends on Accept-Language). Anything else is a page that does not exist.
 */
function foreignCultureRedirect(segment: string, request: Request, site: StorefrontLoadContext['site']) {
  if (!isCultureLike(segment)) return data(null, { status: 404 });
  const url = new URL(request.url);
  const prefix = `${site.basePath}/${segment}`;
  const rest = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : '';
  const own = cultureOfSegment(segment);
  const target = own ?? negotiateCulture(request.headers.get('accept-language'), site.defaultCulture);
  const location = `${site.basePath}/${target}${rest}${url.search}`;
  return own
    ? redirect(location, 301)
    : redirect(location, { status: 302, headers: { Vary: 'Accept-Language' } });
}

/** The shop's name as the default title; a page that failed is titled by its error. */
export const meta: Route.MetaFunction = ({ data: layout, error }) => {
  if (!layout) return [{ title: 'Vitrine' }];
  const shop = layout.settings.ShopName;
  if (!error) return [{ title: shop }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = layout.strings[notFound ? 'Core.PageNotFound' : 'Core.Error'] ?? shop;
  return [{ title: `${heading} | ${shop}` }, { name: 'robots', content: 'noindex' }];
};

/** Strings, settings and the menu are loaded once per culture; a sign-in revalidates explicitly. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (currentParams.culture !== nextParams.culture || isSessionChanged()) return true;
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
};

export default function CultureLayout({ loaderData }: Route.ComponentProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: new layout data is what clears the mark.
  useEffect(() => clearSessionChange(), [loaderData]);
  return (
    <Shell data={loaderData}>
      <Outlet />
    </Shell>
  );
}

type LayoutData = Awaited<ReturnType<typeof loader>>;

function Shell({ data: layout, children }: { data: LayoutData; children: React.ReactNode }) {
  const { culture, strings, settings, menu, user, currency, antiforgeryToken, site } = layout;
  // Behind an open side panel the page is out of reach (the backdrop covers it); the header,
  // with the panel and its toggle, stays usable.
  const behindPanel = useOpenSidePanel() !== null || undefined;
  return (
    <TranslationProvider culture={culture} strings={strings}>
      <SiteProvider site={{ basePath: site.basePath, cmsName: site.cmsName, settings, user, currency }}>
        <ErrorFlowProvider
          antiforgeryToken={antiforgeryToken}
          basePath={site.basePath}
          loginInModal={settings.LoginInModal}
        >
          <NoticesProvider>
            <SkipLink />
            <Announcements
              items={layout.announcements}
              seen={layout.announcementsSeen}
              cmsName={site.cmsName}
            />
            <SiteHeader menu={menu} />
            <main id="page" className="container" inert={behindPanel}>
              {children}
            </main>
            <SiteFooter
              inert={behindPanel}
              menu={menu}
              extra={<CookieConsentSettingsButton />}
              consentStatus={<ConsentStatus />}
              newsletter={<NewsletterForm />}
            />
            <PageNavigation basePath={site.basePath} />
            <CookieConsent
              cmsName={site.cmsName}
              stamp={settings.ConsentStamp}
              scripts={settings.ConsentScripts}
            />
            <Tracking />
            <InitLoader />
            <TaxCountryFollower />
            <RevealOnScroll />
            <LayoutMetrics />
          </NoticesProvider>
        </ErrorFlowProvider>
      </SiteProvider>
    </TranslationProvider>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#page">
      {t('Core.SkipToContent')}
    </a>
  );
}

/** A page of this culture that does not exist (or failed) still gets the shop around it. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<LayoutData>('routes/culture-layout');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  if (!layout) {
    return (
      <main id="page" className="container">
        <h1>{notFound ? '404' : '500'}</h1>
      </main>
    );
  }
  return (
    <Shell data={layout}>
      <ErrorContent notFound={notFound} basePath={layout.site.basePath} />
    </Shell>
  );
}

function ErrorContent({ notFound, basePath }: { notFound: boolean; basePath: string }) {
  const { t, culture } = useTranslation();
  return (
    <div className="prose">
      <h1>{notFound ? t('Core.PageNotFound') : t('Core.Error')}</h1>
      <p>{notFound ? t('Core.PageNotFoundText') : t('Manager.UnknowsErrors')}</p>
      <p>
        <a className="button button--primary" href={inApp(basePath, shopUrls.home(culture))}>
          {t('Core.BackToHome')}
        </a>
      </p>
    </div>
  );
}
