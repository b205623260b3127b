import { apiPrefix, type GatewayModule } from '../../lib/module';
import { cartService } from '../cart/index';
import { wishlistRoutes } from './routes';
import { wishlistsService } from './wishlists-service';

export { type WishlistsService, wishlistsService } from './wishlists-service';

/**
 * Wishlists: a signed-in customer's named lists of variants (spec 001 §7), and "order all",
 * which adds a list to the cart through the cart module's own add.
 */
export const wishlistsModule: GatewayModule = async (app, { config }) => {
  const cart = cartService(app.db, {
    basePath: config.basePath,
    currency: config.shopCurrency,
    defaultCulture: config.defaultCulture,
    shopCountry: config.shopCountry,
  });
  const wishlists = wishlistsService(app.db, {
    basePath: config.basePath,
    defaultCulture: config.defaultCulture,
    cart,
  });
  await app.register(wishlistRoutes, { prefix: apiPrefix(config), config, wishlists });
};
