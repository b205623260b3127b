import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { rawRequest } from './helpers';

/**
 * Real processes on one DATA_DIR (the embedded database): a second one refuses to start, a
 * rolling restart waits for the first to let go, a killed one's lock is taken over, and the files
 * a crash left behind are swept.
 */

const FIXTURE = fileURLToPath(new URL('./fixtures/gateway-process.ts', import.meta.url));
const ADMIN = { email: 'admin@vitrine.example', password: 'vitrine-admin' };

interface Gateway {
  child: ChildProcess;
  port: Promise<number>;
  exit: Promise<{ code: number | null; stderr: string }>;
}

function startGateway(dataDir: string, env: Record<string, string> = {}): Gateway {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: path.dirname(FIXTURE),
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DEMO_PRODUCTS: '0',
      SEED_DEMO_CONTENT: 'false',
      SESSION_SECRET: 'two-processes-secret-0123456789-abcdefghij',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  const port = new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/listening (\d+)/);
      if (match) resolve(Number(match[1]));
    });
    void exit.then(({ code, stderr: text }) => reject(new Error(`gateway exited (${code}): ${text}`)));
  });
  port.catch(() => undefined);
  return { child, port, exit };
}

/** A visitor over real HTTP: cookies and the anti-forgery token, as a browser's script keeps them. */
async function visitor(port: number) {
  const cookies = new Map<string, string>();
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: string, url: string, body?: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        cookie: [...cookies].map(([key, value]) => `${key}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name, value);
    }
    return response;
  };
  const token = async () =>
    ((await (await call('GET', '/api/v1/security/antiforgery')).json()) as { Token: string }).Token;
  return {
    cookies,
    call,
    token,
    send: async (method: string, url: string, body?: unknown) =>
      call(method, url, body, { 'x-csrf-token': await token() }),
  };
}

async function subscribe(port: number, email: string) {
  const response = await (await visitor(port)).send('POST', '/api/v1/newsletter/subscriptions', {
    Email: email,
    Culture: 'fr',
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as { AlreadySubscribed: boolean };
}

describe('gateways on one embedded database', () => {
  // One folder for the whole story, as a server's DATA_DIR lives through restarts and crashes.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-two-'));
  const env = { ASSET_STALE_FILE_AGE_MS: '1000', ASSET_CLEANUP_INTERVAL_MS: '1000' };
  let running: Gateway | undefined;
  afterAll(async () => {
    running?.child.kill('SIGKILL');
    await running?.exit;
  });

  it('refuses a second process on the same folder with a clear message', async () => {
    const first = startGateway(dataDir, env);
    running = first;
    const firstPort = await first.port;
    expect((await subscribe(firstPort, 'first@vitrine.example')).AlreadySubscribed).toBe(false);

    const second = startGateway(dataDir, { ...env, DATA_DIR_LOCK_TIMEOUT_MS: '500' });
    const refused = await second.exit;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`is in use by process ${first.child.pid}`);
    // The first one never noticed: it still takes writes.
    expect((await subscribe(firstPort, 'second@vitrine.example')).AlreadySubscribed).toBe(false);
  }, 180_000);

  it('lets a rolling restart wait for the old process, and keeps every write it acknowledged', async () => {
    const first = running!;
    const next = startGateway(dataDir, { ...env, DATA_DIR_LOCK_TIMEOUT_MS: '60000' });
    let servedBeside = false;
    void next.port.then(() => {
      servedBeside = first.child.exitCode === null;
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(next.child.exitCode).toBeNull();
    first.child.kill('SIGTERM');
    expect((await first.exit).code).toBe(0);
    running = next;
    const port = await next.port;
    expect(servedBeside).toBe(false);
    expect((await subscribe(port, 'first@vitrine.example')).AlreadySubscribed).toBe(true);
    expect((await subscribe(port, 'second@vitrine.example')).AlreadySubscribed).toBe(true);
    expect((await subscribe(port, 'third@vitrine.example')).AlreadySubscribed).toBe(false);
  }, 180_000);

  it('after kill -9 during an upload, takes the lock over and sweeps what the crash left, keeping every stored asset', async () => {
    const gateway = running!;
    const port = await gateway.port;
    const editor = await visitor(port);
    expect(
      (await editor.send('POST', '/api/v1/security/login', { Email: ADMIN.email, Password: ADMIN.password }))
        .status,
    ).toBe(200);

    // One upload that completes: its files must survive everything below.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c03030' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'kept.png');
    const uploadToken = await editor.token();
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/assetslibrary/uploads`, {
      method: 'POST',
      headers: {
        cookie: [...editor.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
        'x-csrf-token': uploadToken,
      },
      body: form,
    });
    const stored = (await response.json()) as { AssetId: string }[];
    const keptId = stored[0]?.AssetId;
    expect(keptId).toBeTruthy();

    // A large upload, cut off mid-stream by kill -9 once its part is on disk.
    const token = await editor.token();
    const cookie = [...editor.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    const head =
      '--cut\r\nContent-Disposition: form-data; name="files"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n';
    const tmpDir = path.join(dataDir, 'tmp');
    const uploading = rawRequest(
      port,
      `POST /api/v1/assetslibrary/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nX-CSRF-Token: ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=cut\r\nContent-Length: 10000000\r\n\r\n${head}${'x'.repeat(300_000)}`,
    ).catch(() => '');
    const partial = async () => readdirSync(tmpDir).filter((name) => name.startsWith('upload-'));
    for (let i = 0; i < 100 && !(await partial()).length; i += 1)
      await new Promise((r) => setTimeout(r, 100));
    expect(await partial()).toHaveLength(1);
    gateway.child.kill('SIGKILL');
    await gateway.exit;
    expect(existsSync(path.join(dataDir, 'vitrine.lock'))).toBe(true);
    await uploading;

    // What a crash in the storage leaves too: a write's temporary file and renditions without a row.
    const assets = path.join(dataDir, 'assets');
    const orphan = path.join(assets, 'images', '7d4c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09');
    mkdirSync(orphan, { recursive: true });
    writeFileSync(path.join(orphan, 'large.webp'), 'orphan');
    writeFileSync(path.join(assets, 'images', keptId!, 'large.webp.999.1.tmp'), 'half');
    mkdirSync(path.join(assets, 'uploads'), { recursive: true });
    writeFileSync(path.join(assets, 'uploads', `${'cd'.repeat(24)}.png`), 'no row');
    const past = new Date(Date.now() - 60_000);
    for (const file of [
      path.join(orphan, 'large.webp'),
      path.join(assets, 'images', keptId!, 'large.webp.999.1.tmp'),
      path.join(assets, 'uploads', `${'cd'.repeat(24)}.png`),
    ])
      utimesSync(file, past, past);

    const restarted = startGateway(dataDir, env);
    running = restarted;
    const restartedPort = await restarted.port;
    const leftovers = () => [
      ...readdirSync(tmpDir).filter((name) => name.startsWith('upload-')),
      ...(existsSync(orphan) ? readdirSync(orphan) : []),
      ...readdirSync(path.join(assets, 'images', keptId!)).filter((name) => name.endsWith('.tmp')),
      ...readdirSync(path.join(assets, 'uploads')),
    ];
    for (let i = 0; i < 100 && leftovers().length; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(leftovers()).toEqual([]);
    // Its large rendition, made by its job or, when the crash took the job's lease, on this request.
    const large = await fetch(`http://127.0.0.1:${restartedPort}/assets/images/${keptId}/large.webp`);
    expect(large.status).toBe(200);
    expect(readdirSync(path.join(assets, 'images', keptId!)).sort()).toEqual([
      'large.webp',
      'original.png',
      'thumb.webp',
    ]);
    const image = await fetch(`http://127.0.0.1:${restartedPort}/assets/images/${keptId}/thumb.webp`);
    expect(image.status).toBe(200);
    // The restarted process has every write from before the crash.
    expect((await subscribe(restartedPort, 'third@vitrine.example')).AlreadySubscribed).toBe(true);
    restarted.child.kill('SIGTERM');
    await restarted.exit;
    running = undefined;
    expect(existsSync(path.join(dataDir, 'vitrine.lock'))).toBe(false);
  }, 180_000);
});
