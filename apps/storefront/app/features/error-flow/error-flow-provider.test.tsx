import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stringResources } from '@vitrine/i18n';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useApi } from '../../lib/api-context';
import { TranslationProvider } from '../i18n/translation-context';
import { SiteProvider } from '../layout/site-context';
import { ErrorFlowProvider } from './error-flow-provider';

const settings = { ShopName: 'Vitrine', ConsentStamp: 's', ConsentScripts: [], LoginInModal: true };
let loginInModal = true;
let fakeFetch: typeof globalThis.fetch = globalThis.fetch;

function CallButton() {
  const api = useApi();
  return (
    <button type="button" onClick={() => api.security.me().catch(() => {})}>
      call
    </button>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <TranslationProvider culture="fr" strings={stringResources.fr}>
      <SiteProvider site={{ basePath: '', cmsName: 'FlexoCMS', settings, user: null }}>
        <ErrorFlowProvider antiforgeryToken="t" basePath="" loginInModal={loginInModal} fetch={fakeFetch}>
          {children}
        </ErrorFlowProvider>
      </SiteProvider>
    </TranslationProvider>
  );
}

function ProductPage() {
  return (
    <Shell>
      <CallButton />
    </Shell>
  );
}

function LoginPage() {
  const location = useLocation();
  return <p>login page {location.search}</p>;
}

const Stub = createRoutesStub([
  { path: '/fr/catalog', Component: ProductPage },
  { path: '/fr/security/login', Component: LoginPage },
]);

const problem = (status: number) =>
  new Response(JSON.stringify({ type: '/problems/x', title: 'x', status }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

describe('ErrorFlowProvider', () => {
  it('401 with modals enabled: the login form opens in a modal (class login-modal)', async () => {
    loginInModal = true;
    fakeFetch = vi.fn(async () => problem(401));
    render(<Stub initialEntries={['/fr/catalog?q=chaise']} />);
    await userEvent.click(screen.getByRole('button', { name: 'call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connexion' });
    expect(dialog.classList.contains('login-modal')).toBe(true);
  });

  it('401 with modals disabled: the login page, with the returnUrl', async () => {
    loginInModal = false;
    fakeFetch = vi.fn(async () => problem(401));
    render(<Stub initialEntries={['/fr/catalog?q=chaise']} />);
    await userEvent.click(screen.getByRole('button', { name: 'call' }));
    expect(await screen.findByText('login page ?returnUrl=%2Ffr%2Fcatalog%3Fq%3Dchaise')).toBeTruthy();
  });

  it('404 is only logged; 500 opens Manager.UnknowsErrors with a Close button', async () => {
    loginInModal = true;
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(problem(404))
      .mockResolvedValueOnce(problem(500));
    render(<Stub initialEntries={['/fr/catalog']} />);
    await userEvent.click(screen.getByRole('button', { name: 'call' }));
    await vi.waitFor(() => expect(info).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Une erreur est survenue.' });
    expect(dialog.textContent).toContain(stringResources.fr['Manager.UnknowsErrors']);
    await userEvent.click(screen.getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
