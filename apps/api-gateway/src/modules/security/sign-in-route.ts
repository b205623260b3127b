import { CurrentUserSchema, LoginRequestSchema, PROBLEM_TYPES, ProblemSchema } from '@vitrine/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { HttpProblem } from '../../lib/problem';
import { securityService, toCurrentUser } from './security-service';
import { signInThrottle } from './sign-in-throttle';

const problemResponses = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 429: ProblemSchema };

/** The password was right; the address is not confirmed yet (told only to who knows the password). */
const emailNotConfirmed = () =>
  new HttpProblem(
    403,
    PROBLEM_TYPES.emailNotConfirmed,
    'Confirm your e-mail address first: follow the link in the message we sent.',
    { Email: ['Security.EmailNotConfirmed'] },
  );

const invalidCredentials = () =>
  new HttpProblem(400, PROBLEM_TYPES.invalidCredentials, 'The e-mail address or the password is wrong.', {
    Password: ['Security.InvalidCredentials'],
  });

/**
 * A sign-in route: the shop's (routes.ts) and the back office's (admin-routes.ts) are the same
 * steps, counted by one throttle kept in the database (ADR 014), the back office's refusing
 * accounts without a staff role exactly as a wrong password.
 */
export function signInRoute(
  app: FastifyInstance,
  config: Config,
  { path, requireStaff, summary }: { path: string; requireStaff: boolean; summary: string },
): void {
  const service = securityService(app.db);
  const throttle = signInThrottle(app, config);
  app.withTypeProvider<ZodTypeProvider>().post(
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
      // Every further step a sign-in may need (a confirmed address today, a second factor
      // tomorrow) goes here: after the password, before the session.
      if (!result.emailConfirmed) {
        request.log.info({ email: Email, reason: 'email-not-confirmed', route: path }, 'sign-in refused');
        throw emailNotConfirmed();
      }
      await reply.startSession(result.user, { remember: RememberMe });
      return toCurrentUser(result.user);
    },
  );
}
