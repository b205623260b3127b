import {
  CartCultureQuerySchema,
  CouponAppliedSchema,
  CouponRequestSchema,
  ProblemSchema,
  ShoppingCartSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { couponThrottle } from '../promotions/index';
import type { CouponChangeService } from './coupon-change-service';

const Refusals = { 400: ProblemSchema, 404: ProblemSchema, 422: ProblemSchema, 429: ProblemSchema };

/**
 * The cart's coupon calls (spec 001 §7): apply a code (truthy `IsValid` and the cart when it
 * applies), remove it. Every code tried counts against guessing (per shopper and per address);
 * one that applied is taken back, so only wrong codes add up to a 429.
 */
export const couponRoutes: FastifyPluginAsyncZod<{ config: Config; coupons: CouponChangeService }> = async (
  app,
  { config, coupons },
) => {
  neverCached(app);
  const throttle = couponThrottle(app, config);
  const cultureOf = (query: { culture?: Config['defaultCulture'] | undefined }) =>
    query.culture ?? config.defaultCulture;

  app.post(
    '/shoppingcarts/coupon',
    {
      schema: {
        tags: ['cart'],
        summary: 'Apply a coupon code to the shopper’s cart; a code that cannot be used says why',
        querystring: CartCultureQuerySchema,
        body: CouponRequestSchema,
        response: { 200: CouponAppliedSchema, ...Refusals },
      },
    },
    async (request, reply) => {
      const attempt = await throttle.begin(request, reply);
      const applied = await coupons.apply(
        await request.getOwner(),
        request.body.CouponCode,
        cultureOf(request.query),
      );
      await attempt.succeeded();
      return applied;
    },
  );

  app.delete(
    '/shoppingcarts/coupon',
    {
      schema: {
        tags: ['cart'],
        summary: 'Take a coupon code off the shopper’s cart',
        querystring: CartCultureQuerySchema,
        body: CouponRequestSchema,
        response: { 200: ShoppingCartSchema, ...Refusals },
      },
    },
    async (request) =>
      coupons.remove(await request.getOwner(), request.body.CouponCode, cultureOf(request.query)),
  );
};
