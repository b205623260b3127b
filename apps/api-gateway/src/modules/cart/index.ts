import { apiPrefix, type GatewayModule } from '../../lib/module';
import { cartService } from './cart-service';
import { cartRoutes } from './routes';

export { type AddToCart, type CartService, cartService } from './cart-service';

/** The shopper's cart: add to cart, the summary, quantity changes and deletions, merged at sign-in. */
export const cartModule: GatewayModule = async (app, { config }) => {
  const cart = cartService(app.db, {
    basePath: config.basePath,
    currency: config.shopCurrency,
    defaultCulture: config.defaultCulture,
  });
  app.onVisitorSignIn((signIn, work) => cart.mergeVisitorCart(signIn, work));
  await app.register(cartRoutes, { prefix: apiPrefix(config), config, cart });
};
