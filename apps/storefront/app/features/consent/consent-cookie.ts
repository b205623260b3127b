import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE_MAX_AGE_S,
  CONSENT_COOKIE_SUFFIX,
  DEFAULT_CMS_NAME,
} from './constants';

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = Record<ConsentCategory, boolean>;

/** Spec 000 §3: what the visitor agreed to, for which version (stamp) of the banner. */
export interface ConsentSettings extends ConsentChoice {
  stamp: string;
}

/** A site-wide snippet from the site settings that may run only with its category's consent. */
export interface ConsentScript {
  Category: ConsentCategory;
  Code: string;
}

declare global {
  interface Window {
    /** The saved consent, published for third-party and CMS scripts (spec 000 §3). */
    CookieConsent?: ConsentSettings;
  }
}

export function isConsentCategory(value: unknown): value is ConsentCategory {
  return typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value);
}

export function isConsentSettings(value: unknown): value is ConsentSettings {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.stamp === 'string' &&
    CONSENT_CATEGORIES.every((category) => typeof record[category] === 'boolean')
  );
}

export function consentCookieName(cmsName: string = DEFAULT_CMS_NAME): string {
  return `${cmsName}${CONSENT_COOKIE_SUFFIX}`;
}

/**
 * The stored consent from a Cookie header or document.cookie. Anything unreadable (bad JSON,
 * wrong shape, broken escaping) counts as no consent, so the visitor is simply asked again.
 */
export function readConsent(
  cookieString: string,
  cmsName: string = DEFAULT_CMS_NAME,
): ConsentSettings | null {
  const name = consentCookieName(cmsName);
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(part.slice(separator + 1).trim()));
      if (!isConsentSettings(parsed)) return null;
      const { stamp, preferences, statistics, marketing } = parsed;
      return { stamp, preferences, statistics, marketing };
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The assignment for document.cookie. The JSON is percent-encoded because quotes and commas are
 * not allowed in a cookie value (RFC 6265 §4.1.1); readConsent decodes it.
 */
export function serializeConsentCookie(
  settings: ConsentSettings,
  cmsName: string = DEFAULT_CMS_NAME,
  options: { secure?: boolean } = {},
): string {
  const { stamp, preferences, statistics, marketing } = settings;
  const value = encodeURIComponent(JSON.stringify({ stamp, preferences, statistics, marketing }));
  const attributes = [`Max-Age=${CONSENT_COOKIE_MAX_AGE_S}`, 'Path=/', 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return [`${consentCookieName(cmsName)}=${value}`, ...attributes].join('; ');
}

/** Spec 000 §4: ask when nothing is stored or when the stored answer was given to another banner version. */
export function shouldShowBanner(stored: ConsentSettings | null, currentStamp: string): boolean {
  return stored === null || stored.stamp !== currentStamp;
}

export function grantsNothing(choice: ConsentChoice): boolean {
  return CONSENT_CATEGORIES.every((category) => !choice[category]);
}

export function grantedCategories(choice: ConsentChoice): ConsentCategory[] {
  return CONSENT_CATEGORIES.filter((category) => choice[category]);
}
