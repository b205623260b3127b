import type { Config } from '../../config';
import { apiPrefix, type GatewayModule } from '../../lib/module';
import { shippingService } from '../shipping/index';
import { type CustomerAddressesService, customerAddressesService } from './customer-addresses-service';
import { customerRoutes } from './routes';

export {
  type CustomerAddressesService,
  customerAddressesService,
  type SavedAddress,
} from './customer-addresses-service';
/** Customers as sales staff find them (the customer picker). */
export { customerDirectoryRepository, type DirectoryCustomer } from './customer-directory-repository';

/** The address book as every module of this gateway builds it: countries checked by the shipping module. */
export const customerAddressesOf = (db: Parameters<typeof customerAddressesService>[0], config: Config) =>
  customerAddressesService(db, {
    shipping: shippingService(db, {
      shopCountry: config.shopCountry,
      currency: config.shopCurrency,
      defaultCulture: config.defaultCulture,
    }),
  });

/**
 * Customers: what a signed-in customer keeps with the shop beyond one order, starting with their
 * saved addresses (checkout's billing and delivery pickers).
 */
export const customersModule: GatewayModule = async (app, { config }) => {
  const addresses: CustomerAddressesService = customerAddressesOf(app.db, config);
  await app.register(customerRoutes, { prefix: apiPrefix(config), config, addresses });
};
