import { Readable } from 'node:stream';
import { ProblemSchema } from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { problems } from '../../lib/problem';
import { categoryUrl, productUrl } from '../catalog';
import { contentPageUrl } from '../content';
import { faqSitemapRows, faqUrl } from '../faq';
import { newsPostUrl, newsSitemapRows } from '../news';
import { seoRepository } from './seo-repository';
import { PRODUCTS_PER_PART, sitemapIndex, URLSET_CLOSE, URLSET_OPEN, urlEntries } from './sitemap';

const XML = 'application/xml; charset=utf-8';
// Crawlers come back often; an hour keeps a large catalogue's sitemap from being rebuilt per hit.
const CACHE = 'public, max-age=3600';
const Text = z.string();

/**
 * robots.txt and the sitemap: an index naming one file for pages and categories and one per
 * thousand products, so no single response grows with the catalogue.
 */
export const seoRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const repository = seoRepository(app.db);
  const base = config.basePath;
  // The configured public origin, never the request's Host: these answers are cached by
  // proxies and crawlers, and a forged Host would be served to everyone after it.
  const originOf = (_request: unknown) => config.publicOrigin;

  app.get(
    '/robots.txt',
    { schema: { tags: ['seo'], summary: 'Crawling rules', response: { 200: Text } } },
    async (request, reply) => {
      const lines = [
        'User-agent: *',
        `Allow: ${base || '/'}`,
        `Disallow: ${base}/admin`,
        `Disallow: ${base}/api`,
        `Sitemap: ${originOf(request)}${base}/sitemap.xml`,
      ];
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE)
        .send(`${lines.join('\n')}\n`);
    },
  );

  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], summary: 'The sitemap index', response: { 200: Text } } },
    async (request, reply) => {
      const origin = `${originOf(request)}${base}`;
      const parts = Math.ceil((await repository.productCount()) / PRODUCTS_PER_PART);
      const locations = [
        `${origin}/sitemap-pages.xml`,
        ...Array.from({ length: parts }, (_, index) => `${origin}/sitemap-products-${index + 1}.xml`),
      ];
      return reply.type(XML).header('cache-control', CACHE).send(sitemapIndex(locations));
    },
  );

  app.get(
    '/sitemap-pages.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'Content pages, categories, news posts and the FAQ in every culture',
        response: { 200: Text },
      },
    },
    async (request, reply) => {
      const origin = originOf(request);
      const [pages, categories, news, faq] = await Promise.all([
        repository.contentPages(),
        repository.categories(),
        newsSitemapRows(app.db),
        faqSitemapRows(app.db),
      ]);
      // The addresses the pages' own hreflang links and language choice give (same builders).
      const body = [
        URLSET_OPEN,
        ...urlEntries(
          pages,
          (row) => `${origin}${contentPageUrl(base, row.culture, row.slug, Boolean(row.isHomepage))}`,
        ),
        ...urlEntries(categories, (row) => `${origin}${categoryUrl(base, row.culture, row.slug)}`),
        ...urlEntries(news, (row) => `${origin}${newsPostUrl(base, row.culture, row.slug)}`),
        ...urlEntries(faq, (row) => `${origin}${faqUrl(base, row.culture)}`),
        URLSET_CLOSE,
      ];
      return reply.type(XML).header('cache-control', CACHE).send(body.join(''));
    },
  );

  app.get(
    '/sitemap-products-:part.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'One part of the products in every culture',
        params: z.object({ part: z.string() }),
        response: { 200: z.any().meta({ description: 'application/xml' }), 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const part = /^[1-9]\d{0,5}$/.test(request.params.part) ? Number(request.params.part) : 0;
      const rows = part ? await repository.products(PRODUCTS_PER_PART, (part - 1) * PRODUCTS_PER_PART) : [];
      if (!rows.length) throw problems.notFound('There is no such sitemap.');
      const origin = originOf(request);
      // Streamed entry by entry: the part is never held as one string.
      const entries = urlEntries(rows, (row) => `${origin}${productUrl(base, row.culture, row.slug)}`);
      const stream = Readable.from(
        (function* () {
          yield URLSET_OPEN;
          yield* entries;
          yield URLSET_CLOSE;
        })(),
      );
      return reply.type(XML).header('cache-control', CACHE).send(stream);
    },
  );
};
