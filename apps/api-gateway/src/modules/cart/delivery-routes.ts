import {
  CartCityRequestSchema,
  CartCountryRequestSchema,
  CartCultureQuerySchema,
  CurrentTaxCountryRequestSchema,
  ProblemSchema,
  ShippingCountryRequestSchema,
  ShippingMethodRequestSchema,
  ShoppingCartSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import type { DeliveryChangeService } from './delivery-change-service';
import { perShopperLimit } from './shopper-rate-limit';

const Answers = {
  200: ShoppingCartSchema,
  400: ProblemSchema,
  404: ProblemSchema,
  422: ProblemSchema,
  429: ProblemSchema,
};

/**
 * The cart's delivery calls (spec 001 §7: POST {app}/api/v1/shoppingcarts/shippingmethods,
 * /shippingcountries, /country, /city; PUT /api/v1/salestaxes/currentcountry), for visitors and
 * customers alike, limited per shopper like every cart call. Each answers the cart as it now is;
 * one shopper's answer, so nothing caches it.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{
  config: Config;
  delivery: DeliveryChangeService;
}> = async (app, { config, delivery }) => {
  neverCached(app);
  const perShopper = perShopperLimit(config);
  const cultureOf = (query: { culture?: Config['defaultCulture'] | undefined }) =>
    query.culture ?? config.defaultCulture;

  app.post(
    '/shoppingcarts/shippingmethods',
    {
      config: perShopper,
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
      config: perShopper,
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
      config: perShopper,
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
      config: perShopper,
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

  app.put(
    '/salestaxes/currentcountry',
    {
      config: perShopper,
      schema: {
        tags: ['cart'],
        summary:
          'The country whose VAT the shopper’s prices include (currentCountry); the delivery country stays',
        querystring: CartCultureQuerySchema,
        body: CurrentTaxCountryRequestSchema,
        response: Answers,
      },
    },
    async (request, reply) =>
      delivery.setCurrentTaxCountry(
        await request.getOwner(),
        request.body.currentCountry,
        cultureOf(request.query),
        () => reply.ensureOwner(),
      ),
  );
};
