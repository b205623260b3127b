import {
  CartCityRequestSchema,
  CartCountryRequestSchema,
  CartCultureQuerySchema,
  ProblemSchema,
  ShippingCountryRequestSchema,
  ShippingMethodRequestSchema,
  ShoppingCartSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import type { DeliveryChangeService } from './delivery-change-service';

const Answers = { 200: ShoppingCartSchema, 400: ProblemSchema, 404: ProblemSchema, 422: ProblemSchema };

/**
 * The cart's delivery calls (spec 001 §7: POST {app}/api/v1/shoppingcarts/shippingmethods,
 * /shippingcountries, /country, /city), for visitors and customers alike. Each answers the cart
 * as it now is; one shopper's answer, so nothing caches it.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{
  config: Config;
  delivery: DeliveryChangeService;
}> = async (app, { config, delivery }) => {
  neverCached(app);
  const cultureOf = (query: { culture?: Config['defaultCulture'] | undefined }) =>
    query.culture ?? config.defaultCulture;

  app.post(
    '/shoppingcarts/shippingmethods',
    {
      schema: {
        tags: ['cart'],
        summary: 'Choose the shipping method (one offered to the cart’s delivery country)',
        querystring: CartCultureQuerySchema,
        body: ShippingMethodRequestSchema,
        response: Answers,
      },
    },
    async (request, reply) =>
      delivery.setShippingMethod(
        await request.getOwner(),
        request.body.ShippingMethodId,
        cultureOf(request.query),
        () => reply.ensureOwner(),
      ),
  );

  app.post(
    '/shoppingcarts/shippingcountries',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Choose the delivery country; the method stays when offered there (else the first offered), the city is dropped',
        querystring: CartCultureQuerySchema,
        body: ShippingCountryRequestSchema,
        response: Answers,
      },
    },
    async (request, reply) =>
      delivery.setShippingCountry(
        await request.getOwner(),
        request.body.CountryCode,
        cultureOf(request.query),
        () => reply.ensureOwner(),
      ),
  );

  app.post(
    '/shoppingcarts/country',
    {
      schema: {
        tags: ['cart'],
        summary:
          'The checkout’s delivery and billing countries (setCountry); a billing country set apart becomes the tax country',
        querystring: CartCultureQuerySchema,
        body: CartCountryRequestSchema,
        response: Answers,
      },
    },
    async (request, reply) =>
      delivery.setCountry(
        await request.getOwner(),
        request.body.ShippingCountryId,
        request.body.BillingCountryId ?? null,
        cultureOf(request.query),
        () => reply.ensureOwner(),
      ),
  );

  app.post(
    '/shoppingcarts/city',
    {
      schema: {
        tags: ['cart'],
        summary: 'The place the postal-code typeahead gave (CityId), in the cart’s delivery country',
        querystring: CartCultureQuerySchema,
        body: CartCityRequestSchema,
        response: Answers,
      },
    },
    async (request, reply) =>
      delivery.setCity(await request.getOwner(), request.body.CityId, cultureOf(request.query), () =>
        reply.ensureOwner(),
      ),
  );
};
