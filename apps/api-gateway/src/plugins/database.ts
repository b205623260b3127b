import { createDatabase, type Database, type DatabaseHandle, runMigrations } from '@vitrine/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  config: Config;
  /** A handle opened by the caller (tests); it stays open when the app closes. */
  handle?: DatabaseHandle;
}

/** Opens the database (PGlite under DATA_DIR, or the PostgreSQL server) and migrates it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, { config, handle }: DatabasePluginOptions) => {
    const owned = !handle;
    const database =
      handle ??
      (await createDatabase({
        url: config.databaseUrl,
        dataDir: config.dataDir,
        poolSize: config.databasePoolSize,
        lockWaitMs: config.dataDirLockTimeoutMs,
        onIdleError: (error) => app.log.warn({ err: error }, 'the database ended an idle connection'),
      }));
    await runMigrations(database);
    app.log.info({ driver: database.driver }, 'database ready');
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
