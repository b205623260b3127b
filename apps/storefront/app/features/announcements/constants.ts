/** Spec 001 §9: the popup shows 3000 ms after its page is reached. */
export const POPUP_DELAY_MS = 3000;

/**
 * Spec 001 §9: the popup-seen cookie is `FlexoCMS.Popup` (the site's CMS name, then `.Popup`),
 * kept 9999 units: days, the unit the original site's cookie library counts expiry in (ADR 043).
 */
/** The site's CMS name when the settings give none (the consent cookie is named after it too). */
export const DEFAULT_CMS_NAME = 'FlexoCMS';
export const POPUP_COOKIE_SUFFIX = '.Popup';
export const POPUP_COOKIE_LIFETIME_DAYS = 9999;
export const POPUP_COOKIE_MAX_AGE_S = POPUP_COOKIE_LIFETIME_DAYS * 24 * 60 * 60;

/**
 * The newest entries kept: a cookie holds about 4 KB, an entry about 90 bytes once encoded, and a
 * visitor who closed more announcements than this closed ones long ended.
 */
export const POPUP_COOKIE_MAX_ENTRIES = 40;
