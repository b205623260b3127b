import {
  AdminFaqEntrySchema,
  AdminFaqEntrySummarySchema,
  AdminFaqSectionSchema,
  FaqEntryStatusRequestSchema,
  FaqOrderRequestSchema,
  ProblemSchema,
  SaveFaqEntryRequestSchema,
  SaveFaqSectionRequestSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { GUARDED_PROBLEMS, OptionalCultureQuery, Uuid } from '../../lib/route-schemas';
import type { FaqService } from './faq-service';

const SectionParams = z.object({ sectionId: Uuid });
const EntryParams = z.object({ entryId: Uuid });
const TAGS = ['back office faq'];

/** Editors' and admins' routes: sections, questions, their order and their publication. */
export const faqAdminRoutes: FastifyPluginAsyncZod<{ config: Config; service: FaqService }> = async (
  app,
  { config, service },
) => {
  const editor = app.requireRole('editor');
  neverCached(app);

  app.get(
    '/backoffice/faq/sections',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Every FAQ section in page order, with its translations',
        response: { 200: z.array(AdminFaqSectionSchema), ...GUARDED_PROBLEMS },
      },
    },
    async () => service.adminSections(),
  );

  app.post(
    '/backoffice/faq/sections',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Add a FAQ section (last on the page)',
        body: SaveFaqSectionRequestSchema,
        response: { 201: AdminFaqSectionSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => reply.code(201).send(await service.saveSection(null, request.body)),
  );

  app.put(
    '/backoffice/faq/sections/:sectionId',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Rename a FAQ section; refused (409) when another editor saved it after the Version sent',
        params: SectionParams,
        body: SaveFaqSectionRequestSchema,
        response: { 200: AdminFaqSectionSchema, ...GUARDED_PROBLEMS, 409: ProblemSchema },
      },
    },
    async (request) => service.saveSection(request.params.sectionId, request.body),
  );

  app.delete(
    '/backoffice/faq/sections/:sectionId',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Delete an empty FAQ section',
        params: SectionParams,
        response: { 204: z.null(), ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => {
      await service.deleteSection(request.params.sectionId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/backoffice/faq/entries',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Every FAQ question, drafts included, with the cultures it is written in',
        querystring: OptionalCultureQuery,
        response: { 200: z.array(AdminFaqEntrySummarySchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => service.adminEntries(request.query.culture ?? config.defaultCulture),
  );

  app.get(
    '/backoffice/faq/entries/:entryId',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'One FAQ question in every culture, as editors write it',
        params: EntryParams,
        response: { 200: AdminFaqEntrySchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => service.adminEntry(request.params.entryId),
  );

  app.post(
    '/backoffice/faq/entries',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Write a FAQ question (a draft, or published), last in its section',
        body: SaveFaqEntryRequestSchema,
        response: { 201: AdminFaqEntrySchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => reply.code(201).send(await service.saveEntry(null, request.body)),
  );

  app.put(
    '/backoffice/faq/entries/:entryId',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Save a FAQ question; refused (409) when another editor saved it after the Version sent',
        params: EntryParams,
        body: SaveFaqEntryRequestSchema,
        response: { 200: AdminFaqEntrySchema, ...GUARDED_PROBLEMS, 409: ProblemSchema },
      },
    },
    async (request) => service.saveEntry(request.params.entryId, request.body),
  );

  app.put(
    '/backoffice/faq/entries/:entryId/status',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Publish or withdraw a FAQ question; refused (409) when it changed after the Version sent',
        params: EntryParams,
        body: FaqEntryStatusRequestSchema,
        response: { 200: AdminFaqEntrySchema, ...GUARDED_PROBLEMS, 409: ProblemSchema },
      },
    },
    async (request) => service.setEntryStatus(request.params.entryId, request.body),
  );

  app.delete(
    '/backoffice/faq/entries/:entryId',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Delete a FAQ question in every culture',
        params: EntryParams,
        response: { 204: z.null(), ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => {
      await service.deleteEntry(request.params.entryId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/backoffice/faq/order',
    {
      onRequest: editor,
      schema: {
        tags: TAGS,
        summary: 'Order the sections and the questions in each (every one named once)',
        body: FaqOrderRequestSchema,
        response: { 204: z.null(), ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => {
      await service.reorder(request.body);
      return reply.code(204).send(null);
    },
  );
};
