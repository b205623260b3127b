import { apiPrefix, type GatewayModule } from '../../lib/module';
import { assetReferences, registerAssetUsages } from '../assets-library';
import { contentAdminRoutes } from './admin-routes';
import { pageEditorRoutes } from './page-editor-routes';
import { PUBLISH_PAGE_JOB, type PublishPagePayload, pageEditorService } from './page-editor-service';
import { contentRoutes } from './routes';

/** Site settings other modules read. */
export { siteSettingValues } from './settings-reader';
/** A content page's storefront address (the sitemap builds it here too). */
export { contentPageUrl } from './urls';

/** Content pages, the menu and the site settings the storefront renders; the pages' editing for staff. */
export const contentModule: GatewayModule = async (app, { config }) => {
  const editing = pageEditorService(
    app.db,
    assetReferences(app.db, app.storage, {
      basePath: config.basePath,
      maxPixels: config.assets.maxPixels,
      log: app.log,
    }),
    { defaultCulture: config.defaultCulture },
  );
  // A scheduled publication, due: the job does nothing when the schedule was moved or cancelled.
  app.jobs.register<PublishPagePayload>(PUBLISH_PAGE_JOB, async (payload) => {
    await editing.publishScheduled(payload);
  });
  registerAssetUsages(app.db, (assetId, culture) => editing.assetUsages(assetId, culture));
  await app.register(contentRoutes, { prefix: apiPrefix(config), config });
  await app.register(contentAdminRoutes, { prefix: apiPrefix(config), config });
  await app.register(pageEditorRoutes, { prefix: apiPrefix(config), config, service: editing });
};
