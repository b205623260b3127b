import {
  AdminNewsCategorySchema,
  AdminNewsPostSchema,
  AdminNewsPostSummarySchema,
  ProblemSchema,
  SaveNewsCategoryRequestSchema,
  SaveNewsPostRequestSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { GUARDED_PROBLEMS, OptionalCultureQuery, Uuid } from '../../lib/route-schemas';
import type { NewsService } from './news-service';

const PostParams = z.object({ postId: Uuid });

/** Editors' and admins' routes: categories, and writing, scheduling and publishing posts. */
export const newsAdminRoutes: FastifyPluginAsyncZod<{ config: Config; service: NewsService }> = async (
  app,
  { config, service },
) => {
  const editor = app.requireRole('editor');
  neverCached(app);

  app.get(
    '/backoffice/news/categories',
    {
      onRequest: editor,
      schema: {
        tags: ['back office news'],
        summary: 'Every news category with its translations',
        response: { 200: z.array(AdminNewsCategorySchema), ...GUARDED_PROBLEMS },
      },
    },
    async () => service.adminCategories(),
  );

  app.post(
    '/backoffice/news/categories',
    {
      onRequest: editor,
      schema: {
        tags: ['back office news'],
        summary: 'Add a news category (under another one, or at the top)',
        body: SaveNewsCategoryRequestSchema,
        response: { 201: AdminNewsCategorySchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createCategory(request.body)),
  );

  app.get(
    '/backoffice/news/posts',
    {
      onRequest: editor,
      schema: {
        tags: ['back office news'],
        summary: 'Every news post, drafts and scheduled ones included, with the cultures it is written in',
        querystring: OptionalCultureQuery,
        response: { 200: z.array(AdminNewsPostSummarySchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => service.adminPosts(request.query.culture ?? config.defaultCulture),
  );

  app.get(
    '/backoffice/news/posts/:postId',
    {
      onRequest: editor,
      schema: {
        tags: ['back office news'],
        summary: 'One news post in every culture, as editors write it',
        params: PostParams,
        response: { 200: AdminNewsPostSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => service.adminPost(request.params.postId),
  );

  app.post(
    '/backoffice/news/posts',
    {
      onRequest: editor,
      schema: {
        tags: ['back office news'],
        summary: 'Write a news post (a draft, or published from PublishAt on)',
        body: SaveNewsPostRequestSchema,
        response: { 201: AdminNewsPostSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => reply.code(201).send(await service.savePost(null, request.body)),
  );

  app.put(
    '/backoffice/news/posts/:postId',
    {
      onRequest: editor,
      schema: {
        tags: ['back office news'],
        summary: 'Save a news post; refused (409) when another editor saved it after the Version sent',
        params: PostParams,
        body: SaveNewsPostRequestSchema,
        response: { 200: AdminNewsPostSchema, ...GUARDED_PROBLEMS, 409: ProblemSchema },
      },
    },
    async (request) => service.savePost(request.params.postId, request.body),
  );

  app.delete(
    '/backoffice/news/posts/:postId',
    {
      onRequest: editor,
      schema: {
        tags: ['back office news'],
        summary: 'Delete a news post in every culture',
        params: PostParams,
        response: { 204: z.null(), ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => {
      await service.deletePost(request.params.postId);
      return reply.code(204).send(null);
    },
  );
};
