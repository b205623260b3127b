import {
  MyStockNotificationsSchema,
  ProblemSchema,
  StockNotificationLinkResultSchema,
  StockNotificationListQuerySchema,
  StockNotificationParamsSchema,
  StockNotificationSubscribedSchema,
  StockNotificationSubscribeSchema,
  StockNotificationTokenSchema,
} from '@vitrine/api-client';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { OptionalCultureQuery } from '../../lib/route-schemas';
import { sha256 } from '../../lib/tokens';
import type { StockNotificationsService } from './stock-notifications-service';

const HOUR_MS = 60 * 60 * 1000;
const BASE = '/catalog/stocknotifications';

/**
 * Back-in-stock notices (spec 001 §1, §2): subscribe, the two links of the messages, and the
 * signed-in customer's own subscriptions. One shopper's answers: never cached.
 */
export const stockNotificationRoutes: FastifyPluginAsyncZod<{
  config: Config;
  notices: StockNotificationsService;
}> = async (app, { config, notices }) => {
  neverCached(app);
  // Each subscription may send a message: a few per hour and client is plenty for people. A
  // customer is counted on their session, a guest on their address (cookies are easily dropped).
  const subscribeLimit = {
    rateLimit: {
      max: config.stockNotificationRateLimit,
      timeWindow: HOUR_MS,
      keyGenerator: (request: FastifyRequest) => {
        const token = request.cookies[config.cookies.session];
        return token ? `session:${sha256(token)}` : `address:${request.ip}`;
      },
    },
  };
  // Link tokens are 256 bits: guessing is hopeless, but a flood of tries is still refused.
  const linkLimit = { rateLimit: { max: 60, timeWindow: 15 * 60 * 1000 } };

  app.post(
    `${BASE}/subscribe`,
    {
      config: subscribeLimit,
      schema: {
        tags: ['catalog'],
        summary:
          'Ask for one e-mail when a sold-out variant is back (a guest by e-mail, confirmed by a link; a signed-in customer at once)',
        body: StockNotificationSubscribeSchema,
        response: {
          200: StockNotificationSubscribedSchema,
          201: StockNotificationSubscribedSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          422: ProblemSchema,
          429: ProblemSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await request.getUser();
      const answer = await notices.subscribe(request.body, user ? { id: user.id, email: user.email } : null);
      return reply.code(answer.AlreadySubscribed ? 200 : 201).send(answer);
    },
  );

  app.post(
    `${BASE}/confirm`,
    {
      config: linkLimit,
      schema: {
        tags: ['catalog'],
        summary: 'Confirm a guest’s back-in-stock subscription with the token of its message (once)',
        querystring: OptionalCultureQuery,
        body: StockNotificationTokenSchema,
        response: {
          200: StockNotificationLinkResultSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          429: ProblemSchema,
        },
      },
    },
    async (request) => notices.confirm(request.body.Token, request.query.culture),
  );

  app.post(
    `${BASE}/unsubscribe`,
    {
      config: linkLimit,
      schema: {
        tags: ['catalog'],
        summary: 'Stop a back-in-stock subscription with the token of one of its messages (no sign-in)',
        querystring: OptionalCultureQuery,
        body: StockNotificationTokenSchema,
        response: {
          200: StockNotificationLinkResultSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          429: ProblemSchema,
        },
      },
    },
    async (request) => notices.unsubscribe(request.body.Token, request.query.culture),
  );

  app.get(
    BASE,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['catalog'],
        summary: 'The signed-in customer’s open back-in-stock subscriptions',
        querystring: StockNotificationListQuerySchema,
        response: { 200: MyStockNotificationsSchema, 400: ProblemSchema, 401: ProblemSchema },
      },
    },
    async (request) => ({
      Items: await notices.mine(request.user.id, request.query.culture ?? config.defaultCulture),
    }),
  );

  app.delete(
    `${BASE}/:id`,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['catalog'],
        summary: 'Cancel one of the signed-in customer’s subscriptions (another’s is not found)',
        params: StockNotificationParamsSchema,
        response: {
          204: z.null().meta({ description: 'Cancelled' }),
          400: ProblemSchema,
          401: ProblemSchema,
          404: ProblemSchema,
        },
      },
    },
    async (request, reply) => {
      await notices.cancel(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
