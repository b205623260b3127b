import { type ApiClientOptions, createRequester } from './http';
import { assetsLibraryApi } from './resources/assets-library';
import { cartApi } from './resources/cart';
import { catalogApi } from './resources/catalog';
import { contentApi } from './resources/content';
import { couponsApi } from './resources/coupons';
import { currencyApi } from './resources/currency';
import { customerAddressesApi } from './resources/customer-addresses';
import { localizationApi } from './resources/localization';
import { newsletterApi } from './resources/newsletter';
import { ordersApi } from './resources/orders';
import { paymentsApi } from './resources/payments';
import { pickupPointsApi } from './resources/pickup-points';
import { securityApi } from './resources/security';
import { shippingApi } from './resources/shipping';
import { staffOrdersApi } from './resources/staff-orders';
import { staffTaxRatesApi } from './resources/staff-tax-rates';
import { stockNotificationsApi } from './resources/stock-notifications';
import { vatApi } from './resources/vat';

/** The typed client of {app}/api/v1, one module per resource. */
export function createApiClient(options: ApiClientOptions = {}) {
  const request = createRequester(options);
  return {
    request,
    assetsLibrary: assetsLibraryApi(request),
    cart: cartApi(request),
    catalog: catalogApi(request),
    content: contentApi(request),
    coupons: couponsApi(request),
    currency: currencyApi(request),
    customerAddresses: customerAddressesApi(request),
    localization: localizationApi(request),
    newsletter: newsletterApi(request),
    orders: ordersApi(request),
    payments: paymentsApi(request),
    pickupPoints: pickupPointsApi(request),
    security: securityApi(request),
    shipping: shippingApi(request),
    staffOrders: staffOrdersApi(request),
    staffTaxRates: staffTaxRatesApi(request),
    stockNotifications: stockNotificationsApi(request),
    vat: vatApi(request),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
