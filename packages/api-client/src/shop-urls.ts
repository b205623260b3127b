/**
 * Every storefront address, written once: the gateway (sitemap, alternates, product and category
 * URLs in its answers), the storefront (links, redirects, canonical addresses) and the back office
 * ("view in shop") all build them here. Each builder gives the path inside the application;
 * `inApp` puts the {app} base path in front.
 */

type Query = Record<string, string | number | undefined | null>;

function withQuery(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const segment = (slug: string) => encodeURIComponent(slug);

/** The news widgets' `{categoryIds}` segment: the ids comma-separated, `all` for every category. */
const newsCategorySegment = (ids: readonly string[]) => (ids.length ? ids.join(',') : 'all');

export const shopUrls = {
  /** The culture's homepage. */
  home: (culture: string) => `/${culture}`,
  /** A content page; the homepage is the culture's root. */
  contentPage: (culture: string, slug: string, isHomepage = false) =>
    isHomepage || !slug ? `/${culture}` : `/${culture}/${slug.split('/').map(segment).join('/')}`,
  /** The whole catalogue, its search (`q`), filter, sort and page. */
  catalog: (culture: string, query?: Query) => withQuery(`/${culture}/catalog`, query),
  category: (culture: string, slug: string, query?: Query) =>
    withQuery(`/${culture}/c/${segment(slug)}`, query),
  product: (culture: string, slug: string) => `/${culture}/p/${segment(slug)}`,
  login: (culture: string, returnUrl?: string) => withQuery(`/${culture}/security/login`, { returnUrl }),
  /** Self-registration, and the pages the account e-mails link to. */
  register: (culture: string) => `/${culture}/security/register`,
  confirmEmail: (culture: string, token?: string) =>
    withQuery(`/${culture}/security/confirm-email`, { token }),
  forgotPassword: (culture: string) => `/${culture}/security/forgot-password`,
  resetPassword: (culture: string, token?: string) =>
    withQuery(`/${culture}/security/reset-password`, { token }),
  /** The page the link sent to a new e-mail address opens, to make it the account's. */
  confirmEmailChange: (culture: string, token?: string) =>
    withQuery(`/${culture}/security/confirm-email-change`, { token }),
  newsletter: (culture: string) => `/${culture}/newsletter`,
  /** The cart page (spec 001 §2). */
  cart: (culture: string) => `/${culture}/shoppingcarts`,
  /** The cart's lines as an HTML fragment for a cart container (spec 001 §2). */
  cartItemsWidget: (culture: string) => `/${culture}/widget/shoppingcartitems`,
  /** The signed-in customer's coupon codes as an HTML fragment for a modal (spec 001 §2). */
  couponCodesWidget: (culture: string) => `/${culture}/widget/couponcodes/list`,
  /** The signed-in customer's delivery addresses as a picker's HTML fragment (spec 001 §7). */
  deliveryAddressPickerWidget: (culture: string) => `/${culture}/widget/DeliveryAddressPicker`,
  /** The one-step checkout (spec 001 §2). */
  checkout: (culture: string) => `/${culture}/sales/checkout`,
  /**
   * The pickup-point search (spec 001 §2) as a page: shippingMethodId, carrierGatewayId,
   * countryId, city, postCode, address.
   */
  pickupPointSearch: (culture: string, query?: Query) =>
    withQuery(`/${culture}/shippings/pickuppoint/search`, query),
  /** The make-payment form and payment screen of an order not yet paid. */
  payment: (culture: string, orderId: string) => `/${culture}/sales/orders/${segment(orderId)}/payment`,
  /** The signed-in customer's orders, newest first (`pagenbr`: the page, spec 001 §2). */
  orders: (culture: string, page = 1) =>
    withQuery(`/${culture}/sales/orders`, { pagenbr: page > 1 ? page : undefined }),
  /** The order screen: one of the customer's orders with its lines, addresses and history. */
  order: (culture: string, orderId: string) => `/${culture}/sales/orders/${segment(orderId)}`,
  /** The refund request page of one of the customer's orders (spec 001 §2). */
  refundRequest: (culture: string, orderId: string) => `/${culture}/sales/orders/${segment(orderId)}/refund`,
  /** The customer's refund requests and where each stands. */
  refunds: (culture: string) => `/${culture}/account/refunds`,
  /** The confirmation of an order: what was bought, where it goes, whether it is paid. */
  orderConfirmation: (culture: string, orderId: string) =>
    `/${culture}/sales/orders/${segment(orderId)}/confirmation`,
  /** The order screen's change-delivery-address form posts here (spec 001 §2, §7). */
  changeDeliveryAddressRequest: (culture: string) => `/${culture}/sales/order/ChangeDeliveryAddressRequest`,
  /** The signed-in customer's account: their profile and the account's pages. */
  account: (culture: string) => `/${culture}/account`,
  /** The signed-in customer's saved addresses (the checkout's pickers offer them). */
  accountAddresses: (culture: string) => `/${culture}/account/addresses`,
  /** The account's two-step verification (an authenticator app, recovery codes). */
  accountSecurity: (culture: string) => `/${culture}/account/security`,
  /** The customer's prepaid account (spec 001 §2): balance, top-up, notification, history (`pagenbr`: its page). */
  accountPrepaid: (culture: string, page = 1) =>
    withQuery(`/${culture}/account/prepaid`, { pagenbr: page > 1 ? page : undefined }),
  /** The customer's open back-in-stock subscriptions. */
  accountStockNotifications: (culture: string) => `/${culture}/account/stocknotifications`,
  /** The back-in-stock form (spec 001 §2), a page and a modal's content. */
  stockNotificationSubscribe: (culture: string, query: { ProductVariantId: string; ProductId: string }) =>
    withQuery(`/${culture}/catalog/stocknotification/subscribe`, query),
  /** Where the confirmation message's link leads: the guest confirms their address there. */
  stockNotificationConfirm: (culture: string, token: string) =>
    withQuery(`/${culture}/catalog/stocknotification/confirm`, { token }),
  /** Where every back-in-stock message's unsubscribe link leads. */
  stockNotificationUnsubscribe: (culture: string, token: string) =>
    withQuery(`/${culture}/catalog/stocknotification/unsubscribe`, { token }),
  /** The wishlist modal's content as a page (spec 001 §2): which list, or a new one, for the variant. */
  wishlistPopup: (culture: string, productVariantId: string, query?: Query) =>
    withQuery(`/${culture}/catalog/wishlist/popup`, { productVariantId, ...query }),
  /** The customer reference form as a page (spec 001 §7), for browsers without script. */
  customerReferenceUpdate: (culture: string, productVariantId: string, query?: Query) =>
    withQuery(`/${culture}/widget/catalog/CustomerReferenceUpdate`, { productVariantId, ...query }),
  /** The customer's wishlists page (spec 001 §2): `Id` the list shown, the first without one. */
  wishlists: (culture: string, wishlistId?: string, query?: Query) =>
    withQuery(`/${culture}/catalog/wishlist/list`, { Id: wishlistId, ...query }),
  /** One wishlist's products as an HTML fragment for the page's table area (spec 001 §2). */
  wishlistItems: (culture: string, wishlistId: string) =>
    withQuery(`/${culture}/catalog/wishlist/list_item`, { wishlistid: wishlistId }),
  /** The signed-in customer's birth lists, and one of them (`openBirthlist` opens its add modal, spec 001 §2). */
  birthLists: (culture: string) => `/${culture}/account/birthlists`,
  birthList: (culture: string, id: string, query?: { openBirthlist?: string }) =>
    withQuery(`/${culture}/account/birthlists/${segment(id)}`, query),
  /** A birth list as its share link shows it to friends and family (no sign-in). */
  sharedBirthList: (culture: string, token: string) => `/${culture}/birthlist/${segment(token)}`,
  /** The news: every category's posts, newest first, and one post. */
  news: (culture: string) => `/${culture}/news`,
  newsPost: (culture: string, slug: string) => `/${culture}/news/${segment(slug)}`,
  /** The FAQ page; `anchor` a section's or a question's anchor (its menu entry's hash). */
  faq: (culture: string, anchor?: string) =>
    `/${culture}/faq${anchor ? `#${encodeURIComponent(anchor)}` : ''}`,
  /** One news category's RSS feed. */
  newsFeed: (culture: string, categoryId: string) => `/${culture}/news/rss/${segment(categoryId)}`,
  /**
   * The news calendar widget (spec 001 §7): `categoryIds` comma-separated, `all` for every category.
   * `page` is ours: the month's posts are paged like the list's.
   */
  newsCalendarWidget: (
    culture: string,
    w: { categoryIds: readonly string[]; displayChildren: boolean; postPerPage: number },
    month: number,
    year: number,
    page?: number,
  ) =>
    withQuery(
      `/${culture}/widget/news/calendar/${newsCategorySegment(w.categoryIds)}/${w.displayChildren}/${w.postPerPage}/${month}/${year}`,
      { page: page && page > 1 ? page : undefined },
    ),
  /** The news list widget (spec 001 §7): the posts up to `date` (YYYY-MM-DD), newest first. */
  newsListWidget: (
    culture: string,
    w: { categoryIds: readonly string[]; displayChildren: boolean; postPerPage: number; layout?: string },
    date: string,
    page?: number,
  ) =>
    withQuery(
      `/${culture}/widget/news/newslist/${newsCategorySegment(w.categoryIds)}/${w.displayChildren}/${w.postPerPage}/${date}`,
      { page: page && page > 1 ? page : undefined, layout: w.layout === 'masonry' ? 'masonry' : undefined },
    ),
} as const;

/** A path inside the application as the browser addresses it: under the {app} base path. */
export function inApp(basePath: string, path: string): string {
  const base = basePath.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The path inside the application of an address the server wrote with the base path in front. */
export function inAppPath(url: string, basePath: string): string {
  const base = basePath.replace(/\/+$/, '');
  return base && url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}
