import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestHandler } from '@mcansh/remix-fastify/react-router';
import { createApiClient, type StorefrontLoadContext } from '@vitrine/api-client';
import { isCulture, isCultureLike, negotiateCulture } from '@vitrine/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppLoadContext, ServerBuild } from 'react-router';
import type { Config } from '../config';
import { injectFetch } from '../lib/inject-fetch';
import { problems } from '../lib/problem';

export interface StorefrontPluginOptions {
  config: Config;
  /** The storefront's React Router build folder (with client/ and server/). */
  buildDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PAGE_CACHE_CONTROL = 'private, no-cache';
const RESERVED_SEGMENTS = new Set(['api', 'dist', 'admin', 'assets']);

/**
 * Serves the storefront: server-side render of /{culture}/… through React Router, its static
 * files (the hashed bundles under /dist are cached for a year), and / → the visitor's culture.
 */
export const storefrontPlugin = fp(
  async (app: FastifyInstance, { config, buildDir }: StorefrontPluginOptions) => {
    const base = config.basePath;
    const build = (await import(
      pathToFileURL(path.join(buildDir, 'server', 'index.js')).href
    )) as ServerBuild;

    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      prefix: `${base}/`,
      // One route per file: no catch-all to compete with the pages.
      wildcard: false,
      decorateReply: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}dist${path.sep}`);
        res.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });

    const render = createRequestHandler({
      build,
      mode: 'production',
      getLoadContext: async (request, reply) => {
        const antiforgeryToken = await (reply as FastifyReply).antiforgeryToken();
        const context: StorefrontLoadContext = {
          // Actions make unsafe calls on the visitor's behalf: the page's token matches their cookie.
          api: createApiClient({
            baseUrl: `http://gateway${base}`,
            fetch: injectFetch(app, request as FastifyRequest),
            antiforgeryToken,
          }),
          antiforgeryToken,
          site: { basePath: base, cmsName: config.cmsName, defaultCulture: config.defaultCulture },
        };
        return context as unknown as AppLoadContext;
      },
    });

    const redirectToCulture = (request: FastifyRequest, reply: FastifyReply, rest = '') => {
      const culture = negotiateCulture(request.headers['accept-language'], config.defaultCulture);
      return reply.header('vary', 'Accept-Language').redirect(`${base}/${culture}${rest}`, 302);
    };

    app.get(base || '/', (request, reply) => redirectToCulture(request, reply));

    await app.register(async (pages) => {
      // React Router reads the raw body of its actions itself.
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('*', (_request, _payload, done) => done(null));

      const handler = async (
        request: FastifyRequest<{ Params: { culture: string } }>,
        reply: FastifyReply,
      ) => {
        // '/fr.data' is React Router's data request for the page '/fr'.
        const culture = request.params.culture.replace(/\.data$/, '');
        // '/en/…', '/FR/…', '/pt-BR/…': a culture that is not ours (or ours in another form) is
        // the storefront's to redirect, for a document and for its in-place (.data) load alike.
        const foreignCulture =
          isCultureLike(culture) && (request.method === 'GET' || request.method === 'HEAD');
        if (!isCulture(culture) && !foreignCulture) {
          const looksLikePage =
            request.method === 'GET' &&
            !RESERVED_SEGMENTS.has(culture) &&
            !/\.\w{1,8}$/.test(request.url.split('?')[0] ?? '');
          if (looksLikePage) return redirectToCulture(request, reply, request.url.slice(base.length));
          return reply.callNotFound();
        }
        if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOrigin(request))
          throw problems.forbidden('Cross-site form posts are refused.');
        // Pages and their data carry the visitor's cart and account: never reused without asking
        // the server, so every load (a confirmed one included) is fresh (spec 000 §4, ADR 003).
        reply.header('cache-control', PAGE_CACHE_CONTROL);
        return render(request, reply);
      };
      // React Router's lazy route discovery asks for the routes of the links on the page.
      pages.get(`${base}/__manifest`, (request, reply) => render(request, reply));
      pages.all(`${base}/:culture`, handler);
      pages.all(`${base}/:culture/*`, handler);
    });
  },
  { name: 'storefront', dependencies: ['antiforgery'] },
);

function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
