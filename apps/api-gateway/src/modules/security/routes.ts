import { AntiforgeryTokenSchema, CurrentUserSchema, ProblemSchema } from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { toCurrentUser } from './security-service';
import { signInRoute } from './sign-in-route';

export const securityRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/security/antiforgery',
    {
      schema: {
        tags: ['security'],
        summary: 'Issue the anti-forgery token to send as X-CSRF-Token on unsafe calls',
        response: { 200: AntiforgeryTokenSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { Token: await reply.antiforgeryToken() };
    },
  );

  signInRoute(app, config, {
    path: '/security/login',
    requireStaff: false,
    summary: 'Sign in (customers and staff)',
  });

  app.post(
    '/security/logout',
    { schema: { tags: ['security'], summary: 'Sign out', response: { 204: z.null(), 403: ProblemSchema } } },
    async (_request, reply) => {
      await reply.endSession();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/security/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['security'],
        summary: 'Who am I',
        response: { 200: CurrentUserSchema, 401: ProblemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return toCurrentUser(request.user);
    },
  );
};
