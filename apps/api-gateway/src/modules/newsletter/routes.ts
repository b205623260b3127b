import {
  NewsletterSubscriptionRequestSchema,
  NewsletterSubscriptionSchema,
  ProblemSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterService } from './newsletter-service';

const HOUR_MS = 60 * 60 * 1000;

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletter = newsletterService(app.db);

  app.post(
    '/newsletter/subscriptions',
    {
      // Sign-up forms attract bots: a few per address and hour is plenty for people.
      config: { rateLimit: { max: 20, timeWindow: HOUR_MS } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter (idempotent)',
        body: NewsletterSubscriptionRequestSchema,
        response: {
          200: NewsletterSubscriptionSchema,
          201: NewsletterSubscriptionSchema,
          400: ProblemSchema,
          429: ProblemSchema,
        },
      },
    },
    async (request, reply) => {
      const { Email, Culture } = request.body;
      const { added } = await newsletter.subscribe(Email, Culture);
      return reply.code(added ? 201 : 200).send({ Email, AlreadySubscribed: !added });
    },
  );
};
