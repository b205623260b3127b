/**
 * Asset library benchmark. Prints three figures, each against a baseline measured in the same run
 * (the machines are shared and noisy):
 *
 *   (a) images per second through the gateway's upload pipeline: what an upload does before it
 *       answers (header check, EXIF orientation, thumbnail), what its job does after (re-encoded
 *       original, large rendition), and all three before the answer as uploads did until ADR 039,
 *       vs a bare sharp thumbnail resize of the same files, and vs the same three outputs made
 *       with bare sharp;
 *   (b) the folder listing route (first page, a deep page by cursor, two name searches, signed in,
 *       through Fastify) for a 50,000-asset folder vs a 50-asset folder, with the EXPLAIN ANALYZE of
 *       the statements the route really sends (recorded from the pool);
 *   (c) the gateway's peak RSS, in a process of its own, while a 5 MB and then a 50 MB file stream
 *       in over real HTTP, vs its idle RSS just before each.
 *
 * Asserts nothing; exit code 0 whatever the figures. The 50,050 listing rows are inserted once, in
 * one statement per folder, and reused by later runs; the temporary directory is removed and the
 * uploaded assets deleted at the end.
 *
 *   pnpm --filter @vitrine/bench run bench:assets
 *
 * Environment: BENCH_ASSETS_DATABASE_URL (postgres://postgres@127.0.0.1:5432/vitrine_bench_assets),
 * BENCH_IMAGES (12), BENCH_UPLOAD_MB (50), BENCH_ASSETS_PARTS (abc: which figures to print).
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
// sharp is the gateway's dependency, not the bench's: loaded from there.
import sharp from '../apps/api-gateway/node_modules/sharp/lib/index.js';
import { buildServer, prepareShop } from '../apps/api-gateway/src/build-server';
import { loadConfig } from '../apps/api-gateway/src/config';
import {
  checkImage,
  renderFullSize,
  renderRenditions,
  renderThumbnail,
} from '../apps/api-gateway/src/modules/assets-library/image-pipeline';
import { createDatabase, runMigrations } from '../packages/db/src/index';
import { type PlanNode, type QueryablePool, type Statement, sqlRecorder, walk } from './sql-plans';

const DATABASE_URL =
  process.env.BENCH_ASSETS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench_assets';
const IMAGES = Number(process.env.BENCH_IMAGES ?? 12);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 50);
/** A small file uploaded just as the large one: what the upload costs whatever its size. */
const SMALL_UPLOAD_MB = 5;
/** Which figures to print: any of a, b, c (all by default). */
const PARTS = process.env.BENCH_ASSETS_PARTS ?? 'abc';
const ROUNDS = 3;
const MAX_PIXELS = 40_000_000;
/** Sign-ins allowed per window; the bench's gateways are not there to be rate-limited. */
const LOGIN_RATE_LIMIT = 100_000;
const BIG_FOLDER = 50_000;
const SMALL_FOLDER = 50;
const BIG_ID = '00000000-0000-4000-8000-00000000b160';
const SMALL_ID = '00000000-0000-4000-8000-000000005a11';
/** The folder (c) uploads into; its assets are deleted after the run. */
const UPLOAD_FOLDER_ID = '00000000-0000-4000-8000-0000000000b1';
const here = path.dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-assets-'));

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

// ---------------------------------------------------------------------------------------------
// (a) image pipeline

async function photo(i: number): Promise<Buffer> {
  // A camera-sized JPEG with grain, so that neither encoder gets an easy flat image.
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 40 + i * 10, g: 120, b: 200 - i * 8 },
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The same three outputs made with bare sharp: the gateway's work without its code around it. */
async function bareThreeOutputs(file: string) {
  const { data } = await sharp(file).rotate().jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true });
  await Promise.all([
    sharp(data)
      .resize(1200, 1200, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer(),
    sharp(data)
      .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer(),
  ]);
}

async function pipelineFigures() {
  const files: string[] = [];
  for (let i = 0; i < IMAGES; i++) {
    const file = path.join(work, `photo-${i}.jpg`);
    writeFileSync(file, await photo(i));
    files.push(file);
  }
  const size = statSync(files[0] ?? '').size;
  const targets: [string, (file: string) => Promise<unknown>][] = [
    [
      'bare sharp thumbnail (320 px WebP)',
      (file) => sharp(file).resize(320, 320, { fit: 'inside' }).webp({ quality: 75 }).toBuffer(),
    ],
    ['bare sharp, the same three outputs', bareThreeOutputs],
    // What an upload runs on an image before it answers (ADR 039): the header check, the thumbnail.
    [
      'gateway upload answer (check + 320 px)',
      async (file) => {
        await checkImage(file, MAX_PIXELS);
        return renderThumbnail(file, MAX_PIXELS);
      },
    ],
    // What its job runs after the answer: the re-encoded original and the large rendition.
    [
      'gateway job after it (original + 1200 px)',
      (file) => renderFullSize(file, { maxPixels: MAX_PIXELS, mimeType: 'image/jpeg' }),
    ],
    // Everything before the answer, as uploads did until ADR 039 (turns and crops still do).
    [
      'gateway, all three before answering',
      async (file) => {
        await checkImage(file, MAX_PIXELS);
        return renderRenditions(file, { maxPixels: MAX_PIXELS, mimeType: 'image/jpeg' });
      },
    ],
  ];
  // Files one after the other, as an upload request handles them. The targets take turns, ROUNDS
  // times, so that a burst of outside load weighs on all of them; each keeps its median round.
  const rounds = targets.map(() => [] as number[]);
  for (const [, fn] of targets) await fn(files[0] ?? '');
  for (let round = 0; round < ROUNDS; round++)
    for (const [t, [, fn]] of targets.entries()) {
      const start = performance.now();
      for (const file of files) await fn(file);
      rounds[t]?.push(IMAGES / ((performance.now() - start) / 1000));
    }
  const perSecond = rounds.map(median);
  const [
    bare = Number.NaN,
    bareThree = Number.NaN,
    answer = Number.NaN,
    job = Number.NaN,
    gateway = Number.NaN,
  ] = perSecond;
  console.log(
    `\n(a) image pipeline: ${IMAGES} JPEGs of 4000×3000 (${fmt(size / 1024 / 1024)} MB each), one at a time, median of ${ROUNDS} interleaved rounds`,
  );
  for (const [t, [label]] of targets.entries())
    console.log(`    ${label.padEnd(46)}${fmt(perSecond[t] ?? Number.NaN).padStart(6)} images/s`);
  console.log(
    `    ratio upload answer / bare thumbnail          ${fmt(answer / bare, 2).padStart(6)}   (goal ≥ 0.8)`,
  );
  // Both halves one after the other: what the gateway spends on an image in all.
  const both = 1 / (1 / answer + 1 / job);
  console.log(`    ratio answer + job / bare three outputs       ${fmt(both / bareThree, 2).padStart(6)}`);
  console.log(
    `    ratio all three before answering / bare thumb ${fmt(gateway / bare, 2).padStart(6)}   (before ADR 039)`,
  );
  console.log(`    ratio all three before answering / bare three ${fmt(gateway / bareThree, 2).padStart(6)}`);
}

// ---------------------------------------------------------------------------------------------
// (b) listing

async function prepareDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.replace(/^\//, '');
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name '${name}'`);
  const server = new URL(DATABASE_URL);
  server.pathname = '/postgres';
  const admin = await createDatabase({ url: server.toString(), poolSize: 1 });
  try {
    const exists = await admin.db.execute(`SELECT 1 FROM pg_database WHERE datname = '${name}'`);
    if (!exists.rows.length) await admin.db.execute(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const handle = await createDatabase({ url: DATABASE_URL, poolSize: 2 });
  try {
    await runMigrations(handle);
    const counts = await handle.db.execute<{ big: number; small: number }>(`
      SELECT (SELECT count(*) FROM assets WHERE folder_id = '${BIG_ID}')::int AS big,
             (SELECT count(*) FROM assets WHERE folder_id = '${SMALL_ID}')::int AS small`);
    const row = counts.rows[0];
    if (row?.big !== BIG_FOLDER || row?.small !== SMALL_FOLDER) {
      const start = performance.now();
      await handle.db.execute(`DELETE FROM assets WHERE folder_id IN ('${BIG_ID}', '${SMALL_ID}')`);
      await handle.db.execute(`DELETE FROM asset_folders WHERE id IN ('${BIG_ID}', '${SMALL_ID}')`);
      await handle.db.execute(`
        INSERT INTO asset_folders (id, parent_id, name, path, depth) VALUES
          ('${BIG_ID}', NULL, 'Bench 50000', '/${BIG_ID}/', 1),
          ('${SMALL_ID}', NULL, 'Bench 50', '/${SMALL_ID}/', 1)`);
      // Rows only: the listing never opens the files.
      for (const [folder, n] of [
        [BIG_ID, BIG_FOLDER],
        [SMALL_ID, SMALL_FOLDER],
      ] as const)
        await handle.db.execute(`
          INSERT INTO assets (storage_key, name, original_file_name, mime_type, width, height, size_bytes,
                              sha256, folder_id, position, file_type)
          SELECT 'images/bench-' || '${folder}' || '-' || i, 'photo-' || i || '-' || md5(i::text) || '.jpg',
                 'photo-' || i || '.jpg', 'image/jpeg', 1200, 800, 100000, md5(i::text) || md5(i::text),
                 '${folder}', i, 'Image'
            FROM generate_series(1, ${n}) AS i`);
      await handle.db.execute('ANALYZE assets');
      console.log(
        `\ndatabase ${name}: inserted ${BIG_FOLDER + SMALL_FOLDER} asset rows in ${fmt((performance.now() - start) / 1000)} s`,
      );
    } else console.log(`\ndatabase ${name}: reusing its ${BIG_FOLDER + SMALL_FOLDER} asset rows`);
    // (c) uploads into a folder of its own and deletes what it stored; a run that died before
    // that left rows whose files went with its temporary directory. Earlier versions of this
    // benchmark uploaded 'big.pdf' to the root.
    await handle.db.execute(`
      DELETE FROM assets WHERE folder_id = '${UPLOAD_FOLDER_ID}'
         OR (folder_id IS NULL AND original_file_name = 'big.pdf' AND mime_type = 'application/pdf')`);
    await handle.db.execute(`
      INSERT INTO asset_folders (id, parent_id, name, path, depth)
      VALUES ('${UPLOAD_FOLDER_ID}', NULL, 'Bench uploads', '/${UPLOAD_FOLDER_ID}/', 1)
      ON CONFLICT DO NOTHING`);
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The plan of the real SQL of a request (recorded by sql-plans.ts)

/** EXPLAIN ANALYZE of the recorded statements that read assets: a text plan and a verdict each. */
async function explainAssetStatements(statements: Statement[]) {
  const handle = await createDatabase({ url: DATABASE_URL, poolSize: 1 });
  const pool = (
    handle.db as unknown as {
      $client: { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  const explained: { sql: string; lines: string[]; verdict: string; ms: number }[] = [];
  try {
    for (const statement of statements) {
      if (!/^\s*select/i.test(statement.text) || !/from "assets"/i.test(statement.text)) continue;
      const json = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.values);
      const [plan] = (json.rows[0]?.['QUERY PLAN'] ?? []) as { Plan: PlanNode; 'Execution Time': number }[];
      const text = await pool.query(`EXPLAIN (ANALYZE, COSTS OFF) ${statement.text}`, statement.values);
      const problems: string[] = [];
      let indexes = 0;
      const check = (node: PlanNode) => {
        if (node['Index Name']) indexes++;
        const read =
          ((node['Actual Rows'] ?? 0) +
            (node['Rows Removed by Filter'] ?? 0) +
            (node['Rows Removed by Index Recheck'] ?? 0)) *
          (node['Actual Loops'] ?? 1);
        if (node['Node Type'] === 'Seq Scan')
          problems.push(`Seq Scan on ${node['Relation Name']} (${read} rows)`);
        if (node['Node Type'] === 'Sort' && read > 1000) problems.push(`Sort of ${read} rows`);
      };
      if (plan) walk(plan.Plan, check);
      explained.push({
        sql: statement.text.replace(/\s+/g, ' ').replace(/"assets"\./g, ''),
        lines: text.rows.map((row) => String(row['QUERY PLAN'])),
        verdict: problems.length ? problems.join(', ') : indexes ? 'index, no sort' : 'no index',
        ms: plan?.['Execution Time'] ?? Number.NaN,
      });
    }
  } finally {
    await handle.close();
  }
  return explained;
}

/** A cookie jar for one signed-in staff member, through app.inject. */
async function signIn(app: Awaited<ReturnType<typeof buildServer>>, email: string, password: string) {
  const cookies = new Map<string, string>();
  const remember = (response: { cookies: unknown }) => {
    for (const cookie of response.cookies as { name: string; value: string }[])
      cookies.set(cookie.name, cookie.value);
  };
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const tokenResponse = await app.inject({ url: '/api/v1/security/antiforgery' });
  remember(tokenResponse);
  const token = tokenResponse.json<{ Token: string }>().Token;
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    headers: { cookie: header(), 'x-csrf-token': token },
    payload: { Email: email, Password: password },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in: ${login.statusCode} ${login.body}`);
  remember(login);
  return header;
}

const cursorAfter = (position: number) =>
  Buffer.from(JSON.stringify([position, '00000000-0000-0000-0000-000000000000'])).toString('base64url');

async function listingFigures() {
  console.log(
    '\n(b) folder listing (PostgreSQL server, Limit=50, through the HTTP route, the two folders in turns, median of 30; ms, and assets in the answer)',
  );
  const config = loadConfig({
    DATABASE_URL,
    DATA_DIR: path.join(work, 'listing'),
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-that-is-long-enough-for-hmac-0123456789',
    DEMO_PRODUCTS: '0',
    // Every run signs in twice from 127.0.0.1: the default 10 per window would refuse the sixth run.
    LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
  });
  const app = await buildServer({ config, logger: false });
  const recorder = sqlRecorder((app.db as unknown as { $client: QueryablePool }).$client);
  await prepareShop(app, config);
  try {
    const cookie = await signIn(app, config.admin.email, config.admin.password);
    const get = async (url: string) => {
      const response = await app.inject({ url, headers: { cookie: cookie() } });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<{ Items: unknown[]; NextCursor: string | null; Total: number }>();
    };
    /**
     * The two folders' URLs in turns, so that warm-up and outside load weigh on both: five untimed
     * rounds, then 30 timed ones; the median of each.
     */
    const timePair = async (bigUrl: string, smallUrl: string) => {
      const answers = { big: await get(bigUrl), small: await get(smallUrl) };
      for (let i = 0; i < 4; i++) await Promise.all([get(bigUrl), get(smallUrl)]);
      const times = { big: [] as number[], small: [] as number[] };
      for (let i = 0; i < 30; i++)
        for (const [key, url] of [
          ['big', bigUrl],
          ['small', smallUrl],
        ] as const) {
          const start = performance.now();
          await get(url);
          times[key].push(performance.now() - start);
        }
      const figures = (key: 'big' | 'small') => ({
        ms: median(times[key]),
        items: answers[key].Items.length,
        total: answers[key].Total,
      });
      return { b: figures('big'), s: figures('small') };
    };
    const base = (id: string) => `/fr/assetslibrary/asset/assetsbyfolder/${id}/${id}?Limit=50`;
    // Asset 42's name holds md5('42'), in both folders: a search with one match in each.
    const rare = createHash('md5').update('42').digest('hex').slice(0, 8);
    const rows: [string, string][] = [
      ['first page', ''],
      ['page after position 40,000 / 40', `&Cursor=${cursorAfter(40_000)}`],
      ['name search, 1 match', `&Q=${rare}`],
      ['name search Q=photo-4, many matches', '&Q=photo-4'],
    ];
    console.log(
      '                                          50,000 folder        50 folder      ratio   matches (Total)',
    );
    const plans: { label: string; explained: Awaited<ReturnType<typeof explainAssetStatements>> }[] = [];
    for (const [label, query] of rows) {
      const bigUrl = `${base(BIG_ID)}${query}`;
      const smallUrl = `${base(SMALL_ID)}${query.replace(cursorAfter(40_000), cursorAfter(40))}`;
      const { b, s } = await timePair(bigUrl, smallUrl);
      const matches = query.includes('Q=') ? `${b.total} / ${s.total}` : '';
      console.log(
        `    ${label.padEnd(36)} ${fmt(b.ms).padStart(6)} ms (${String(b.items).padStart(2)})  ${fmt(s.ms).padStart(6)} ms (${String(s.items).padStart(2)})  ${fmt(b.ms / s.ms, 2).padStart(6)}   ${matches}`,
      );
      plans.push({
        label,
        explained: await explainAssetStatements(await recorder.capture(() => get(bigUrl))),
      });
    }
    console.log("    plans of the route's own statements on assets, 50,000 folder (EXPLAIN ANALYZE):");
    for (const { label, explained } of plans)
      for (const { sql, verdict, ms } of explained)
        console.log(
          `      ${label.padEnd(36)} ${(/count\(/i.test(sql) ? 'count' : 'page').padEnd(6)} ${fmt(ms, 2).padStart(6)} ms  ${verdict}`,
        );
    const deep = plans[1]?.explained.find(({ sql }) => !/count\(/i.test(sql));
    if (deep) {
      console.log(`    the deep page's statement: ${deep.sql}`);
      for (const line of deep.lines) console.log(`      ${line}`);
    }
  } finally {
    await app.close();
  }
}

// ---------------------------------------------------------------------------------------------
// (c) memory while a large file streams in

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function memoryFigures() {
  const dataDir = path.join(work, 'upload');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'assets-server.ts')], {
    cwd: here,
    env: {
      ...process.env,
      DATABASE_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'bench-secret-that-is-long-enough-for-hmac-0123456789',
      DEMO_PRODUCTS: '0',
      LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
      ASSET_MAX_FILE_SIZE: String((UPLOAD_MB + 10) * 1024 * 1024),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  type HeapFigures = {
    peaks: { heapUsed: number; arrayBuffers: number };
    base: { heapUsed: number; arrayBuffers: number };
  };
  const heapReport = () =>
    new Promise<HeapFigures>((resolve) => {
      child.once('message', (message) => resolve(message as HeapFigures));
      child.send('report');
    });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening (\d+)/.exec(out);
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`the gateway exited (${code})`)));
    });
    const pid = child.pid ?? 0;
    const origin = `http://127.0.0.1:${port}`;
    // Sign in over HTTP.
    const jar = new Map<string, string>();
    const remember = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) jar.set(name.trim(), value.join('='));
      }
    };
    const cookie = () => [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
    const tokenResponse = await fetch(`${origin}/api/v1/security/antiforgery`);
    remember(tokenResponse);
    const token = ((await tokenResponse.json()) as { Token: string }).Token;
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40) });
    const login = await fetch(`${origin}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie(), 'x-csrf-token': token },
      body: JSON.stringify({ Email: config.admin.email, Password: config.admin.password }),
    });
    if (!login.ok) throw new Error(`sign-in: ${login.status}`);
    remember(login);
    // Signing in rotated the session: the token bound to the old one is refused now.
    const renewed = await fetch(`${origin}/api/v1/security/antiforgery`, { headers: { cookie: cookie() } });
    remember(renewed);
    const sessionToken = ((await renewed.json()) as { Token: string }).Token;

    /** A PDF of this many MB (a header, then random bytes): the path every large file takes. */
    const makePdf = (name: string, mb: number) => {
      const file = path.join(work, name);
      writeFileSync(file, Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(mb * 1024 * 1024)]));
      return file;
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
    /** The median of 20 samples over half a second. */
    const idleRss = async () => {
      const samples: number[] = [];
      for (let i = 0; i < 20; i++) {
        samples.push(rssOf(pid));
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return median(samples);
    };
    const stored: string[] = [];
    /** Streams the file as one multipart part over HTTP, sampling the gateway's RSS every 10 ms. */
    const upload = async (file: string) => {
      const size = statSync(file).size;
      let peak = 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssOf(pid));
      }, 10);
      const boundary = `----vitrine-bench-${randomBytes(8).toString('hex')}`;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${path.basename(file)}"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      child.send('reset');
      const start = performance.now();
      try {
        const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const request = http.request(
            `${origin}/api/v1/assetslibrary/uploads?FolderId=${UPLOAD_FOLDER_ID}`,
            {
              method: 'POST',
              headers: {
                'content-type': `multipart/form-data; boundary=${boundary}`,
                'content-length': head.length + size + tail.length,
                cookie: cookie(),
                'x-csrf-token': sessionToken,
              },
            },
            (response) => {
              let body = '';
              response.on('data', (chunk) => {
                body += chunk;
              });
              response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
            },
          );
          request.on('error', reject);
          const body = new PassThrough();
          body.pipe(request);
          body.write(head);
          const stream = createReadStream(file);
          stream.on('end', () => body.end(tail));
          stream.pipe(body, { end: false });
        });
        const seconds = (performance.now() - start) / 1000;
        const result = (
          answer.status === 200 ? JSON.parse(answer.body) : [{ Error: answer.body, size: 0 }]
        ) as { AssetId: string | null; Error: string | null; size: number }[];
        if (result[0]?.AssetId) stored.push(result[0].AssetId);
        const heap = await heapReport();
        return { status: answer.status, result: result[0], seconds, size, peak, heap };
      } finally {
        clearInterval(sampler);
      }
    };

    const small = makePdf('small.pdf', SMALL_UPLOAD_MB);
    const big = makePdf('big.pdf', UPLOAD_MB);
    // Idle: settled after start-up and sign-in.
    await settle();
    const cold = await idleRss();
    // A first, 1 MB upload loads and compiles the upload path's code once, whatever the size.
    await upload(makePdf('warm-up.pdf', 1));
    const measured: { label: string; idle: number; up: Awaited<ReturnType<typeof upload>> }[] = [];
    for (const [label, file] of [
      [`${SMALL_UPLOAD_MB} MB`, small],
      [`${UPLOAD_MB} MB`, big],
    ] as const) {
      await settle();
      const idle = await idleRss();
      measured.push({ label, idle, up: await upload(file) });
    }
    try {
      for (const assetId of stored) {
        const removed = await fetch(`${origin}/api/v1/assetslibrary/assets/${assetId}`, {
          method: 'DELETE',
          headers: { cookie: cookie(), 'x-csrf-token': sessionToken },
        });
        if (!removed.ok)
          console.log(`    (could not delete the uploaded asset ${assetId}: ${removed.status})`);
      }
    } catch (error) {
      console.log(`    (could not delete the uploaded assets: ${error})`);
    }

    console.log(
      '\n(c) gateway memory while a file streams in over HTTP (own process, RSS sampled every 10 ms)',
    );
    console.log(`    idle RSS after start-up and sign-in           ${fmt(cold).padStart(7)} MB`);
    console.log(
      `    idle RSS after a 1 MB warm-up upload          ${fmt(measured[0]?.idle ?? Number.NaN).padStart(7)} MB`,
    );
    console.log(
      '    upload    answer        time    idle before    peak   growth   growth / file   peak / idle   ArrayBuffers   V8 heap',
    );
    const mib = (bytes: number) => bytes / 1024 / 1024;
    for (const { label, idle, up } of measured) {
      const mb = mib(up.size);
      const answer = `${up.status}${up.result?.Error ? ` ${up.result.Error}` : ''}`;
      const buffers = mib(up.heap.peaks.arrayBuffers - up.heap.base.arrayBuffers);
      const heap = mib(up.heap.peaks.heapUsed - up.heap.base.heapUsed);
      console.log(
        `    ${label.padEnd(9)} ${answer.padEnd(9)} ${fmt(up.seconds, 2).padStart(7)} s ${fmt(idle).padStart(10)} MB ${fmt(up.peak).padStart(7)} ${fmt(up.peak - idle).padStart(8)} ${`${fmt(((up.peak - idle) / mb) * 100, 0)} %`.padStart(15)} ${fmt(up.peak / idle, 2).padStart(13)} ${`+${fmt(buffers)}`.padStart(14)} ${`+${fmt(heap)}`.padStart(9)}`,
      );
    }
    console.log(
      '    growth: peak - idle before, MB; ArrayBuffers, V8 heap: the peak rise of each inside the gateway (process.memoryUsage, every 10 ms)',
    );
    const last = measured.at(-1);
    if (last)
      console.log(
        `    ${UPLOAD_MB} MB growth over the idle RSS before any upload: ${fmt(last.up.peak - cold)} MB`,
      );
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

// Interrupted: the temporary directory (photos, PDFs, the gateways' DATA_DIR) goes all the same.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });

console.log('Asset library benchmark');
try {
  if (PARTS.includes('a')) await pipelineFigures();
  if (/[bc]/.test(PARTS)) await prepareDatabase();
  if (PARTS.includes('b')) await listingFigures();
  if (PARTS.includes('c')) await memoryFigures();
} finally {
  rmSync(work, { recursive: true, force: true });
}
