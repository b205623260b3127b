import { CULTURES, type Culture, type Translate } from '@vitrine/i18n';
import { createContext, useContext } from 'react';

/**
 * The back office's translation context: the culture and the translator. Provided by the i18n
 * feature (which loads the strings); read here, so shared components in lib/ can translate
 * without depending on a feature.
 */
export interface I18nContextValue {
  culture: Culture;
  setCulture: (culture: Culture) => void;
  t: Translate;
  /** False until the first string resources arrived (or failed to). */
  ready: boolean;
}

export const I18nContext = createContext<I18nContextValue | null>(null);

export function useI18n(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT must be used inside <I18nProvider>');
  return value;
}

export function useT(): Translate {
  return useI18n().t;
}

export function useCulture() {
  const { culture, setCulture } = useI18n();
  return { culture, setCulture, cultures: CULTURES };
}
