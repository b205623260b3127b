import { apiPrefix, type GatewayModule } from '../../lib/module';
import { contentRoutes } from './routes';

/** Content pages, the menu and the site settings the storefront renders. */
export const contentModule: GatewayModule = async (app, { config }) => {
  await app.register(contentRoutes, { prefix: apiPrefix(config), config });
};
