import {
  CarrierParamsSchema,
  CartCultureQuerySchema,
  MapSettingsSchema,
  MapsKeyAnswerSchema,
  PickupPointSearchAnswerSchema,
  PickupPointSearchRequestSchema,
  ProblemSchema,
  SavedPickupPointRequestSchema,
  ShoppingCartSchema,
} from '@vitrine/api-client';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { sha256 } from '../../lib/tokens';
import { perShopperLimit } from '../cart/index';
import type { MapsSettingsService } from './maps-settings-service';
import type { PickupPointsService } from './pickup-points-service';

/**
 * The pickup-point dialog's calls (spec 001 §7): the carrier's search, the point chosen for the
 * cart, and the maps' key and settings. For visitors and customers alike.
 */
export const pickupPointsRoutes: FastifyPluginAsyncZod<{
  config: Config;
  pickupPoints: PickupPointsService;
  maps: MapsSettingsService;
}> = async (app, { config, pickupPoints, maps }) => {
  // One shopper's answers: nothing caches them (the settings below say otherwise for themselves).
  neverCached(app);

  app.post(
    '/shipping/:carrier/getpickuppoints',
    {
      config: {
        // Each search may ask a carrier and the geocoder: limited per shopper and minute.
        rateLimit: {
          max: config.pickupPoints.searchRateLimit,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => {
            const token = request.cookies[config.cookies.session];
            return token ? `pickup:session:${sha256(token)}` : `pickup:address:${request.ip}`;
          },
        },
      },
      schema: {
        tags: ['pickup points'],
        summary:
          'The carrier’s pickup points near a place, for a pickup method of that carrier offered to the country (ResponseStatusDescription: Success, or CarrierUnavailable with no points)',
        params: CarrierParamsSchema,
        body: PickupPointSearchRequestSchema,
        response: {
          200: PickupPointSearchAnswerSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          422: ProblemSchema,
          429: ProblemSchema,
        },
      },
    },
    async (request) => pickupPoints.search(request.params.carrier, request.body),
  );

  app.post(
    '/shoppingcarts/externalpickuppoint',
    {
      config: perShopperLimit(config),
      schema: {
        tags: ['cart'],
        summary:
          'Choose the pickup point of the cart’s pickup method: read again from its carrier, it becomes the cart’s with its method; answers the cart',
        querystring: CartCultureQuerySchema,
        body: SavedPickupPointRequestSchema,
        response: {
          200: ShoppingCartSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          422: ProblemSchema,
          429: ProblemSchema,
          503: ProblemSchema,
        },
      },
    },
    async (request, reply) =>
      pickupPoints.choose(
        await request.getOwner(),
        request.body,
        request.query.culture ?? config.defaultCulture,
        () => reply.ensureOwner(),
      ),
  );

  app.get(
    '/settings/GoogleFrontAPIKey',
    {
      schema: {
        tags: ['pickup points'],
        summary: 'The maps key: the one staff set, else the configured one (null: none)',
        response: { 200: MapsKeyAnswerSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return maps.mapsKey();
    },
  );

  app.get(
    '/settings/maps',
    {
      schema: {
        tags: ['pickup points'],
        summary: 'The maps’ tile server and attribution, and the pickup search’s radius and list size',
        response: { 200: MapSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return maps.mapSettings();
    },
  );
};
