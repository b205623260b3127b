import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stringResourcesQueryOptions } from '@vitrine/api-client/query';
import { type Culture, createTranslator } from '@vitrine/i18n';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocalizationApi } from '../../lib/api-context';
import { I18nContext, useI18n } from '../../lib/i18n-context';
import { browserLanguages, readStoredCulture, resolveCulture, storeCulture } from './resolve-culture';

const EMPTY_RESOURCES = {};
// Without strings (still loading, or failed and already warned about) every key is missing: one warning is enough.
const SILENT = { onMissing: () => {} };

/**
 * Loads the UI culture's string resources from the API and translates with them. Children render at
 * once (so the error dialog can speak as soon as the strings arrive); wrap pages in <I18nGate>.
 */
export function I18nProvider({
  userCulture,
  children,
}: {
  userCulture?: string | null;
  children: ReactNode;
}) {
  const api = useLocalizationApi();
  const [chosen, setChosen] = useState(readStoredCulture);
  const culture = resolveCulture({ chosen, userCulture, browserLanguages: browserLanguages() });
  const strings = useQuery({
    ...stringResourcesQueryOptions(api, culture),
    // Spec 000 §7: loaded once; a failure warns and the keys are shown.
    retry: false,
    // A language switch keeps the current strings on screen until the new ones are in.
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (strings.isError) {
      console.warn(`[i18n] the ${culture} string resources could not be loaded; showing keys`, strings.error);
    }
  }, [strings.isError, strings.error, culture]);

  useEffect(() => {
    document.documentElement.lang = culture;
  }, [culture]);

  const setCulture = useCallback((next: Culture) => {
    storeCulture(next);
    setChosen(next);
  }, []);

  const data = strings.data;
  const t = useMemo(
    () => (data ? createTranslator(data) : createTranslator(EMPTY_RESOURCES, SILENT)),
    [data],
  );
  const value = useMemo(
    () => ({ culture, setCulture, t, ready: !strings.isPending }),
    [culture, setCulture, t, strings.isPending],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

// Shown before any string resource is loaded, so it cannot come from them.
const LOADING_LABELS: Record<Culture, string> = {
  fr: 'Chargement…',
  nl: 'Laden…',
  es: 'Cargando…',
  de: 'Wird geladen…',
  it: 'Caricamento…',
  pt: 'A carregar…',
};

/** A centred progress indicator until the string resources are loaded, then the children. */
export function I18nGate({ children }: { children: ReactNode }) {
  const { ready, culture } = useI18n();
  if (ready) return children;
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label={LOADING_LABELS[culture]} />
    </Box>
  );
}
