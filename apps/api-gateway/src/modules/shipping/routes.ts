import {
  CartCultureQuerySchema,
  CitiesAnswerSchema,
  CitiesParamsSchema,
  ProblemSchema,
  ShippingCountriesSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { ShippingService } from './shipping-service';

/**
 * Store routes of delivery: the countries the shop delivers to and the postal-code typeahead
 * (spec 001 §7 "GET /api/v1/countries/{countryId}/cities/{query}"). Public reference data: the
 * same for everyone, so a browser may keep it a little while.
 */
export const shippingRoutes: FastifyPluginAsyncZod<{ config: Config; shipping: ShippingService }> = async (
  app,
  { config, shipping },
) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['shipping'],
        summary: 'The countries the shop delivers to, named in the culture, by name',
        querystring: CartCultureQuerySchema,
        response: { 200: ShippingCountriesSchema, 400: ProblemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return shipping.shippingCountries(request.query.culture ?? config.defaultCulture);
    },
  );

  app.get(
    '/countries/:countryId/cities/:query',
    {
      schema: {
        tags: ['shipping'],
        summary:
          'Postal-code typeahead: places of the country whose postal code or name starts with the query (4 characters at least); a map of city id to "postal code place", at most 20',
        params: CitiesParamsSchema,
        response: { 200: CitiesAnswerSchema, 400: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return shipping.cities(request.params.countryId, request.params.query);
    },
  );
};
