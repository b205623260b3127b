import { ContentPageSummarySchema, UpdateContentPageMediaRequestSchema } from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { GUARDED_PROBLEMS, OptionalCultureQuery } from '../../lib/route-schemas';
import { assetReferences } from '../assets-library';
import { pageMediaService } from './page-media-service';

/** Staff routes of the content module (editors and admins): the pages and their hero image. */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const media = pageMediaService(
    app.db,
    assetReferences(app.db, app.storage, {
      basePath: config.basePath,
      maxPixels: config.assets.maxPixels,
      log: app.log,
    }),
    { defaultCulture: config.defaultCulture },
  );
  const editor = app.requireRole('editor');
  neverCached(app);

  app.get(
    '/backoffice/content/pages',
    {
      onRequest: editor,
      schema: {
        tags: ['back office media'],
        summary: 'The content pages with their hero image',
        querystring: OptionalCultureQuery,
        response: { 200: z.array(ContentPageSummarySchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => media.pageSummaries(request.query.culture ?? config.defaultCulture),
  );

  app.put(
    '/backoffice/content/pages/:pageId/media',
    {
      onRequest: editor,
      schema: {
        tags: ['back office media'],
        summary:
          'Set (or clear) a content page’s hero image; a pending asset joins the library, the widget’s edits are written',
        params: z.object({ pageId: z.string().uuid('Validation.Uuid') }),
        querystring: OptionalCultureQuery,
        body: UpdateContentPageMediaRequestSchema,
        response: { 200: ContentPageSummarySchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) =>
      media.setPageHero(
        request.params.pageId,
        request.body.HeroAssetId,
        request.query.culture ?? config.defaultCulture,
        request.body.Edits,
      ),
  );
};
