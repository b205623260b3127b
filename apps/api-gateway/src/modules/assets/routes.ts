import { ProblemSchema } from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problems } from '../../lib/problem';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Product and library images by asset id. A rendition's file never changes once written (a new
 * image is a new asset), so it is cached for a year; the headers keep a browser from reading it
 * as anything but an image.
 */
export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assets/images/:assetId/:rendition',
    {
      schema: {
        tags: ['assets'],
        summary: 'An image rendition (large ≤ 1200 px, thumb ≤ 320 px) as WebP',
        params: z.object({ assetId: z.string(), rendition: z.string() }),
        response: { 200: z.any().meta({ description: 'image/webp' }), 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { assetId, rendition } = request.params;
      // Anything but a known rendition of a UUID is simply not there: a 404, not a 400.
      const name = /^(large|thumb)\.webp$/.exec(rendition)?.[1];
      if (!name || !z.string().uuid().safeParse(assetId).success)
        throw problems.notFound('There is no such image.');
      const file = await app.storage.get(`images/${assetId.toLowerCase()}/${name}.webp`);
      if (!file) throw problems.notFound('There is no such image.');
      return reply
        .type('image/webp')
        .header('content-length', file.size)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-site')
        .send(file.stream);
    },
  );
};
