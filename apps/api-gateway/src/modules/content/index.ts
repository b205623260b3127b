import { apiPrefix, type GatewayModule } from '../../lib/module';
import { contentAdminRoutes } from './admin-routes';
import { contentRoutes } from './routes';

/** Site settings other modules read. */
export { siteSettingValues } from './settings-reader';
/** A content page's storefront address (the sitemap builds it here too). */
export { contentPageUrl } from './urls';

/** Content pages, the menu and the site settings the storefront renders; the pages' media for staff. */
export const contentModule: GatewayModule = async (app, { config }) => {
  await app.register(contentRoutes, { prefix: apiPrefix(config), config });
  await app.register(contentAdminRoutes, { prefix: apiPrefix(config), config });
};
