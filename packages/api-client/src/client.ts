import { type ApiClientOptions, createRequester } from './http';
import { accountProfileApi } from './resources/account-profile';
import { announcementsApi } from './resources/announcements';
import { assetFoldersApi } from './resources/asset-folders';
import { assetsLibraryApi } from './resources/assets-library';
import { birthListsApi } from './resources/birth-lists';
import { cartApi } from './resources/cart';
import { catalogApi } from './resources/catalog';
import { catalogAdminApi } from './resources/catalog-admin';
import { catalogBulkApi } from './resources/catalog-bulk';
import { catalogTaxonomyApi } from './resources/catalog-taxonomy';
import { contentApi } from './resources/content';
import { couponsApi } from './resources/coupons';
import { currencyApi } from './resources/currency';
import { customerAddressesApi } from './resources/customer-addresses';
import { customerReferencesApi } from './resources/customer-references';
import { faqApi } from './resources/faq';
import { localizationApi } from './resources/localization';
import { newsApi } from './resources/news';
import { newsletterApi } from './resources/newsletter';
import { ordersApi } from './resources/orders';
import { paymentsApi } from './resources/payments';
import { pickupPointsApi } from './resources/pickup-points';
import { prepaidAccountsApi } from './resources/prepaid-accounts';
import { refundsApi, staffRefundsApi } from './resources/refunds';
import { salesApi } from './resources/sales';
import { securityApi } from './resources/security';
import { shippingApi } from './resources/shipping';
import { staffOrdersApi } from './resources/staff-orders';
import { staffTaxRatesApi } from './resources/staff-tax-rates';
import { stockNotificationsApi } from './resources/stock-notifications';
import { vatApi } from './resources/vat';
import { wishlistsApi } from './resources/wishlists';

/** The typed client of {app}/api/v1, one module per resource. */
export function createApiClient(options: ApiClientOptions = {}) {
  const request = createRequester(options);
  return {
    request,
    accountProfile: accountProfileApi(request),
    announcements: announcementsApi(request),
    assetFolders: assetFoldersApi(request),
    assetsLibrary: assetsLibraryApi(request),
    birthLists: birthListsApi(request),
    cart: cartApi(request),
    catalog: catalogApi(request),
    catalogAdmin: catalogAdminApi(request),
    catalogBulk: catalogBulkApi(request),
    catalogTaxonomy: catalogTaxonomyApi(request),
    content: contentApi(request),
    coupons: couponsApi(request),
    currency: currencyApi(request),
    customerAddresses: customerAddressesApi(request),
    customerReferences: customerReferencesApi(request),
    faq: faqApi(request),
    localization: localizationApi(request),
    news: newsApi(request),
    newsletter: newsletterApi(request),
    orders: ordersApi(request),
    payments: paymentsApi(request),
    pickupPoints: pickupPointsApi(request),
    prepaidAccounts: prepaidAccountsApi(request),
    refunds: refundsApi(request),
    sales: salesApi(request),
    security: securityApi(request),
    shipping: shippingApi(request),
    staffOrders: staffOrdersApi(request),
    staffRefunds: staffRefundsApi(request),
    staffTaxRates: staffTaxRatesApi(request),
    stockNotifications: stockNotificationsApi(request),
    vat: vatApi(request),
    wishlists: wishlistsApi(request),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
