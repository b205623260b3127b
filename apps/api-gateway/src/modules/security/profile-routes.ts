import {
  AccountMailSentSchema,
  ChangeEmailRequestSchema,
  ConfirmEmailChangeRequestSchema,
  CurrentUserSchema,
  ProblemSchema,
  ProfileUpdateRequestSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { ValidationError } from '../../lib/domain-errors';
import { mailShop } from '../mail/index';
import { accountThrottle } from './account-throttle';
import { passwordStep } from './password-step';
import { profileService } from './profile-service';
import { toCurrentUser } from './security-service';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 429: ProblemSchema };

/** The signed-in customer's own account: the profile and a new e-mail address. */
export const profileRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const profiles = profileService(app.db, {
    shop: mailShop(config),
    shopUrl: `${config.publicOrigin}${config.basePath}`,
  });
  const throttle = accountThrottle(app, config);
  const withPassword = passwordStep(app, config);

  app.put(
    '/security/profile',
    {
      // Before the body is read: a signed-out caller learns it must sign in, not what to send.
      onRequest: app.requireUser,
      schema: {
        tags: ['security'],
        summary: "Change the signed-in customer's names and language",
        body: ProfileUpdateRequestSchema,
        response: { 200: CurrentUserSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { FirstName, LastName, Culture } = request.body;
      const user = await profiles.updateProfile(request.user.id, {
        firstName: FirstName,
        lastName: LastName,
        culture: Culture,
      });
      reply.header('cache-control', 'private, no-store');
      return toCurrentUser(user);
    },
  );

  app.post(
    '/security/change-email',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['security'],
        summary:
          'Send a link to a new address; the account moves to it when the link is used (the answer is the same whether another account has it)',
        body: ChangeEmailRequestSchema,
        response: { 202: AccountMailSentSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { NewEmail, CurrentPassword } = request.body;
      // Each call may send a message: counted as the other account mails are.
      await throttle.check(reply, 'change-email', request.ip, request.user.email);
      await withPassword(reply, request.ip, request.user.email, () =>
        profiles.requestEmailChange({
          userId: request.user.id,
          currentPassword: CurrentPassword,
          newEmail: NewEmail,
        }),
      );
      return reply.code(202).send({ Email: NewEmail });
    },
  );

  app.post(
    '/security/change-email/confirm',
    {
      schema: {
        tags: ['security'],
        summary: "Make the new address the account's with the link's token (once)",
        body: ConfirmEmailChangeRequestSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await throttle.check(reply, 'confirm-email', request.ip);
      if (!(await profiles.confirmEmailChange(request.body.Token)))
        throw new ValidationError({ Token: ['Security.TokenInvalid'] });
      return reply.code(204).send(null);
    },
  );
};
