import { apiPrefix, type GatewayModule } from '../../lib/module';
import { contentRoutes } from './routes';

/** A content page's storefront address (the sitemap builds it here too). */
export { contentPageUrl } from './urls';

/** Content pages, the menu and the site settings the storefront renders. */
export const contentModule: GatewayModule = async (app, { config }) => {
  await app.register(contentRoutes, { prefix: apiPrefix(config), config });
};
