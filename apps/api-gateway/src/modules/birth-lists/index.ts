import type { Config } from '../../config';
import { apiPrefix, type GatewayModule } from '../../lib/module';
import { cartService } from '../cart/index';
import { customerAddressesOf } from '../customers/index';
import { birthListsService } from './birth-lists-service';
import { birthListRoutes } from './routes';

export {
  type BirthListsService,
  birthListsService,
  type GiftLine,
  type PaidOrderLine,
  type ParentsDelivery,
  recordPaidGifts,
} from './birth-lists-service';

/** The service as every part of this gateway builds it: the shop's cart rules and address book. */
export const birthListsOf = (db: Parameters<typeof birthListsService>[0], config: Config) =>
  birthListsService(db, {
    cart: cartService(db, {
      basePath: config.basePath,
      currency: config.shopCurrency,
      defaultCulture: config.defaultCulture,
      shopCountry: config.shopCountry,
    }),
    addresses: customerAddressesOf(db, config),
    options: {
      basePath: config.basePath,
      defaultCulture: config.defaultCulture,
      publicOrigin: config.publicOrigin,
    },
  });

/**
 * Birth lists (ADR 033): a customer's gift registry, shared by a revocable link; friends and
 * family buy from it through the cart and checkout, and the gifts count once their order is paid.
 */
export const birthListsModule: GatewayModule = async (app, { config }) => {
  await app.register(birthListRoutes, {
    prefix: apiPrefix(config),
    config,
    lists: birthListsOf(app.db, config),
  });
};
