import { PermanentJobError } from '../../lib/job-queue';
import { apiPrefix, type GatewayModule } from '../../lib/module';
import { assetsLibraryRepository } from './assets-library-repository';
import { completeRenditions, RENDITIONS_JOB } from './assets-library-service';
import { ImageRejected } from './image-pipeline';
import { assetsLibraryPublicRoutes } from './public-routes';
import { assetsLibraryRoutes, assetsLibraryWebRoutes } from './routes';
import { assetFileRoutes } from './web-routes';

/** What other modules use to hold library assets in their own records (ADR 015). */
export { type AssetReferences, assetReferences } from './asset-references';
/** Where assets are used: each module that holds assets registers its own finder (ADR 041). */
export { type AssetUsageSource, registerAssetUsages } from './asset-usages';

/** The asset library: folders, uploads, crops, renditions, and the files it serves. */
export const assetsLibraryModule: GatewayModule = async (app, { config }) => {
  // An uploaded image's original and large files, made after the upload answered (ADR 039).
  app.jobs.register<{ assetId: string }>(RENDITIONS_JOB, async ({ assetId }) => {
    const current = await assetsLibraryRepository(app.db).servedFile(assetId);
    // Deleted meanwhile: its files went with it (the kept upload included).
    if (current?.fileType !== 'Image') return;
    try {
      await completeRenditions(app.storage, assetId, current.mimeType, config.assets.maxPixels);
    } catch (error) {
      if (error instanceof ImageRejected)
        throw new PermanentJobError(`The image of asset '${assetId}' could not be decoded in full.`);
      throw error;
    }
  });
  await app.register(assetsLibraryRoutes, { prefix: apiPrefix(config), config });
  await app.register(assetsLibraryPublicRoutes, { prefix: apiPrefix(config), config });
  await app.register(assetFileRoutes, {
    prefix: config.basePath,
    basePath: config.basePath,
    maxPixels: config.assets.maxPixels,
  });
  await app.register(assetsLibraryWebRoutes, { prefix: config.basePath, config });
};
