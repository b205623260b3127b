import {
  AdminAnnouncementSchema,
  AdminAnnouncementSummarySchema,
  ProblemSchema,
  SaveAnnouncementRequestSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { GUARDED_PROBLEMS, OptionalCultureQuery, Uuid } from '../../lib/route-schemas';
import type { AnnouncementsService } from './announcements-service';

const Params = z.object({ id: Uuid });

/** Editors' and admins' routes: writing, targeting, scheduling and publishing popups and banners. */
export const announcementsAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  service: AnnouncementsService;
}> = async (app, { config, service }) => {
  const editor = app.requireRole('editor');
  neverCached(app);

  app.get(
    '/backoffice/announcements',
    {
      onRequest: editor,
      schema: {
        tags: ['back office announcements'],
        summary:
          'Every popup and banner, drafts, scheduled and ended ones included, with the cultures it is written in',
        querystring: OptionalCultureQuery,
        response: { 200: z.array(AdminAnnouncementSummarySchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => service.adminList(request.query.culture ?? config.defaultCulture),
  );

  app.get(
    '/backoffice/announcements/:id',
    {
      onRequest: editor,
      schema: {
        tags: ['back office announcements'],
        summary: 'One popup or banner in every culture, as editors write it',
        params: Params,
        response: { 200: AdminAnnouncementSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => service.adminItem(request.params.id),
  );

  app.post(
    '/backoffice/announcements',
    {
      onRequest: editor,
      schema: {
        tags: ['back office announcements'],
        summary: 'Write a popup or banner (a draft, or published between its start and end)',
        body: SaveAnnouncementRequestSchema,
        response: { 201: AdminAnnouncementSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => reply.code(201).send(await service.save(null, request.body)),
  );

  app.put(
    '/backoffice/announcements/:id',
    {
      onRequest: editor,
      schema: {
        tags: ['back office announcements'],
        summary: 'Save a popup or banner; refused (409) when another editor saved it after the Version sent',
        params: Params,
        body: SaveAnnouncementRequestSchema,
        response: { 200: AdminAnnouncementSchema, ...GUARDED_PROBLEMS, 409: ProblemSchema },
      },
    },
    async (request) => service.save(request.params.id, request.body),
  );

  app.delete(
    '/backoffice/announcements/:id',
    {
      onRequest: editor,
      schema: {
        tags: ['back office announcements'],
        summary: 'Delete a popup or banner in every culture',
        params: Params,
        response: { 204: z.null(), ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
