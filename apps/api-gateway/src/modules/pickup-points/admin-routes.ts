import {
  StaffMapsSettingsSchema,
  StaffPickupPointInputSchema,
  StaffPickupPointParamsSchema,
  StaffPickupPointSchema,
  StaffPickupPointsSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { neverCached } from '../../lib/module';
import { GUARDED_PROBLEMS } from '../../lib/route-schemas';
import type { MapsSettingsService } from './maps-settings-service';
import type { PickupPointsService } from './pickup-points-service';

/**
 * Staff routes of pickup points, for admins: the 'static' carrier's points (the shop's own
 * counters and partners) and the storefront maps' key. Points are closed (IsActive false), never
 * deleted: carts and orders keep what they were.
 */
export const pickupPointsAdminRoutes: FastifyPluginAsyncZod<{
  pickupPoints: PickupPointsService;
  maps: MapsSettingsService;
}> = async (app, { pickupPoints, maps }) => {
  const admin = app.requireRole('admin');
  neverCached(app);

  app.get(
    '/backoffice/pickup-points',
    {
      onRequest: admin,
      schema: {
        tags: ['back office pickup points'],
        summary: 'Every pickup point of the shop’s own (the static carrier), open or closed',
        response: { 200: StaffPickupPointsSchema, ...GUARDED_PROBLEMS },
      },
    },
    async () => pickupPoints.staffPoints(),
  );

  app.post(
    '/backoffice/pickup-points',
    {
      onRequest: admin,
      schema: {
        tags: ['back office pickup points'],
        summary: 'Add a pickup point of the shop’s own',
        body: StaffPickupPointInputSchema,
        response: { 200: StaffPickupPointSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => pickupPoints.savePoint(null, request.body),
  );

  app.put(
    '/backoffice/pickup-points/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['back office pickup points'],
        summary: 'Edit (or close) a pickup point of the shop’s own',
        params: StaffPickupPointParamsSchema,
        body: StaffPickupPointInputSchema,
        response: { 200: StaffPickupPointSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => pickupPoints.savePoint(request.params.id, request.body),
  );

  app.get(
    '/backoffice/settings/maps',
    {
      onRequest: admin,
      schema: {
        tags: ['back office pickup points'],
        summary: 'The maps key staff set (null: the configured one is used)',
        response: { 200: StaffMapsSettingsSchema, ...GUARDED_PROBLEMS },
      },
    },
    async () => maps.staffSettings(),
  );

  app.put(
    '/backoffice/settings/maps',
    {
      onRequest: admin,
      schema: {
        tags: ['back office pickup points'],
        summary: 'Set the maps key (null or empty: back to the configured one)',
        body: StaffMapsSettingsSchema,
        response: { 200: StaffMapsSettingsSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => maps.setStaffSettings(request.body),
  );
};
