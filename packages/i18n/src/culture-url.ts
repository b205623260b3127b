import { type Culture, isCulture } from './cultures';

function normaliseBase(basePath: string): string {
  if (!basePath || basePath === '/') return '';
  return `/${basePath.replace(/^\/+|\/+$/g, '')}`;
}

/** The culture segment of a path under the application base path, if it is one of ours. */
export function cultureFromPath(pathname: string, basePath = ''): Culture | undefined {
  const base = normaliseBase(basePath);
  const rest = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const segment = rest.split('/')[1];
  return isCulture(segment) ? segment : undefined;
}

/**
 * The language choice: the same address with the culture segment swapped and everything else
 * (path, query, hash) kept. An address without a culture segment gets one in front.
 */
export function swapCulture(href: string, culture: Culture, basePath = ''): string {
  const base = normaliseBase(basePath);
  const match = /^([^?#]*)(.*)$/.exec(href);
  const pathname = match?.[1] ?? '';
  const suffix = match?.[2] ?? '';
  const rest = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const segments = rest.split('/');
  if (isCulture(segments[1])) segments[1] = culture;
  else segments.splice(1, 0, culture);
  const swapped = segments.join('/').replace(/\/$/, '') || `/${culture}`;
  return `${base}${swapped}${suffix}`;
}

/** Builds an address inside the given culture: localePath('fr', '/catalog') → '/fr/catalog'. */
export function localePath(culture: Culture, path = '/', basePath = ''): string {
  const tail = path === '/' || path === '' ? '' : path.startsWith('/') ? path : `/${path}`;
  return `${normaliseBase(basePath)}/${culture}${tail}`;
}

/**
 * A first path segment that reads as a language rather than a page: two letters, or a language
 * tag (en-GB, pt-BR, zh-Hant), in any case. Content pages live under a culture, so no page of
 * ours starts with such a segment; one that is not one of our cultures gets redirected.
 */
const CULTURE_LIKE = /^[a-z]{2}(?:[-_][a-z0-9]{2,8})*$/i;

export function isCultureLike(segment: string | undefined): boolean {
  return typeof segment === 'string' && CULTURE_LIKE.test(segment);
}

/**
 * The culture a culture-like segment stands for when it names one of ours in another form
 * (FR → fr, pt-BR → pt, de_CH → de); null for any other language (en, zh-Hant).
 */
export function cultureOfSegment(segment: string): Culture | null {
  if (!isCultureLike(segment)) return null;
  const language = segment.slice(0, 2).toLowerCase();
  return isCulture(language) ? language : null;
}
