/**
 * Where to go after signing in: only an address of this site (a path, not //host or a scheme),
 * so that a crafted returnUrl cannot send a shopper to another site.
 */
export function safeReturnUrl(returnUrl: string | null | undefined, fallback: string): string {
  if (!returnUrl) return fallback;
  if (!returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.startsWith('/\\'))
    return fallback;
  return returnUrl;
}
