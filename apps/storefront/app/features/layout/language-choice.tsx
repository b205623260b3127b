import { CULTURE_NAMES, CULTURES, type Culture, swapCulture } from '@vitrine/i18n';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { alternateFor, type PageAlternate, usePageAlternates } from '../document/page-alternates';
import { useTranslation } from '../i18n/translation-context';

/**
 * The address of this page in another culture: the page's own alternate (its slug there, the
 * same source as its hreflang links), with the query and hash kept; the culture's home when the
 * page does not exist there. A page that declares no alternates (an error page) swaps the
 * culture segment and keeps the rest (spec 000 §2).
 */
export function languageChoiceHref(
  code: Culture,
  alternates: readonly PageAlternate[] | undefined,
  here: { pathname: string; search: string; hash: string },
  basePath: string,
): string {
  if (!alternates) return `${basePath}${swapCulture(`${here.pathname}${here.search}${here.hash}`, code)}`;
  const alternate = alternateFor(alternates, code);
  return alternate ? `${alternate.Url}${here.search}${here.hash}` : `${basePath}/${code}`;
}

/** Spec 000 §2: the language choice leads to the same page in the other culture. */
export function LanguageChoice({ basePath }: { basePath: string }) {
  const { t, culture } = useTranslation();
  const location = useLocation();
  const hash = useCurrentHash();
  const alternates = usePageAlternates();
  const here = { pathname: location.pathname, search: location.search, hash };
  return (
    <nav className="language-choice" aria-label={t('Core.ChooseLanguage')}>
      <ul>
        {CULTURES.map((code) => (
          <li key={code}>
            <a
              href={languageChoiceHref(code, alternates, here, basePath)}
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
