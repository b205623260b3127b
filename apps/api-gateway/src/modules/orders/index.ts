import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { apiPrefix, type GatewayModule, type ModuleOptions } from '../../lib/module';
import type { Work } from '../../lib/unit-of-work';
import { cartService } from '../cart/index';
import { mailShop, senderAddress } from '../mail/index';
import { ordersAdminRoutes } from './admin-routes';
import { deliveryAddressRequestService } from './delivery-address-request-service';
import { type OnStaffCancelled, orderDeskService } from './order-desk-service';
import { orderReorderService } from './order-reorder-service';
import { type OrdersOptions, ordersService } from './orders-service';
import { orderRoutes } from './routes';

export { orderAnonymisationRepository } from './order-anonymisation-repository';
export type { OnStaffCancelled } from './order-desk-service';
export type { AllocationRow, OrderLineRow, OrderRow } from './orders-repository';
export {
  type Actor,
  canMove,
  type NewOrder,
  type OrdersOptions,
  type OrdersService,
  ordersService,
} from './orders-service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What else a staff member's cancelling of an unpaid order gives back, in its unit of work
     * (the order's stock and coupons go back by themselves): the part a prepaid account paid.
     * From a module registered after orders.
     */
    onOrderCancelledByStaff(hook: OnStaffCancelled): void;
  }
}

/** What every orders service of this gateway is built with: the shop as its e-mail names it. */
export const ordersOptions = (config: Config): OrdersOptions => ({
  shop: mailShop(config),
  shopUrl: `${config.publicOrigin}${config.basePath}`,
});

/**
 * Orders: written by checkout, read back by their shopper (who may order them again and ask for
 * another delivery address), moved through their statuses at the staff's desk.
 */
export const ordersModule: GatewayModule = fp(
  async (app: FastifyInstance, { config }: ModuleOptions) => {
    const orders = ordersService(app.db, ordersOptions(config));
    const cancelledHooks: OnStaffCancelled[] = [];
    app.decorate('onOrderCancelledByStaff', (hook: OnStaffCancelled) => {
      cancelledHooks.push(hook);
    });
    // Order again adds as the catalogue's add to cart does: the cart module's own rules.
    const cart = cartService(app.db, {
      basePath: config.basePath,
      currency: config.shopCurrency,
      defaultCulture: config.defaultCulture,
      shopCountry: config.shopCountry,
    });
    await app.register(orderRoutes, {
      prefix: apiPrefix(config),
      config,
      orders,
      reorder: orderReorderService(app.db, {
        cart,
        basePath: config.basePath,
        defaultCulture: config.defaultCulture,
      }),
      addressRequests: deliveryAddressRequestService(app.db, {
        orders,
        shopAddress: senderAddress(config.mail.from),
        shop: mailShop(config),
        shopCulture: config.defaultCulture,
        shopCountry: config.shopCountry,
        currency: config.shopCurrency,
      }),
    });
    await app.register(ordersAdminRoutes, {
      prefix: apiPrefix(config),
      config,
      desk: orderDeskService(app.db, {
        orders: ordersService(app.db, ordersOptions(config)),
        onCancelled: async (work: Work, order) => {
          for (const hook of cancelledHooks) await hook(work, order);
        },
      }),
    });
  },
  { name: 'orders', dependencies: ['database', 'jobs'] },
);
