import { apiPrefix, type GatewayModule } from '../../lib/module';
import { currencyService } from '../currency/index';
import { shippingService } from '../shipping/index';
import { cartService } from './cart-service';
import { couponChangeService } from './coupon-change-service';
import { couponRoutes } from './coupon-routes';
import { currencyChangeService } from './currency-change-service';
import { currencyRoutes } from './currency-routes';
import { deliveryChangeService } from './delivery-change-service';
import { deliveryRoutes } from './delivery-routes';
import { cartRoutes } from './routes';

export {
  type AddToCart,
  type CartForCheckout,
  type CartService,
  cartService,
  type OrderDraft,
} from './cart-service';
export type { ChosenPickupPoint } from './pickup-point-repository';
export type { PricedCart, PricedLine } from './pricing';
/** Per-shopper limits of the calls that change what a shopper buys (checkout's too). */
export { perShopperLimit } from './shopper-rate-limit';

/** The shopper's cart: add to cart, the summary, quantity changes and deletions, merged at sign-in. */
export const cartModule: GatewayModule = async (app, { config }) => {
  const cart = cartService(app.db, {
    basePath: config.basePath,
    currency: config.shopCurrency,
    defaultCulture: config.defaultCulture,
    shopCountry: config.shopCountry,
  });
  app.onVisitorSignIn((signIn, work) => cart.mergeVisitorCart(signIn, work));
  await app.register(cartRoutes, { prefix: apiPrefix(config), config, cart });
  // Delivery choices (country, method, city) are the cart's; the shipping module says what they mean.
  await app.register(deliveryRoutes, {
    prefix: apiPrefix(config),
    config,
    delivery: deliveryChangeService(
      app.db,
      cart,
      shippingService(app.db, {
        shopCountry: config.shopCountry,
        currency: config.shopCurrency,
        defaultCulture: config.defaultCulture,
      }),
    ),
  });
  // The shopper's currency is the cart's (ADR 019): changed here, priced with the currency module's rates.
  const change = currencyChangeService(
    app.db,
    currencyService(app.db, { shopCurrency: config.shopCurrency }),
    config.shopCurrency,
  );
  await app.register(currencyRoutes, { prefix: apiPrefix(config), config, change });
  // Coupon codes on the cart: the promotions module's rules, under the cart's lock.
  await app.register(couponRoutes, {
    prefix: apiPrefix(config),
    config,
    coupons: couponChangeService(app.db, cart, { currency: config.shopCurrency }),
  });
};
