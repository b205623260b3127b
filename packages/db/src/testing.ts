import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and drops whatever the test created. */
  dispose(): Promise<void>;
}

/**
 * A migrated, empty database for one test file: in-memory PGlite, or, given a server URL, a
 * fresh database created on that server (so parallel test files never see each other's rows).
 */
export async function createTestDatabase(serverUrl?: string): Promise<TestDatabase> {
  if (!serverUrl) {
    const handle = await createDatabase({});
    await runMigrations(handle);
    return { handle, dispose: () => handle.close() };
  }
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ url: url.toString(), poolSize: 4 });
  await runMigrations(handle);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
