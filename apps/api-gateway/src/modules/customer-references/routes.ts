import {
  CustomerReferenceQuerySchema,
  CustomerReferenceSchema,
  CustomerReferenceSearchQuerySchema,
  CustomerReferenceSearchResultSchema,
  CustomerReferenceUpdateResultSchema,
  CustomerReferenceUpdateSchema,
  ProblemSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import type { customerReferencesService } from './customer-references-service';

/**
 * Customer references (spec 001 §7): the update widget's read and write and the reference
 * search. Signed-in customers only (a guest is answered 401 before the input is read); one
 * customer's answers: never cached.
 */
export const customerReferenceRoutes: FastifyPluginAsyncZod<{
  config: Config;
  references: ReturnType<typeof customerReferencesService>;
}> = async (app, { config, references }) => {
  neverCached(app);

  app.get(
    '/catalog/widgets/customerreferenceupdate',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['catalog widgets'],
        summary: 'CustomerReferenceUpdate: the signed-in customer’s own reference for a variant',
        querystring: CustomerReferenceQuerySchema,
        response: {
          200: CustomerReferenceSchema,
          400: ProblemSchema,
          401: ProblemSchema,
          404: ProblemSchema,
        },
      },
    },
    async (request) => references.get(request.user.id, request.query.productVariantId),
  );

  app.post(
    '/catalog/widgets/customerreferenceupdate',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['catalog widgets'],
        summary:
          'CustomerReferenceUpdate: keep the signed-in customer’s reference for a variant (trimmed; empty clears it)',
        body: CustomerReferenceUpdateSchema,
        response: {
          200: CustomerReferenceUpdateResultSchema,
          400: ProblemSchema,
          401: ProblemSchema,
          404: ProblemSchema,
        },
      },
    },
    async (request) =>
      references.update(request.user.id, request.body, request.body.Culture ?? config.defaultCulture),
  );

  app.get(
    '/catalog/customerref/search',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['catalog'],
        summary: 'Search the signed-in customer’s own references (q from 2 characters), a page at a time',
        querystring: CustomerReferenceSearchQuerySchema,
        response: { 200: CustomerReferenceSearchResultSchema, 400: ProblemSchema, 401: ProblemSchema },
      },
    },
    async (request) =>
      references.search(
        request.user.id,
        request.query.q,
        request.query.page,
        request.query.culture ?? config.defaultCulture,
      ),
  );
};
