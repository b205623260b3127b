/** The sign-in route, inside the router (the basename is added by the router). */
export const LOGIN_PATH = '/login';

/** The sign-in address that brings the user back to `returnUrl` (a full path, basename included). */
export function loginPath(returnUrl?: string): string {
  return returnUrl ? `${LOGIN_PATH}?returnUrl=${encodeURIComponent(returnUrl)}` : LOGIN_PATH;
}

const PROBE_ORIGIN = 'http://vitrine.invalid';

/**
 * Where to go after signing in, as a router path. Only a path of this app is followed: anything
 * else (another origin, '//host', a backslash trick, '/admin/../api') would make the sign-in page an
 * open redirect, so it falls back to the dashboard.
 */
export function safeReturnPath(returnUrl: string | null | undefined, basename: string): string {
  if (!returnUrl?.startsWith('/') || returnUrl.startsWith('//') || returnUrl.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(returnUrl, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE_ORIGIN) return '/';
  const base = basename.replace(/\/+$/, '');
  if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return '/';
  const path = url.pathname.slice(base.length) || '/';
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`)) return '/';
  return `${path}${url.search}${url.hash}`;
}
