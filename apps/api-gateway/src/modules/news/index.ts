import { inApp, shopUrls } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import { apiPrefix, type GatewayModule } from '../../lib/module';
import { assetReferences, registerAssetUsages } from '../assets-library';
import { newsAdminRoutes } from './admin-routes';
import { newsAssetUsages } from './asset-usages';
import { newsRepository } from './news-repository';
import { newsService } from './news-service';
import { newsRoutes } from './routes';
import { newsWebRoutes } from './web-routes';

/** A news post's storefront address (the sitemap builds it here too). */
export const newsPostUrl = (basePath: string, culture: string, slug: string) =>
  inApp(basePath, shopUrls.newsPost(culture, slug));

/** Every public news post in every culture, grouped by post, for the sitemap. */
export const newsSitemapRows = (db: Database) => newsRepository(db).publicTranslations(new Date());

/** News: nested categories, posts per culture made of content blocks, the widgets' reads, RSS. */
export const newsModule: GatewayModule = async (app, { config }) => {
  const service = newsService(
    app.db,
    assetReferences(app.db, app.storage, {
      basePath: config.basePath,
      maxPixels: config.assets.maxPixels,
      log: app.log,
    }),
    { basePath: config.basePath },
  );
  registerAssetUsages(app.db, newsAssetUsages(app.db));
  await app.register(newsRoutes, { prefix: apiPrefix(config), service });
  await app.register(newsAdminRoutes, { prefix: apiPrefix(config), config, service });
  await app.register(newsWebRoutes, { prefix: config.basePath, config, service });
};
