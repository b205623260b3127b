import { apiPrefix, type GatewayModule } from '../../lib/module';
import { catalogRoutes } from './routes';

export { type CatalogCache, catalogCachePlugin } from './catalog-cache-plugin';

/** Products, categories, brands, search, facets and the catalogue widgets. */
export const catalogModule: GatewayModule = async (app, { config }) => {
  await app.register(catalogRoutes, { prefix: apiPrefix(config), config });
};
