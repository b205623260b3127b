import type { PageKind, PageTarget } from '@vitrine/api-client';

/** The storefront's page routes by kind (ADR 043); a route not named here has no kind. */
const KIND_OF_ROUTE: Readonly<Record<string, PageKind>> = {
  'routes/home': 'home',
  'routes/catalog': 'catalogue',
  'routes/category': 'catalogue',
  'routes/product': 'product',
  'routes/news': 'news',
  'routes/news-post': 'news',
  'routes/content-page': 'content',
  'routes/cart': 'cart',
  'routes/checkout': 'checkout',
  'routes/order-payment': 'checkout',
  'routes/order-confirmation': 'checkout',
  'routes/account': 'account',
  'routes/account-addresses': 'account',
  'routes/account-prepaid': 'account',
  'routes/account-refunds': 'account',
  'routes/account-security': 'account',
  'routes/account-stock-notifications': 'account',
  'routes/orders': 'account',
  'routes/order': 'account',
  'routes/birth-lists': 'account',
  'routes/birth-list': 'account',
  'routes/wishlist-list': 'account',
  'routes/refund-request': 'account',
};

/**
 * Where the visitor is, as targeting reads it: the kind of the deepest page route and the path
 * below the culture segment (`/fr/catalog` → `/catalog`, `/fr` → `/`).
 */
export function pageTargetOf(
  matches: readonly { id: string }[],
  pathname: string,
  culture: string,
): PageTarget {
  let kind: PageKind | null = null;
  for (const match of matches) kind = KIND_OF_ROUTE[match.id] ?? kind;
  const prefix = `/${culture}`;
  const below =
    pathname === prefix || pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  return { Kind: kind, Path: below || '/' };
}
