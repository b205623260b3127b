/**
 * The benchmark catalogue: a dedicated PostgreSQL database (`vitrine_bench` by default) holding
 * BENCH_PRODUCTS products (100,000 by default). Created when missing, reused when it already holds
 * enough products, so only the first run pays for the seed. `tsx catalog-db.ts` prepares it alone.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createDatabase,
  type DatabaseHandle,
  filesystemStorage,
  runMigrations,
  seedCatalog,
} from '../packages/db/src/index';

export const BENCH_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench';
/** Kept between runs: the seeded product images live here, beside the reused database. */
export const BENCH_DATA_DIR = process.env.BENCH_DATA_DIR ?? path.join(tmpdir(), 'vitrine-bench-data');

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[\w-]+$/.test(name)) throw new Error(`unexpected database name '${name}' in BENCH_DATABASE_URL`);
  return name;
}

/** Runs fn on the server's maintenance database (`postgres`). */
async function onServer<T>(url: string, fn: (query: Query) => Promise<T>): Promise<T> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const handle = await createDatabase({ url: admin.toString(), poolSize: 1 });
  try {
    return await fn(queryOf(handle));
  } finally {
    await handle.close();
  }
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Raw SQL through the handle's driver (no query builder needed for these few statements). */
export function queryOf(handle: DatabaseHandle): Query {
  return async (text) => (await handle.db.execute(text)).rows as Record<string, unknown>[];
}

async function productCount(url: string): Promise<number> {
  const handle = await createDatabase({ url, poolSize: 2 });
  try {
    await runMigrations(handle);
    const [row] = await queryOf(handle)('select count(*)::int as n from products');
    return Number(row?.n ?? 0);
  } finally {
    await handle.close();
  }
}

/** Makes sure the benchmark database exists, is migrated and holds at least `wanted` products. */
export async function prepareCatalogDatabase(
  url = BENCH_DATABASE_URL,
  wanted = BENCH_PRODUCTS,
): Promise<{ products: number; seeded: boolean; seedSeconds: number }> {
  const name = databaseName(url);
  const exists = await onServer(url, async (query) => {
    const found = await query(`select 1 from pg_database where datname = '${name}'`);
    if (found.length === 0) {
      console.log(`creating database ${name}`);
      await query(`create database "${name}"`);
    }
    return found.length > 0;
  });
  const existing = await productCount(url);
  if (exists && existing >= wanted) {
    console.log(`database ${name} holds ${existing} products (≥ ${wanted}): reusing it`);
    return { products: existing, seeded: false, seedSeconds: 0 };
  }
  if (existing > 0) {
    // The seed only runs on an empty catalogue: start over on a fresh database.
    console.log(`database ${name} holds ${existing} products (< ${wanted}): recreating it`);
    await onServer(url, async (query) => {
      await query(`drop database "${name}" with (force)`);
      await query(`create database "${name}"`);
    });
    await productCount(url); // migrates the fresh database
  }
  const handle = await createDatabase({ url, poolSize: 4 });
  const started = performance.now();
  try {
    mkdirSync(BENCH_DATA_DIR, { recursive: true });
    const storage = filesystemStorage(path.join(BENCH_DATA_DIR, 'assets'));
    let last = 0;
    const report = await seedCatalog(handle.db, {
      products: wanted,
      storage,
      onProgress: (done, total) => {
        const now = performance.now();
        if (done !== total && now - last < 2000) return;
        last = now;
        const seconds = (now - started) / 1000;
        const rate = done > 0 ? done / seconds : 0;
        const eta = rate > 0 ? ((total - done) / rate).toFixed(0) : '?';
        const line = `seeding ${name}: ${done}/${total} products (${((100 * done) / total).toFixed(1)} %), ${seconds.toFixed(0)} s, eta ${eta} s`;
        if (process.stdout.isTTY) process.stdout.write(`\r${line}   `);
        else console.log(line);
      },
    });
    if (process.stdout.isTTY) process.stdout.write('\n');
    console.log(
      `seeded ${report.products} products, ${report.variants} variants, ${report.categories} categories, ${report.brands} brands in ${(report.durationMs / 1000).toFixed(1)} s`,
    );
    console.log('vacuum analyze');
    await queryOf(handle)('vacuum analyze');
  } finally {
    await handle.close();
  }
  const seedSeconds = (performance.now() - started) / 1000;
  return { products: await productCount(url), seeded: true, seedSeconds };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  prepareCatalogDatabase()
    .then((result) => console.log(result))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
