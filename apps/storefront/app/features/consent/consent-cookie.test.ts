import { describe, expect, it } from 'vitest';
import {
  consentCookieName,
  grantedCategories,
  grantsNothing,
  readConsent,
  serializeConsentCookie,
  shouldShowBanner,
} from './consent-cookie';

const SETTINGS = { stamp: '2026-11-01', preferences: true, statistics: false, marketing: true };

function cookieValue(serialized: string): string {
  const pair = serialized.split(';')[0] ?? '';
  return decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
}

describe('consent cookie', () => {
  it('is named after the content-management system', () => {
    expect(consentCookieName('FlexoCMS')).toBe('FlexoCMSCookieConsent');
    expect(consentCookieName()).toBe('FlexoCMSCookieConsent');
    expect(consentCookieName('Vitrine')).toBe('VitrineCookieConsent');
  });

  it('stores the JSON settings for 8760 hours on the whole site, SameSite=Lax', () => {
    const serialized = serializeConsentCookie(SETTINGS, 'FlexoCMS');
    expect(serialized.startsWith('FlexoCMSCookieConsent=')).toBe(true);
    expect(JSON.parse(cookieValue(serialized))).toEqual({
      stamp: '2026-11-01',
      preferences: true,
      statistics: false,
      marketing: true,
    });
    expect(cookieValue(serialized)).toBe(
      '{"stamp":"2026-11-01","preferences":true,"statistics":false,"marketing":true}',
    );
    const attributes = serialized.split('; ').slice(1);
    expect(attributes).toEqual(['Max-Age=31536000', 'Path=/', 'SameSite=Lax']);
    expect(serializeConsentCookie(SETTINGS, 'FlexoCMS', { secure: true }).endsWith('; Secure')).toBe(true);
  });

  it('keeps the cookie value free of characters a cookie may not carry', () => {
    const value = serializeConsentCookie(SETTINGS).split(';')[0]?.split('=')[1] ?? '';
    expect(value).not.toMatch(/[\s",;\\]/);
  });

  it('reads back what it wrote, among other cookies', () => {
    const pair = serializeConsentCookie(SETTINGS, 'FlexoCMS').split(';')[0];
    expect(readConsent(`session=abc; ${pair}; FlexoCMS.Popup=[]`, 'FlexoCMS')).toEqual(SETTINGS);
  });

  it('also reads an unencoded JSON value', () => {
    expect(readConsent(`FlexoCMSCookieConsent=${JSON.stringify(SETTINGS)}`, 'FlexoCMS')).toEqual(SETTINGS);
  });

  it('treats a missing, malformed or mis-shaped cookie as no consent', () => {
    expect(readConsent('', 'FlexoCMS')).toBeNull();
    expect(readConsent('other=1', 'FlexoCMS')).toBeNull();
    expect(readConsent('FlexoCMSCookieConsent={not json', 'FlexoCMS')).toBeNull();
    expect(readConsent('FlexoCMSCookieConsent=%E0%A4%A', 'FlexoCMS')).toBeNull();
    expect(readConsent('FlexoCMSCookieConsent=null', 'FlexoCMS')).toBeNull();
    expect(readConsent('FlexoCMSCookieConsent={"stamp":"x","preferences":"yes"}', 'FlexoCMS')).toBeNull();
    // Another site's cookie with a name ending the same way is not ours.
    expect(readConsent(`XFlexoCMSCookieConsent=${JSON.stringify(SETTINGS)}`, 'FlexoCMS')).toBeNull();
  });

  it('drops unknown fields', () => {
    const stored = readConsent(`FlexoCMSCookieConsent=${JSON.stringify({ ...SETTINGS, extra: 1 })}`);
    expect(stored).toEqual(SETTINGS);
  });

  it('asks when nothing is stored or the stamp differs, not when the stamp matches', () => {
    expect(shouldShowBanner(null, '2026-11-01')).toBe(true);
    expect(shouldShowBanner({ ...SETTINGS, stamp: '2025-01-01' }, '2026-11-01')).toBe(true);
    expect(shouldShowBanner(SETTINGS, '2026-11-01')).toBe(false);
  });

  it('lists the granted categories', () => {
    expect(grantedCategories(SETTINGS)).toEqual(['preferences', 'marketing']);
    expect(grantsNothing(SETTINGS)).toBe(false);
    expect(grantsNothing({ preferences: false, statistics: false, marketing: false })).toBe(true);
  });
});
