import {
  CustomerAddressBodySchema,
  CustomerAddressesSchema,
  CustomerAddressParamsSchema,
  CustomerAddressSchema,
  ProblemSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { OptionalCultureQuery } from '../../lib/route-schemas';
import { perShopperLimit } from '../cart/index';
import type { CustomerAddressesService } from './customer-addresses-service';

const SIGNED_IN_PROBLEMS = { 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema } as const;

/**
 * The signed-in customer's own addresses (spec 001 §2 "Delivery and billing address pickers"):
 * listed for checkout's pickers, added and edited from their modals, deleted. Only the customer's
 * own: another customer's id answers 404, as an id that never existed. One person's data: never
 * cached.
 */
export const customerRoutes: FastifyPluginAsyncZod<{
  config: Config;
  addresses: CustomerAddressesService;
}> = async (app, { config, addresses }) => {
  neverCached(app);
  const culture = (query: { culture?: typeof config.defaultCulture | undefined }) =>
    query.culture ?? config.defaultCulture;

  app.get(
    '/sales/customers/addresses',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['customers'],
        summary: 'The signed-in customer’s saved addresses, the defaults first',
        querystring: OptionalCultureQuery,
        response: { 200: CustomerAddressesSchema, ...SIGNED_IN_PROBLEMS },
      },
    },
    async (request) => addresses.list(request.user.id, culture(request.query)),
  );

  app.post(
    '/sales/customers/addresses',
    {
      onRequest: app.requireUser,
      config: perShopperLimit(config),
      schema: {
        tags: ['customers'],
        summary:
          'Save an address for billing, delivery or both (IsDefault makes it the default of its kinds)',
        querystring: OptionalCultureQuery,
        body: CustomerAddressBodySchema,
        response: {
          201: CustomerAddressSchema,
          ...SIGNED_IN_PROBLEMS,
          422: ProblemSchema,
          429: ProblemSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addresses.create(request.user.id, request.body, culture(request.query))),
  );

  app.put(
    '/sales/customers/addresses/:id',
    {
      onRequest: app.requireUser,
      config: perShopperLimit(config),
      schema: {
        tags: ['customers'],
        summary: 'Change one of the customer’s saved addresses',
        params: CustomerAddressParamsSchema,
        querystring: OptionalCultureQuery,
        body: CustomerAddressBodySchema,
        response: {
          200: CustomerAddressSchema,
          ...SIGNED_IN_PROBLEMS,
          422: ProblemSchema,
          429: ProblemSchema,
        },
      },
    },
    async (request) =>
      addresses.update(request.user.id, request.params.id, request.body, culture(request.query)),
  );

  app.delete(
    '/sales/customers/addresses/:id',
    {
      onRequest: app.requireUser,
      config: perShopperLimit(config),
      schema: {
        tags: ['customers'],
        summary: 'Delete one of the customer’s saved addresses (placed orders keep their copies)',
        params: CustomerAddressParamsSchema,
        response: {
          204: z.null().meta({ description: 'Deleted' }),
          ...SIGNED_IN_PROBLEMS,
          429: ProblemSchema,
        },
      },
    },
    async (request, reply) => {
      await addresses.remove(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
