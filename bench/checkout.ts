/**
 * Checkout benchmark (issue 13): the latency of placing an order while 20 shoppers check out at
 * once, on the embedded database and on the PostgreSQL server, as a ratio of "product by id" (one
 * product's variants, a few small indexed reads) measured in the same run with the same client and
 * the same 20 connections (machines here are noisy; ratios travel, absolute numbers do not).
 * Prints figures; asserts nothing.
 *
 *   pnpm --filter @vitrine/bench bench:checkout
 *
 * Every checkout is a guest of its own whose cart of three lines was filled before the clock
 * starts: the measured request is the order alone (the cart locked and priced again, the stock
 * rows locked and taken, the order, its lines, addresses and allocations written, the cart
 * emptied, the hold's job enqueued, in one transaction).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildServer, prepareShop } from '../apps/api-gateway/src/build-server';
import { loadConfig } from '../apps/api-gateway/src/config';
import { createDatabase } from '../packages/db/src/index';

const SHOPPERS = 20;
/** Orders measured per database; the product reads are measured as many times, before and after. */
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 400);
const LINES_PER_CART = 3;
/** Variants the carts draw their lines from: some contention on the stock rows, as in a real shop. */
const VARIANT_POOL = 30;

function serverUrl(): string | undefined {
  if (process.env.BENCH_CHECKOUT_DATABASE_URL) return process.env.BENCH_CHECKOUT_DATABASE_URL;
  if (!process.env.DATABASE_URL) return undefined;
  // A database of its own on that server, recreated each run: never the one DATABASE_URL names.
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/vitrine_bench_checkout';
  return url.toString();
}

interface Figures {
  count: number;
  rps: number;
  p50: number;
  p95: number;
  failures: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;

/**
 * `count` requests from `shoppers` loops, each sending its next request when its last answer is
 * read (a closed loop, as shoppers waiting for a page are). Latency: from the call to the last
 * byte of the answer.
 */
async function closedLoop(
  count: number,
  send: (index: number) => Promise<Response>,
  shoppers = SHOPPERS,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      for (let index = next++; index < count; index = next++) {
        const start = performance.now();
        const response = await send(index);
        await response.arrayBuffer();
        latencies.push(performance.now() - start);
        if (!response.ok) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    failures,
  };
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

interface Guest {
  cookie: string;
  token: string;
  form: Record<string, unknown>;
}

/** A guest with a cart of the given variants (one of each) and the checkout form for it. */
async function newGuest(base: string, variantIds: string[], n: number): Promise<Guest> {
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
  const cart = await fetch(`${base}/api/v1/shoppingcarts?culture=fr`, { headers: { cookie } });
  const { AmountTaxIncl } = (await cart.json()) as { AmountTaxIncl: number };
  return {
    cookie,
    token: await token(),
    form: {
      Email: `bench-${n}@vitrine.example`,
      AccountType: 'Private',
      BillingFirstName: 'Anna',
      BillingLastName: 'Peeters',
      BillingStreet1: 'Rue de la Loi',
      BillingHouseNumber: '16',
      BillingPostalCode: '1000',
      BillingCity: 'Bruxelles',
      BillingCountry: 'BE',
      SameAddressForShipping: true,
      ExpectedTotal: AmountTaxIncl,
    },
  };
}

async function shop(databaseUrl: string | undefined): Promise<{ app: FastifyInstance; base: string }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-bench-checkout-')),
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

/** Variants that can be ordered one at a time, given stock enough for every order of the run. */
async function orderableVariants(app: FastifyInstance): Promise<string[]> {
  const rows = (
    await app.db.execute<{ id: string }>(`
      SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE p.is_published AND v.is_available AND v.min_order_quantity <= 1 AND v.order_quantity_step = 1
        AND EXISTS (SELECT 1 FROM warehouse_stock s JOIN warehouses w ON w.id = s.warehouse_id
                    WHERE s.variant_id = v.id AND w.is_active)
      ORDER BY v.id LIMIT ${VARIANT_POOL}`)
  ).rows.map((row) => row.id);
  if (rows.length < LINES_PER_CART) throw new Error('the demo catalogue has too few orderable variants');
  await app.db.execute(`
    UPDATE warehouse_stock s SET quantity = 10000000 FROM warehouses w
    WHERE w.id = s.warehouse_id AND w.is_active AND s.variant_id IN (${rows.map((id) => `'${id}'`).join(', ')})`);
  return rows;
}

async function productIds(app: FastifyInstance): Promise<string[]> {
  return (
    await app.db.execute<{ id: string }>('SELECT id FROM products WHERE is_published ORDER BY id')
  ).rows.map((row) => row.id);
}

/** Fills `count` carts, `SHOPPERS` at a time (not measured). */
async function guests(base: string, variants: string[], count: number, from: number): Promise<Guest[]> {
  const made: Guest[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      for (let index = next++; index < count; index = next++) {
        const n = from + index;
        const lines = Array.from(
          { length: LINES_PER_CART },
          (_, line) => variants[(n * LINES_PER_CART + line) % variants.length] as string,
        );
        made[index] = await newGuest(base, [...new Set(lines)], n);
      }
    }),
  );
  return made;
}

const ms = (value: number) => value.toFixed(1);

async function main() {
  console.log(
    `\n${SHOPPERS} shoppers at once, ${CHECKOUTS} checkouts per database (carts of ${LINES_PER_CART} lines from ${VARIANT_POOL} variants), 2 cores shared by load and server`,
  );
  console.log(
    'p95 ratio: to product by id under the same load (one shopper: its own run; 20 shoppers: the faster of the runs before and after the checkouts)\n',
  );
  console.log(
    'database'.padEnd(12),
    'target'.padEnd(40),
    'n'.padStart(5),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'p95 ratio'.padStart(10),
    'non2xx'.padStart(7),
  );

  const targets: [string, string | undefined][] = [['PGlite', undefined]];
  const server = serverUrl();
  if (!server) console.log('(no DATABASE_URL nor BENCH_CHECKOUT_DATABASE_URL: embedded only)');
  else
    try {
      await freshServerDatabase(server);
      targets.push(['PostgreSQL', server]);
    } catch (error) {
      console.log(`(no PostgreSQL server at ${server}: ${(error as Error).message}; embedded only)`);
    }

  for (const [database, url] of targets) {
    const { app, base } = await shop(url);
    const variants = await orderableVariants(app);
    const products = await productIds(app);
    const byId = (index: number) =>
      fetch(
        `${base}/api/v1/catalog/products/${products[index % products.length]}/productvariants?culture=fr`,
      );
    const checkout = (guest: Guest) =>
      fetch(`${base}/api/v1/sales/orders?culture=fr`, {
        method: 'POST',
        headers: {
          cookie: guest.cookie,
          'x-csrf-token': guest.token,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(guest.form),
      });

    // Warm-up (not measured): each path compiled and its statements prepared once per connection.
    const warm = await guests(base, variants, SHOPPERS, 0);
    await closedLoop(SHOPPERS * 5, byId);
    await closedLoop(warm.length, (index) => checkout(warm[index] as Guest));

    // What one request costs with nobody else in the queue: the rest of a figure under load is waiting.
    const lone = await guests(base, variants, SHOPPERS, SHOPPERS);
    const byIdAlone = await closedLoop(SHOPPERS, byId, 1);
    const checkoutAlone = await closedLoop(SHOPPERS, (index) => checkout(lone[index] as Guest), 1);

    const carts = await guests(base, variants, CHECKOUTS, 2 * SHOPPERS);
    const before = await closedLoop(CHECKOUTS, byId);
    const orders = await closedLoop(CHECKOUTS, (index) => checkout(carts[index] as Guest));
    const after = await closedLoop(CHECKOUTS, byId);
    // As the catalogue benchmark does: the faster of the two product-by-id runs is the reference.
    const reference = before.p95 <= after.p95 ? before : after;
    const rows: [string, Figures, Figures][] = [
      ['product by id, one shopper', byIdAlone, byIdAlone],
      ['checkout, one shopper', checkoutAlone, byIdAlone],
      ['product by id (before the checkouts)', before, reference],
      ['checkout (POST /sales/orders, 3 lines)', orders, reference],
      ['product by id (after the checkouts)', after, reference],
    ];
    for (const [name, figures, against] of rows)
      console.log(
        database.padEnd(12),
        name.padEnd(40),
        String(figures.count).padStart(5),
        figures.rps.toFixed(0).padStart(8),
        ms(figures.p50).padStart(8),
        ms(figures.p95).padStart(8),
        `${(figures.p95 / against.p95).toFixed(2)}×`.padStart(10),
        String(figures.failures).padStart(7),
      );
    console.log(
      `${database.padEnd(12)} checkout p95 ${ms(orders.p95)} ms = ${(orders.p95 / reference.p95).toFixed(2)}× product-by-id p95 (${ms(reference.p95)} ms, the faster run); p50 ${ms(orders.p50)} ms = ${(orders.p50 / reference.p50).toFixed(2)}×\n`,
    );
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
