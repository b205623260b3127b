import { AnnouncementSchema, AnnouncementsQuerySchema, ProblemSchema } from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CultureParams } from '../../lib/route-schemas';
import type { AnnouncementsService } from './announcements-service';

/** What the shop's pages read: only what is published, started and not ended, in that culture. */
export const announcementsRoutes: FastifyPluginAsyncZod<{ service: AnnouncementsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/announcements/:culture',
    {
      schema: {
        tags: ['announcements'],
        summary:
          'The popups and banners live now in a culture, highest priority first: for one page (PageKind, Path) or all, with their targeting',
        params: CultureParams,
        querystring: AnnouncementsQuerySchema,
        response: { 200: z.array(AnnouncementSchema), 400: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { items, maxAgeS } = await service.live(request.params.culture, request.query);
      // Kept no longer than the next start or end, so nobody sees an ended popup from a cache.
      reply.header('cache-control', `public, max-age=${maxAgeS}`);
      return items;
    },
  );
};
