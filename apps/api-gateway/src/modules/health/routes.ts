import { PROBLEM_TYPES, ProblemSchema } from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem } from '../../lib/problem';

const StatusSchema = z.object({ status: z.literal('ok') });

/** Liveness says the process answers; readiness also needs the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { tags: ['health'], response: { 200: StatusSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: StatusSchema, 503: ProblemSchema } } },
    async (request) => {
      try {
        await app.database.ping();
      } catch (err) {
        request.log.warn({ err }, 'database not ready');
        throw new HttpProblem(503, PROBLEM_TYPES.internal, 'The database does not answer.');
      }
      return { status: 'ok' as const };
    },
  );
};
