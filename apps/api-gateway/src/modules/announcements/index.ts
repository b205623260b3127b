import { apiPrefix, type GatewayModule } from '../../lib/module';
import { assetReferences } from '../assets-library';
import { announcementsAdminRoutes } from './admin-routes';
import { announcementsService } from './announcements-service';
import { announcementsRoutes } from './routes';

/** Popups, banners and popup banners: per culture, scheduled, targeted per page (ADR 043). */
export const announcementsModule: GatewayModule = async (app, { config }) => {
  const service = announcementsService(
    app.db,
    assetReferences(app.db, app.storage, {
      basePath: config.basePath,
      maxPixels: config.assets.maxPixels,
      log: app.log,
    }),
  );
  await app.register(announcementsRoutes, { prefix: apiPrefix(config), service });
  await app.register(announcementsAdminRoutes, { prefix: apiPrefix(config), config, service });
};
