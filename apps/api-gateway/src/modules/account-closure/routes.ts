import { DeleteAccountRequestSchema, ProblemSchema } from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { mailShop } from '../mail/index';
import { prepaidLedgerOf } from '../prepaid-accounts/index';
import { passwordStep } from '../security/index';
import { accountClosureService } from './service';

const problems = {
  400: ProblemSchema,
  401: ProblemSchema,
  403: ProblemSchema,
  409: ProblemSchema,
  429: ProblemSchema,
};

export const accountClosureRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const closure = accountClosureService(app.db, {
    shop: mailShop(config),
    shopUrl: `${config.publicOrigin}${config.basePath}`,
    prepaid: prepaidLedgerOf(app.db, config),
  });
  const withPassword = passwordStep(app, config);

  app.post(
    '/security/delete-account',
    {
      // Before the body is read: a signed-out caller learns it must sign in, not what to send.
      onRequest: app.requireUser,
      schema: {
        tags: ['security'],
        summary:
          "Delete the signed-in customer's account: every session ends, personal data is erased, orders are kept anonymised",
        body: DeleteAccountRequestSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await withPassword(reply, request.ip, request.user.email, () =>
        closure.close(request.user.id, request.body.CurrentPassword),
      );
      // The session's row went with the account; this clears the cookie too.
      await reply.endSession();
      return reply.code(204).send(null);
    },
  );
};
