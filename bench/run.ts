/**
 * Platform benchmark: throughput of the gateway's platform routes as a ratio of a bare Fastify
 * hello-world measured in the same run (machines here are noisy; ratios travel, absolute
 * numbers do not). Prints figures; asserts nothing.
 *
 *   pnpm bench            (builds first with `pnpm build`)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildServer, prepareShop, resolveWebBuilds } from '../apps/api-gateway/src/build-server';
import { loadConfig } from '../apps/api-gateway/src/config';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return {
    rps: result.requests.average,
    p95: result.latency.p97_5 ?? result.latency.p99,
    p50: result.latency.p50,
  };
}

async function main() {
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/`;

  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-bench-')),
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
  });
  const app = await buildServer({ config, web: resolveWebBuilds(), logger: false });
  await prepareShop(app, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const baseline = await measure(helloUrl);
  const targets: [string, string][] = [
    ['string resources (API, JSON)', '/api/v1/localization/fr/stringresources'],
    ['content page (API, JSON)', '/api/v1/content/fr/pages?slug=a-propos'],
    ['homepage (SSR, HTML)', '/fr'],
    ['content page (SSR, HTML)', '/fr/a-propos'],
    ['content page data (in-place load)', '/fr/a-propos.data?_routes=routes%2Fcontent-page'],
  ];
  console.log(
    `\nbaseline: bare Fastify hello-world ${baseline.rps.toFixed(0)} req/s, p50 ${baseline.p50} ms`,
  );
  console.log(`${DURATION_S}s per target, ${CONNECTIONS} connections, 2 cores shared by load and server\n`);
  console.log(
    'target'.padEnd(38),
    'req/s'.padStart(8),
    'ratio'.padStart(8),
    'p50 ms'.padStart(8),
    'p97.5 ms'.padStart(9),
  );
  for (const [name, url] of targets) {
    const figures = await measure(`${base}${url}`, { 'accept-encoding': 'identity' });
    console.log(
      name.padEnd(38),
      figures.rps.toFixed(0).padStart(8),
      `${(figures.rps / baseline.rps).toFixed(3)}×`.padStart(8),
      String(figures.p50).padStart(8),
      String(figures.p95).padStart(9),
    );
  }
  await app.close();
  await hello.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
