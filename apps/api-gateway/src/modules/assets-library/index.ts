import { apiPrefix, type GatewayModule } from '../../lib/module';
import { assetsLibraryPublicRoutes } from './public-routes';
import { assetsLibraryRoutes, assetsLibraryWebRoutes } from './routes';
import { assetFileRoutes } from './web-routes';

/** What other modules use to hold library assets in their own records (ADR 015). */
export { type AssetReferences, assetReferences } from './asset-references';

/** The asset library: folders, uploads, crops, renditions, and the files it serves. */
export const assetsLibraryModule: GatewayModule = async (app, { config }) => {
  await app.register(assetsLibraryRoutes, { prefix: apiPrefix(config), config });
  await app.register(assetsLibraryPublicRoutes, { prefix: apiPrefix(config), config });
  await app.register(assetFileRoutes, { prefix: config.basePath, basePath: config.basePath });
  await app.register(assetsLibraryWebRoutes, { prefix: config.basePath, config });
};
