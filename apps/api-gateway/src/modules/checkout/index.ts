import { apiPrefix, type GatewayModule } from '../../lib/module';
import { birthListsOf } from '../birth-lists/index';
import { cartService } from '../cart/index';
import { customerAddressesOf } from '../customers/index';
import { ordersOptions, ordersService } from '../orders/index';
import { moveOrderToPaid, paymentProviderOf, paymentsService } from '../payments/index';
import { orderPrepaidPayment, prepaidLedgerOf } from '../prepaid-accounts/index';
import { checkoutService, EXPIRE_UNPAID_ORDER } from './checkout-service';
import { orderPaymentService } from './order-payment-service';
import { checkoutRoutes } from './routes';

export {
  type CheckoutService,
  type CustomerOrderRequest,
  checkoutService,
  EXPIRE_UNPAID_ORDER,
} from './checkout-service';

/**
 * Checkout (spec 001 §1.8): the cart, the stock, the coupons and the orders modules' services in
 * one unit of work per order (ADR 011); unpaid orders give their stock back when their hold ends.
 */
export const checkoutModule: GatewayModule = async (app, { config }) => {
  const orders = ordersService(app.db, ordersOptions(config));
  const cart = cartService(app.db, {
    basePath: config.basePath,
    currency: config.shopCurrency,
    defaultCulture: config.defaultCulture,
    shopCountry: config.shopCountry,
  });
  const prepaid = orderPrepaidPayment(app.db, prepaidLedgerOf(app.db, config));
  const checkout = checkoutService(app.db, {
    cart,
    orders,
    options: { currency: config.shopCurrency, holdMinutes: config.orderPaymentHoldMinutes },
    savedAddresses: customerAddressesOf(app.db, config),
    birthLists: birthListsOf(app.db, config),
    prepaid,
  });
  app.jobs.register(EXPIRE_UNPAID_ORDER, async (payload) => {
    await checkout.expireUnpaid((payload as { orderId: string }).orderId);
  });
  const payments = paymentsService(app.db, {
    provider: paymentProviderOf(config),
    orders,
    onAuthorised: moveOrderToPaid(orders),
    log: app.log,
  });
  const payment = orderPaymentService(app.db, {
    orders,
    payments,
    prepaid,
    shopUrl: ordersOptions(config).shopUrl,
  });
  await app.register(checkoutRoutes, { prefix: apiPrefix(config), config, checkout, orders, payment });
};
