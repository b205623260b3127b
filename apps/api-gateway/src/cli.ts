import { createDatabase, runMigrations, seedDemoContent } from '@vitrine/db';
import { DEMO_CUSTOMER } from './build-server';
import { loadConfig } from './config';
import { hashPassword } from './modules/security/passwords';
import { securityService } from './modules/security/security-service';

const USAGE = 'usage: cli <migrate | seed>';

/** `pnpm db:migrate` and `pnpm db:seed`, on the database the configuration names. */
async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') throw new Error(USAGE);
  const config = loadConfig();
  const handle = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(handle);
    console.log(`migrated (${handle.driver})`);
    if (command === 'seed') {
      await securityService(handle.db).ensureAdmin(config.admin.email, config.admin.password);
      const report = await seedDemoContent(handle.db, { hashPassword, demoCustomer: DEMO_CUSTOMER });
      console.log(
        `seeded: ${report.pagesCreated} pages, ${report.settingsCreated} settings, demo customer ${report.customerCreated ? 'created' : 'kept'}`,
      );
    }
  } finally {
    await handle.close();
  }
}

main(process.argv[2]).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
