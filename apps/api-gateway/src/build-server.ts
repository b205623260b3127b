import { createRequire } from 'node:module';
import path from 'node:path';
import {
  loadReferenceData,
  seedCatalog,
  seedDemoAnnouncements,
  seedDemoContent,
  seedDemoCoupons,
  seedDemoFaq,
  seedDemoNews,
  seedDemoShipping,
} from '@vitrine/db';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppOptions, gateway } from './app';
import type { Config } from './config';
import { clientErrorHandler, frameworkErrors, requestId } from './lib/framework-errors';
import { prepareCurrencies } from './modules/currency/index';
import { hashPassword, securityService } from './modules/security/index';

export const DEMO_CUSTOMER = {
  email: 'customer@vitrine.example',
  password: 'vitrine-customer',
  firstName: 'Camille',
  lastName: 'Martin',
};

/** The demo's staff sign-ins, one per back-office role besides the admin's (demo mode only). */
export const DEMO_STAFF = [
  {
    email: 'sales@vitrine.example',
    password: 'vitrine-sales',
    firstName: 'Sacha',
    lastName: 'Vendeur',
    roles: ['sales' as const],
  },
  {
    email: 'editor@vitrine.example',
    password: 'vitrine-editor',
    firstName: 'Elise',
    lastName: 'Rédactrice',
    roles: ['editor' as const],
  },
  {
    email: 'catalogue@vitrine.example',
    password: 'vitrine-catalogue',
    firstName: 'Corentin',
    lastName: 'Catalogue',
    roles: ['catalogue' as const],
  },
];

export async function buildServer(options: AppOptions & { logger?: FastifyServerOptions['logger'] }) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // A hop count or the proxies' addresses (Fastify takes both; its types only name the list).
    trustProxy: config.trustProxy as string[] | false,
    bodyLimit: 1024 * 1024,
    // X-Request-Id is read (bounded and checked) by genReqId, never taken as given.
    requestIdHeader: false,
    genReqId: requestId,
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Opening the embedded database and migrating it can take a while on a busy machine.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  await app.register(gateway, options);
  return app;
}

/** Where the built front ends live: beside their packages in the workspace. */
export function resolveWebBuilds(): { storefrontBuildDir: string; backofficeDistDir: string } {
  const require = createRequire(import.meta.url);
  const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  return {
    storefrontBuildDir: path.join(packageDir('@vitrine/storefront'), 'build'),
    backofficeDistDir: path.join(packageDir('@vitrine/backoffice'), 'dist'),
  };
}

/** First-start duties: the configured staff account, and demo content and catalogue on an empty shop. */
export async function prepareShop(app: Awaited<ReturnType<typeof buildServer>>, config: Config) {
  const adminCreated = await securityService(app.db).ensureAdmin(config.admin.email, config.admin.password);
  if (adminCreated) app.log.info({ email: config.admin.email }, 'created the first staff account');
  await prepareCurrencies(app.db, config, app.log);
  // Every shop, demo or not, needs its countries, VAT rates and postal codes (idempotent, fast when loaded).
  const reference = await loadReferenceData(app.db, { cities: config.referenceCities });
  if (reference.countriesAdded || Object.keys(reference.citiesAdded).length)
    app.log.info(reference, 'loaded reference data');
  if (!config.seedDemoContent) return;
  const report = await seedDemoContent(app.db, {
    hashPassword,
    demoCustomer: DEMO_CUSTOMER,
    // Known staff passwords are for people trying the demo (its catalogue), never for API tests' shops.
    demoStaff: config.demoProducts > 0 ? DEMO_STAFF : undefined,
    // The homepage's drawn hero image belongs with the demo catalogue (people, not API tests).
    storage: config.demoProducts > 0 ? app.storage : undefined,
  });
  if (report.pagesCreated || report.customerCreated) app.log.info(report, 'seeded demo content');
  if (config.demoProducts > 0) {
    // The demo's delivery goes with its catalogue (API tests build the methods they need).
    await seedDemoShipping(app.db);
    // A no-op once the shop has products, so restarts and editors' catalogues are left alone.
    const catalog = await seedCatalog(app.db, { products: config.demoProducts, storage: app.storage });
    if (!catalog.skipped) app.log.info(catalog, 'seeded the demo catalogue');
    // Demo news with drawn images, on a shop without news only.
    const news = await seedDemoNews(app.db, app.storage);
    if (news.postsCreated) app.log.info(news, 'seeded the demo news');
    // A demo popup and banner on the home page, on a shop that has none.
    const announcements = await seedDemoAnnouncements(app.db);
    if (announcements.created) app.log.info(announcements, 'seeded the demo popup and banner');
    // A demo FAQ, on a shop without one only.
    const faq = await seedDemoFaq(app.db);
    if (faq.entriesCreated) app.log.info(faq, 'seeded the demo FAQ');
    // Demo coupons go with the demo catalogue: one of them is for one of its brands.
    const demoCoupons = await seedDemoCoupons(app.db, {
      currency: config.shopCurrency,
      demoCustomerEmail: DEMO_CUSTOMER.email,
    });
    if (demoCoupons.couponsCreated) app.log.info(demoCoupons, 'seeded demo coupons');
  }
}
