import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { CULTURES, type Culture, isCulture } from '@vitrine/i18n';
import { useMatches, useRouteLoaderData } from 'react-router';

/** This page's address in another culture, with the application base path (as the API gives it). */
export interface PageAlternate {
  Culture: string;
  Url: string;
}

/**
 * What a page route declares in its `handle` (root's PageHandle): where the same page lives in
 * each culture. The hreflang links in <head> and the language choice both read it, so they can
 * never disagree, and the sitemap is built from the same slugs and URL builders on the server.
 * Every page route provides it (a test walks routes.ts): a page type added later gets a working
 * language choice by returning its alternates from its loader.
 */
export type AlternatesOf<Data> = (data: Data) => readonly PageAlternate[] | undefined;

/** Pages whose address is the same in every culture but for the culture segment (/fr/catalog). */
export function samePathAlternates(basePath: string, pathInCulture: string): PageAlternate[] {
  const tail = pathInCulture === '/' ? '' : pathInCulture;
  return CULTURES.map((culture) => ({
    Culture: culture,
    Url: inApp(basePath, `${shopUrls.home(culture)}${tail}`),
  }));
}

/** The loaded data's own alternates: the usual handle (`alternates: alternatesFromData`). */
export const alternatesFromData: AlternatesOf<unknown> = (data) => {
  const alternates = (data as { alternates?: unknown } | undefined)?.alternates;
  return Array.isArray(alternates) ? (alternates as PageAlternate[]) : undefined;
};

interface MatchLike {
  handle?: unknown;
  loaderData?: unknown;
}

/**
 * The deepest matched route that declares alternates, read with its loaded data; undefined when
 * the page has none to give (an error page, a route still loading).
 */
export function alternatesOfMatches(matches: readonly MatchLike[]): readonly PageAlternate[] | undefined {
  for (const match of [...matches].reverse()) {
    const read = (match.handle as { alternates?: AlternatesOf<unknown> } | undefined)?.alternates;
    if (typeof read === 'function')
      return match.loaderData === undefined ? undefined : read(match.loaderData);
  }
  return undefined;
}

export function usePageAlternates(): readonly PageAlternate[] | undefined {
  return alternatesOfMatches(useMatches());
}

/** The alternate of one culture, when the page exists there. */
export function alternateFor(
  alternates: readonly PageAlternate[] | undefined,
  culture: Culture,
): PageAlternate | undefined {
  return alternates?.find((alternate) => alternate.Culture === culture);
}

/** <link rel="alternate" hreflang> for each culture the page exists in (rendered in <head>). */
export function PageAlternateLinks() {
  const alternates = usePageAlternates();
  const layout = useRouteLoaderData('routes/culture-layout') as { origin?: string } | undefined;
  if (!alternates?.length || !layout?.origin) return null;
  return (
    <>
      {alternates
        .filter((alternate) => isCulture(alternate.Culture))
        .map((alternate) => (
          <link
            key={alternate.Culture}
            rel="alternate"
            hrefLang={alternate.Culture}
            href={`${layout.origin}${alternate.Url}`}
          />
        ))}
    </>
  );
}
