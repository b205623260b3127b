import { apiPrefix, type GatewayModule } from '../../lib/module';
import { birthListsOf } from '../birth-lists/index';
import { cartService } from '../cart/index';
import { checkoutService } from '../checkout/index';
import { customerAddressesOf } from '../customers/index';
import { ordersOptions, ordersService } from '../orders/index';
import { prepaidLedgerOf } from '../prepaid-accounts/index';
import { salesAdminRoutes } from './admin-routes';
import { prepaidDeskService } from './prepaid-desk-service';
import { salesService } from './sales-service';

/**
 * The sales desk (spec 001 §1.19, ADR 038): sales staff pick a customer by e-mail and place an
 * order for them, priced and written by the cart and checkout modules' own code and paid from the
 * customer's prepaid account through its ledger, or credit a bank transfer to that account.
 */
export const salesModule: GatewayModule = async (app, { config }) => {
  const orders = ordersService(app.db, ordersOptions(config));
  const cart = cartService(app.db, {
    basePath: config.basePath,
    currency: config.shopCurrency,
    defaultCulture: config.defaultCulture,
    shopCountry: config.shopCountry,
  });
  const addresses = customerAddressesOf(app.db, config);
  const checkout = checkoutService(app.db, {
    cart,
    orders,
    options: { currency: config.shopCurrency, holdMinutes: config.orderPaymentHoldMinutes },
    savedAddresses: addresses,
    birthLists: birthListsOf(app.db, config),
  });
  const sales = salesService(app.db, { cart, addresses });
  const desk = prepaidDeskService(app.db, {
    sales,
    checkout,
    orders,
    ledger: prepaidLedgerOf(app.db, config),
    defaultCulture: config.defaultCulture,
  });
  await app.register(salesAdminRoutes, { prefix: apiPrefix(config), config, sales, desk });
};
