import {
  ProblemSchema,
  RecoveryCodesSchema,
  TwoFactorCodeRequestSchema,
  TwoFactorSetupRequestSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '@vitrine/api-client';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { accountThrottle } from './account-throttle';
import { passwordStep } from './password-step';
import { securityService } from './security-service';
import { twoFactorFor } from './sign-in-route';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 409: ProblemSchema, 429: ProblemSchema };

/** The signed-in account's two-factor settings: set up, turn on with a code, turn off, new recovery codes. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const twoFactor = twoFactorFor(app, config);
  const codes = accountThrottle(app, config);
  const withPassword = passwordStep(app, config);
  const security = securityService(app.db);
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(
    '/security/two-factor',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['security'],
        summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
        response: { 200: TwoFactorStatusSchema, 401: ProblemSchema },
      },
    },
    async (request) => {
      const status = await twoFactor.status(request.user.id);
      return { Enabled: status.enabled, RecoveryCodesLeft: status.recoveryCodesLeft };
    },
  );

  app.post(
    '/security/two-factor/setup',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['security'],
        summary: 'Start setting up an authenticator app (the password again); answers its secret and QR code',
        body: TwoFactorSetupRequestSchema,
        response: { 200: TwoFactorSetupSchema, ...problems },
      },
    },
    async (request, reply) => {
      // The password is guessed here as at the sign-in form, and counted with it.
      await withPassword(reply, request.ip, request.user.email, async () => {
        const checked = await security.verifyCredentials(request.user.email, request.body.CurrentPassword);
        return checked.ok && checked.user.id === request.user.id;
      });
      const setup = await twoFactor.beginSetup({ id: request.user.id, email: request.user.email });
      noStore(reply);
      return { Secret: setup.secret, OtpAuthUri: setup.uri, QrCode: setup.qrCodeDataUri };
    },
  );

  app.post(
    '/security/two-factor/enable',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['security'],
        summary:
          'Turn two-factor sign-in on with a first code from the app; answers the recovery codes, once',
        body: TwoFactorCodeRequestSchema,
        response: { 200: RecoveryCodesSchema, ...problems },
      },
    },
    async (request, reply) => {
      await codes.check(reply, 'two-factor', request.ip, request.user.email);
      const recoveryCodes = await twoFactor.enable(request.user, request.body.Code);
      noStore(reply);
      return { RecoveryCodes: recoveryCodes };
    },
  );

  app.post(
    '/security/two-factor/disable',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['security'],
        summary: 'Turn two-factor sign-in off with a code from the app or a recovery code',
        body: TwoFactorCodeRequestSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await codes.check(reply, 'two-factor', request.ip, request.user.email);
      await twoFactor.disable(request.user, request.body.Code);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/security/two-factor/recovery-codes',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['security'],
        summary: 'New recovery codes for a code (the old ones stop working); answered once',
        body: TwoFactorCodeRequestSchema,
        response: { 200: RecoveryCodesSchema, ...problems },
      },
    },
    async (request, reply) => {
      await codes.check(reply, 'two-factor', request.ip, request.user.email);
      const recoveryCodes = await twoFactor.regenerateRecoveryCodes(request.user, request.body.Code);
      noStore(reply);
      return { RecoveryCodes: recoveryCodes };
    },
  );
};
