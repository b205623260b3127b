import { useSyncExternalStore } from 'react';
import { type ConsentSettings, isConsentSettings } from './consent-cookie';
import { CONSENT_EVENT, OPEN_CONSENT_SETTINGS_EVENT } from './constants';

/**
 * The page's effective consent, shared by the banner, the status sentence and the footer button
 * wherever they sit in the tree. undefined = not known yet (on the server and until the banner
 * has read the cookie after hydration), null = no valid consent.
 */
let current: ConsentSettings | null | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

// Any code may broadcast set-cookie-consent; the status must follow it, not only our own saves.
function onConsentEvent(event: Event): void {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (isConsentSettings(detail)) publishConsent(detail);
}

export function publishConsent(value: ConsentSettings | null): void {
  if (value === current) return;
  current = value;
  notify();
}

export function getConsent(): ConsentSettings | null | undefined {
  return current;
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) document.addEventListener(CONSENT_EVENT, onConsentEvent);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener(CONSENT_EVENT, onConsentEvent);
  };
}

// The server never knows the consent: consent-dependent markup is client-only, so hydration matches.
const getServerConsent = () => undefined;

export function useConsent(): ConsentSettings | null | undefined {
  return useSyncExternalStore(subscribe, getConsent, getServerConsent);
}

/** Opens the preferences modal of the mounted banner (e.g. from the footer). */
export function openConsentSettings(): void {
  document.dispatchEvent(new CustomEvent(OPEN_CONSENT_SETTINGS_EVENT));
}
