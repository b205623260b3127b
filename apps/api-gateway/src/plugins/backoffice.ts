import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { contentSecurityPolicies, withPolicy } from '../lib/content-security-policy';

/** The back office SPA at /admin: hashed assets cached for a year, every other path → index.html. */
export const backofficePlugin = fp(
  async (app: FastifyInstance, { config, distDir }: { config: Config; distDir: string }) => {
    const prefix = `${config.basePath}/admin`;
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: `${prefix}/`,
      wildcard: false,
      decorateReply: false,
      index: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    await app.register(fastifyStatic, { root: distDir, serve: false, decorateReply: true });
    const spa = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    // The document's policy: the crop dialog's cropper needs blob: (lib/content-security-policy.ts).
    const route = { schema: { hide: true }, ...withPolicy(contentSecurityPolicies(config).backoffice) };
    app.get(prefix, route, spa);
    app.get(`${prefix}/*`, route, spa);
  },
  { name: 'backoffice' },
);
