import { FaqSchema, ProblemSchema } from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CultureParams } from '../../lib/route-schemas';
import type { FaqService } from './faq-service';

/** What the shop's FAQ page reads: published questions only. */
export const faqRoutes: FastifyPluginAsyncZod<{ service: FaqService }> = async (app, { service }) => {
  app.get(
    '/faq/:culture',
    {
      schema: {
        tags: ['faq'],
        summary:
          'The FAQ in one culture: its sections in order, each with its published questions and answers',
        params: CultureParams,
        response: { 200: FaqSchema, 400: ProblemSchema },
      },
    },
    async (request) => service.page(request.params.culture),
  );
};
