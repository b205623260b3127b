import {
  AdminContentPageSchema,
  AdminContentPageSummarySchema,
  ContentPageConflictSchema,
  ContentPageVersionSchema,
  PublishContentPageRequestSchema,
  RestoreContentPageRequestSchema,
  SaveContentPageRequestSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { GUARDED_PROBLEMS, OptionalCultureQuery } from '../../lib/route-schemas';
import type { PageEditorService } from './page-editor-service';

const Conflict = { 409: ContentPageConflictSchema };
const PageParams = z.object({ pageId: z.string().uuid('Validation.Uuid') });
const TAGS = ['back office pages'];

/** Editors' routes of the content pages: drafts, publication (now or scheduled), versions. */
export const pageEditorRoutes: FastifyPluginAsyncZod<{ config: Config; service: PageEditorService }> = async (
  app,
  { config, service },
) => {
  const editor = app.requireRole('editor');
  neverCached(app);

  app.get(
    '/backoffice/pages',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Every content page with its cultures, publication and schedule',
        querystring: OptionalCultureQuery,
        response: { 200: z.array(AdminContentPageSummarySchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => service.list(request.query.culture ?? config.defaultCulture),
  );

  app.post(
    '/backoffice/pages',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Create a page as a draft (not shown in the shop until published)',
        body: SaveContentPageRequestSchema,
        response: { 201: AdminContentPageSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.get(
    '/backoffice/pages/:pageId',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'A page’s draft and published version',
        params: PageParams,
        response: { 200: AdminContentPageSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => service.adminPage(request.params.pageId),
  );

  app.put(
    '/backoffice/pages/:pageId',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Save a page’s draft; a save over another editor’s newer one is a 409 carrying theirs',
        params: PageParams,
        body: SaveContentPageRequestSchema,
        response: { 200: AdminContentPageSchema, ...Conflict, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => service.saveDraft(request.params.pageId, request.body),
  );

  app.post(
    '/backoffice/pages/:pageId/publish',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Publish the draft as a new version, now or at PublishAt',
        params: PageParams,
        body: PublishContentPageRequestSchema,
        response: { 200: AdminContentPageSchema, ...Conflict, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => service.publish(request.params.pageId, request.body),
  );

  app.post(
    '/backoffice/pages/:pageId/unschedule',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Cancel the draft’s scheduled publication',
        params: PageParams,
        body: RestoreContentPageRequestSchema,
        response: { 200: AdminContentPageSchema, ...Conflict, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => service.unschedule(request.params.pageId, request.body.Version),
  );

  app.get(
    '/backoffice/pages/:pageId/versions',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'The page’s published versions, newest first',
        params: PageParams,
        querystring: OptionalCultureQuery,
        response: { 200: z.array(ContentPageVersionSchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) =>
      service.versions(request.params.pageId, request.query.culture ?? config.defaultCulture),
  );

  app.post(
    '/backoffice/pages/:pageId/versions/:number/restore',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Make a published version the draft again',
        params: PageParams.extend({ number: z.coerce.number().int().min(1) }),
        body: RestoreContentPageRequestSchema,
        response: { 200: AdminContentPageSchema, ...Conflict, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => service.restore(request.params.pageId, request.params.number, request.body.Version),
  );
};
