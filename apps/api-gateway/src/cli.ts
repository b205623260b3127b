import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createDatabase,
  filesystemStorage,
  loadReferenceData,
  runMigrations,
  seedCatalog,
  seedDemoContent,
  seedDemoCoupons,
  seedDemoShipping,
} from '@vitrine/db';
import cliProgress from 'cli-progress';
import { DEMO_CUSTOMER, DEMO_STAFF } from './build-server';
import { loadConfig } from './config';
import { hashPassword, securityService } from './modules/security/index';

const USAGE = 'usage: cli migrate | cli seed [--products N]';

class UsageError extends Error {}

/** `--products 100000` (or `--products=100000`): a positive whole number, or a usage error. */
function parseSeedArgs(args: string[]): { products: number | undefined } {
  let values: { products?: string | undefined };
  try {
    // pnpm forwards a lone '--' in front of script arguments on some versions.
    ({ values } = parseArgs({
      args: args.filter((arg) => arg !== '--'),
      options: { products: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    throw new UsageError(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  }
  if (values.products === undefined) return { products: undefined };
  const products = /^\d+$/.test(values.products) ? Number(values.products) : Number.NaN;
  if (!Number.isSafeInteger(products) || products < 1) {
    throw new UsageError(`--products must be a positive whole number, got '${values.products}'\n${USAGE}`);
  }
  return { products };
}

/** `pnpm db:migrate` and `pnpm db:seed [--products N]`, on the database the configuration names. */
async function main(command: string | undefined, args: string[]) {
  if (command !== 'migrate' && command !== 'seed') throw new UsageError(USAGE);
  const seedArgs = command === 'seed' ? parseSeedArgs(args) : { products: undefined };
  const config = loadConfig();
  const handle = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(handle);
    console.log(`migrated (${handle.driver})`);
    if (command !== 'seed') return;
    await securityService(handle.db).ensureAdmin(config.admin.email, config.admin.password);
    await loadReferenceData(handle.db, { cities: config.referenceCities });
    const products = seedArgs.products ?? config.demoProducts;
    const storage = filesystemStorage(path.join(config.dataDir, 'assets'));
    const report = await seedDemoContent(handle.db, {
      hashPassword,
      demoCustomer: DEMO_CUSTOMER,
      demoStaff: products > 0 ? DEMO_STAFF : undefined,
      storage: products > 0 ? storage : undefined,
    });
    console.log(
      `seeded: ${report.pagesCreated} pages, ${report.settingsCreated} settings, demo customer ${report.customerCreated ? 'created' : 'kept'}`,
    );
    if (products <= 0) return;
    await seedDemoShipping(handle.db);
    const bar = new cliProgress.SingleBar(
      {
        format: 'catalogue [{bar}] {percentage}% | {value}/{total} products | {duration_formatted}',
        hideCursor: true,
      },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    const catalog = await seedCatalog(handle.db, {
      products,
      storage,
      onProgress: (done, total) => {
        if (!started) {
          bar.start(total, 0);
          started = true;
        }
        bar.update(done);
      },
    }).finally(() => {
      if (started) bar.stop();
    });
    if (catalog.skipped) {
      console.log('catalogue: products exist already, nothing added');
    } else {
      console.log(
        `catalogue: ${catalog.products} products, ${catalog.variants} variants, ${catalog.categories} categories, ${catalog.brands} brands, ${catalog.photos} photos (${catalog.assetsRendered} images rendered, ${catalog.assetsReused} reused) in ${(catalog.durationMs / 1000).toFixed(1)} s`,
      );
    }
    const demoCoupons = await seedDemoCoupons(handle.db, {
      currency: config.shopCurrency,
      demoCustomerEmail: DEMO_CUSTOMER.email,
    });
    console.log(`coupons: ${demoCoupons.couponsCreated} demo codes added`);
  } finally {
    await handle.close();
  }
}

main(process.argv[2], process.argv.slice(3)).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
