import { inApp, shopUrls } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import { apiPrefix, type GatewayModule } from '../../lib/module';
import { assetReferences, registerAssetUsages } from '../assets-library';
import { faqAdminRoutes } from './admin-routes';
import { faqAssetUsages } from './asset-usages';
import { faqRepository } from './faq-repository';
import { faqService } from './faq-service';
import { faqRoutes } from './routes';

/** The FAQ page's storefront address (the sitemap builds it here too). */
export const faqUrl = (basePath: string, culture: string) => inApp(basePath, shopUrls.faq(culture));

/** The cultures with a public FAQ, as one page in each, for the sitemap. */
export const faqSitemapRows = async (db: Database) =>
  (await faqRepository(db).publicCultures()).map((row) => ({
    id: 'faq',
    culture: row.culture,
    slug: '',
    updatedAt: row.updatedAt,
  }));

/** The FAQ: ordered sections with their anchors, questions whose answers are content blocks. */
export const faqModule: GatewayModule = async (app, { config }) => {
  const service = faqService(
    app.db,
    assetReferences(app.db, app.storage, {
      basePath: config.basePath,
      maxPixels: config.assets.maxPixels,
      log: app.log,
    }),
  );
  registerAssetUsages(app.db, faqAssetUsages(app.db));
  await app.register(faqRoutes, { prefix: apiPrefix(config), service });
  await app.register(faqAdminRoutes, { prefix: apiPrefix(config), config, service });
};
