import { PAGE_EVENTS } from '../../lib/page-events';

/** Spec 000 §3 and §9, spec 001 §9: the consent cookie and the page events around it. */
export const CONSENT_CATEGORIES = ['preferences', 'statistics', 'marketing'] as const;

/** The site's content-management name; the cookie is named after it (FlexoCMSCookieConsent). */
export const DEFAULT_CMS_NAME = 'FlexoCMS';
export const CONSENT_COOKIE_SUFFIX = 'CookieConsent';
/** 8760 hours: one year. */
export const CONSENT_COOKIE_MAX_AGE_S = 8760 * 60 * 60;

/** Broadcast on document with the saved settings as detail (spec 000 §4). */
export const CONSENT_EVENT = 'set-cookie-consent';
/** Asks the mounted banner to open its preferences modal (the footer button has no shared parent). */
export const OPEN_CONSENT_SETTINGS_EVENT = 'vitrine:open-cookie-consent-settings';
export const PAGE_LOADED_EVENT = PAGE_EVENTS.loaded;

/** `<script type="text/plain" data-cookie-consent="statistics">` waits for that category. */
export const CONSENT_SCRIPT_ATTRIBUTE = 'data-cookie-consent';
/** Set on the live script that replaced an inert one, so nothing runs twice. */
export const CONSENT_SCRIPT_RUN_ATTRIBUTE = 'data-cookie-consent-run';
