import {
  AccountEmailRequestSchema,
  AccountMailSentSchema,
  ChangePasswordRequestSchema,
  ConfirmEmailRequestSchema,
  ProblemSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { ValidationError } from '../../lib/domain-errors';
import { mailShop } from '../mail/index';
import { accountThrottle } from './account-throttle';
import { accountsService } from './accounts-service';
import { passwordStep } from './password-step';

const problems = { 400: ProblemSchema, 403: ProblemSchema, 429: ProblemSchema };

const tokenRefused = () => new ValidationError({ Token: ['Security.TokenInvalid'] });

/** Registration, the address's confirmation and the passwords a customer forgets or changes. */
export const accountRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const accounts = accountsService(app.db, {
    shop: mailShop(config),
    shopUrl: `${config.publicOrigin}${config.basePath}`,
  });
  const throttle = accountThrottle(app, config);
  const withPassword = passwordStep(app, config);

  app.post(
    '/security/register',
    {
      schema: {
        tags: ['security'],
        summary: 'Create a customer account; the answer is the same whether the address has one or not',
        body: RegisterRequestSchema,
        response: { 202: AccountMailSentSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { Email, Password, FirstName, LastName, Culture } = request.body;
      await throttle.check(reply, 'register', request.ip, Email);
      await accounts.register({
        email: Email,
        password: Password,
        firstName: FirstName,
        lastName: LastName,
        culture: Culture,
      });
      return reply.code(202).send({ Email });
    },
  );

  app.post(
    '/security/confirm-email',
    {
      schema: {
        tags: ['security'],
        summary: "Confirm an account's e-mail address with the link's token (once)",
        body: ConfirmEmailRequestSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await throttle.check(reply, 'confirm-email', request.ip);
      if (!(await accounts.confirmEmail(request.body.Token))) throw tokenRefused();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/security/confirm-email/resend',
    {
      schema: {
        tags: ['security'],
        summary: 'Send a new confirmation link to an account not confirmed yet (always 202)',
        body: AccountEmailRequestSchema,
        response: { 202: AccountMailSentSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { Email, Culture } = request.body;
      await throttle.check(reply, 'confirm-email-resend', request.ip, Email);
      await accounts.resendConfirmation(Email, Culture);
      return reply.code(202).send({ Email });
    },
  );

  app.post(
    '/security/forgot-password',
    {
      schema: {
        tags: ['security'],
        summary: 'Send a one-hour reset link to the address if it has an account (always 202)',
        body: AccountEmailRequestSchema,
        response: { 202: AccountMailSentSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { Email, Culture } = request.body;
      await throttle.check(reply, 'forgot-password', request.ip, Email);
      await accounts.forgotPassword(Email, Culture);
      return reply.code(202).send({ Email });
    },
  );

  app.post(
    '/security/reset-password',
    {
      schema: {
        tags: ['security'],
        summary: "Set a new password with a reset link's token (once); ends every session of the account",
        body: ResetPasswordRequestSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await throttle.check(reply, 'reset-password', request.ip);
      if (!(await accounts.resetPassword(request.body.Token, request.body.Password))) throw tokenRefused();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/security/change-password',
    {
      // Before the body is read: a signed-out caller learns it must sign in, not what to send.
      onRequest: app.requireUser,
      schema: {
        tags: ['security'],
        summary: "Change the signed-in customer's password; ends every other session of the account",
        body: ChangePasswordRequestSchema,
        response: { 204: z.null(), 401: ProblemSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { CurrentPassword, Password } = request.body;
      accounts.checkNewPassword(Password);
      // Guessing the current password here counts with the guesses at the sign-in form.
      const session = await request.getSession();
      await withPassword(
        reply,
        request.ip,
        request.user.email,
        async () =>
          session !== null &&
          accounts.changePassword({
            userId: request.user.id,
            currentPassword: CurrentPassword,
            password: Password,
            keepSessionIdHash: session.idHash,
          }),
      );
      return reply.code(204).send(null);
    },
  );
};
