import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { DatabaseHandle } from '@vitrine/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { API_DOCS_POLICY, contentSecurityPolicies } from './lib/content-security-policy';
import type { GatewayModule } from './lib/module';
import { validatorCompiler } from './lib/validator-compiler';
import { accountClosureModule } from './modules/account-closure/index';
import { announcementsModule } from './modules/announcements/index';
import { assetsLibraryModule } from './modules/assets-library/index';
import { birthListsModule } from './modules/birth-lists/index';
import { cartModule } from './modules/cart/index';
import { catalogCachePlugin, catalogModule } from './modules/catalog/index';
import { checkoutModule } from './modules/checkout/index';
import { contentModule } from './modules/content/index';
import { currencyModule } from './modules/currency/index';
import { customerReferencesModule } from './modules/customer-references/index';
import { customersModule } from './modules/customers/index';
import { faqModule } from './modules/faq/index';
import { healthModule } from './modules/health/index';
import { localizationModule } from './modules/localization/index';
import { mailModule } from './modules/mail/index';
import { newsModule } from './modules/news/index';
import { newsletterModule } from './modules/newsletter/index';
import { ordersModule } from './modules/orders/index';
import { paymentsModule } from './modules/payments/index';
import { pickupPointsModule } from './modules/pickup-points/index';
import { prepaidAccountsModule } from './modules/prepaid-accounts/index';
import { promotionsModule } from './modules/promotions/index';
import { refundsModule } from './modules/refunds/index';
import { salesModule } from './modules/sales/index';
import { securityModule } from './modules/security/index';
import { seoModule } from './modules/seo/index';
import { shippingModule } from './modules/shipping/index';
import { stockNotificationsModule } from './modules/stock-notifications/index';
import { vatModule } from './modules/vat/index';
import { wishlistsModule } from './modules/wishlists/index';
import { antiforgeryPlugin } from './plugins/antiforgery';
import { authorizationPlugin } from './plugins/authorization';
import { backofficePlugin } from './plugins/backoffice';
import { databasePlugin } from './plugins/database';
import { jobsPlugin } from './plugins/jobs';
import { problemDetailsPlugin } from './plugins/problem-details';
import { rateLimitPlugin } from './plugins/rate-limit';
import { routeTablePlugin } from './plugins/route-table';
import { securityHeadersPlugin } from './plugins/security-headers';
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

const HSTS = 'max-age=31536000; includeSubDomains';

/** Every gateway module, in the order their routes are registered (docs/architecture.md). */
const MODULES: readonly GatewayModule[] = [
  healthModule,
  localizationModule,
  securityModule,
  customersModule,
  contentModule,
  newsModule,
  faqModule,
  announcementsModule,
  newsletterModule,
  catalogModule,
  currencyModule,
  shippingModule,
  vatModule,
  mailModule,
  cartModule,
  pickupPointsModule,
  promotionsModule,
  paymentsModule,
  ordersModule,
  checkoutModule,
  refundsModule,
  prepaidAccountsModule,
  salesModule,
  stockNotificationsModule,
  birthListsModule,
  wishlistsModule,
  customerReferencesModule,
  accountClosureModule,
  assetsLibraryModule,
  seoModule,
];

/** The whole gateway as one plugin: server.ts, the CLI and the tests all start it the same way. */
export const gateway = fp(
  async (app: FastifyInstance, { config, database, web }: AppOptions) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    await app.register(routeTablePlugin);
    await app.register(problemDetailsPlugin);
    await app.register(securityHeadersPlugin, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicies(config).default },
      crossOriginEmbedderPolicy: false,
      // Our own address to our own pages only: with no referrer at all, a browser posting a form
      // without scripts sends `Origin: null`, and the page's action could not tell it came from us.
      referrerPolicy: { policy: 'same-origin' },
      // Only over https (below): over plain http the header means nothing, and on localhost it
      // would make the browser refuse every other local http service on that name.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(databasePlugin, { config, ...(database ? { handle: database } : {}) });
    await app.register(jobsPlugin, { config });
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
    await app.register(swaggerUi, {
      routePrefix: `${config.basePath}/api/docs`,
      staticCSP: API_DOCS_POLICY,
      // No call to an outside validator from the docs page.
      uiConfig: { validatorUrl: null },
    });

    for (const gatewayModule of MODULES) await app.register(gatewayModule, { config });

    if (web?.backofficeDistDir)
      await app.register(backofficePlugin, { config, distDir: web.backofficeDistDir });
    if (web?.storefrontBuildDir)
      await app.register(storefrontPlugin, { config, buildDir: web.storefrontBuildDir });
  },
  { name: 'vitrine-gateway' },
);
