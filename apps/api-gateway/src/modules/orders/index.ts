import type { Config } from '../../config';
import { apiPrefix, type GatewayModule } from '../../lib/module';
import { mailShop } from '../mail/index';
import { ordersAdminRoutes } from './admin-routes';
import { orderDeskService } from './order-desk-service';
import { type OrdersOptions, ordersService } from './orders-service';
import { orderRoutes } from './routes';

export type { OrderRow } from './orders-repository';
export {
  type Actor,
  canMove,
  type NewOrder,
  type OrdersOptions,
  type OrdersService,
  ordersService,
} from './orders-service';

/** What every orders service of this gateway is built with: the shop as its e-mail names it. */
export const ordersOptions = (config: Config): OrdersOptions => ({
  shop: mailShop(config),
  shopUrl: `${config.publicOrigin}${config.basePath}`,
});

/** Orders: written by checkout, read back by their shopper, moved through their statuses at the staff's desk. */
export const ordersModule: GatewayModule = async (app, { config }) => {
  await app.register(orderRoutes, {
    prefix: apiPrefix(config),
    config,
    orders: ordersService(app.db, ordersOptions(config)),
  });
  await app.register(ordersAdminRoutes, {
    prefix: apiPrefix(config),
    config,
    desk: orderDeskService(app.db, { orders: ordersService(app.db, ordersOptions(config)) }),
  });
};
