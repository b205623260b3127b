import {
  NewsCalendarQuerySchema,
  NewsCalendarSchema,
  NewsCategorySchema,
  NewsListQuerySchema,
  NewsPostPageSchema,
  NewsPostSchema,
  ProblemSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CultureParams, slugSchema } from '../../lib/route-schemas';
import type { NewsService } from './news-service';

/** What the shop's news pages and widgets read: only published posts whose date has come. */
export const newsRoutes: FastifyPluginAsyncZod<{ service: NewsService }> = async (app, { service }) => {
  app.get(
    '/news/:culture/categories',
    {
      schema: {
        tags: ['news'],
        summary: 'The news categories in one culture (flat; ParentId nests them)',
        params: CultureParams,
        response: { 200: z.array(NewsCategorySchema), 400: ProblemSchema },
      },
    },
    async (request) => service.categories(request.params.culture),
  );

  app.get(
    '/news/:culture/posts',
    {
      schema: {
        tags: ['news'],
        summary: 'A page of the news list widget: the posts up to a day, newest first',
        params: CultureParams,
        querystring: NewsListQuerySchema,
        response: { 200: NewsPostPageSchema, 400: ProblemSchema },
      },
    },
    async (request) => service.list(request.params.culture, request.query),
  );

  app.get(
    '/news/:culture/calendar',
    {
      schema: {
        tags: ['news'],
        summary: 'The news calendar widget: one month’s days with posts, and a page of its posts',
        params: CultureParams,
        querystring: NewsCalendarQuerySchema,
        response: { 200: NewsCalendarSchema, 400: ProblemSchema },
      },
    },
    async (request) => service.calendar(request.params.culture, request.query),
  );

  app.get(
    '/news/:culture/posts/:slug',
    {
      schema: {
        tags: ['news'],
        summary: 'One published news post with its blocks',
        params: CultureParams.extend({ slug: slugSchema() }),
        response: { 200: NewsPostSchema, 400: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => service.post(request.params.culture, request.params.slug),
  );
};
