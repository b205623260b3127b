import type { FastifyPluginAsync } from 'fastify';
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
