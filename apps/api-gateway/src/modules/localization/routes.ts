import { createHash } from 'node:crypto';
import { ProblemSchema, StringResourcesSchema } from '@vitrine/api-client';
import { CULTURES, isCulture, stringResources } from '@vitrine/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problems } from '../../lib/problem';

// The resources only change with a deployment: one ETag per culture, computed once.
const etags = Object.fromEntries(
  CULTURES.map((culture) => [
    culture,
    `"${createHash('sha1').update(JSON.stringify(stringResources[culture])).digest('base64url')}"`,
  ]),
);

export const localizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/localization/:culture/stringresources',
    {
      schema: {
        tags: ['localization'],
        summary: 'The translation strings of one culture',
        params: z.object({ culture: z.string().max(16) }),
        response: { 200: StringResourcesSchema, 304: z.null(), 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { culture } = request.params;
      if (!isCulture(culture))
        throw problems.notFound(`There are no string resources for culture '${culture}'.`);
      const etag = etags[culture] as string;
      reply.header('etag', etag).header('cache-control', 'public, max-age=300, must-revalidate');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return stringResources[culture];
    },
  );
};
