import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, problem, staffUser } from '../test/fake-api';
import { renderApp, text } from '../test/render-app';

const ME = 'GET /api/v1/security/me';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A call some page makes later on; which one does not matter to the error flow. */
function laterCall(view: ReturnType<typeof renderApp>) {
  return act(async () => {
    await view.api.client.request('GET', '/api/v1/assetslibrary/folders/hierarchy').catch(() => undefined);
  });
}

describe('the staff guard', () => {
  it('sends a visitor without a session (401 from me) to the sign-in page with the returnUrl', async () => {
    const view = renderApp({
      url: '/admin/customers?page=2',
      routes: { [ME]: () => problem(401, '/problems/unauthorized') },
    });

    expect(await screen.findByRole('heading', { level: 1, name: text('Security.LoginTitle') })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/admin/login');
    expect(new URLSearchParams(view.router.state.location.search).get('returnUrl')).toBe(
      '/admin/customers?page=2',
    );
    // Nothing expired: the visitor simply was not signed in.
    expect(screen.queryByText(text('Backoffice.SessionExpired'))).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the user back to sign in, with a notice, when a later call answers 401', async () => {
    const view = renderApp({
      url: '/admin/customers',
      routes: {
        [ME]: () => json(200, staffUser(['sales'])),
        'GET /api/v1/assetslibrary/folders/hierarchy': () => problem(401, '/problems/unauthorized'),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: text('Backoffice.Customers') })).toBeTruthy();

    await laterCall(view);

    expect(await screen.findByText(text('Backoffice.SessionExpired'))).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/admin/login');
    expect(new URLSearchParams(view.router.state.location.search).get('returnUrl')).toBe('/admin/customers');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The cached user is gone, so the next staff page asks the server again.
    expect(view.queryClient.getQueryData(['security', 'me'])).toBeUndefined();
  });

  it('opens the generic error dialog when a call fails with a 500, and closes it', async () => {
    const view = renderApp({
      routes: {
        [ME]: () => json(200, staffUser()),
        'GET /api/v1/assetslibrary/folders/hierarchy': () => problem(500, '/problems/internal'),
      },
    });
    await screen.findByRole('heading', { level: 1, name: text('Backoffice.Welcome', { name: 'Ana' }) });

    await laterCall(view);

    const dialog = await screen.findByRole('dialog', { name: text('Core.Error') });
    expect(within(dialog).getByText(text('Manager.UnknowsErrors'))).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: text('Core.Close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Still on the page it was on.
    expect(view.router.state.location.pathname).toBe('/admin/');
  });

  it('shows the error dialog and an error page when `me` itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderApp({ routes: { [ME]: () => problem(500, '/problems/internal') } });

    const dialog = await screen.findByRole('dialog', { name: text('Core.Error') });
    await view.user.click(within(dialog).getByRole('button', { name: text('Core.Close') }));
    expect(await screen.findByRole('button', { name: text('Backoffice.Reload') })).toBeTruthy();
  });

  it('only warns about an aborted call and only logs a 404', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const view = renderApp({
      routes: {
        [ME]: () => json(200, staffUser()),
        'GET /api/v1/assetslibrary/folders/hierarchy': () => {
          throw new DOMException('The operation was aborted.', 'AbortError');
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: text('Backoffice.Welcome', { name: 'Ana' }) });

    await laterCall(view);
    await act(async () => {
      await view.api.client.request('GET', '/api/v1/nothing-here').catch(() => undefined);
    });

    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/api/v1/assetslibrary/folders/hierarchy'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/api/v1/nothing-here'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a signed-in customer the forbidden message and lets them sign out', async () => {
    const view = renderApp({
      url: '/admin/assets',
      routes: {
        [ME]: () => json(200, staffUser(['customer'])),
        'POST /api/v1/security/logout': () => new Response(null, { status: 204 }),
      },
    });

    expect(await screen.findByText(text('Security.Forbidden'))).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: text('Security.Logout') }));

    expect(await screen.findByRole('heading', { level: 1, name: text('Security.LoginTitle') })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/admin/login');
    expect(view.server.callsTo('POST', '/api/v1/security/logout')).toHaveLength(1);
  });

  it('signs out from the app bar and forgets the user', async () => {
    const view = renderApp({
      routes: {
        [ME]: () => json(200, staffUser()),
        'POST /api/v1/security/logout': () => new Response(null, { status: 204 }),
      },
    });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText(text('Security.SignedInAs', { name: 'Ana Silva' }))).toBeTruthy();

    await view.user.click(within(banner).getByRole('button', { name: text('Security.Logout') }));

    expect(await screen.findByRole('heading', { level: 1, name: text('Security.LoginTitle') })).toBeTruthy();
    expect(screen.queryByText(text('Backoffice.SessionExpired'))).toBeNull();
    expect(view.queryClient.getQueryData(['security', 'me'])).toBeUndefined();
    expect(view.server.callsTo('GET', '/api/v1/security/me')).toHaveLength(1);
  });
});

describe('the UI language', () => {
  it("speaks the signed-in user's culture", async () => {
    renderApp({ routes: { [ME]: () => json(200, staffUser(['sales'], { Culture: 'nl' })) } });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: text('Backoffice.Welcome', { name: 'Ana' }, 'nl'),
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: text('Backoffice.Customers', {}, 'nl') })).toBeTruthy();
    expect(document.documentElement.lang).toBe('nl');
  });

  it('switches with the language menu and remembers the choice', async () => {
    const view = renderApp({
      url: '/admin/customers',
      routes: { [ME]: () => json(200, staffUser(['sales'])) },
    });
    await screen.findByRole('heading', { level: 1, name: text('Backoffice.Customers') });

    await view.user.click(screen.getByRole('button', { name: new RegExp(text('Core.ChooseLanguage')) }));
    await view.user.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: text('Backoffice.Customers', {}, 'de') }),
    ).toBeTruthy();
    expect(window.localStorage.getItem('vitrine.backoffice.culture')).toBe('de');
    expect(document.title).toBe(`${text('Backoffice.Customers', {}, 'de')} · Vitrine`);
  });

  it('shows the keys and warns when the strings cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp({
      routes: {
        [ME]: () => json(200, staffUser()),
        'GET /api/v1/localization/fr/stringresources': () => problem(500, '/problems/internal'),
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Backoffice.Welcome' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('string resources'), expect.anything());
    // A missing translation is no error to show.
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
