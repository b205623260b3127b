import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
// The route option `helmet` (withPolicy) keeps the type @fastify/helmet gives it.
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
type HelmetOptions = Omit<FastifyHelmetOptions, 'global' | 'enableCSPNonces'>;

// helmet itself, as @fastify/helmet loads it (it is that plugin's dependency, not ours).
const require = createRequire(import.meta.url);
const helmet = createRequire(require.resolve('@fastify/helmet'))('helmet') as (options: object) => Middleware;

const routePolicy = Symbol('routeHelmet');

/**
 * The security headers of every answer (helmet), with the route option `helmet` overriding them
 * (a page's own Content-Security-Policy, lib/content-security-policy.ts), as @fastify/helmet
 * does, except that each configuration's middleware is built once: @fastify/helmet built it again
 * for every request, parsing and checking every directive, about a sixth of a light request's time
 * (ADR 039). Directives that are functions (a page's nonce) are still called per response.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const global = helmet(options);
    app.addHook('onRoute', (route) => {
      const own = (route as { helmet?: HelmetOptions | false }).helmet;
      if (own === undefined) return;
      if (own === false) throw new Error('every route answers with the security headers');
      route.config = Object.assign(route.config ?? Object.create(null), {
        [routePolicy]: helmet({ ...options, ...own }),
      });
    });
    app.addHook('onRequest', (request, reply, done) => {
      const middleware =
        (request.routeOptions.config as { [routePolicy]?: Middleware })[routePolicy] ?? global;
      middleware(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
