import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stringResources } from '@vitrine/i18n';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { InShop } from '../../test/render-in-shop';
import { LoginForm } from './login-form';

// Only the network is faked: every component and hook below is the real one.
let fakeFetch: typeof globalThis.fetch = globalThis.fetch;

function LoginScreen() {
  return (
    <InShop fetch={fakeFetch}>
      <LoginForm returnUrl="/fr/contact" />
    </InShop>
  );
}

function ContactPage() {
  return <p>contact page</p>;
}

const Stub = createRoutesStub([
  { path: '/fr/security/login', Component: LoginScreen },
  { path: '/fr/contact', Component: ContactPage },
]);

function renderLoginForm(fetch: typeof globalThis.fetch) {
  fakeFetch = fetch;
  return render(<Stub initialEntries={['/fr/security/login']} />);
}

describe('LoginForm (react-hook-form + the shared schema)', () => {
  it('rejects the same invalid input as the gateway, with the same keys, translated, without calling the API', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    renderLoginForm(fetch);
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), '  not-an-address ');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText(stringResources.fr['Validation.Email']!)).toBeTruthy();
    expect(screen.getByText(stringResources.fr['Validation.Required']!)).toBeTruthy();
    expect(screen.getByLabelText('Adresse e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs in and goes to the returnUrl', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({
        UserId: '00000000-0000-4000-8000-000000000000',
        Email: 'a@b.c',
        FirstName: 'A',
        LastName: 'B',
        Roles: ['customer'],
        Culture: null,
      }),
    );
    renderLoginForm(fetch);
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('contact page')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/security/login');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('token');
  });

  it('shows the refusal inline for wrong credentials (400) and after too many attempts (429)', async () => {
    const problem = (status: number, type: string) =>
      new Response(JSON.stringify({ type, title: 't', status }), {
        status,
        headers: { 'content-type': 'application/problem+json' },
      });
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(problem(400, '/problems/invalid-credentials'))
      .mockResolvedValueOnce(problem(429, '/problems/rate-limited'));
    renderLoginForm(fetch);
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Adresse e-mail ou mot de passe incorrect.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Trop de tentatives. Réessayez dans quelques minutes.')).toBeTruthy();
  });

  it('asks the code of an account with two-step verification, then goes to the returnUrl; an expired step starts again', async () => {
    const user = {
      UserId: '00000000-0000-4000-8000-000000000000',
      Email: 'a@b.c',
      FirstName: 'A',
      LastName: 'B',
      Roles: ['customer'],
      Culture: null,
    };
    const problem = (errors: Record<string, string[]>) =>
      new Response(JSON.stringify({ type: '/problems/validation', title: 't', status: 400, errors }), {
        status: 400,
        headers: { 'content-type': 'application/problem+json' },
      });
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(Response.json({ TwoFactorRequired: true, Challenge: 'first' }))
      .mockResolvedValueOnce(problem({ Challenge: ['Security.TwoFactorChallengeExpired'] }))
      .mockResolvedValueOnce(Response.json({ TwoFactorRequired: true, Challenge: 'second' }))
      .mockResolvedValueOnce(problem({ Code: ['Security.TwoFactorCodeWrong'] }))
      .mockResolvedValueOnce(Response.json(user));
    renderLoginForm(fetch);
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    const code = await screen.findByLabelText('Code de l’application');
    expect(document.activeElement).toBe(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    // The step expired: back to the password, told why.
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      stringResources.fr['Security.TwoFactorChallengeExpired'],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Utiliser un code de secours' }));
    const recovery = screen.getByLabelText('Code de secours');
    expect(document.activeElement).toBe(recovery);
    await userEvent.type(recovery, 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      stringResources.fr['Security.TwoFactorCodeWrong'],
    );
    await userEvent.type(screen.getByLabelText('Code de secours'), 'abcde-fghjm');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('contact page')).toBeTruthy();
    const bodies = fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body ?? '{}')));
    expect(bodies[1]).toEqual({ Challenge: 'first', Code: '123456' });
    expect(bodies[4]).toEqual({ Challenge: 'second', Code: 'abcde-fghjm' });
  });
});
