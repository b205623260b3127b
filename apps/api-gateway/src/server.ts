import { existsSync } from 'node:fs';
import path from 'node:path';
import { DataDirLockedError } from '@vitrine/db';
import closeWithGrace from 'close-with-grace';
import { buildServer, DEMO_CUSTOMER, DEMO_STAFF, prepareShop, resolveWebBuilds } from './build-server';
import { ConfigError, loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const builds = resolveWebBuilds();
  const missing = [builds.storefrontBuildDir, builds.backofficeDistDir].filter((dir) => !existsSync(dir));
  if (missing.length)
    throw new ConfigError(`Build the front ends first (pnpm build); missing: ${missing.join(', ')}`);

  const pretty = process.stdout.isTTY && config.env !== 'production';
  const app = await buildServer({
    config,
    web: builds,
    logger: pretty
      ? { level: config.logLevel, transport: { target: 'pino-pretty' } }
      : { level: config.logLevel },
  });
  await prepareShop(app, config);

  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const origin = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}${config.basePath}`;
  const database = config.databaseUrl
    ? 'PostgreSQL server'
    : `embedded PostgreSQL in ${path.join(config.dataDir, 'pgdata')}`;
  console.log(`
  Vitrine is running (${database})
    Shop         ${origin}/
    Back office  ${origin}/admin   sign in as ${config.admin.email} / ${config.admin.email === 'admin@vitrine.example' && config.admin.password === 'vitrine-admin' ? 'vitrine-admin' : '(ADMIN_PASSWORD)'}
    Demo shopper ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}${
      config.seedDemoContent && config.demoProducts > 0
        ? DEMO_STAFF.map(
            (staff) => `\n    Demo ${(staff.roles[0] ?? '').padEnd(7)} ${staff.email} / ${staff.password}`,
          ).join('')
        : ''
    }
    API docs     ${origin}/api/docs
`);
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
