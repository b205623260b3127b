import type { Database } from '@vitrine/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { apiPrefix, type GatewayModule } from '../../lib/module';
import { currencyAdminRoutes } from './admin-routes';
import { currencyService } from './currency-service';
import { configuredRateSource, demoRatesFile, fileRateSource } from './rate-sources';

export {
  CURRENCY_PROBLEMS,
  type CurrencyPricing,
  type CurrencyService,
  currencyService,
  utcToday,
} from './currency-service';
export { EcbFormatError, parseEcbXml, ratesForShop } from './ecb-rates';
export { ecbRateSource, fileRateSource, type RateSource } from './rate-sources';

/**
 * Currencies and exchange rates (ADR 019): the staff routes, and the start-up load of today's
 * reference rates when a source is configured. Shoppers switch currency through the cart, whose
 * currency it is (the cart module uses this module's service for rates and conversion).
 */
export const currencyModule: GatewayModule = async (app, { config }) => {
  const currency = currencyService(app.db, { shopCurrency: config.shopCurrency });
  const source = configuredRateSource(config);
  await app.register(currencyAdminRoutes, { prefix: apiPrefix(config), config, currency, source });

  // Never holds up the start: the shop serves with the rates it has while the source answers.
  let loading: Promise<void> | null = null;
  app.addHook('onReady', async () => {
    if (!source) return;
    loading = (async () => {
      if (!(await currency.missingToday())) return;
      const result = await currency.loadRates(source);
      if (result.Outcome === 'Failed')
        app.log.warn({ source: source.name, reason: result.Reason }, 'exchange rates not loaded at start');
      else app.log.info({ source: source.name, ...result }, 'exchange rates loaded at start');
    })().catch((error: unknown) => app.log.error({ err: error }, 'exchange rates not loaded at start'));
  });
  app.addHook('onClose', async () => {
    await loading;
  });
};

/**
 * First start: the shop's own currency always; a new demo shop gets the demo currencies and the
 * demo file's rates (a real day of the ECB's reference rates kept in the repository).
 */
export async function prepareCurrencies(
  db: Database,
  config: Pick<Config, 'shopCurrency' | 'seedDemoContent'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const file = demoRatesFile();
  const result = await currencyService(db, { shopCurrency: config.shopCurrency }).prepare({
    demo: config.seedDemoContent,
    demoSource: file ? fileRateSource(file) : null,
  });
  if (result?.Outcome === 'Loaded') log.info(result, 'loaded the demo exchange rates');
  else if (result) log.warn(result, 'the demo exchange rates were not loaded');
}
