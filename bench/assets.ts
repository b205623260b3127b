/**
 * Asset library benchmark. Prints three figures, each as a ratio to a baseline measured in the same
 * run (the machines are shared and noisy):
 *
 *   (a) images per second through the gateway's upload pipeline (EXIF orientation, re-encoded
 *       original, large and thumbnail renditions) vs a bare sharp thumbnail resize of the same files;
 *   (b) the folder listing (first page, a deep page by cursor, a name search, through the HTTP route)
 *       of a 50,000-asset folder vs a 50-asset folder, with the plan of the page query;
 *   (c) the gateway process's peak RSS while a 50 MB file streams in over real HTTP vs its idle RSS.
 *
 * Asserts nothing; exit code 0 whatever the figures.
 *
 *   pnpm --filter @vitrine/bench run bench:assets
 *
 * Environment: BENCH_ASSETS_DATABASE_URL (postgres://postgres@127.0.0.1:5432/vitrine_bench_assets),
 * BENCH_IMAGES (12), BENCH_UPLOAD_MB (50).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
import { renderRenditions } from '../apps/api-gateway/src/modules/assets-library/image-pipeline';
import { createDatabase, runMigrations } from '../packages/db/src/index';

const DATABASE_URL =
  process.env.BENCH_ASSETS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench_assets';
const IMAGES = Number(process.env.BENCH_IMAGES ?? 12);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 50);
const BIG_FOLDER = 50_000;
const SMALL_FOLDER = 50;
const BIG_ID = '00000000-0000-4000-8000-00000000b160';
const SMALL_ID = '00000000-0000-4000-8000-000000005a11';
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

async function pipelineFigures() {
  const files: string[] = [];
  for (let i = 0; i < IMAGES; i++) {
    const file = path.join(work, `photo-${i}.jpg`);
    writeFileSync(file, await photo(i));
    files.push(file);
  }
  const size = statSync(files[0] ?? '').size;
  // Files one after the other, as an upload request handles them.
  const time = async (fn: (file: string) => Promise<unknown>) => {
    await fn(files[0] ?? '');
    const start = performance.now();
    for (const file of files) await fn(file);
    return (performance.now() - start) / 1000;
  };
  const bare = await time((file) =>
    sharp(file).resize(320, 320, { fit: 'inside' }).webp({ quality: 75 }).toBuffer(),
  );
  const gateway = await time((file) =>
    renderRenditions(file, { maxPixels: 40_000_000, mimeType: 'image/jpeg' }),
  );
  console.log(
    `\n(a) image pipeline: ${IMAGES} JPEGs of 4000×3000 (${fmt(size / 1024 / 1024)} MB each), one at a time`,
  );
  console.log(`    bare sharp thumbnail (320 px WebP)            ${fmt(IMAGES / bare)} images/s`);
  console.log(`    gateway pipeline (original + 1200 + 320 px)   ${fmt(IMAGES / gateway)} images/s`);
  console.log(`    ratio gateway / bare                          ${fmt(bare / gateway, 2)}`);
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
        `    (inserted ${BIG_FOLDER + SMALL_FOLDER} asset rows in ${fmt((performance.now() - start) / 1000)} s)`,
      );
    }
    const plan = await handle.db.execute<{ 'QUERY PLAN': string }>(`
      EXPLAIN (ANALYZE, COSTS OFF) SELECT * FROM assets WHERE folder_id = '${BIG_ID}'
        AND (position, id) > (40000, '00000000-0000-0000-0000-000000000000') ORDER BY position, id LIMIT 51`);
    return plan.rows.map((line) => line['QUERY PLAN']);
  } finally {
    await handle.close();
  }
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

async function listingFigures() {
  console.log(
    '\n(b) folder listing (PostgreSQL server, Limit=50 so that both pages carry 50 assets, through the HTTP route, median of 30)',
  );
  const plan = await prepareDatabase();
  const config = loadConfig({
    DATABASE_URL,
    DATA_DIR: path.join(work, 'listing'),
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-that-is-long-enough-for-hmac-0123456789',
    DEMO_PRODUCTS: '0',
  });
  const app = await buildServer({ config, logger: false });
  await prepareShop(app, config);
  try {
    const cookie = await signIn(app, config.admin.email, config.admin.password);
    const get = async (url: string) => {
      const response = await app.inject({ url, headers: { cookie: cookie() } });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<{ NextCursor: string | null; Total: number }>();
    };
    const timeOf = async (url: string) => {
      await get(url);
      const times: number[] = [];
      for (let i = 0; i < 30; i++) {
        const start = performance.now();
        await get(url);
        times.push(performance.now() - start);
      }
      return median(times);
    };
    const base = (id: string) => `/fr/assetslibrary/asset/assetsbyfolder/${id}/${id}?Limit=50`;
    const deep = Buffer.from(JSON.stringify([40_000, '00000000-0000-0000-0000-000000000000'])).toString(
      'base64url',
    );
    const rows: [string, string, string][] = [
      ['first page', base(BIG_ID), base(SMALL_ID)],
      [
        'page after position 40,000 / 40',
        `${base(BIG_ID)}&Cursor=${deep}`,
        `${base(SMALL_ID)}&Cursor=${Buffer.from(JSON.stringify([40, '00000000-0000-0000-0000-000000000000'])).toString('base64url')}`,
      ],
      ['name search Q=photo-4', `${base(BIG_ID)}&Q=photo-4`, `${base(SMALL_ID)}&Q=photo-4`],
    ];
    console.log('                                       50,000     50   ratio');
    for (const [label, big, small] of rows) {
      const b = await timeOf(big);
      const s = await timeOf(small);
      console.log(
        `    ${label.padEnd(34)} ${fmt(b).padStart(6)} ms ${fmt(s).padStart(5)} ms  ${fmt(b / s, 2)}`,
      );
    }
    console.log('    plan of the deep page query:');
    for (const line of plan) console.log(`      ${line}`);
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
      ASSET_MAX_FILE_SIZE: String((UPLOAD_MB + 10) * 1024 * 1024),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
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

    // A 50 MB PDF (a header, then random bytes): the path every large file takes, streamed to disk.
    const file = path.join(work, 'big.pdf');
    writeFileSync(file, Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(UPLOAD_MB * 1024 * 1024)]));
    const size = statSync(file).size;

    // Idle: settled after start-up and a first request.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const idleSamples: number[] = [];
    for (let i = 0; i < 20; i++) {
      idleSamples.push(rssOf(pid));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const idle = median(idleSamples);

    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 10);
    const boundary = `----vitrine-bench-${randomBytes(8).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const start = performance.now();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        `${origin}/api/v1/assetslibrary/uploads`,
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
    clearInterval(sampler);
    const result = JSON.parse(answer.body) as { Error: string | null; size: number }[];
    console.log(
      `\n(c) gateway memory while a ${fmt(size / 1024 / 1024, 0)} MB file streams in over HTTP (own process)`,
    );
    console.log(
      `    answer ${answer.status}, stored ${fmt((result[0]?.size ?? 0) / 1024 / 1024)} MB, error ${result[0]?.Error ?? 'none'}, ${fmt(seconds, 2)} s`,
    );
    console.log(`    idle RSS                                      ${fmt(idle)} MB`);
    console.log(`    peak RSS during the upload                    ${fmt(peak)} MB`);
    console.log(
      `    growth                                        ${fmt(peak - idle)} MB (${fmt(((peak - idle) / (size / 1024 / 1024)) * 100, 0)} % of the file)`,
    );
    console.log(`    ratio peak / idle                             ${fmt(peak / idle, 2)}`);
  } finally {
    child.kill('SIGTERM');
  }
}

console.log('Asset library benchmark');
try {
  await pipelineFigures();
  await listingFigures();
  await memoryFigures();
} finally {
  rmSync(work, { recursive: true, force: true });
}
