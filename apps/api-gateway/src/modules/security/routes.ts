import {
  AntiforgeryTokenSchema,
  CurrentUserSchema,
  LoginRequestSchema,
  PROBLEM_TYPES,
  ProblemSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { HttpProblem } from '../../lib/problem';
import { securityService, toCurrentUser } from './security-service';

const problemResponses = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 429: ProblemSchema };

export const securityRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = securityService(app.db);
  const loginRateLimit = {
    rateLimit: {
      max: config.loginRateLimit.max,
      timeWindow: config.loginRateLimit.windowMs,
      // Counted per address and account, once the body is read: guessing one account's password
      // is slowed down without locking out everyone behind the same office router.
      hook: 'preHandler' as const,
      keyGenerator: (request: { ip: string; body?: unknown }) =>
        `${request.ip}|${String((request.body as { Email?: unknown } | undefined)?.Email ?? '')
          .trim()
          .toLowerCase()}`,
    },
  };

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

  for (const [path, requireStaff, summary] of [
    ['/security/login', false, 'Sign in (customers and staff)'],
    ['/backoffice/security/login', true, 'Sign in to the back office (staff only)'],
  ] as const) {
    app.post(
      path,
      {
        config: loginRateLimit,
        schema: {
          tags: ['security'],
          summary,
          body: LoginRequestSchema,
          response: { 200: CurrentUserSchema, ...problemResponses },
        },
      },
      async (request, reply) => {
        const { Email, Password, RememberMe } = request.body;
        const result = await service.verifyCredentials(Email, Password, requireStaff);
        if (!result.ok) {
          request.log.info({ email: Email, reason: result.reason }, 'sign-in refused');
          throw result.reason === 'not-staff'
            ? new HttpProblem(403, PROBLEM_TYPES.forbidden, 'This account has no access to the back office.')
            : new HttpProblem(
                400,
                PROBLEM_TYPES.invalidCredentials,
                'The e-mail address or the password is wrong.',
                {
                  Password: ['Security.InvalidCredentials'],
                },
              );
        }
        await reply.startSession(result.user, { remember: RememberMe });
        return toCurrentUser(result.user);
      },
    );
  }

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
