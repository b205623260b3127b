import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Culture, createTranslator, stringResources, type TranslationParams } from '@vitrine/i18n';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createBackofficeApi } from '../app/api-client';
import { App } from '../app/app';
import { createAppRoutes } from '../app/router';
import { BASENAME } from '../lib/base-path';
import { createFakeApi, type FakeRoutes } from './fake-api';
import { createFakeXhr } from './fake-xhr';

/**
 * The whole back office on a memory router, over a fake fetch: the providers, router, loaders, hooks
 * and error flow under test are the real ones.
 */
export function renderApp({ url = '/admin/', routes = {} }: { url?: string; routes?: FakeRoutes } = {}) {
  const server = createFakeApi(routes);
  // Uploads with progress go through XMLHttpRequest: answered by the same fake gateway.
  vi.stubGlobal('XMLHttpRequest', createFakeXhr(server.fetch));
  const api = createBackofficeApi({ fetch: server.fetch });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(createAppRoutes({ api: api.client, queryClient }), {
    basename: BASENAME,
    initialEntries: [url],
  });
  const user = typingUser();
  const view = render(<App api={api} queryClient={queryClient} router={router} />);
  return { ...view, api, server, router, queryClient, user };
}

/**
 * The staff member at the keyboard. No pause between keystrokes: each one costs a timer turn
 * otherwise, which on a busy machine makes a form's test slow without making it truer (what the
 * tests wait for is the state the person sees, never a delay).
 */
function typingUser() {
  return userEvent.setup({ delay: null });
}

/** What the UI shows for a key in a culture (the key itself while the resource does not exist yet). */
export function text(key: string, params?: TranslationParams, culture: Culture = 'fr'): string {
  return createTranslator(stringResources[culture], { onMissing: () => {} })(key, params);
}

/**
 * One component inside the real providers (API, strings, error dialog) and a router, over a fake
 * fetch: for widgets and forms used on their own.
 */
export function renderInApp(element: ReactNode, { routes = {} }: { routes?: FakeRoutes } = {}) {
  const server = createFakeApi(routes);
  vi.stubGlobal('XMLHttpRequest', createFakeXhr(server.fetch));
  const api = createBackofficeApi({ fetch: server.fetch });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element }], {
    basename: BASENAME,
    initialEntries: ['/admin/'],
  });
  const user = typingUser();
  const view = render(<App api={api} queryClient={queryClient} router={router} />);
  return { ...view, api, server, router, queryClient, user };
}
