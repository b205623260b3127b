import { CULTURE_NAMES, CULTURES, swapCulture } from '@vitrine/i18n';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/translation-context';

/** Spec 000 §2: the language choice swaps the culture segment and keeps the rest of the address. */
export function LanguageChoice({ basePath }: { basePath: string }) {
  const { t, culture } = useTranslation();
  const location = useLocation();
  const hash = useCurrentHash();
  const here = `${location.pathname}${location.search}${hash}`;
  return (
    <nav className="language-choice" aria-label={t('Core.ChooseLanguage')}>
      <ul>
        {CULTURES.map((code) => (
          <li key={code}>
            <a
              href={`${basePath}${swapCulture(here, code)}`}
              hrefLang={code}
              lang={code}
              aria-current={code === culture ? 'true' : undefined}
              title={CULTURE_NAMES[code]}
            >
              <span aria-hidden="true">{code}</span>
              <span className="visually-hidden">{CULTURE_NAMES[code]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The address's #hash. The server never sees it, and same-page anchors change it without a
 * router navigation, so it is read from the browser after hydration and on every hash change.
 */
function useCurrentHash(): string {
  const location = useLocation();
  const [hash, setHash] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page load (location.key) may bring another hash.
  useEffect(() => {
    setHash(window.location.hash);
    const onHashChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [location.key]);
  return hash;
}
