import { apiPrefix, type GatewayModule } from '../../lib/module';
import { cartService } from '../cart/index';
import { vatRoutes } from './routes';
import { vatCheckService } from './vat-check-service';
import { viesRegistry } from './vies-registry';

export { type VatCheckService, vatCheckService } from './vat-check-service';
export { type RegistryAnswer, type VatRegistry, viesRegistry } from './vies-registry';

/** VAT numbers: the checkout's check against their format and the EU's VIES register (ADR 022). */
export const vatModule: GatewayModule = async (app, { config }) => {
  const registry = config.viesUrl
    ? viesRegistry({ baseUrl: config.viesUrl, timeoutMs: config.viesTimeoutMs })
    : null;
  const vat = vatCheckService({
    registry,
    onUnavailable: (number, reason) =>
      app.log.warn({ number, reason }, 'the VAT register could not be asked'),
  });
  const cart = cartService(app.db, {
    basePath: config.basePath,
    currency: config.shopCurrency,
    defaultCulture: config.defaultCulture,
    shopCountry: config.shopCountry,
  });
  await app.register(vatRoutes, { prefix: apiPrefix(config), config, vat, cart });
};
