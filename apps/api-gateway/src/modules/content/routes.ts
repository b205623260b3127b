import { ContentPageSchema, MenuSchema, ProblemSchema, SiteSettingsSchema } from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { CultureParams, slugSchema } from '../../lib/route-schemas';
import { assetReferences } from '../assets-library';
import { contentService } from './content-service';

const SlugSchema = slugSchema({ nested: true });

export const contentRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = contentService(
    app.db,
    config.basePath,
    assetReferences(app.db, app.storage, {
      basePath: config.basePath,
      maxPixels: config.assets.maxPixels,
      log: app.log,
    }),
  );

  app.get(
    '/content/:culture/home',
    {
      schema: {
        tags: ['content'],
        summary: 'The homepage in one culture',
        params: CultureParams,
        response: { 200: ContentPageSchema, 404: ProblemSchema },
      },
    },
    async (request) => service.homepage(request.params.culture),
  );

  app.get(
    '/content/:culture/pages',
    {
      schema: {
        tags: ['content'],
        summary: 'A content page by its slug',
        params: CultureParams,
        querystring: z.object({ slug: SlugSchema }),
        response: { 200: ContentPageSchema, 400: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => service.pageBySlug(request.params.culture, request.query.slug),
  );

  app.get(
    '/content/:culture/menu',
    {
      schema: {
        tags: ['content'],
        summary: 'The content pages shown in the menu',
        params: CultureParams,
        response: { 200: MenuSchema },
      },
    },
    async (request) => service.menu(request.params.culture),
  );

  app.get(
    '/content/settings',
    {
      schema: {
        tags: ['content'],
        summary: 'Site settings every page needs',
        response: { 200: SiteSettingsSchema },
      },
    },
    async () => service.siteSettings(),
  );
};
