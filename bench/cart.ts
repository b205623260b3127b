/**
 * Cart benchmark (issue 12): add to cart and the cart summary, on the embedded database and on
 * the PostgreSQL server, each as a ratio of a bare Fastify hello-world measured in the same run
 * (machines here are noisy; ratios travel, absolute numbers do not). Prints figures; asserts
 * nothing.
 *
 *   pnpm --filter @vitrine/bench bench:cart
 *
 * Each connection is a shopper of its own (session cookie and anti-forgery token), adding one
 * more of a well-stocked variant to their cart or reading their cart of a few lines: the cart row
 * lock serialises one shopper's changes, not different shoppers'.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer, prepareShop } from '../apps/api-gateway/src/build-server';
import { loadConfig } from '../apps/api-gateway/src/config';
import { createDatabase } from '../packages/db/src/index';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const SERVER_URL =
  process.env.BENCH_CART_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench_cart';

interface Shopper {
  cookie: string;
  token: string;
}

interface Figures {
  rps: number;
  p50: number;
  p97: number;
}

async function measure(options: autocannon.Options, shoppers: Shopper[] = []): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...options,
    // Each connection is one shopper.
    setupClient: (client) => {
      const shopper = shoppers[next++ % Math.max(1, shoppers.length)];
      if (shopper)
        client.setHeaders({
          ...(options.headers ?? {}),
          cookie: shopper.cookie,
          'x-csrf-token': shopper.token,
        });
    },
  });
  if (result.non2xx > 0) throw new Error(`${options.url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p50: result.latency.p50, p97: result.latency.p97_5 };
}

/** Cookies as a browser keeps them: the last value of each name. */
function mergeCookies(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** A shopper with a session and a cart of `lines` lines (the first being `variantId`). */
async function newShopper(base: string, variantIds: string[]): Promise<Shopper> {
  const jar = new Map<string, string>();
  let cookie = '';
  const token = async () => {
    const response = await fetch(`${base}/api/v1/security/antiforgery`, { headers: { cookie } });
    cookie = mergeCookies(jar, response);
    return ((await response.json()) as { Token: string }).Token;
  };
  for (const variantId of variantIds) {
    const csrf = await token();
    const response = await fetch(`${base}/api/v1/catalog/products/addtocart`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ ProductVariantId: variantId, Quantity: 1 }),
    });
    if (!response.ok) throw new Error(`add to cart: ${response.status} ${await response.text()}`);
    cookie = mergeCookies(jar, response);
  }
  return { cookie, token: await token() };
}

async function shop(databaseUrl: string | undefined): Promise<{ app: FastifyInstance; base: string }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-bench-cart-')),
    LOG_LEVEL: process.env.BENCH_LOG === '1' ? 'error' : 'silent',
    SESSION_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
    DEMO_PRODUCTS: '200',
    // The benchmark is one address making thousands of cart calls a minute.
    CART_RATE_LIMIT: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildServer({ config, logger: process.env.BENCH_LOG === '1' });
  await prepareShop(app, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** A fresh database on the server, so that every run starts from the same demo shop. */
async function freshServerDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name '${name}'`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const handle = await createDatabase({ url: admin.toString(), poolSize: 1 });
  try {
    await handle.db.execute(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await handle.db.execute(`CREATE DATABASE ${name}`);
  } finally {
    await handle.close();
  }
}

/** Variants that can be ordered, the first given stock enough for every add of the run. */
async function orderableVariants(app: FastifyInstance): Promise<string[]> {
  const rows = (
    await app.db.execute<{ id: string }>(`
      SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE p.is_published AND v.is_available AND v.min_order_quantity <= 1 AND v.order_quantity_step = 1
        AND EXISTS (SELECT 1 FROM warehouse_stock s WHERE s.variant_id = v.id AND s.quantity > 0)
      ORDER BY v.id LIMIT 3`)
  ).rows.map((row) => row.id);
  if (rows.length < 3) throw new Error('the demo catalogue has fewer than three orderable variants');
  await app.db.execute(
    `UPDATE warehouse_stock SET quantity = 10000000 WHERE variant_id = '${rows[0]}' AND quantity > 0`,
  );
  return rows;
}

async function main() {
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/`;
  const baseline = await measure({ url: helloUrl });
  console.log(
    `\nbaseline: bare Fastify hello-world ${baseline.rps.toFixed(0)} req/s, p50 ${baseline.p50} ms`,
  );
  console.log(
    `${DURATION_S}s per target, ${CONNECTIONS} connections (one shopper each), 2 cores shared by load and server\n`,
  );
  console.log(
    'database'.padEnd(12),
    'target'.padEnd(34),
    'req/s'.padStart(8),
    'ratio'.padStart(8),
    'p50 ms'.padStart(8),
    'p97.5 ms'.padStart(9),
  );

  const targets: [string, string | undefined][] = [['PGlite', undefined]];
  try {
    await freshServerDatabase(SERVER_URL);
    targets.push(['PostgreSQL', SERVER_URL]);
  } catch (error) {
    console.log(`(no PostgreSQL server at ${SERVER_URL}: ${(error as Error).message}; embedded only)`);
  }

  for (const [database, url] of targets) {
    const { app, base } = await shop(url);
    const variants = await orderableVariants(app);
    const shoppers: Shopper[] = [];
    for (let n = 0; n < CONNECTIONS; n += 1) shoppers.push(await newShopper(base, variants));
    const rows: [string, Figures][] = [
      ['cart summary (GET, 3 lines)', await measure({ url: `${base}/api/v1/shoppingcarts` }, shoppers)],
      [
        'add to cart (POST, +1 on a line)',
        await measure(
          {
            url: `${base}/api/v1/catalog/products/addtocart`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ProductVariantId: variants[0], Quantity: 1 }),
          },
          shoppers,
        ),
      ],
    ];
    for (const [name, figures] of rows)
      console.log(
        database.padEnd(12),
        name.padEnd(34),
        figures.rps.toFixed(0).padStart(8),
        `${(figures.rps / baseline.rps).toFixed(3)}×`.padStart(8),
        String(figures.p50).padStart(8),
        String(figures.p97).padStart(9),
      );
    await app.close();
  }
  await hello.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
