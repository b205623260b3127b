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
import { signInThrottle } from './sign-in-throttle';

const problemResponses = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 429: ProblemSchema };

export const securityRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = securityService(app.db);
  const throttle = signInThrottle(app, config);
  const invalidCredentials = () =>
    new HttpProblem(400, PROBLEM_TYPES.invalidCredentials, 'The e-mail address or the password is wrong.', {
      Password: ['Security.InvalidCredentials'],
    });

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
        schema: {
          tags: ['security'],
          summary,
          body: LoginRequestSchema,
          response: { 200: CurrentUserSchema, ...problemResponses },
        },
      },
      async (request, reply) => {
        const { Email, Password, RememberMe } = request.body;
        const verdict = await throttle.begin(request.ip, Email);
        if (verdict.kind === 'slow-down') {
          const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
          reply.header('retry-after', String(seconds));
          throw new HttpProblem(
            429,
            PROBLEM_TYPES.rateLimited,
            `Too many attempts. Try again in ${seconds} seconds.`,
          );
        }
        const result =
          verdict.kind === 'go'
            ? await service.verifyCredentials(Email, Password, requireStaff)
            : await service.refuse(Password);
        if (!result.ok || verdict.kind !== 'go') {
          const reason = result.ok ? 'locked' : result.reason;
          request.log.info({ email: Email, reason, route: path }, 'sign-in refused');
          throw invalidCredentials();
        }
        await verdict.succeeded();
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
