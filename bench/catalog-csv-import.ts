/**
 * Catalogue CSV import benchmark (ADR 040): products per second at 10,000 rows, and the peak
 * resident memory of the gateway importing 10,000 rows against 1,000, to show that the import
 * streams (memory flat in the file's size). Each import runs in a fresh child process on a fresh
 * database, so its peak RSS is its own: by default a new database on the PostgreSQL server, so
 * that the process's memory is the gateway's alone (the embedded database's own cache would grow
 * with the catalogue it holds, whatever the import does). Figures are printed as ratios against baselines
 * measured in the same run: a bare csv-parse pass over the same file (throughput) and the idle
 * gateway's peak RSS before the import (memory). Prints figures; asserts nothing.
 *
 *   pnpm --filter @vitrine/bench bench:csv
 *
 * BENCH_CSV_ROWS (default 10000) and BENCH_CSV_SMALL_ROWS (default 1000) change the two sizes;
 * BENCH_CSV_DATABASE_URL the server (default postgres://postgres@127.0.0.1:5432/postgres; `pglite`:
 * the embedded database).
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, DEMO_STAFF, prepareShop } from '../apps/api-gateway/src/build-server';
import { loadConfig } from '../apps/api-gateway/src/config';
import { exportHeader } from '../apps/api-gateway/src/modules/catalog/catalog-csv-format';
import { createTestDatabase } from '../packages/db/src/index';

// The gateway's own parser, as the gateway resolves it (the baseline is the same library's bare pass).
const { parse } = createRequire(new URL('../apps/api-gateway/package.json', import.meta.url))(
  'csv-parse',
) as {
  parse(options: { bom: boolean }): NodeJS.ReadWriteStream & AsyncIterable<unknown>;
};

const LARGE = Number(process.env.BENCH_CSV_ROWS ?? 10_000);
const SMALL = Number(process.env.BENCH_CSV_SMALL_ROWS ?? 1_000);
const MANAGE = '/api/v1/backoffice/catalog/manage';
const SERVER = process.env.BENCH_CSV_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface ChildFigures {
  rows: number;
  seconds: number;
  idleMaxRssMb: number;
  maxRssMb: number;
  created: number;
  errors: number;
}

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** `rows` products of one variant each, in fr and nl, with a tier and a count in the first warehouse. */
function writeFile(rows: number, categoryId: string, warehouse: string, file: string) {
  const header = exportHeader([warehouse]).filter((column) => !/\.(es|de|it|pt)$/.test(column));
  const lines = [header.join(',')];
  for (let i = 1; i <= rows; i += 1) {
    const cells: Record<string, string> = {
      Reference: `BENCH-${i}`,
      Sku: `BENCH-${i}-A`,
      Status: 'unpublished',
      CategoryId: categoryId,
      TaxClass: 'standard',
      WeightGrams: '250',
      IsAvailable: 'true',
      UnitPrice: `${(5 + (i % 90)).toFixed(2)}`,
      Tiers: '10=4.50',
      MinOrderQuantity: '1',
      OrderQuantityStep: '1',
      MaxOrderQuantity: '0',
      'Name.fr': `Produit de banc ${i}`,
      'Slug.fr': `produit-de-banc-${i}`,
      'Description.fr': 'Une description, avec "guillemets"\n\net deux paragraphes.',
      'Name.nl': `Bankproduct ${i}`,
      'Slug.nl': `bankproduct-${i}`,
      [`Stock.${warehouse}`]: String(i % 20),
    };
    lines.push(header.map((column) => quote(cells[column] ?? '')).join(','));
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
}

function cookieOf(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

const maxRssMb = () => process.resourceUsage().maxRSS / 1024;

/**
 * The file as one multipart part, streamed from disk over plain HTTP with no time limit: an import
 * of 10,000 products answers after longer than fetch waits for headers.
 */
function postFile(url: string, file: string, headers: Record<string, string>) {
  const boundary = `----vitrine-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalogue.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + statSync(file).size + tail.length),
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('error', reject);
    request.write(head);
    const body = createReadStream(file);
    body.on('error', reject);
    body.on('end', () => request.end(tail));
    body.pipe(request, { end: false });
  });
}

/** One import in this process: a fresh shop, the staff signed in, the file streamed over HTTP. */
async function child(rows: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-csv-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-that-is-long-enough-for-hmac-0123456789',
    DEMO_PRODUCTS: '5',
  });
  const database = await createTestDatabase(SERVER === 'pglite' ? undefined : SERVER);
  const app = await buildServer({ config, database: database.handle, logger: false });
  await prepareShop(app, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const jar = new Map<string, string>();
  let cookie = '';
  const token = async () => {
    const response = await fetch(`${base}/api/v1/security/antiforgery`, { headers: { cookie } });
    cookie = cookieOf(jar, response);
    return ((await response.json()) as { Token: string }).Token;
  };
  const staff = DEMO_STAFF.find((account) => account.roles.includes('catalogue' as never));
  if (!staff) throw new Error('no demo catalogue staff');
  const login = await fetch(`${base}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': await token(), cookie },
    body: JSON.stringify({ Email: staff.email, Password: staff.password }),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status}`);
  cookie = cookieOf(jar, login);
  const options = (await (await fetch(`${base}${MANAGE}/options`, { headers: { cookie } })).json()) as {
    Categories: { Id: string }[];
    Warehouses: { Code: string }[];
  };
  const file = path.join(dataDir, `catalogue-${rows}.csv`);
  writeFile(rows, options.Categories[0]?.Id ?? '', options.Warehouses[0]?.Code ?? 'BXL', file);

  // Baseline: the bare parser over the same file.
  const parseStart = performance.now();
  let parsed = 0;
  for await (const _ of createReadStream(file).pipe(parse({ bom: true }))) parsed += 1;
  const parseSeconds = (performance.now() - parseStart) / 1000;

  const idle = maxRssMb();
  const start = performance.now();
  const answer = await postFile(`${base}${MANAGE}/csv/import?dryRun=false`, file, {
    'x-csrf-token': await token(),
    cookie,
  });
  const seconds = (performance.now() - start) / 1000;
  const report = JSON.parse(answer.body) as { Created: number; ErrorCount: number };
  if (answer.status !== 200) throw new Error(`import: ${answer.status} ${answer.body}`);
  const figures: ChildFigures & { parseSeconds: number; parsed: number } = {
    rows,
    seconds,
    idleMaxRssMb: idle,
    maxRssMb: maxRssMb(),
    created: report.Created,
    errors: report.ErrorCount,
    parseSeconds,
    parsed,
  };
  await app.close();
  await database.dispose();
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

function run(rows: number) {
  const output = execFileSync(
    process.execPath,
    [...process.execArgv, import.meta.filename, '--child', String(rows)],
    {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const last = output.trim().split('\n').at(-1) ?? '{}';
  return JSON.parse(last) as ChildFigures & { parseSeconds: number; parsed: number };
}

async function main() {
  const childAt = process.argv.indexOf('--child');
  if (childAt >= 0) return child(Number(process.argv[childAt + 1]));
  console.log(
    `Catalogue CSV import: ${SMALL} and ${LARGE} rows (one variant each), a fresh ${SERVER === 'pglite' ? 'embedded' : 'server'} database each`,
  );
  const small = run(SMALL);
  const large = run(LARGE);
  for (const figures of [small, large]) {
    const perSecond = figures.created / figures.seconds;
    const parsePerSecond = figures.parsed / figures.parseSeconds;
    console.log(
      `${String(figures.rows).padStart(6)} rows: ${perSecond.toFixed(1)} products/s ` +
        `(bare csv-parse pass: ${parsePerSecond.toFixed(0)} rows/s; import = 1/${(parsePerSecond / perSecond).toFixed(0)} of it), ` +
        `${figures.seconds.toFixed(1)} s, ${figures.errors} bad rows; peak RSS ${figures.maxRssMb.toFixed(0)} MB ` +
        `(idle gateway ${figures.idleMaxRssMb.toFixed(0)} MB: ×${(figures.maxRssMb / figures.idleMaxRssMb).toFixed(2)})`,
    );
  }
  const growth = large.maxRssMb - large.idleMaxRssMb;
  const smallGrowth = small.maxRssMb - small.idleMaxRssMb;
  console.log(
    `Memory: ${LARGE / SMALL}× the rows → peak RSS ×${(large.maxRssMb / small.maxRssMb).toFixed(2)} ` +
      `(growth over idle: ${smallGrowth.toFixed(0)} MB at ${SMALL} rows, ${growth.toFixed(0)} MB at ${LARGE})`,
  );
}

await main();
