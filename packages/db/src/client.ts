import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
/**
 * The one database type the gateway works with, whichever driver is underneath. Both drivers
 * answer raw queries with `{ rows }`, so node-postgres's result type describes them both.
 */
export type Database = PgDatabase<NodePgQueryResultHKT, Schema>;
/** A transaction handle, usable wherever a Database is. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query; readiness checks use it. */
  ping(): Promise<void>;
  /** Runs fn while holding a cluster-wide advisory lock, so that several instances take turns. */
  exclusive<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL: use the PostgreSQL server through a node-postgres pool. */
  url?: string | undefined;
  /** Folder of the embedded database when no URL is given; omitted means in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
  /**
   * How long to wait for another process to release the embedded database (its shutdown during a
   * rolling restart) before refusing to start; 0 refuses at once.
   */
  lockWaitMs?: number;
  /** Told when the server ends an idle pooled connection (the pool replaces it). */
  onIdleError?: (error: Error) => void;
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (a restart, an administrator, a dropped test database)
    // is an 'error' event on the pool; without a listener it would crash the process. The pool
    // has already discarded that connection, and the next query opens a new one.
    pool.on('error', (error) => {
      options.onIdleError?.(error);
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      exclusive: async (lockId, fn) => {
        // Session-level advisory locks belong to one connection: hold a dedicated one.
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [lockId]);
          try {
            return await fn();
          } finally {
            await lockClient.query('select pg_advisory_unlock($1)', [lockId]);
          }
        } finally {
          lockClient.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  let lock: Awaited<ReturnType<typeof lockDataDir>> | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'pgdata');
    mkdirSync(dataPath, { recursive: true });
    // Two processes on one embedded database each see only their own writes, and the second to
    // stop overwrites the first's: one process at a time.
    lock = await lockDataDir(options.dataDir, { waitMs: options.lockWaitMs ?? 0 });
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataPath ?? 'memory://', { extensions: { pg_trgm } });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One embedded database belongs to one process: nothing to take turns with.
    exclusive: (_lockId, fn) => fn(),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
