/**
 * Platform benchmark: throughput and latency of the gateway's platform and shopper routes as a
 * ratio of a bare Fastify hello-world measured in the same run (machines here are noisy; ratios
 * travel, absolute numbers do not), on a fresh shop with the demo catalogue (2,000 products): on
 * the embedded database, then on the PostgreSQL server when BENCH_PLATFORM_DATABASE_URL is set (a
 * database of its own, recreated each run). Prints figures; asserts nothing.
 *
 *   pnpm bench            (builds first with `pnpm build`)
 *
 * Environment: BENCH_SECONDS (5 per target), BENCH_PLATFORM_DATABASE_URL (unset: PGlite only),
 * BENCH_PLATFORM_TARGETS (comma-separated target keys, default all: healthz, resources, page,
 * home, page-ssr, page-data, by-id, by-slug, suggestions,
 * suggestions-typing).
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildServer, prepareShop, resolveWebBuilds } from '../apps/api-gateway/src/build-server';
import { loadConfig } from '../apps/api-gateway/src/config';
import { createDatabase } from '../packages/db/src/index';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const ONLY = process.env.BENCH_PLATFORM_TARGETS?.split(',').map((key) => key.trim());

interface Figures {
  rps: number;
  p50: number;
  p95: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** autocannon for DURATION_S seconds; percentiles from every response time (its histogram has no p95). */
async function measure(origin: string, next: () => string): Promise<Figures> {
  const times: number[] = [];
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { 'accept-encoding': 'identity' },
        requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance?.on('response', (_client, _status, _bytes, time) => times.push(time));
  const result = await done;
  if (result.non2xx > 0) throw new Error(`${origin}${next()}: ${result.non2xx} non-2xx answers`);
  times.sort((a, b) => a - b);
  return { rps: result.requests.average, p50: percentile(times, 50), p95: percentile(times, 95) };
}

const fixed = (url: string) => () => url;
function rotate(urls: string[]): () => string {
  let i = 0;
  return () => urls[i++ % urls.length] as string;
}

async function recreateDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const handle = await createDatabase({ url: admin.toString(), poolSize: 1 });
  try {
    await handle.db.execute(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await handle.db.execute(`CREATE DATABASE "${name}"`);
  } finally {
    await handle.close();
  }
}

async function runOn(label: string, databaseUrl: string | undefined, helloOrigin: string) {
  if (databaseUrl) await recreateDatabase(databaseUrl);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-bench-')),
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const started = performance.now();
  const web = resolveWebBuilds();
  const hasBuilds = existsSync(path.join(web.storefrontBuildDir, 'server'));
  if (!hasBuilds) console.log('storefront build missing: SSR figures skipped (run `pnpm build` first)');
  const app = await buildServer({ config, ...(hasBuilds ? { web } : {}), logger: false });
  await prepareShop(app, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const sample = await app.db.execute<{ id: string; slug: string }>(
    `SELECT p.id, t.slug FROM products p JOIN product_translations t ON t.product_id = p.id AND t.culture = 'fr'
      WHERE p.is_published ORDER BY p.id LIMIT 200`,
  );
  console.log(
    `\n${label}: ready in ${((performance.now() - started) / 1000).toFixed(1)} s, ${sample.rows.length} products sampled`,
  );
  const api = '/api/v1/catalog';
  const ssr = new Set(['home', 'page-ssr', 'page-data']);
  const targets: [key: string, name: string, next: () => string][] = [
    ['healthz', '/healthz', fixed('/healthz')],
    ['resources', 'string resources (API, JSON)', fixed('/api/v1/localization/fr/stringresources')],
    ['page', 'content page (API, JSON)', fixed('/api/v1/content/fr/pages?slug=a-propos')],
    ['home', 'homepage (SSR, HTML)', fixed('/fr')],
    ['page-ssr', 'content page (SSR, HTML)', fixed('/fr/a-propos')],
    [
      'page-data',
      'content page data (in-place load)',
      fixed('/fr/a-propos.data?_routes=routes%2Fcontent-page'),
    ],
    [
      'by-id',
      'product by id (productvariants)',
      rotate(sample.rows.map((row) => `${api}/products/${row.id}/productvariants?culture=fr`)),
    ],
    [
      'by-slug',
      'product by slug',
      rotate(sample.rows.map((row) => `${api}/fr/products/by-slug?slug=${encodeURIComponent(row.slug)}`)),
    ],
    ['suggestions', 'suggestions q=cha', fixed(`${api}/search/suggestions?q=cha&culture=fr`)],
    [
      // What a shopper types, letter by letter, through the sampled names' words; the accuracy moves
      // by 1e-9 each request (the same answers) so that no search is served from the 15 s cache.
      'suggestions-typing',
      'suggestions, typed prefixes (uncached)',
      (() => {
        const words = [...new Set(sample.rows.flatMap((row) => row.slug.split('-')))].filter((word) =>
          /^[a-z]{3,}$/.test(word),
        );
        const prefixes = words.flatMap((word) => [...word].slice(2).map((_, n) => word.slice(0, n + 3)));
        let i = 0;
        return () => {
          i++;
          const q = prefixes[i % prefixes.length] ?? 'cha';
          return `${api}/search/suggestions?q=${q}&culture=fr&accuracy=${(0.3 + i * 1e-9).toFixed(9)}`;
        };
      })(),
    ],
  ];
  const hello = await measure(helloOrigin, fixed('/'));
  console.log(`baseline: bare Fastify hello-world ${hello.rps.toFixed(0)} req/s, p50 ${hello.p50} ms`);
  console.log(
    'target'.padEnd(38),
    'req/s'.padStart(8),
    'ratio'.padStart(8),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
  );
  const results = new Map<string, Figures>();
  for (const [key, name, next] of targets) {
    if ((ONLY && !ONLY.includes(key)) || (!hasBuilds && ssr.has(key))) continue;
    await app.inject({ method: 'GET', url: next() });
    const figures = await measure(origin, next);
    results.set(key, figures);
    console.log(
      name.padEnd(38),
      figures.rps.toFixed(0).padStart(8),
      `${(figures.rps / hello.rps).toFixed(3)}×`.padStart(8),
      figures.p50.toFixed(0).padStart(8),
      figures.p95.toFixed(0).padStart(8),
    );
  }
  const byId = results.get('by-id');
  for (const key of ['suggestions', 'suggestions-typing']) {
    const suggestions = results.get(key);
    if (byId && suggestions)
      console.log(
        `${key}: p95 ${suggestions.p95.toFixed(0)} ms = ${(suggestions.p95 / byId.p95).toFixed(2)}× product-by-id p95 (${byId.p95.toFixed(0)} ms; goal ≤ 2×)`,
      );
  }
  const healthz = results.get('healthz');
  if (healthz) console.log(`/healthz ${(healthz.rps / hello.rps).toFixed(2)}× hello-world (goal ≥ 0.7×)`);
  await app.close();
}

async function main() {
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloOrigin = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}`;
  console.log(
    `${DURATION_S} s per target, ${CONNECTIONS} connections, load and server on the same shared cores`,
  );
  await runOn('PGlite (embedded)', undefined, helloOrigin);
  const serverUrl = process.env.BENCH_PLATFORM_DATABASE_URL;
  if (serverUrl) await runOn('PostgreSQL server', serverUrl, helloOrigin);
  await hello.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
