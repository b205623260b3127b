import {
  DEFAULT_CMS_NAME,
  POPUP_COOKIE_MAX_AGE_S,
  POPUP_COOKIE_MAX_ENTRIES,
  POPUP_COOKIE_SUFFIX,
} from './constants';

/** Spec 001 §3: one entry of the popup-seen cookie, an announcement's id and when it was closed. */
export interface SeenEntry {
  Id: string;
  /** ISO 8601. */
  Datetime: string;
}

export function popupCookieName(cmsName: string = DEFAULT_CMS_NAME): string {
  return `${cmsName}${POPUP_COOKIE_SUFFIX}`;
}

const isEntry = (value: unknown): value is SeenEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SeenEntry).Id === 'string' &&
  typeof (value as SeenEntry).Datetime === 'string';

/**
 * The entries stored in a Cookie header or document.cookie. Anything unreadable counts as nothing
 * seen: at worst a popup is shown once more.
 */
export function readSeen(cookieString: string, cmsName: string = DEFAULT_CMS_NAME): SeenEntry[] {
  const name = popupCookieName(cmsName);
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(part.slice(separator + 1).trim()));
      return Array.isArray(parsed)
        ? parsed.filter(isEntry).map(({ Id, Datetime }) => ({ Id, Datetime }))
        : [];
    } catch {
      return [];
    }
  }
  return [];
}

/** The entries with this one recorded (once, at its latest datetime), the newest kept. */
export function withSeen(entries: readonly SeenEntry[], id: string, at: Date): SeenEntry[] {
  const next = [...entries.filter((entry) => entry.Id !== id), { Id: id, Datetime: at.toISOString() }];
  return next.slice(-POPUP_COOKIE_MAX_ENTRIES);
}

/** The assignment for document.cookie; the JSON is percent-encoded (RFC 6265 §4.1.1), as readSeen expects. */
export function serializeSeen(
  entries: readonly SeenEntry[],
  cmsName: string = DEFAULT_CMS_NAME,
  options: { secure?: boolean } = {},
): string {
  const value = encodeURIComponent(JSON.stringify(entries));
  const attributes = [`Max-Age=${POPUP_COOKIE_MAX_AGE_S}`, 'Path=/', 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return [`${popupCookieName(cmsName)}=${value}`, ...attributes].join('; ');
}
