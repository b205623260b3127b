import {
  CouponEditSchema,
  CouponIdParamsSchema,
  CouponLookupParamsSchema,
  CouponLookupQuerySchema,
  CouponLookupSchema,
  CouponRedemptionSchema,
  CouponSchema,
  ProblemSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { GUARDED_PROBLEMS, OptionalCultureQuery } from '../../lib/route-schemas';
import type { CouponAdminService } from './coupon-admin-service';

/** Staff routes of the promotions module (sales and admins): the coupon area of the back office. */
export const promotionsAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  admin: CouponAdminService;
}> = async (app, { config, admin }) => {
  const sales = app.requireRole('sales');
  neverCached(app);
  const cultureOf = (query: { culture?: Config['defaultCulture'] | undefined }) =>
    query.culture ?? config.defaultCulture;
  const Refusals = { ...GUARDED_PROBLEMS, 409: ProblemSchema, 422: ProblemSchema };

  app.get(
    '/backoffice/coupons',
    {
      onRequest: sales,
      schema: {
        tags: ['back office coupons'],
        summary: 'Every coupon with its rules and how often it was used',
        querystring: OptionalCultureQuery,
        response: { 200: z.array(CouponSchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => admin.list(cultureOf(request.query)),
  );

  app.post(
    '/backoffice/coupons',
    {
      onRequest: sales,
      schema: {
        tags: ['back office coupons'],
        summary: 'Create a coupon (its code unique regardless of case)',
        querystring: OptionalCultureQuery,
        body: CouponEditSchema,
        response: { 200: CouponSchema, ...Refusals },
      },
    },
    async (request) => admin.create(request.body, cultureOf(request.query)),
  );

  app.get(
    '/backoffice/coupons/lookups/:kind',
    {
      onRequest: sales,
      schema: {
        tags: ['back office coupons'],
        summary: 'Products, categories, brands or customers for the coupon pickers',
        params: CouponLookupParamsSchema,
        querystring: CouponLookupQuerySchema.extend(OptionalCultureQuery.shape),
        response: { 200: z.array(CouponLookupSchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => admin.lookup(request.params.kind, request.query.q, cultureOf(request.query)),
  );

  app.get(
    '/backoffice/coupons/:id',
    {
      onRequest: sales,
      schema: {
        tags: ['back office coupons'],
        summary: 'One coupon',
        params: CouponIdParamsSchema,
        querystring: OptionalCultureQuery,
        response: { 200: CouponSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => admin.get(request.params.id, cultureOf(request.query)),
  );

  app.put(
    '/backoffice/coupons/:id',
    {
      onRequest: sales,
      schema: {
        tags: ['back office coupons'],
        summary: 'Edit a coupon, or switch it off (IsActive false)',
        params: CouponIdParamsSchema,
        querystring: OptionalCultureQuery,
        body: CouponEditSchema,
        response: { 200: CouponSchema, ...Refusals },
      },
    },
    async (request) => admin.update(request.params.id, request.body, cultureOf(request.query)),
  );

  app.get(
    '/backoffice/coupons/:id/redemptions',
    {
      onRequest: sales,
      schema: {
        tags: ['back office coupons'],
        summary: 'The orders that used a coupon',
        params: CouponIdParamsSchema,
        querystring: OptionalCultureQuery,
        response: { 200: z.array(CouponRedemptionSchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => admin.redemptions(request.params.id, cultureOf(request.query)),
  );
};
