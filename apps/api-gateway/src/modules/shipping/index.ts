import { apiPrefix, type GatewayModule } from '../../lib/module';
import { shippingAdminRoutes } from './admin-routes';
import { shippingRoutes } from './routes';
import { shippingService } from './shipping-service';
import { taxRatesService } from './tax-rates-service';

export {
  type CartDelivery,
  type CartDeliveryChoice,
  CITIES_LIMIT,
  countryName,
  type DeliveryMethod,
  type ShippingService,
  shippingService,
} from './shipping-service';

/**
 * Countries, VAT rates, postal codes and delivery methods: the typeahead and the shipping
 * countries for shoppers, methods, countries and VAT rates for staff. The cart asks this module's
 * service what delivery and taxes its shopper's choices mean (the cart owns the choices).
 */
export const shippingModule: GatewayModule = async (app, { config }) => {
  const shipping = shippingService(app.db, {
    shopCountry: config.shopCountry,
    currency: config.shopCurrency,
    defaultCulture: config.defaultCulture,
  });
  await app.register(shippingRoutes, { prefix: apiPrefix(config), config, shipping });
  const taxRates = taxRatesService(app.db, { shopCountry: config.shopCountry });
  await app.register(shippingAdminRoutes, { prefix: apiPrefix(config), config, shipping, taxRates });
};
