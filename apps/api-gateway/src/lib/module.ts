import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';

/** The version prefix of every API path, after the {app} base path. */
export const API_PREFIX = '/api/v1';

export interface ModuleOptions {
  config: Config;
}

/**
 * A gateway module as app.ts registers it: one plugin that mounts the module's store routes,
 * staff routes and pages at their prefixes. Everything else the module offers other modules is
 * exported beside it from its index.ts (docs/architecture.md).
 */
export type GatewayModule = FastifyPluginAsync<ModuleOptions>;

export const apiPrefix = (config: Config) => `${config.basePath}${API_PREFIX}`;

/**
 * Staff answers are per user and change under them: `Cache-Control: no-store` unless the route
 * set its own. Every module's admin routes (and the asset library's) call it once.
 */
export function neverCached(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
