import { ProblemSchema } from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { CultureParams, Uuid } from '../../lib/route-schemas';
import type { NewsService } from './news-service';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** One news category's RSS 2.0 feed: its newest public posts and those of the categories below it. */
export const newsWebRoutes: FastifyPluginAsyncZod<{ config: Config; service: NewsService }> = async (
  app,
  { config, service },
) => {
  app.get(
    '/:culture/news/rss/:categoryId',
    {
      schema: {
        tags: ['news'],
        summary: 'A news category’s RSS feed',
        params: CultureParams.extend({ categoryId: Uuid }),
        response: { 200: z.string(), 400: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { culture, categoryId } = request.params;
      const { category, posts } = await service.feed(culture, categoryId);
      // The configured public origin, never the request's Host: feed readers cache what they get.
      const origin = config.publicOrigin;
      const items = posts.map(
        (post) =>
          `<item><title>${escapeXml(post.Title)}</title><link>${escapeXml(origin + post.Url)}</link><guid isPermaLink="false">${post.PostId}</guid><pubDate>${new Date(post.PublishAt).toUTCString()}</pubDate><description>${escapeXml(post.Summary)}</description></item>`,
      );
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeXml(category.Name)}</title><link>${escapeXml(origin + category.FeedUrl)}</link><atom:link href="${escapeXml(origin + category.FeedUrl)}" rel="self" type="application/rss+xml"/><description>${escapeXml(category.Name)}</description><language>${culture}</language>${items.join('')}</channel></rss>\n`;
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(body);
    },
  );
};
