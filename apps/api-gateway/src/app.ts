import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { DatabaseHandle } from '@vitrine/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { assetRoutes } from './modules/assets/routes';
import { assetsLibraryRoutes, assetsLibraryWebRoutes } from './modules/assets-library/routes';
import { catalogCachePlugin } from './modules/catalog/catalog-cache-plugin';
import { catalogRoutes } from './modules/catalog/routes';
import { contentRoutes } from './modules/content/routes';
import { healthRoutes } from './modules/health/routes';
import { localizationRoutes } from './modules/localization/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { logoffRoute } from './modules/security/logoff-route';
import { securityRoutes } from './modules/security/routes';
import { seoRoutes } from './modules/seo/routes';
import { antiforgeryPlugin } from './plugins/antiforgery';
import { authorizationPlugin } from './plugins/authorization';
import { backofficePlugin } from './plugins/backoffice';
import { databasePlugin } from './plugins/database';
import { problemDetailsPlugin } from './plugins/problem-details';
import { rateLimitPlugin } from './plugins/rate-limit';
import { sessionsPlugin } from './plugins/sessions';
import { storagePlugin } from './plugins/storage';
import { storefrontPlugin } from './plugins/storefront';

export interface AppOptions {
  config: Config;
  /** An open database (tests); otherwise one is opened from the configuration. */
  database?: DatabaseHandle;
  /** Built front ends to serve; the API alone runs without them (API tests). */
  web?: { storefrontBuildDir?: string; backofficeDistDir?: string };
}

// Inline scripts are the render's hydration data and consent-gated tracking snippets.
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-inline'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/** The whole gateway as one plugin: server.ts, the CLI and the tests all start it the same way. */
export const gateway = fp(
  async (app: FastifyInstance, { config, database, web }: AppOptions) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    await app.register(problemDetailsPlugin);
    await app.register(helmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(databasePlugin, { config, ...(database ? { handle: database } : {}) });
    await app.register(storagePlugin, { config });
    await app.register(sessionsPlugin, { config });
    await app.register(antiforgeryPlugin, { config });
    await app.register(authorizationPlugin);
    await app.register(rateLimitPlugin);
    await app.register(catalogCachePlugin);

    await app.register(swagger, {
      openapi: {
        info: { title: 'Vitrine API', version: '1.0.0', description: 'The HTTP API of the Vitrine shop.' },
        servers: [{ url: config.basePath || '/' }],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: `${config.basePath}/api/docs`, staticCSP: true });

    await app.register(healthRoutes, { prefix: config.basePath });
    await app.register(
      async (api) => {
        await api.register(localizationRoutes);
        await api.register(securityRoutes, { config });
        await api.register(contentRoutes, { config });
        await api.register(newsletterRoutes);
        await api.register(catalogRoutes, { config });
        await api.register(assetsLibraryRoutes, { config });
      },
      { prefix: `${config.basePath}/api/v1` },
    );

    await app.register(logoffRoute, { prefix: config.basePath, basePath: config.basePath });
    await app.register(assetRoutes, { prefix: config.basePath, basePath: config.basePath });
    await app.register(assetsLibraryWebRoutes, { prefix: config.basePath, config });
    await app.register(seoRoutes, { prefix: config.basePath, config });

    if (web?.backofficeDistDir)
      await app.register(backofficePlugin, { config, distDir: web.backofficeDistDir });
    if (web?.storefrontBuildDir)
      await app.register(storefrontPlugin, { config, buildDir: web.storefrontBuildDir });
  },
  { name: 'vitrine-gateway' },
);
