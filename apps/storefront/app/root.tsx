// First: in the browser, zod must know it may not eval before any schema is built.
import '@vitrine/validation/no-eval';
import './load-context';
import { DEFAULT_CULTURE, isCulture } from '@vitrine/i18n';
import uiStyles from '@vitrine/ui/styles.css?url';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useParams,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { useBodyClasses } from './features/document/body-classes';
import { useNonce } from './features/document/nonce';
import { type AlternatesOf, PageAlternateLinks } from './features/document/page-alternates';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: uiStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export interface PageHandle<Data = unknown> {
  /** Spec 000 §2: the homepage's body gets class homepage, every other page class page. */
  pageType?: 'homepage' | 'page';
  /**
   * Where this page lives in each culture: the hreflang links and the language choice read it.
   * Every page route declares it (usually `alternatesFromData`, its loader returning `alternates`).
   */
  alternates?: AlternatesOf<Data>;
}

/** The shop's default culture (the configuration's): the document's language outside any culture. */
export function loader({ context }: Route.LoaderArgs) {
  return { defaultCulture: context.site.defaultCulture };
}

export function Layout({ children }: { children: ReactNode }) {
  const params = useParams();
  const root = useRouteLoaderData<typeof loader>('root');
  const matches = useMatches();
  const lifecycle = useBodyClasses();
  const nonce = useNonce();
  const pageType = [...matches].reverse().find((match) => (match.handle as PageHandle | undefined)?.pageType)
    ?.handle as PageHandle | undefined;
  const bodyClass = [pageType?.pageType ?? 'page', lifecycle].filter(Boolean).join(' ');
  return (
    <html lang={isCulture(params.culture) ? params.culture : (root?.defaultCulture ?? DEFAULT_CULTURE)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <PageAlternateLinks />
      </head>
      <body className={bodyClass}>
        {/* The target of "back to top" links (#top), CMS-authored ones included. */}
        <div id="top" />
        <div className="page-progress" aria-hidden="true" />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Reached only when the culture layout itself cannot render (its own boundary shows the
 * translated pages): no strings to translate then, so the status code and the way home.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="page" className="container">
      <h1>{status}</h1>
      <p>
        <a href="/">Vitrine</a>
      </p>
    </main>
  );
}
