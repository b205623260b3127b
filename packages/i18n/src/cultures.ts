export const CULTURES = ['fr', 'nl', 'es', 'de', 'it', 'pt'] as const;
export type Culture = (typeof CULTURES)[number];
export const DEFAULT_CULTURE: Culture = 'fr';

/** Each culture's own name for itself, as shown in the language choice. */
export const CULTURE_NAMES: Record<Culture, string> = {
  fr: 'Français',
  nl: 'Nederlands',
  es: 'Español',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
};

/** The BCP 47 locale used for Intl formatting (dates, numbers, money) of each culture. */
export const CULTURE_LOCALES: Record<Culture, string> = {
  fr: 'fr-FR',
  nl: 'nl-NL',
  es: 'es-ES',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-PT',
};

export function isCulture(value: unknown): value is Culture {
  return typeof value === 'string' && (CULTURES as readonly string[]).includes(value);
}

/**
 * Picks the visitor's culture from an Accept-Language header (RFC 9110 §12.5.4):
 * the supported language with the highest weight, else the fallback.
 */
export function negotiateCulture(acceptLanguage: string | undefined | null, fallback: Culture): Culture {
  if (!acceptLanguage) return fallback;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
      return { language: range.trim().toLowerCase().split('-')[0] ?? '', q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked.find((entry) => isCulture(entry.language))?.language as Culture | undefined) ?? fallback;
}
