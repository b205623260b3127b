import { render } from '@testing-library/react';
import type { CurrentUser, SiteSettings } from '@vitrine/api-client';
import { type Culture, stringResources } from '@vitrine/i18n';
import type { ComponentType, ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { ErrorFlowProvider } from '../features/error-flow/error-flow-provider';
import { TranslationProvider } from '../features/i18n/translation-context';
import { SiteProvider } from '../features/layout/site-context';
import { NoticesProvider } from '../features/notices/notices';

export const TEST_SETTINGS: SiteSettings = {
  ShopName: 'Vitrine',
  ConsentStamp: 's',
  ConsentScripts: [],
  LoginInModal: true,
};

export interface ShopOptions {
  culture?: Culture;
  /** The API's answers; the browser's fetch (none in jsdom) otherwise. */
  fetch?: typeof globalThis.fetch;
  user?: CurrentUser | null;
  settings?: Partial<SiteSettings>;
}

/** What the culture layout gives every page: its strings, the site and the API with its error flow. */
export function InShop({
  children,
  culture = 'fr',
  fetch,
  user = null,
  settings,
}: ShopOptions & { children: ReactNode }) {
  return (
    <TranslationProvider culture={culture} strings={stringResources[culture]}>
      <SiteProvider
        site={{ basePath: '', cmsName: 'FlexoCMS', settings: { ...TEST_SETTINGS, ...settings }, user }}
      >
        <ErrorFlowProvider antiforgeryToken="token" basePath="" loginInModal fetch={fetch}>
          <NoticesProvider>{children}</NoticesProvider>
        </ErrorFlowProvider>
      </SiteProvider>
    </TranslationProvider>
  );
}

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** What a page with a loader shows before its first load: nothing, as on the server's first answer. */
const NoFallback = () => null;

/**
 * Renders `ui` in the shop at the address `at` (a router with that page, so links, navigation and
 * the error flow work as on a page); `routes` are further pages it may go to, rendered as given.
 */
export function renderInShop(
  ui: ReactNode | ComponentType,
  {
    at = '/fr',
    routes = [],
    loader,
    ...shop
  }: ShopOptions & {
    at?: string;
    routes?: StubRoute[];
    /** The page's own loader (a test counts its calls to see the page reloaded in place). */
    loader?: StubRoute['loader'];
  } = {},
) {
  const Content = typeof ui === 'function' ? ui : () => ui;
  // biome-ignore lint/correctness/noComponentHookFactories: a route takes a component, and each render its own page.
  const Page = () => (
    <InShop {...shop}>
      <Content />
    </InShop>
  );
  const path = new URL(at, 'http://shop').pathname;
  const Stub = createRoutesStub([
    { path, Component: Page, ...(loader ? { loader, HydrateFallback: NoFallback } : {}) },
    ...routes,
  ]);
  return render(<Stub initialEntries={[at]} />);
}
