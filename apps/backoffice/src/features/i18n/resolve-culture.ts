import { type Culture, DEFAULT_CULTURE, isCulture, negotiateCulture } from '@vitrine/i18n';

const STORAGE_KEY = 'vitrine.backoffice.culture';

export interface CultureSources {
  /** The language picked in the app bar's menu on this browser. */
  chosen?: Culture | undefined;
  /** The signed-in user's preferred culture, possibly a region tag such as 'nl-BE'. */
  userCulture?: string | null | undefined;
  /** The browser's languages, most preferred first. */
  browserLanguages?: readonly string[] | undefined;
}

/**
 * The back-office UI culture. An explicit choice wins, because otherwise the language menu could not
 * override a profile culture; then the profile; then the browser; then the shop's default.
 */
export function resolveCulture({ chosen, userCulture, browserLanguages = [] }: CultureSources): Culture {
  if (chosen) return chosen;
  const language = userCulture?.trim().toLowerCase().split(/[-_]/)[0];
  if (isCulture(language)) return language;
  return negotiateCulture(browserLanguages.join(','), DEFAULT_CULTURE);
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

export function readStoredCulture(): Culture | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isCulture(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeCulture(culture: Culture): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, culture);
  } catch {
    // Storage refused (private mode, quota): the choice then lasts for this visit only.
  }
}
