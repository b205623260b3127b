import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { stringResources } from '@vitrine/i18n';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider } from '../i18n/translation-context';
import { type ConsentSettings, readConsent, serializeConsentCookie } from './consent-cookie';
import { forgetSiteScriptsForTests } from './consent-scripts';
import { ConsentStatus, CookieConsent, CookieConsentSettingsButton } from './cookie-consent';

const STAMP = '2026-11-01';
const CMS = 'FlexoCMS';

function Providers({ children }: { children: ReactNode }) {
  return (
    <TranslationProvider culture="fr" strings={stringResources.fr}>
      {children}
    </TranslationProvider>
  );
}

function countingCode(name: string): string {
  return `document.documentElement.dataset.${name} = String(Number(document.documentElement.dataset.${name} || 0) + 1);`;
}

function runs(name: string): number {
  return Number(document.documentElement.dataset[name] ?? 0);
}

/** A marked script as it arrives in CMS HTML. */
function addMarkedScript(category: string, name: string) {
  const holder = document.createElement('div');
  holder.innerHTML = `<script type="text/plain" data-cookie-consent="${category}">${countingCode(name)}</script>`;
  document.body.appendChild(holder);
}

function storeCookie(settings: ConsentSettings) {
  // biome-ignore lint/suspicious/noDocumentCookie: the component reads document.cookie, so the test writes it.
  document.cookie = serializeConsentCookie(settings, CMS);
}

const SITE_SCRIPTS = [
  { Category: 'statistics' as const, Code: countingCode('siteStats') },
  { Category: 'marketing' as const, Code: countingCode('siteAds') },
];

function renderConsent(props: Partial<Parameters<typeof CookieConsent>[0]> = {}) {
  const onAccept = vi.fn();
  const onDecline = vi.fn();
  const events: unknown[] = [];
  const onEvent = (event: Event) => events.push((event as CustomEvent).detail);
  document.addEventListener('set-cookie-consent', onEvent);
  const view = render(
    <Providers>
      <CookieConsent
        cmsName={CMS}
        stamp={STAMP}
        scripts={SITE_SCRIPTS}
        onAccept={onAccept}
        onDecline={onDecline}
        {...props}
      />
      <footer>
        <CookieConsentSettingsButton />
        <ConsentStatus />
      </footer>
    </Providers>,
  );
  return {
    ...view,
    onAccept,
    onDecline,
    events,
    stopListening: () => document.removeEventListener('set-cookie-consent', onEvent),
  };
}

function banner() {
  return screen.queryByRole('region', { name: 'Cookies et confidentialité' });
}

function status() {
  return document.querySelector('.consent-status')?.textContent;
}

function settingsDialog() {
  return document.querySelector('dialog.cookie-consent-modal') as HTMLDialogElement;
}

describe('<CookieConsent />', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: each case starts without a consent cookie.
    document.cookie = `${CMS}CookieConsent=; Max-Age=0; Path=/`;
    delete window.CookieConsent;
    forgetSiteScriptsForTests();
    for (const name of Object.keys(document.documentElement.dataset))
      delete document.documentElement.dataset[name];
  });

  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    for (const script of document.head.querySelectorAll('script')) script.remove();
  });

  it('renders nothing on the server, whatever the cookie', () => {
    storeCookie({ stamp: 'old', preferences: true, statistics: true, marketing: true });
    const html = renderToString(
      <Providers>
        <CookieConsent cmsName={CMS} stamp={STAMP} scripts={SITE_SCRIPTS} />
        <ConsentStatus />
      </Providers>,
    );
    expect(html).toBe('<p class="consent-status" aria-live="polite"></p>');
  });

  it('shows the banner after mount when there is no consent cookie', () => {
    renderConsent();
    const region = banner();
    expect(region).not.toBeNull();
    const actions = within(region as HTMLElement);
    expect(actions.getByRole('button', { name: 'Tout accepter' })).toBeTruthy();
    expect(actions.getByRole('button', { name: 'Tout refuser' })).toBeTruthy();
    expect(actions.getByRole('button', { name: 'Paramètres' })).toBeTruthy();
    expect(status()).toBe('Vous n’avez accepté aucun cookie facultatif.');
  });

  it('shows the banner again when the stored stamp differs, and runs nothing for the old consent', () => {
    storeCookie({ stamp: '2025-01-01', preferences: true, statistics: true, marketing: true });
    addMarkedScript('statistics', 'stats');
    renderConsent();
    expect(banner()).not.toBeNull();
    expect(window.CookieConsent).toBeUndefined();
    expect(runs('stats')).toBe(0);
    expect(runs('siteStats')).toBe(0);
  });

  it('stays hidden with the same stamp, publishes the consent and runs the granted scripts at once', () => {
    const stored = { stamp: STAMP, preferences: false, statistics: true, marketing: false };
    storeCookie(stored);
    addMarkedScript('statistics', 'stats');
    addMarkedScript('marketing', 'ads');
    const { onAccept } = renderConsent();
    expect(banner()).toBeNull();
    expect(window.CookieConsent).toEqual(stored);
    expect(runs('stats')).toBe(1);
    expect(runs('ads')).toBe(0);
    expect(runs('siteStats')).toBe(1);
    expect(runs('siteAds')).toBe(0);
    expect(onAccept).not.toHaveBeenCalled();
    expect(status()).toBe('Vous avez accepté les cookies suivants : Statistiques.');
  });

  it('accept all stores everything, publishes it, broadcasts it, calls onAccept and runs the scripts once', () => {
    addMarkedScript('statistics', 'stats');
    addMarkedScript('marketing', 'ads');
    const { onAccept, onDecline, events } = renderConsent();
    expect(runs('stats')).toBe(0);
    fireEvent.click(within(banner() as HTMLElement).getByRole('button', { name: 'Tout accepter' }));

    const expected = { stamp: STAMP, preferences: true, statistics: true, marketing: true };
    expect(readConsent(document.cookie, CMS)).toEqual(expected);
    expect(window.CookieConsent).toEqual(expected);
    expect(events).toEqual([expected]);
    expect(onAccept).toHaveBeenCalledExactlyOnceWith(expected);
    expect(onDecline).not.toHaveBeenCalled();
    expect(runs('stats')).toBe(1);
    expect(runs('ads')).toBe(1);
    expect(runs('siteStats')).toBe(1);
    expect(runs('siteAds')).toBe(1);
    expect(banner()).toBeNull();
    expect(status()).toBe('Vous avez accepté tous les cookies.');

    // Saving again does not run anything a second time.
    act(() => {
      screen.getByRole('button', { name: 'Gérer les cookies' }).click();
    });
    fireEvent.click(within(settingsDialog()).getByRole('button', { name: 'Tout accepter' }));
    expect(runs('stats')).toBe(1);
    expect(runs('siteStats')).toBe(1);
  });

  it('decline all stores nothing granted, calls onDecline and runs no script', () => {
    addMarkedScript('statistics', 'stats');
    const { onAccept, onDecline, events } = renderConsent();
    fireEvent.click(within(banner() as HTMLElement).getByRole('button', { name: 'Tout refuser' }));

    const expected = { stamp: STAMP, preferences: false, statistics: false, marketing: false };
    expect(readConsent(document.cookie, CMS)).toEqual(expected);
    expect(window.CookieConsent).toEqual(expected);
    expect(events).toEqual([expected]);
    expect(onDecline).toHaveBeenCalledExactlyOnceWith(expected);
    expect(onAccept).not.toHaveBeenCalled();
    expect(runs('stats')).toBe(0);
    expect(runs('siteStats')).toBe(0);
    expect(banner()).toBeNull();
    expect(status()).toBe('Vous n’avez accepté aucun cookie facultatif.');
  });

  it('saves the selection made in the settings modal, then closes it', () => {
    addMarkedScript('statistics', 'stats');
    addMarkedScript('marketing', 'ads');
    const { onAccept, events } = renderConsent();
    fireEvent.click(within(banner() as HTMLElement).getByRole('button', { name: 'Paramètres' }));

    const dialog = settingsDialog();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    const modal = within(dialog);
    expect(modal.getByRole('heading', { name: 'Paramètres des cookies' })).toBeTruthy();
    const necessary = modal.getByRole('checkbox', { name: 'Nécessaires' }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    const statistics = modal.getByRole('checkbox', { name: 'Statistiques' }) as HTMLInputElement;
    expect(statistics.checked).toBe(false);
    expect(statistics.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(statistics.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Mesurent la fréquentation pour nous aider à améliorer le site.',
    );
    fireEvent.click(statistics);
    fireEvent.click(modal.getByRole('checkbox', { name: 'Préférences' }));
    fireEvent.click(modal.getByRole('button', { name: 'Enregistrer la sélection' }));

    const expected = { stamp: STAMP, preferences: true, statistics: true, marketing: false };
    expect(readConsent(document.cookie, CMS)).toEqual(expected);
    expect(window.CookieConsent).toEqual(expected);
    expect(events).toEqual([expected]);
    expect(onAccept).toHaveBeenCalledExactlyOnceWith(expected);
    expect(runs('stats')).toBe(1);
    expect(runs('ads')).toBe(0);
    expect(runs('siteStats')).toBe(1);
    expect(runs('siteAds')).toBe(0);
    expect(dialog.open).toBe(false);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(banner()).toBeNull();
    expect(status()).toBe('Vous avez accepté les cookies suivants : Préférences et Statistiques.');
  });

  it('reopens the settings from the footer button with the current choice', () => {
    storeCookie({ stamp: STAMP, preferences: false, statistics: false, marketing: true });
    const { onDecline } = renderConsent();
    expect(banner()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Gérer les cookies' }));
    const modal = within(settingsDialog());
    expect((modal.getByRole('checkbox', { name: 'Marketing' }) as HTMLInputElement).checked).toBe(true);
    expect((modal.getByRole('checkbox', { name: 'Statistiques' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(modal.getByRole('button', { name: 'Tout refuser' }));
    expect(onDecline).toHaveBeenCalledOnce();
    expect(settingsDialog().open).toBe(false);
  });

  it('closes the settings without saving', () => {
    const { events } = renderConsent();
    fireEvent.click(within(banner() as HTMLElement).getByRole('button', { name: 'Paramètres' }));
    fireEvent.click(within(settingsDialog()).getByRole('button', { name: 'Fermer' }));
    expect(settingsDialog().open).toBe(false);
    expect(events).toEqual([]);
    expect(banner()).not.toBeNull();
  });

  it('runs the granted marked scripts that arrive with an in-place page load', () => {
    storeCookie({ stamp: STAMP, preferences: false, statistics: true, marketing: false });
    renderConsent();
    addMarkedScript('statistics', 'newStats');
    addMarkedScript('marketing', 'newAds');
    expect(runs('newStats')).toBe(0);
    act(() => {
      document.dispatchEvent(
        new CustomEvent('vitrine:page-loaded', { detail: { url: '/fr/a', title: 'A' } }),
      );
    });
    expect(runs('newStats')).toBe(1);
    expect(runs('newAds')).toBe(0);
    act(() => {
      document.dispatchEvent(
        new CustomEvent('vitrine:page-loaded', { detail: { url: '/fr/b', title: 'B' } }),
      );
    });
    expect(runs('newStats')).toBe(1);
  });

  it('keeps the visitor going when a callback throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = renderConsent({
      onAccept: () => {
        throw new Error('broken tag');
      },
    });
    fireEvent.click(within(banner() as HTMLElement).getByRole('button', { name: 'Tout accepter' }));
    expect(error).toHaveBeenCalled();
    expect(events).toHaveLength(1);
    expect(banner()).toBeNull();
  });
});

describe('<ConsentStatus />', () => {
  afterEach(cleanup);

  it('follows any set-cookie-consent event: none, all, some', () => {
    render(
      <Providers>
        <ConsentStatus />
      </Providers>,
    );
    const broadcast = (detail: ConsentSettings) =>
      act(() => {
        document.dispatchEvent(new CustomEvent('set-cookie-consent', { detail }));
      });
    broadcast({ stamp: STAMP, preferences: false, statistics: false, marketing: false });
    expect(status()).toBe('Vous n’avez accepté aucun cookie facultatif.');
    broadcast({ stamp: STAMP, preferences: true, statistics: true, marketing: true });
    expect(status()).toBe('Vous avez accepté tous les cookies.');
    broadcast({ stamp: STAMP, preferences: false, statistics: true, marketing: true });
    expect(status()).toBe('Vous avez accepté les cookies suivants : Statistiques et Marketing.');
    expect(document.querySelector('.consent-status')?.getAttribute('aria-live')).toBe('polite');
  });
});
