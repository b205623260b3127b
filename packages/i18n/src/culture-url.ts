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
