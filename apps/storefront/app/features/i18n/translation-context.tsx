import { type Culture, createTranslator, type StringResources, type Translate } from '@vitrine/i18n';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

interface TranslationContextValue {
  culture: Culture;
  t: Translate;
}

const TranslationContext = createContext<TranslationContextValue | null>(null);

export function TranslationProvider({
  culture,
  strings,
  children,
}: {
  culture: Culture;
  strings: StringResources;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ culture, t: createTranslator(strings) }), [culture, strings]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): TranslationContextValue {
  const value = useContext(TranslationContext);
  if (!value) throw new Error('useTranslation needs a TranslationProvider');
  return value;
}
