import { createRequire } from 'node:module';
import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

/** Resolved through the package itself so that it holds in a bundle as well as from source. */
export const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vitrine/db/package.json')),
  'migrations',
);

// Any constant: every gateway instance takes the same advisory lock before migrating.
const MIGRATION_LOCK = 7_301_993;

/** Brings the schema up to date. Safe to call from several instances at once. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.exclusive(MIGRATION_LOCK, async () => {
    // biome-ignore lint/suspicious/noExplicitAny: each driver's migrator wants its own db type.
    const db = handle.db as any;
    if (handle.driver === 'pglite') await migratePglite(db, { migrationsFolder });
    else await migrateNodePg(db, { migrationsFolder });
  });
}
