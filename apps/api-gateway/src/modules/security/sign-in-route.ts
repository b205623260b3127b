import {
  CurrentUserSchema,
  LoginRequestSchema,
  LoginResultSchema,
  PROBLEM_TYPES,
  ProblemSchema,
  TwoFactorSignInRequestSchema,
} from '@vitrine/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ValidationError } from '../../lib/domain-errors';
import { HttpProblem } from '../../lib/problem';
import { mailShop } from '../mail/index';
import { accountThrottle, tooManyAttempts } from './account-throttle';
import { securityService, toCurrentUser } from './security-service';
import { signInThrottle } from './sign-in-throttle';
import { twoFactorService } from './two-factor-service';
import { usersRepository } from './users-repository';

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

/** The challenge is unknown, used, expired or out of tries: the visitor signs in again from the password. */
const challengeExpired = () => new ValidationError({ Challenge: ['Security.TwoFactorChallengeExpired'] });

/** The two-factor service as the sign-in routes and the account's settings use it. */
export function twoFactorFor(app: FastifyInstance, config: Config) {
  const shop = mailShop(config);
  return twoFactorService(app.db, {
    gatewaySecret: config.sessionSecret,
    issuer: shop.name,
    shop,
    defaultCulture: config.defaultCulture,
    shopUrl: `${config.publicOrigin}${config.basePath}`,
  });
}

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
  const twoFactor = twoFactorFor(app, config);
  const codeThrottle = accountThrottle(app, config);
  app.withTypeProvider<ZodTypeProvider>().post(
    path,
    {
      schema: {
        tags: ['security'],
        summary,
        body: LoginRequestSchema,
        response: { 200: LoginResultSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const { Email, Password, RememberMe } = request.body;
      const verdict = await throttle.begin(request.ip, Email);
      if (verdict.kind === 'slow-down') {
        throw tooManyAttempts(reply, verdict.retryAfterMs);
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
      // Every further step a sign-in needs goes here: after the password, before the session.
      if (!result.emailConfirmed) {
        request.log.info({ email: Email, reason: 'email-not-confirmed', route: path }, 'sign-in refused');
        throw emailNotConfirmed();
      }
      if (await twoFactor.isEnabled(result.user.id)) {
        const challenge = await twoFactor.issueChallenge(result.user.id, requireStaff, RememberMe);
        reply.header('cache-control', 'no-store');
        return { TwoFactorRequired: true as const, Challenge: challenge };
      }
      await reply.startSession(result.user, { remember: RememberMe });
      return toCurrentUser(result.user);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    `${path}/two-factor`,
    {
      schema: {
        tags: ['security'],
        summary: `${summary}: the second step, a code from the authenticator app or a recovery code`,
        body: TwoFactorSignInRequestSchema,
        response: { 200: CurrentUserSchema, 400: ProblemSchema, 429: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { Challenge, Code } = request.body;
      const account = await twoFactor.challengeAccount(Challenge, requireStaff);
      if (!account) throw challengeExpired();
      // Codes are counted per account, whatever challenge they come with: a new challenge (the
      // password again) does not buy new guesses.
      await codeThrottle.check(reply, 'two-factor', request.ip, account.email);
      const outcome = await twoFactor.completeChallenge(Challenge, Code, requireStaff);
      if (!outcome.ok) {
        request.log.info(
          { email: account.email, reason: outcome.reason, route: path },
          'second factor refused',
        );
        throw outcome.reason === 'code'
          ? new ValidationError({ Code: ['Security.TwoFactorCodeWrong'] })
          : challengeExpired();
      }
      const user = await usersRepository(app.db).findById(outcome.userId);
      if (!user?.isActive) throw challengeExpired();
      const sessionUser = {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        roles: user.roles,
        culture: user.culture,
      };
      await reply.startSession(sessionUser, { remember: outcome.remember });
      return toCurrentUser(sessionUser);
    },
  );
}
