import {
  PaymentProviderParamsSchema,
  ProblemSchema,
  TestCardPaymentBodySchema,
  TestCardPaymentResultSchema,
  TestPaymentSessionParamsSchema,
} from '@vitrine/api-client';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { sha256 } from '../../lib/tokens';
import type { PaymentsService } from './payments-service';
import type { TestPaymentService } from './test-payment-service';

/** Card tries per shopper and minute on the test provider's page. */
const TEST_PAYMENTS_PER_MINUTE = 30;
/** A webhook delivery is a few items; Adyen batches at most a few kilobytes. */
const NOTIFICATION_BODY_LIMIT = 256 * 1024;

/**
 * The payments module's routes (ADR 024): the providers' webhooks, and the built-in test
 * provider's card page when it is the one configured.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  config: Config;
  payments: PaymentsService;
  testPayments: TestPaymentService | null;
}> = async (app, { config, payments, testPayments }) => {
  neverCached(app);

  await app.register(async (webhooks) => {
    // The signature covers the body as the provider sent it: the route reads it unparsed.
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhooks.withTypeProvider<ZodTypeProvider>().post(
      '/payments/:provider/notifications',
      {
        // Sent by the provider's servers, not by a page of ours: no session, no anti-forgery
        // token; the provider's signature on every item is what authenticates it.
        config: { antiforgery: 'none' },
        schema: {
          tags: ['payments'],
          summary:
            'A payment provider’s webhook (Adyen’s standard notifications): each item HMAC-verified, handled once, answered [accepted]',
          params: PaymentProviderParamsSchema,
          body: z.string().meta({ description: 'The notification as the provider sent it (JSON).' }),
          response: {
            200: z.literal('[accepted]'),
            400: ProblemSchema,
            401: ProblemSchema,
            404: ProblemSchema,
            415: ProblemSchema,
          },
        },
      },
      async (request, reply) => {
        const outcomes = await payments.handleNotification(
          request.params.provider,
          request.headers,
          request.body,
        );
        request.log.info({ provider: request.params.provider, outcomes }, 'payment notification handled');
        return reply.type('text/plain; charset=utf-8').send('[accepted]');
      },
    );
  });

  if (testPayments)
    app.post(
      '/payments/test/sessions/:sessionId/pay',
      {
        config: {
          rateLimit: {
            max: TEST_PAYMENTS_PER_MINUTE,
            timeWindow: 60_000,
            keyGenerator: (request: FastifyRequest) => {
              const token = request.cookies[config.cookies.session];
              return token ? `test-payment:session:${sha256(token)}` : `test-payment:address:${request.ip}`;
            },
          },
        },
        schema: {
          tags: ['payments'],
          summary:
            'Pay a test provider’s session with a test card (4111 1111 1111 1111 authorised, 4000 0000 0000 0002 refused)',
          params: TestPaymentSessionParamsSchema,
          body: TestCardPaymentBodySchema,
          response: {
            200: TestCardPaymentResultSchema,
            400: ProblemSchema,
            404: ProblemSchema,
            409: ProblemSchema,
            429: ProblemSchema,
          },
        },
      },
      async (request) => testPayments.pay(request.params.sessionId, request.body),
    );
};
