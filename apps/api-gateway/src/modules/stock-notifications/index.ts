import type { Config } from '../../config';
import { apiPrefix, type GatewayModule } from '../../lib/module';
import { mailShop } from '../mail/index';
import { stockNotificationRoutes } from './routes';
import { RESTOCK_JOB, stockNotificationsService } from './stock-notifications-service';

export {
  RESTOCK_JOB,
  type StockNotificationsService,
  stockNotificationsService,
} from './stock-notifications-service';

/** The service as every part of this gateway builds it: messages signed and linked as the shop's. */
export const stockNotificationsOf = (db: Parameters<typeof stockNotificationsService>[0], config: Config) =>
  stockNotificationsService(db, {
    shop: mailShop(config),
    publicOrigin: config.publicOrigin,
    basePath: config.basePath,
    defaultCulture: config.defaultCulture,
  });

/**
 * Back-in-stock notices: subscriptions from the product page, the links of their messages, and
 * the restock job every stock increase writes (ADR 027).
 */
export const stockNotificationsModule: GatewayModule = async (app, { config }) => {
  const notices = stockNotificationsOf(app.db, config);
  app.jobs.register(RESTOCK_JOB, async (payload, { log }) => {
    const { notified } = await notices.notifyRestocked(payload);
    if (notified) log.info({ notified }, 'back-in-stock subscribers notified');
  });
  await app.register(stockNotificationRoutes, { prefix: apiPrefix(config), config, notices });
};
