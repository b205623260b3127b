/**
 * Catalogue benchmark (issue 4): on a BENCH_PRODUCTS-product catalogue (100,000 by default) in a
 * dedicated PostgreSQL database, the throughput and latency of the catalogue API calls and SSR
 * pages as a ratio of a bare Fastify hello-world measured in the same run, the issue's targets
 * with PASS/MISS words, and EXPLAIN (ANALYZE, BUFFERS) of the real SQL of each query shape.
 * Prints figures; asserts nothing (exit code 0 whatever the figures).
 *
 *   pnpm --filter @vitrine/bench run bench:catalog      (SSR figures need `pnpm build` first)
 *
 * Environment: BENCH_PRODUCTS (100000), BENCH_SECONDS (5 per target), BENCH_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/vitrine_bench), BENCH_DATA_DIR (<tmpdir>/vitrine-bench-data).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildServer, prepareShop, resolveWebBuilds } from '../apps/api-gateway/src/build-server';
import { loadConfig } from '../apps/api-gateway/src/config';
import { buildFacetIndex } from '../apps/api-gateway/src/modules/catalog/facet-index';
import { listingRepository } from '../apps/api-gateway/src/modules/catalog/listing-repository';
import { createDatabase } from '../packages/db/src/index';
import { BENCH_DATA_DIR, BENCH_DATABASE_URL, prepareCatalogDatabase, queryOf } from './catalog-db';
import { type PlanNode, type QueryablePool, type Statement, sqlRecorder, walk } from './sql-plans';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Uncached listings recompute the facet counts of their scope on every request (seconds each at
 * 100,000 products), so a few seconds would hold a handful of answers: they run longer.
 */
const UNCACHED_DURATION_S = Math.max(DURATION_S, Number(process.env.BENCH_UNCACHED_SECONDS ?? 15));
/** Longest wait for the previous target's abandoned requests to finish before the next one. */
const DRAIN_LIMIT_MS = 180_000;
const CONNECTIONS = 10;
const HOST = '127.0.0.1';

// ---------------------------------------------------------------------------------------------
// Load

interface Figures {
  rps: number;
  requests: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  errors: number;
  non2xx: number;
  distinctUrls: number;
  /** Mean response size in bytes (body and headers, uncompressed). */
  bytes: number;
  /** One request alone on an idle server, before the load (ms); NaN for the baseline. */
  alone: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/**
 * autocannon against one target for DURATION_S seconds. `next` gives the path of each request
 * (rotating URLs keep the facet cache out of the uncached figures). Latency percentiles come from
 * every response time (autocannon's own histogram has no p95).
 */
async function measure(
  origin: string,
  next: () => string,
  headers: Record<string, string> = {},
  duration = DURATION_S,
) {
  const times: number[] = [];
  const urls = new Set<string>();
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration,
        timeout: 60,
        headers: { 'accept-encoding': 'identity', ...headers },
        requests: [
          {
            setupRequest: (request) => {
              const target = next();
              urls.add(target);
              return { ...request, path: target };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance?.on('response', (_client, _status, _bytes, responseTime) => {
    times.push(responseTime);
  });
  const result = await done;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p975: percentile(times, 97.5),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    distinctUrls: urls.size,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : Number.NaN,
    alone: Number.NaN,
  } satisfies Figures;
}

const fixed = (url: string) => () => url;
function rotate(urls: string[]): () => string {
  let i = 0;
  return () => urls[i++ % urls.length] as string;
}

/** Waits until no other session of the benchmark database is busy; returns the milliseconds waited. */
async function drain(url: string): Promise<number> {
  const started = performance.now();
  const handle = await createDatabase({ url, poolSize: 1 });
  const query = queryOf(handle);
  try {
    let quiet = 0;
    while (quiet < 2 && performance.now() - started < DRAIN_LIMIT_MS) {
      const [row] = await query(`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`);
      quiet = Number(row?.n ?? 0) === 0 ? quiet + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await handle.close();
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  return performance.now() - started;
}

// ---------------------------------------------------------------------------------------------
// Sample data: real ids, slugs and words of the seeded catalogue

interface Sample {
  productIds: string[];
  slugs: string[];
  /** Categories with products, largest subtree first. */
  categories: { id: string; depth: number; products: number }[];
  brands: string[];
  colour: { attributeId: string; values: string[] };
  /** Words of the French names, most frequent first. */
  words: { word: string; products: number }[];
}

async function sampleCatalog(url: string): Promise<Sample> {
  const handle = await createDatabase({ url, poolSize: 2 });
  const query = queryOf(handle);
  try {
    const products = await query(`
      SELECT p.id, t.slug FROM products p
        JOIN product_translations t ON t.product_id = p.id AND t.culture = 'fr'
       WHERE p.is_published ORDER BY md5(p.id::text) LIMIT 500`);
    const categories = await query(`
      SELECT c.id, array_length(string_to_array(trim(both '/' from c.path), '/'), 1) AS depth,
             (SELECT count(*) FROM products p JOIN categories c2 ON c2.id = p.category_id
               WHERE c2.path LIKE c.path || '%')::int AS products
        FROM categories c WHERE c.is_published ORDER BY products DESC, c.id`);
    const brands = await query(`
      SELECT brand_id AS id FROM products WHERE brand_id IS NOT NULL
       GROUP BY brand_id ORDER BY count(*) DESC, brand_id`);
    const colours = await query(`
      SELECT a.id AS attribute_id, av.id AS value_id FROM attributes a
        JOIN attribute_values av ON av.attribute_id = a.id
       WHERE a.display_type = 'Square' ORDER BY a.id, av.id`);
    const words = await query(`
      SELECT word, ndoc::int AS products FROM ts_stat($$
        SELECT to_tsvector('simple', name) FROM product_translations WHERE culture = 'fr'$$)
       WHERE length(word) >= 4 AND word ~ '^[[:alpha:]]+$'
       ORDER BY ndoc DESC, word LIMIT 400`);
    const attributeId = String(colours[0]?.attribute_id ?? '');
    return {
      productIds: products.map((row) => String(row.id)),
      slugs: products.map((row) => String(row.slug)),
      categories: categories
        .filter((row) => Number(row.products) > 0)
        .map((row) => ({ id: String(row.id), depth: Number(row.depth), products: Number(row.products) })),
      brands: brands.map((row) => String(row.id)),
      colour: {
        attributeId,
        values: colours.filter((row) => row.attribute_id === attributeId).map((row) => String(row.value_id)),
      },
      words: words.map((row) => ({ word: String(row.word), products: Number(row.products) })),
    };
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN of the real SQL of a request (recorded by sql-plans.ts)

function describe(node: PlanNode): string {
  const on = node['Index Name']
    ? ` using ${node['Index Name']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`
    : node['Relation Name']
      ? ` on ${node['Relation Name']}`
      : '';
  const loops = (node['Actual Loops'] ?? 1) > 1 ? ` ×${node['Actual Loops']} loops` : '';
  return `${node['Node Type']}${on} (rows ${node['Actual Rows'] ?? '?'}${loops}, ${node['Actual Total Time']?.toFixed(1) ?? '?'} ms)`;
}

const BIG_TABLES = new Set(['products', 'product_translations']);
/** A Seq Scan reading more rows than this on any other table also counts against "index use". */
const LARGE_SCAN_ROWS = 10_000;

/** EXPLAIN (ANALYZE, BUFFERS) of the statements of one request, in a transaction that is rolled back. */
async function explainRequest(
  url: string,
  title: string,
  statements: Statement[],
  focus: (text: string) => boolean,
) {
  const handle = await createDatabase({ url, poolSize: 1 });
  // One connection: BEGIN, the request's set_config (work_mem, similarity threshold), then EXPLAIN.
  type PgClient = {
    query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
    release: () => void;
  };
  const pool = (handle.db as unknown as { $client: { connect: () => Promise<PgClient> } }).$client;
  const client = await pool.connect();
  const verdicts: string[] = [];
  try {
    await client.query('BEGIN');
    for (const statement of statements) {
      if (/^\s*select set_config/i.test(statement.text)) {
        await client.query(statement.text, statement.values);
        continue;
      }
      if (!/^\s*(select|with)/i.test(statement.text)) continue;
      const isFocus = focus(statement.text);
      const rows = await client.query(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`,
        statement.values,
      );
      const plan = (
        (rows.rows[0]?.['QUERY PLAN'] ?? []) as { Plan: PlanNode; 'Execution Time': number }[]
      )[0];
      if (!plan) continue;
      const indexes = new Set<string>();
      const seqScans: { table: string; rows: number }[] = [];
      walk(plan.Plan, (node) => {
        if (node['Index Name']) indexes.add(`${node['Node Type']} ${node['Index Name']}`);
        if (node['Node Type'] === 'Seq Scan' && node['Relation Name'])
          seqScans.push({
            table: node['Relation Name'],
            // Rows read: returned plus filtered out, over every loop (parallel workers included).
            rows:
              ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) *
              (node['Actual Loops'] ?? 1),
          });
      });
      const hit = plan.Plan['Shared Hit Blocks'] ?? 0;
      const read = plan.Plan['Shared Read Blocks'] ?? 0;
      const scanText = (list: typeof seqScans) =>
        list.map((scan) => `${scan.table} (${scan.rows} rows read)`).join(', ');
      const bigSeq = seqScans.filter((scan) => BIG_TABLES.has(scan.table));
      const largeSeq = seqScans.filter((scan) => !BIG_TABLES.has(scan.table) && scan.rows > LARGE_SCAN_ROWS);
      const oneLine = statement.text.replace(/\s+/g, ' ').trim();
      const verdict =
        bigSeq.length > 0
          ? `SEQ SCAN on ${scanText(bigSeq)}`
          : largeSeq.length > 0
            ? `SEQ SCAN on ${scanText(largeSeq)} (products/product_translations by index)`
            : indexes.size > 0
              ? 'index use, no large Seq Scan'
              : 'no index (small tables only), no large Seq Scan';
      if (isFocus) {
        console.log(`\n  [${title}] ${oneLine.slice(0, 160)}${oneLine.length > 160 ? '…' : ''}`);
        console.log(`    execution ${plan['Execution Time'].toFixed(1)} ms, buffers hit ${hit} read ${read}`);
        walk(plan.Plan, (node, depth) => {
          if (depth <= 3) console.log(`    ${'  '.repeat(depth)}${describe(node)}`);
        });
        console.log(`    indexes: ${[...indexes].join(', ') || 'none'}`);
        console.log(`    seq scans: ${scanText(seqScans) || 'none'}`);
        console.log(`    verdict: ${verdict}`);
        verdicts.push(`${title}: ${verdict} (${plan['Execution Time'].toFixed(1)} ms)`);
      } else {
        // Every statement of the request is held to the same rule, not only the one shown in full.
        if (bigSeq.length + largeSeq.length > 0)
          verdicts.push(
            `${title} (${oneLine.slice(0, 40)}…): ${verdict} (${plan['Execution Time'].toFixed(1)} ms)`,
          );
        console.log(
          `  (${title}, other) ${plan['Execution Time'].toFixed(1).padStart(7)} ms  ${bigSeq.length + largeSeq.length ? 'SEQ ' : indexes.size ? 'idx ' : '    '} ${oneLine.slice(0, 100)}`,
        );
      }
    }
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
    await handle.close();
  }
  return verdicts;
}

// ---------------------------------------------------------------------------------------------

const pad = (value: string, width: number) => value.padStart(width);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');

async function main() {
  const startedAt = new Date();
  console.log(`catalogue benchmark, ${startedAt.toISOString()}`);
  const prepared = await prepareCatalogDatabase();
  const sample = await sampleCatalog(BENCH_DATABASE_URL);
  console.log(
    `catalogue: ${prepared.products} products, ${sample.categories.length} categories with products, ${sample.brands.length} brands, ${sample.colour.values.length} colours; search word '${sample.words[0]?.word}' in ${sample.words[0]?.products} French names`,
  );

  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: HOST });
  const helloOrigin = `http://${HOST}:${(hello.server.address() as { port: number }).port}`;

  const web = resolveWebBuilds();
  const hasBuilds = existsSync(path.join(web.storefrontBuildDir, 'server'));
  if (!hasBuilds) console.log('storefront build missing: SSR figures skipped (run `pnpm build` first)');
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: BENCH_DATABASE_URL,
    DATA_DIR: BENCH_DATA_DIR,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
    DEMO_PRODUCTS: '0',
  });
  const app = await buildServer({ config, ...(hasBuilds ? { web } : {}), logger: false });
  // The staff account, demo pages and settings (the SSR layout reads them); no demo catalogue.
  await prepareShop(app, config);
  const recorder = sqlRecorder((app.db as unknown as { $client: QueryablePool }).$client);
  await app.listen({ port: 0, host: HOST });
  const origin = `http://${HOST}:${(app.server.address() as { port: number }).port}`;

  // Query strings of each target.
  const api = '/api/v1/catalog';
  const q = (params: Record<string, string | number | undefined>) =>
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
      .join('&');
  /** A PriceMin far below the cheapest price: the same products, another cache key. */
  const noOpPrice = (i: number) => (i === 0 ? {} : { PriceMin: i / 100_000 });
  const filterParam = (filter: object) => (Object.keys(filter).length ? JSON.stringify(filter) : undefined);
  const category = sample.categories.find((c) => c.depth === 1) ?? sample.categories[0];
  const topWord = sample.words[0]?.word ?? 'chaise';
  const secondWord = sample.words[1]?.word ?? topWord;
  // Two letters of the top word swapped: one typo, which the search corrects (ADR 012).
  const typo = `${topWord.slice(0, 1)}${topWord.slice(2, 3)}${topWord.slice(1, 2)}${topWord.slice(3)}`;
  const brand = sample.brands[0] ?? '';
  const colourValue = sample.colour.values[0] ?? '';
  const colourFilter = (value: string, brandId: string, i = 0) => ({
    Brands: [brandId],
    ProductAttributes: { [sample.colour.attributeId]: [value] },
    ...noOpPrice(i),
  });
  /** Unique URLs by construction: the i-th is never a cache hit within a run. */
  const uncached = (make: (i: number) => string) => {
    let i = 0;
    return () => make(i++);
  };

  const targets: {
    key: string;
    name: string;
    cache: 'cached' | 'uncached' | '';
    next: () => string;
    ssr?: boolean;
  }[] = [
    {
      key: 'listing',
      name: 'listing, default sort',
      cache: 'cached',
      next: fixed(`${api}/fr/products`),
    },
    {
      key: 'listing-uncached',
      name: 'listing, default sort',
      cache: 'uncached',
      next: uncached(
        (i) => `${api}/fr/products?${q({ filter: filterParam(noOpPrice(i + 1)), pageindex: (i % 20) + 1 })}`,
      ),
    },
    {
      key: 'category',
      name: 'category listing (subtree)',
      cache: 'cached',
      next: fixed(`${api}/fr/products?${q({ categoryId: category?.id })}`),
    },
    {
      key: 'category-uncached',
      name: 'category listing (subtree)',
      cache: 'uncached',
      next: uncached((i) => {
        const c = sample.categories[i % sample.categories.length];
        const round = Math.floor(i / sample.categories.length);
        return `${api}/fr/products?${q({ categoryId: c?.id, filter: filterParam(noOpPrice(round)) })}`;
      }),
    },
    {
      key: 'filtered',
      name: 'filtered listing (colour+brand)',
      cache: 'cached',
      next: fixed(`${api}/fr/products?${q({ filter: JSON.stringify(colourFilter(colourValue, brand)) })}`),
    },
    {
      key: 'filtered-uncached',
      name: 'filtered listing (colour+brand)',
      cache: 'uncached',
      next: uncached((i) => {
        const n = sample.colour.values.length * sample.brands.length;
        const value = sample.colour.values[i % sample.colour.values.length] ?? '';
        const brandId =
          sample.brands[Math.floor(i / sample.colour.values.length) % sample.brands.length] ?? '';
        return `${api}/fr/products?${q({ filter: JSON.stringify(colourFilter(value, brandId, Math.floor(i / n))) })}`;
      }),
    },
    {
      // Measured on both sides of the searches: the search targets compare with the faster one.
      key: 'by-id-before',
      name: 'product by id (before the searches)',
      cache: '',
      next: rotate(sample.productIds.map((id) => `${api}/products/${id}/productvariants?culture=fr`)),
    },
    {
      key: 'search',
      name: `search q=${topWord}`,
      cache: 'cached',
      next: fixed(`${api}/fr/products?${q({ q: topWord })}`),
    },
    {
      key: 'search-uncached',
      name: `search, ${sample.words.length} words rotating`,
      cache: 'uncached',
      next: uncached((i) => {
        const word = sample.words[i % sample.words.length]?.word ?? topWord;
        const round = Math.floor(i / sample.words.length);
        return `${api}/fr/products?${q({ q: word, filter: filterParam(noOpPrice(round)) })}`;
      }),
    },
    {
      // Every request a text never searched before (a word minus another: about as many matches
      // as the word alone), so that neither the answer nor the search's matches are cached.
      key: 'search-cold',
      name: 'search, word -other rotating',
      cache: 'uncached',
      next: uncached((i) => {
        const n = sample.words.length;
        const word = sample.words[i % n]?.word ?? topWord;
        const other = sample.words[((i % n) + 1 + (Math.floor(i / n) % (n - 1))) % n]?.word ?? secondWord;
        return `${api}/fr/products?${q({ q: `${word} -${other}` })}`;
      }),
    },
    {
      key: 'suggestions',
      name: 'suggestions q=cha',
      cache: '',
      next: fixed(`${api}/search/suggestions?q=cha&culture=fr`),
    },
    {
      key: 'by-id',
      name: 'product by id (productvariants)',
      cache: '',
      next: rotate(sample.productIds.map((id) => `${api}/products/${id}/productvariants?culture=fr`)),
    },
    {
      key: 'by-slug',
      name: 'product by slug',
      cache: '',
      next: rotate(sample.slugs.map((slug) => `${api}/fr/products/by-slug?${q({ slug })}`)),
    },
  ];
  if (hasBuilds) {
    targets.push(
      { key: 'ssr-catalog', name: 'SSR /fr/catalog', cache: 'cached', next: fixed('/fr/catalog'), ssr: true },
      {
        key: 'ssr-product',
        name: 'SSR /fr/p/<slug>',
        cache: '',
        next: rotate(sample.slugs.map((slug) => `/fr/p/${encodeURIComponent(slug)}`)),
        ssr: true,
      },
    );
  }

  // -------------------------------------------------------------------------------------------
  // EXPLAIN first, on a cold facet cache, so that the facet-count statements are captured too.
  {
    // The facet index is built once per instance (at start-up, then when the catalogue changes).
    const repository = listingRepository(app.db);
    const t0 = performance.now();
    const rows = await repository.facetIndexRows();
    const t1 = performance.now();
    const index = await buildFacetIndex(rows, await repository.valueAttributes());
    const t2 = performance.now();
    // Counting the whole catalogue, with and without a price choice (two facets' worth in one pass).
    const timings: number[] = [];
    for (let round = 0; round < 20; round++) {
      const t3 = performance.now();
      index.disjunctiveCounts({ culture: 'fr', priceMin: 1e-7 }, []);
      timings.push(performance.now() - t3);
    }
    timings.sort((a, b) => a - b);
    console.log(
      `\n== Facet index (ADR 008): ${index.size} products; read ${(t1 - t0).toFixed(0)} ms, built ${(t2 - t1).toFixed(0)} ms, ` +
        `about ${(index.approximateBytes / 1048576).toFixed(0)} MB; disjunctive counts of the whole catalogue ` +
        `fastest ${timings[0]?.toFixed(1)} ms, median ${timings[10]?.toFixed(1)} ms, slowest ${timings.at(-1)?.toFixed(1)} ms of 20`,
    );
  }
  console.log('\n== EXPLAIN (ANALYZE, BUFFERS) of the statements of one request per shape ==');
  const capture = async (url: string) => {
    let status = 0;
    const statements = await recorder.capture(async () => {
      status = (await app.inject({ method: 'GET', url })).statusCode;
    });
    if (status !== 200) console.log(`  ${url}: status ${status}`);
    return statements;
  };
  const pageQuery = (text: string) => /^\s*select p\.id from products p/i.test(text);
  // The facet index pages the default sorts (ADR 008): the SQL page query is left to the name
  // sorts, so the listing shapes ask for one to show its plan.
  const byName = { sort: 'name-asc' };
  const shapes: [string, string, (text: string) => boolean][] = [
    ['listing page (name sort)', `${api}/fr/products?${q(byName)}`, pageQuery],
    ['search', `${api}/fr/products?${q({ q: topWord })}`, (text) => text.includes('string_agg(s.product_id')],
    // Suggestions are the first results of the text's own search (ADR 012): its matches statement.
    [
      'suggestions',
      `${api}/search/suggestions?q=cha&culture=fr`,
      (text) => text.includes('string_agg(s.product_id'),
    ],
    // A text that matches nothing is corrected against the words of the names: their read, then the
    // corrected text's matches.
    [
      'search with a typo (did you mean)',
      `${api}/fr/products?${q({ q: typo })}`,
      (text) => text.includes('product_search_words') || text.includes('string_agg(s.product_id'),
    ],
    [
      'category subtree (name sort)',
      `${api}/fr/products?${q({ categoryId: category?.id, ...byName })}`,
      (text) => pageQuery(text) && text.includes('category_ids &&'),
    ],
    [
      'filtered (colour+brand, name sort)',
      `${api}/fr/products?${q({ filter: JSON.stringify(colourFilter(colourValue, brand)), ...byName })}`,
      pageQuery,
    ],
    ['variations', `${api}/products/${sample.productIds[0]}/productvariants?culture=fr`, () => true],
    [
      'listing, default sort (no page query: the facet index pages it)',
      `${api}/fr/products?${q({ filter: JSON.stringify({ PriceMin: 1e-7 }) })}`,
      () => false,
    ],
  ];
  const verdicts: string[] = [];
  for (const [title, url, focus] of shapes) {
    const statements = await capture(url);
    verdicts.push(...(await explainRequest(BENCH_DATABASE_URL, title, statements, focus)));
  }

  // -------------------------------------------------------------------------------------------
  console.log(
    `\n== Load: ${DURATION_S} s per target, ${CONNECTIONS} connections, load generator and server on the same 2 shared cores ==`,
  );
  const helloBefore = await measure(helloOrigin, fixed('/'));
  const results = new Map<string, Figures>();
  const drains: string[] = [];
  for (const target of targets) {
    // A cached figure starts with the scope's counts in the cache; an uncached one never hits it.
    // One request alone first: its latency without load (for a cached target it fills the cache).
    const t0 = performance.now();
    await app.inject({ method: 'GET', url: target.next() });
    const alone = performance.now() - t0;
    const measured = await measure(
      origin,
      target.next,
      {},
      target.cache === 'uncached' ? UNCACHED_DURATION_S : DURATION_S,
    );
    const figures = { ...measured, alone };
    results.set(target.key, figures);
    // autocannon stops at the deadline, the server does not: let the requests it left behind
    // finish so that they do not weigh on the next target.
    const drained = await drain(BENCH_DATABASE_URL);
    if (drained > 1000)
      drains.push(`${target.name} (${target.cache || '-'}): ${(drained / 1000).toFixed(1)} s`);
    process.stdout.write('.');
  }
  const helloAfter = await measure(helloOrigin, fixed('/'));
  process.stdout.write('\n');
  const helloRps = (helloBefore.rps + helloAfter.rps) / 2;

  console.log(
    `\nbaseline: bare Fastify hello-world ${helloBefore.rps.toFixed(0)} req/s before, ${helloAfter.rps.toFixed(0)} after; ratios use the mean ${helloRps.toFixed(0)}`,
  );
  const header = [
    'target'.padEnd(40),
    'cache'.padEnd(9),
    pad('req/s', 8),
    pad('ratio', 8),
    pad('p50', 6),
    pad('p95', 6),
    pad('p97.5', 6),
    pad('p99', 6),
    pad('reqs', 6),
    pad('urls', 6),
    pad('non2xx', 7),
    pad('alone', 6),
    pad('KB', 6),
  ];
  console.log(header.join(' '));
  const row = (name: string, cache: string, f: Figures) =>
    console.log(
      [
        name.padEnd(40),
        cache.padEnd(9),
        pad(f.rps.toFixed(1), 8),
        pad(`${(f.rps / helloRps).toFixed(4)}×`, 8),
        pad(ms(f.p50), 6),
        pad(ms(f.p95), 6),
        pad(ms(f.p975), 6),
        pad(ms(f.p99), 6),
        pad(String(f.requests), 6),
        pad(String(f.distinctUrls), 6),
        pad(String(f.non2xx + f.errors), 7),
        pad(ms(f.alone), 6),
        pad(Number.isFinite(f.bytes) ? (f.bytes / 1024).toFixed(1) : '-', 6),
      ].join(' '),
    );
  row('hello-world (baseline, before)', '', helloBefore);
  row('hello-world (baseline, after)', '', helloAfter);
  for (const target of targets) row(target.name, target.cache, results.get(target.key) as Figures);
  console.log(
    'latencies in ms over every response; urls: distinct URLs asked (uncached: one per request); alone: one request on the idle server (ms, uncached: a fresh scope); KB: mean response size',
  );
  console.log(
    `uncached targets ran ${UNCACHED_DURATION_S} s; waits for abandoned requests after a target: ${drains.join('; ') || 'none over 1 s'}`,
  );

  // -------------------------------------------------------------------------------------------
  console.log(`\n== Targets of issue 4 (${prepared.products} products; printed, not asserted) ==`);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  /** Each target's figures and name, for the lines below. */
  const rows = (keys: string[]) =>
    keys.map((key) => ({ f: results.get(key) as Figures, target: targets.find((t) => t.key === key) }));
  for (const { f, target } of rows([
    'listing',
    'listing-uncached',
    'category',
    'category-uncached',
    'filtered',
    'filtered-uncached',
  ])) {
    const ratio = f.rps / helloRps;
    console.log(
      `${verdict(ratio >= 0.15)}  ${target?.name} (${target?.cache}) ≥ 0.15× hello-world: ${ratio.toFixed(4)}×`,
    );
  }
  const byIdRuns = [results.get('by-id-before') as Figures, results.get('by-id') as Figures];
  const byId = byIdRuns.reduce((best, run) => (run.p95 < best.p95 ? run : best));
  console.log(
    `      product by id p95: ${byIdRuns.map((run) => `${ms(run.p95)} ms`).join(' before the searches, ')} after; the searches compare with ${ms(byId.p95)} ms`,
  );
  for (const { f, target } of rows(['search', 'search-uncached', 'search-cold'])) {
    const ratio = f.p95 / byId.p95;
    console.log(
      `${verdict(ratio <= 5)}  ${target?.name} (${target?.cache}) p95 ≤ 5× product-by-id p95: ${ms(f.p95)} ms vs ${ms(byId.p95)} ms = ${ratio.toFixed(2)}×`,
    );
  }
  for (const line of verdicts) {
    console.log(`${line.includes('SEQ SCAN') ? 'MISS' : 'PASS'}  EXPLAIN ${line}`);
  }
  for (const { f, target } of rows([
    'listing-uncached',
    'category-uncached',
    'filtered-uncached',
    'search-uncached',
    'search-cold',
  ])) {
    console.log(
      `      ${target?.name} (uncached): ${(f.rps / byId.rps).toFixed(2)}× the throughput of product by id (${byId.rps.toFixed(0)} req/s, ${(byId.rps / helloRps).toFixed(4)}× hello-world: the ceiling of a request that reads PostgreSQL)`,
    );
  }
  if (hasBuilds) {
    const ssr = (key: string) => (results.get(key) as Figures).rps.toFixed(1);
    console.log(
      `SSR pages per second: /fr/catalog ${ssr('ssr-catalog')}, /fr/p/<slug> ${ssr('ssr-product')}`,
    );
  }

  await app.close();
  await hello.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
