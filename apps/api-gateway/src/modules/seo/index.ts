import type { GatewayModule } from '../../lib/module';
import { seoRoutes } from './web-routes';

/** robots.txt and the sitemaps, at the root of the {app} path. */
export const seoModule: GatewayModule = async (app, { config }) => {
  await app.register(seoRoutes, { prefix: config.basePath, config });
};
