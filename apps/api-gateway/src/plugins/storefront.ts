import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestHandler } from '@mcansh/remix-fastify/react-router';
import { createApiClient, PROBLEM_TYPES, type StorefrontLoadContext } from '@vitrine/api-client';
import { isCulture, isCultureLike, negotiateCulture } from '@vitrine/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppLoadContext, ServerBuild } from 'react-router';
import type { Config } from '../config';
import { contentSecurityPolicies, cspNonce, withPolicy } from '../lib/content-security-policy';
import { injectFetch } from '../lib/inject-fetch';
import { HttpProblem } from '../lib/problem';

export interface StorefrontPluginOptions {
  config: Config;
  /** The storefront's React Router build folder (with client/ and server/). */
  buildDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PAGE_CACHE_CONTROL = 'private, no-cache';
const RESERVED_SEGMENTS = new Set(['api', 'dist', 'admin', 'assets']);
/** Pages are read (GET, HEAD) and their forms posted (POST, React Router actions); nothing else. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
/** What a form post can be: the encodings of an HTML form (React Router actions read formData). */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * Serves the storefront: server-side render of /{culture}/… through React Router, its static
 * files (the hashed bundles under /dist are cached for a year), and / → the visitor's culture.
 */
export const storefrontPlugin = fp(
  async (app: FastifyInstance, { config, buildDir }: StorefrontPluginOptions) => {
    const base = config.basePath;
    const policies = contentSecurityPolicies(config);
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
          cspNonce: cspNonce(reply as FastifyReply),
          site: { basePath: base, cmsName: config.cmsName, defaultCulture: config.defaultCulture },
        };
        return context as unknown as AppLoadContext;
      },
    });

    const redirectToCulture = (request: FastifyRequest, reply: FastifyReply, rest = '') => {
      const culture = negotiateCulture(request.headers['accept-language'], config.defaultCulture);
      return reply.header('vary', 'Accept-Language').redirect(`${base}/${culture}${rest}`, 302);
    };

    app.get(base || '/', { schema: { hide: true } }, (request, reply) => redirectToCulture(request, reply));

    await app.register(async (pages) => {
      // React Router reads the raw body of its actions itself.
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
      // React Router answers 405 to a post to a page without an action; say what the page takes.
      pages.addHook('onSend', async (_request, reply) => {
        if (reply.statusCode === 405 && !reply.hasHeader('allow')) reply.header('allow', 'GET, HEAD');
      });

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
        if (request.method === 'POST') {
          const type = String(request.headers['content-type'] ?? '')
            .split(';')[0]
            ?.trim()
            .toLowerCase();
          if (!type || !FORM_TYPES.has(type))
            throw new HttpProblem(
              415,
              PROBLEM_TYPES.unsupportedMediaType,
              'A form is posted as application/x-www-form-urlencoded or multipart/form-data.',
            );
        }
        // Pages and their data carry the visitor's cart and account: never reused without asking
        // the server, so every load (a confirmed one included) is fresh (spec 000 §4, ADR 003).
        reply.header('cache-control', PAGE_CACHE_CONTROL);
        return render(request, reply);
      };
      const methodNotAllowed = async (_request: FastifyRequest, reply: FastifyReply) => {
        reply.header('allow', PAGE_METHODS.join(', '));
        throw new HttpProblem(
          405,
          PROBLEM_TYPES.methodNotAllowed,
          'Pages are read with GET and forms posted with POST.',
        );
      };
      const page = {
        // Pages are not part of the API's documentation.
        schema: { hide: true },
        // Form posts cannot carry the anti-forgery header: the browser's own headers tell (ADR 014).
        config: { antiforgery: 'same-origin' as const },
        ...withPolicy(policies.storefront),
      };
      const otherMethods = pages.supportedMethods.filter((method) => !PAGE_METHODS.includes(method));
      // React Router's lazy route discovery asks for the routes of the links on the page.
      pages.get(`${base}/__manifest`, { schema: { hide: true } }, (request, reply) => render(request, reply));
      for (const url of [`${base}/:culture`, `${base}/:culture/*`]) {
        pages.route({ method: PAGE_METHODS, url, ...page, handler });
        pages.route({
          method: otherMethods,
          url,
          schema: { hide: true },
          // Answers 405 and changes nothing, whoever asks.
          config: { antiforgery: 'none' },
          handler: methodNotAllowed,
        });
      }
    });
  },
  { name: 'storefront', dependencies: ['antiforgery'] },
);
