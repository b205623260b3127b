import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, problem, staffUser } from '../../../test/fake-api';
import { renderApp, text } from '../../../test/render-app';

const LOGIN = 'POST /api/v1/backoffice/security/login';

async function fillAndSubmit(
  view: ReturnType<typeof renderApp>,
  email = 'ana@vitrine.test',
  password = 'secret',
) {
  await view.user.type(await screen.findByLabelText(text('Security.Email'), { exact: false }), email);
  await view.user.type(screen.getByLabelText(text('Security.Password'), { exact: false }), password);
  await view.user.click(screen.getByRole('button', { name: text('Security.Login') }));
}

describe('LoginPage', () => {
  it('shows the translated required messages when submitted empty, without calling the API', async () => {
    const view = renderApp({ url: '/admin/login' });
    await view.user.click(await screen.findByRole('button', { name: text('Security.Login') }));

    expect(await screen.findAllByText(text('Validation.Required'))).toHaveLength(2);
    expect(screen.getByLabelText(text('Security.Email'), { exact: false }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(view.server.callsTo('POST', '/api/v1/backoffice/security/login')).toHaveLength(0);
  });

  it('shows the translated e-mail message for a malformed address', async () => {
    const view = renderApp({ url: '/admin/login' });
    await fillAndSubmit(view, 'not-an-address');
    expect(await screen.findByText(text('Validation.Email'))).toBeTruthy();
  });

  it('shows an inline alert when the credentials are refused (400)', async () => {
    const view = renderApp({
      url: '/admin/login',
      routes: { [LOGIN]: () => problem(400, '/problems/invalid-credentials') },
    });
    await fillAndSubmit(view);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text('Security.InvalidCredentials'));
    // The router's own state carries the basename.
    expect(view.router.state.location.pathname).toBe('/admin/login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the account is not staff (403)', async () => {
    const view = renderApp({
      url: '/admin/login',
      routes: { [LOGIN]: () => problem(403, '/problems/forbidden') },
    });
    await fillAndSubmit(view);
    expect((await screen.findByRole('alert')).textContent).toContain(text('Backoffice.NotStaff'));
  });

  it('says to wait after too many attempts (429)', async () => {
    const view = renderApp({
      url: '/admin/login',
      routes: { [LOGIN]: () => problem(429, '/problems/rate-limited') },
    });
    await fillAndSubmit(view);
    expect((await screen.findByRole('alert')).textContent).toContain(text('Security.TooManyAttempts'));
  });

  it('puts per-field validation answers on their fields', async () => {
    const view = renderApp({
      url: '/admin/login',
      routes: {
        [LOGIN]: () =>
          problem(400, '/problems/validation', { errors: { Password: ['Validation.Required'] } }),
      },
    });
    await fillAndSubmit(view);
    expect(await screen.findByText(text('Validation.Required'))).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs in with the typed credentials and goes to the returnUrl', async () => {
    const view = renderApp({
      url: `/admin/login?returnUrl=${encodeURIComponent('/admin/customers?page=2')}`,
      routes: { [LOGIN]: () => json(200, staffUser(['sales'])) },
    });
    await view.user.click(await screen.findByLabelText(text('Security.RememberMe')));
    await fillAndSubmit(view);

    expect(await screen.findByRole('heading', { level: 1, name: text('Backoffice.Customers') })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/admin/customers');
    expect(view.router.state.location.search).toBe('?page=2');
    const [call] = view.server.callsTo('POST', '/api/v1/backoffice/security/login');
    expect(call?.body).toEqual({ Email: 'ana@vitrine.test', Password: 'secret', RememberMe: true });
    expect(call?.headers.get('x-csrf-token')).toBe('test-token');
    // The sign-in answer is the current user: no second round trip to ask who signed in.
    expect(view.server.callsTo('GET', '/api/v1/security/me')).toHaveLength(0);
  });

  it('goes to the dashboard when the returnUrl leaves the back office', async () => {
    const view = renderApp({
      url: `/admin/login?returnUrl=${encodeURIComponent('https://evil.example/admin')}`,
      routes: { [LOGIN]: () => json(200, staffUser(['editor'])) },
    });
    await fillAndSubmit(view);

    expect(
      await screen.findByRole('heading', { level: 1, name: text('Backoffice.Welcome', { name: 'Ana' }) }),
    ).toBeTruthy();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin'));
  });

  it('asks the second step of an account with two-step verification, then goes to the returnUrl', async () => {
    let attempts = 0;
    const view = renderApp({
      url: `/admin/login?returnUrl=${encodeURIComponent('/admin/customers')}`,
      routes: {
        [LOGIN]: () => json(200, { TwoFactorRequired: true, Challenge: 'challenge-1' }),
        'POST /api/v1/backoffice/security/login/two-factor': () => {
          attempts += 1;
          return attempts === 1
            ? problem(400, '/problems/validation', { errors: { Code: ['Security.TwoFactorCodeWrong'] } })
            : json(200, staffUser(['sales']));
        },
      },
    });
    await fillAndSubmit(view);
    const code = await screen.findByLabelText(text('Account.TwoFactor.AnyCode'), { exact: false });
    expect(screen.getByRole('heading', { name: text('Security.TwoFactorTitle') })).toBeTruthy();
    await view.user.type(code, '000000');
    await view.user.click(screen.getByRole('button', { name: text('Security.TwoFactorVerify') }));
    expect((await screen.findByRole('alert')).textContent).toContain(text('Security.TwoFactorCodeWrong'));

    await view.user.type(code, 'abcde-fghjk');
    await view.user.click(screen.getByRole('button', { name: text('Security.TwoFactorVerify') }));
    expect(await screen.findByRole('heading', { level: 1, name: text('Backoffice.Customers') })).toBeTruthy();
    const calls = view.server.callsTo('POST', '/api/v1/backoffice/security/login/two-factor');
    expect(calls.map((call) => call.body)).toEqual([
      { Challenge: 'challenge-1', Code: '000000' },
      { Challenge: 'challenge-1', Code: 'abcde-fghjk' },
    ]);
  });

  it('sends back to the password when the second step has expired', async () => {
    const view = renderApp({
      url: '/admin/login',
      routes: {
        [LOGIN]: () => json(200, { TwoFactorRequired: true, Challenge: 'old' }),
        'POST /api/v1/backoffice/security/login/two-factor': () =>
          problem(400, '/problems/validation', {
            errors: { Challenge: ['Security.TwoFactorChallengeExpired'] },
          }),
      },
    });
    await fillAndSubmit(view);
    await view.user.type(
      await screen.findByLabelText(text('Account.TwoFactor.AnyCode'), { exact: false }),
      '123456',
    );
    await view.user.click(screen.getByRole('button', { name: text('Security.TwoFactorVerify') }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      text('Security.TwoFactorChallengeExpired'),
    );
    expect(screen.getByRole('button', { name: text('Security.Login') })).toBeTruthy();
  });
});
