import { apiPrefix, type GatewayModule } from '../../lib/module';
import { localizationRoutes } from './routes';

/** The string resources of each culture (spec 000 §7). */
export const localizationModule: GatewayModule = async (app, { config }) => {
  await app.register(localizationRoutes, { prefix: apiPrefix(config) });
};
