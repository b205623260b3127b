import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@vitrine/api-client';
import { stringResources } from '@vitrine/i18n';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { AccountMenu } from './account-menu';
import { ForgotPasswordModal, RegisterModal } from './account-modals';
import { LoginForm } from './login-form';

// Only the network is faked: every component and hook below is the real one.
const fr = stringResources.fr;
const problem = (status: number, type: string, errors?: Record<string, string[]>) =>
  new Response(JSON.stringify({ type, title: 't', status, ...(errors ? { errors } : {}) }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
const accepted = (email: string) => Response.json({ Email: email }, { status: 202 });
const bodyOf = (fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>, call = 0) =>
  JSON.parse(String(fetch.mock.calls[call]?.[1]?.body));

async function fillRegistration(
  user: ReturnType<typeof userEvent.setup>,
  password = 'violet tram seventeen',
) {
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText('Prénom'), 'Jonas');
  await user.type(within(dialog).getByLabelText('Nom'), 'Peeters');
  await user.type(within(dialog).getByLabelText('Adresse e-mail'), 'jonas@example.com');
  await user.type(within(dialog).getByLabelText('Mot de passe'), password);
  await user.type(within(dialog).getByLabelText('Confirmez le mot de passe'), password);
  return dialog;
}

describe('the register modal', () => {
  it('checks the password policy as the gateway does, translated, without calling it', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn<typeof globalThis.fetch>();
    renderInShop(<RegisterModal />, { fetch });
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    const dialog = await fillRegistration(user, 'short one');
    await user.click(within(dialog).getByRole('button', { name: 'Créer un compte' }));
    const password = within(dialog).getByLabelText('Mot de passe');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(fr['Validation.PasswordTooShort']!.replace('{min}', '12'))).toBeTruthy();
    // The hint says the rule before anything is typed wrong.
    expect(password.getAttribute('aria-describedby')).toContain('hint');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on success closes, shows a notice, and the trigger becomes a disabled "email sent" button', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => accepted('jonas@example.com'));
    renderInShop(<RegisterModal />, { fetch });
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    const dialog = await fillRegistration(user);
    await user.click(within(dialog).getByRole('button', { name: 'Créer un compte' }));

    expect(
      await screen.findByText(fr['Security.RegisterSent']!.replace('{email}', 'jonas@example.com')),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = screen.getByRole('button', { name: 'E-mail envoyé' }) as HTMLButtonElement;
    expect(sent.disabled).toBe(true);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/security/register');
    expect(bodyOf(fetch)).toEqual({
      Email: 'jonas@example.com',
      Password: 'violet tram seventeen',
      ConfirmPassword: 'violet tram seventeen',
      FirstName: 'Jonas',
      LastName: 'Peeters',
      Culture: 'fr',
    });
  });

  it('keeps the server’s field refusals beside their fields, in the modal', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      problem(400, '/problems/validation', { Password: ['Validation.PasswordTooCommon'] }),
    );
    renderInShop(<RegisterModal />, { fetch });
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    const dialog = await fillRegistration(user, 'qwerty123456');
    await user.click(within(dialog).getByRole('button', { name: 'Créer un compte' }));
    expect(await within(dialog).findByText(fr['Validation.PasswordTooCommon']!)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('a failed call shows Manager.UnknowsErrors (the error flow), and the trigger stays', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => problem(500, '/problems/internal'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInShop(<RegisterModal />, { fetch });
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    const dialog = await fillRegistration(user);
    await user.click(within(dialog).getByRole('button', { name: 'Créer un compte' }));
    expect(await screen.findByText(fr['Manager.UnknowsErrors']!)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'E-mail envoyé' })).toBeNull();
  });
});

describe('the forgot-password modal', () => {
  it('sends the address in the page’s culture; success closes with a notice and disables the trigger', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => accepted('ana@example.com'));
    renderInShop(<ForgotPasswordModal />, { fetch, culture: 'es', at: '/es' });
    await user.click(screen.getByRole('button', { name: '¿Ha olvidado su contraseña?' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(stringResources.es['Security.Email']!), 'ana@example.com');
    await user.keyboard('{Enter}');
    const es = stringResources.es;
    expect(
      await screen.findByText(es['Security.ForgotPasswordSent']!.replace('{email}', 'ana@example.com')),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Correo enviado' }) as HTMLButtonElement).disabled).toBe(true);
    expect(bodyOf(fetch)).toEqual({ Email: 'ana@example.com', Culture: 'es' });
  });

  it('an error message closes the modal with an error notice', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => problem(429, '/problems/rate-limited'));
    renderInShop(<ForgotPasswordModal />, { fetch });
    await user.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Adresse e-mail'), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(fr['Security.TooManyAttempts']);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing was sent: the trigger is still there to try again.
    expect(screen.getByRole('button', { name: 'Mot de passe oublié ?' })).toBeTruthy();
  });
});

describe('the change-password modal in the account menu', () => {
  const CAMILLE: CurrentUser = {
    UserId: '00000000-0000-4000-8000-000000000001',
    Email: 'customer@vitrine.example',
    FirstName: 'Camille',
    LastName: 'Martin',
    Roles: ['customer'],
    Culture: null,
  };

  it('opens from the signed-in menu; a wrong current password stays beside it; success closes with a notice', async () => {
    const user = userEvent.setup();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(
        problem(400, '/problems/validation', { CurrentPassword: ['Security.CurrentPasswordWrong'] }),
      )
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    const { container } = renderInShop(<AccountMenu />, { user: CAMILLE, fetch });
    await user.click(container.querySelector('summary') as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    expect((container.querySelector('details') as HTMLDetailsElement).open).toBe(false);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Mot de passe actuel'), 'the old one');
    await user.type(within(dialog).getByLabelText('Nouveau mot de passe'), 'a lantern under the bridge');
    await user.type(within(dialog).getByLabelText('Confirmez le mot de passe'), 'a lantern under the bridge');
    await user.click(within(dialog).getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(await within(dialog).findByText(fr['Security.CurrentPasswordWrong']!)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Mot de passe actuel'));
    await user.type(within(dialog).getByLabelText('Mot de passe actuel'), 'the right one');
    await user.click(within(dialog).getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(await screen.findByText(fr['Security.PasswordChanged']!)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(String(fetch.mock.calls[1]?.[0])).toBe('/api/v1/security/change-password');
  });
});

describe('the sign-in form’s account parts', () => {
  it('links to registering and to a forgotten password', () => {
    renderInShop(<LoginForm returnUrl={null} />, { at: '/de/security/login', culture: 'de' });
    expect(screen.getByRole('link', { name: 'Konto erstellen' }).getAttribute('href')).toBe(
      '/de/security/register',
    );
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe(
      '/de/security/forgot-password',
    );
  });

  it('an unconfirmed address: the reason, and a button that sends the link again, once', async () => {
    const user = userEvent.setup();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(
        problem(403, '/problems/email-not-confirmed', { Email: ['Security.EmailNotConfirmed'] }),
      )
      .mockResolvedValueOnce(accepted('jonas@example.com'));
    renderInShop(<LoginForm returnUrl={null} />, { fetch, at: '/fr/security/login' });
    await user.type(screen.getByLabelText('Adresse e-mail'), 'jonas@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'violet tram seventeen');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(fr['Security.EmailNotConfirmed']);
    await user.click(within(alert).getByRole('button', { name: 'Renvoyer le message' }));
    expect(
      ((await within(alert).findByRole('button', { name: 'E-mail envoyé' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(String(fetch.mock.calls[1]?.[0])).toBe('/api/v1/security/confirm-email/resend');
    expect(bodyOf(fetch, 1)).toEqual({ Email: 'jonas@example.com', Culture: 'fr' });
  });
});
