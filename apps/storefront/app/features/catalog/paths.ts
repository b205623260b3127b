/** The server's URLs carry the application base path; router navigations take the path inside it. */
export function inAppPath(url: string, basePath: string): string {
  const base = basePath.replace(/\/+$/, '');
  return base && url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}

export const productPath = (culture: string, slug: string) => `/${culture}/p/${encodeURIComponent(slug)}`;
export const catalogPath = (culture: string) => `/${culture}/catalog`;
