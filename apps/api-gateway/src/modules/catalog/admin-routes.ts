import {
  ProductMediaListSchema,
  ProductMediaSchema,
  UpdateProductPhotosRequestSchema,
} from '@vitrine/api-client';
import { CULTURES } from '@vitrine/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { GUARDED_PROBLEMS, OptionalCultureQuery, Uuid } from '../../lib/route-schemas';
import { assetReferences } from '../assets-library';
import { customerLookups } from '../security/index';
import { shippingService } from '../shipping/index';
import { bulkPriceService } from './bulk-price-service';
import { catalogBulkRoutes } from './catalog-bulk-routes';
import { catalogCsvService } from './catalog-csv-service';
import { productAdminRoutes } from './product-admin-routes';
import { productAdminService } from './product-admin-service';
import { productMediaService } from './product-media-service';
import { taxonomyAdminRoutes } from './taxonomy-admin-routes';
import { taxonomyAdminService } from './taxonomy-admin-service';

/**
 * Staff routes of the catalogue: products and their photos (editors and admins), and the product
 * editor (catalogue staff and admins change, editors and sales read).
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const media = productMediaService(
    app.db,
    assetReferences(app.db, app.storage, {
      basePath: config.basePath,
      maxPixels: config.assets.maxPixels,
      log: app.log,
    }),
    app.catalogCache,
    { defaultCulture: config.defaultCulture },
  );
  const editor = app.requireRole('editor');
  neverCached(app);
  const shipping = shippingService(app.db, {
    shopCountry: config.shopCountry,
    currency: config.shopCurrency,
    defaultCulture: config.defaultCulture,
  });
  const admin = productAdminService(app.db, app.catalogCache, {
    defaultCulture: config.defaultCulture,
    currency: config.shopCurrency,
    cultures: CULTURES,
    homeTaxRate: (executor, taxClass) => shipping.homeTaxRate(executor, taxClass),
    staffNames: (ids) => customerLookups(app.db).byIds(ids),
  });
  await app.register(productAdminRoutes, { config, admin });
  await app.register(catalogBulkRoutes, {
    csv: catalogCsvService(app.db, {
      admin,
      caches: app.catalogCache,
      currency: config.shopCurrency,
      defaultCulture: config.defaultCulture,
    }),
    prices: bulkPriceService(app.db, app.catalogCache, {
      currency: config.shopCurrency,
      defaultCulture: config.defaultCulture,
      homeTaxRate: (executor, taxClass) => shipping.homeTaxRate(executor, taxClass),
    }),
  });

  await app.register(taxonomyAdminRoutes, {
    config,
    taxonomy: taxonomyAdminService(
      app.db,
      app.catalogCache,
      assetReferences(app.db, app.storage, {
        basePath: config.basePath,
        maxPixels: config.assets.maxPixels,
        log: app.log,
      }),
      { cultures: CULTURES },
    ),
  });

  app.get(
    '/backoffice/catalog/products',
    {
      onRequest: editor,
      schema: {
        tags: ['back office media'],
        summary: 'Products by name or reference (2 characters at least; otherwise the first ones)',
        querystring: OptionalCultureQuery.extend({
          q: z.string().trim().max(200).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: ProductMediaListSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) =>
      media.products(request.query.culture ?? config.defaultCulture, request.query.q, request.query.limit),
  );

  app.get(
    '/backoffice/catalog/products/:productId/media',
    {
      onRequest: editor,
      schema: {
        tags: ['back office media'],
        summary: 'A product’s photos in order',
        params: z.object({ productId: Uuid }),
        querystring: OptionalCultureQuery,
        response: { 200: ProductMediaSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) =>
      media.productMedia(request.params.productId, request.query.culture ?? config.defaultCulture),
  );

  app.put(
    '/backoffice/catalog/products/:productId/photos',
    {
      onRequest: editor,
      schema: {
        tags: ['back office media'],
        summary:
          'Replace a product’s photos with this ordered list of image assets; pending ones join the library, the widget’s edits are written',
        params: z.object({ productId: Uuid }),
        querystring: OptionalCultureQuery,
        body: UpdateProductPhotosRequestSchema,
        response: { 200: ProductMediaSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) =>
      media.replacePhotos(
        request.params.productId,
        request.body.AssetIds,
        request.query.culture ?? config.defaultCulture,
        request.body.Edits,
      ),
  );
};
