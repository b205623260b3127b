import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createTestDatabase, users } from '@vitrine/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, DEMO_CUSTOMER } from '../src/build-server';
import { loadConfig } from '../src/config';
import { assetsLibraryService } from '../src/modules/assets-library/assets-library-service';
import { libraryCleanup } from '../src/modules/assets-library/cleanup';
import { hashPassword } from '../src/modules/security/passwords';
import { createEditor, EDITOR, png, signedIn, uploadOk } from './assets-library-helpers';
import { databaseTargets, expectProblem, rawRequest, startTestApp, type TestApp } from './helpers';

const statusOf = (raw: string) => Number(raw.split(' ')[1]);
const headerOf = (raw: string, name: string) =>
  raw
    .split('\r\n\r\n')[0]
    ?.split('\r\n')
    .find((line) => line.toLowerCase().startsWith(`${name}:`))
    ?.slice(name.length + 1)
    .trim();

/** A visitor's sign-in from a given client address, with its own anti-forgery token. */
async function signInFrom(
  t: TestApp,
  address: string,
  email: string,
  password: string,
  route = '/api/v1/security/login',
) {
  const browser = t.browser();
  const token = await browser.antiforgeryToken();
  return browser.request({
    method: 'POST',
    url: route,
    remoteAddress: address,
    headers: { 'x-csrf-token': token },
    payload: { Email: email, Password: password },
  });
}

// One app per database for every case below: each case counts on its own addresses and accounts,
// so the limits do not meet. It sits behind a trusted proxy at 127.0.0.1 and is public over https.
describe.each(databaseTargets)('request hardening on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(url, {
      LOGIN_RATE_LIMIT: '3',
      LOGIN_ADDRESS_LIMIT: '5',
      LOGIN_ACCOUNT_LIMIT: '4',
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: 'https://shop.example',
    });
    await createEditor(t);
    await t.app.db.insert(users).values({
      email: 'sales@vitrine.example',
      passwordHash: await hashPassword('the-right-password'),
      roles: ['sales'],
      firstName: 'Sam',
      lastName: 'Sales',
    });
  }, 180_000);
  afterAll(() => t?.close());

  it('answers a NUL or another control character in any text parameter with 400, anonymous or not', async () => {
    const editor = await signedIn(t, EDITOR);
    for (const [who, address] of [
      ['anonymous', '/api/v1/catalog/fr/products?q=%00'],
      ['anonymous', '/api/v1/catalog/search/suggestions?q=chai%00se'],
      ['anonymous', '/api/v1/content/fr/pages?slug=a%00b'],
      ['anonymous', '/api/v1/catalog/fr/products?q=%1B%5B31m'],
      ['editor', '/fr/assetslibrary/asset/assetsbyfolder?Q=%00'],
      ['editor', '/api/v1/backoffice/catalog/products?q=%00x'],
    ] as const) {
      const browser = who === 'editor' ? editor : t.browser();
      const problem = expectProblem(
        await browser.request({ method: 'GET', url: address }),
        400,
        '/problems/validation',
      );
      expect(Object.values(problem.errors ?? {}).flat(), address).toContain('Validation.ControlCharacters');
    }
    // In a JSON body too; a multi-line text may hold line breaks, never a NUL.
    const subscribe = (Email: string) =>
      t.browser().send('POST', '/api/v1/newsletter/subscriptions', { Email, Culture: 'fr' });
    const nul = expectProblem(await subscribe('nul\u0000@vitrine.example'), 400);
    expect(nul.errors).toEqual({ Email: ['Validation.ControlCharacters'] });
    const browser = t.browser();
    const token = await browser.antiforgeryToken();
    const surrogate = await browser.request({
      method: 'POST',
      url: '/api/v1/newsletter/subscriptions',
      headers: { 'x-csrf-token': token, 'content-type': 'application/json' },
      payload: '{"Email":"a\\ud800@vitrine.example","Culture":"fr"}',
    });
    expect(expectProblem(surrogate, 400).errors).toEqual({ Email: ['Validation.ControlCharacters'] });
  });

  it('answers a malformed percent-encoding with 400 problem+json', async () => {
    for (const address of ['/api/v1/catalog/%E0%A4%A/products', '/%zz', '/api/v1/%']) {
      const response = await t.app.inject({ url: address });
      expectProblem(response, 400, '/problems/validation');
    }
  });

  it('signs in per account across both sign-in routes and every address: a locked account answers as a wrong password', async () => {
    const email = 'sales@vitrine.example';
    const routes = ['/api/v1/security/login', '/api/v1/backoffice/security/login'] as const;
    const wrong = await signInFrom(t, '198.51.100.1', email, 'wrong-1');
    const wrongBody = expectProblem(wrong, 400, '/problems/invalid-credentials');
    for (let i = 2; i <= 4; i += 1)
      expectProblem(
        await signInFrom(t, `198.51.100.${i}`, email, `wrong-${i}`, routes[i % 2]),
        400,
        '/problems/invalid-credentials',
      );
    // Four failures from four addresses over both routes: the right password is now refused, exactly
    // as a wrong one is, from a fifth address and either route.
    for (const route of routes) {
      const refused = await signInFrom(t, '198.51.100.9', email, 'the-right-password', route);
      expect(expectProblem(refused, 400, '/problems/invalid-credentials')).toEqual({
        ...wrongBody,
        instance: route,
      });
    }
    // Another account from the same addresses is not affected.
    expect(
      (await signInFrom(t, '198.51.100.9', t.config.admin.email, t.config.admin.password)).statusCode,
    ).toBe(200);
  });

  it('limits one address over all accounts with a 429, and forgives a successful sign-in', async () => {
    const address = '203.0.113.10';
    // Successes do not count.
    for (let i = 0; i < 6; i += 1)
      expect((await signInFrom(t, address, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(
        200,
      );
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await signInFrom(t, address, `nobody-${i}@vitrine.example`, 'guess')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const blocked = await signInFrom(t, address, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expectProblem(blocked, 429, '/problems/rate-limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not.
    expect(
      (await signInFrom(t, '203.0.113.11', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode,
    ).toBe(200);
  });

  it('counts sign-in failures on the address the trusted proxy saw, whatever the client wrote', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const browser = t.browser();
      const token = await browser.antiforgeryToken();
      const response = await browser.request({
        method: 'POST',
        url: '/api/v1/security/login',
        // The client writes the left part; the proxy appends the address it saw.
        headers: { 'x-csrf-token': token, 'x-forwarded-for': `10.9.${i}.1, 192.0.2.77` },
        payload: { Email: 'proxied@vitrine.example', Password: 'wrong-password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });

  it('never checks a customer’s password on the back office’s sign-in: the answer is a wrong password’s', async () => {
    const right = await t
      .browser()
      .signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, '/api/v1/backoffice/security/login');
    const wrong = await t
      .browser()
      .signIn(DEMO_CUSTOMER.email, 'not-it', '/api/v1/backoffice/security/login');
    expect(expectProblem(right, 400, '/problems/invalid-credentials')).toEqual(
      expectProblem(wrong, 400, '/problems/invalid-credentials'),
    );
  });

  it('sends HSTS only over https it can believe, and Secure cookies because PUBLIC_URL is https', async () => {
    const direct = await t.app.inject({ url: '/api/v1/security/antiforgery' });
    // Plain http to the gateway, yet the shop is https: the cookie says Secure.
    expect(String(direct.headers['set-cookie'])).toMatch(/Secure/i);
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const proxied = await t.app.inject({
      url: '/api/v1/security/antiforgery',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // A client cannot claim https from an address that is no trusted proxy.
    const spoofed = await t.app.inject({
      url: '/api/v1/security/antiforgery',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sweeps what a crash leaves, leaving anything younger than the age guard and every file an asset or upload owns', async () => {
    const editor = await signedIn(t, EDITOR);
    const [kept] = await uploadOk(editor, [{ name: 'kept.png', data: await png(30, 20) }]);
    const [pending] = await uploadOk(editor, [{ name: 'crop-me.png', data: await png(40, 20) }], {
      Temporary: 'true',
    });
    if (!kept?.AssetId || !pending?.tmpName) throw new Error('uploads failed');
    // The kept image's full-size files, made by its job.
    await t.app.jobs.runDue({ limit: 100 });
    const root = path.join(t.config.dataDir, 'assets');
    const tmp = path.join(t.config.dataDir, 'tmp');
    const files = {
      part: path.join(tmp, 'upload-crashed'),
      partial: path.join(root, 'images', kept.AssetId, 'large.webp.1.2.tmp'),
      orphan: path.join(root, 'files', '5b1c0a4e-2d3f-4e5a-9b8c-7d6e5f4a3b2c'),
      orphanUpload: path.join(root, 'uploads', `${'ef'.repeat(24)}.png`),
    };
    for (const file of Object.values(files)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, 'left behind');
    }
    const staleAfterMs = 60_000;
    const sweeper = libraryCleanup(
      t.app.db,
      t.app.storage,
      assetsLibraryService(t.app.db, t.app.storage, {
        basePath: '',
        maxPixels: 1e7,
        pendingTtlMs: 3_600_000,
        log: t.app.log,
      }),
      { tmpDir: tmp, staleAfterMs, log: t.app.log },
    );
    // Just written: a write in progress as far as anyone can tell.
    expect(await sweeper.run()).toEqual({ expiredUploads: 0, tmpFiles: 0, partialFiles: 0, orphanFiles: 0 });
    for (const file of Object.values(files)) expect(existsSync(file)).toBe(true);

    const past = new Date(Date.now() - 2 * staleAfterMs);
    const owned = [
      path.join(root, 'images', kept.AssetId, 'large.webp'),
      path.join(root, 'images', kept.AssetId, 'thumb.webp'),
    ];
    for (const file of [...Object.values(files), ...owned]) utimesSync(file, past, past);
    expect(await sweeper.run()).toEqual({ expiredUploads: 0, tmpFiles: 1, partialFiles: 1, orphanFiles: 2 });
    for (const file of Object.values(files)) expect(existsSync(file)).toBe(false);
    for (const file of owned) expect(existsSync(file)).toBe(true);
    // The temporary upload waiting for its crop is kept until it expires, then goes with its file.
    const later = new Date(Date.now() + 2 * t.config.assets.temporaryUploadTtlMs);
    expect((await sweeper.run(later)).expiredUploads).toBe(1);
  });
});

describe('trusted proxies', () => {
  it('refuses TRUST_PROXY=true and anything that is not a hop count or addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/X-Forwarded-For the client wrote/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('with a hop count, counts on the address the last proxy saw; cookies are not Secure without an https PUBLIC_URL', async () => {
    const t = await startTestApp(undefined, { TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const browser = t.browser();
        const token = await browser.antiforgeryToken();
        const response = await browser.request({
          method: 'POST',
          url: '/api/v1/security/login',
          headers: { 'x-csrf-token': token, 'x-forwarded-for': `10.9.${i}.1, 192.0.2.78` },
          payload: { Email: DEMO_CUSTOMER.email, Password: 'wrong-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
      const plain = await t.app.inject({ url: '/api/v1/security/antiforgery' });
      expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/i);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
    // Starts its own gateway (a configuration of its own): room for that on a loaded machine.
  }, 120_000);

  it('ignores X-Forwarded-For entirely when no proxy is trusted', async () => {
    const t = await startTestApp(undefined, { LOGIN_RATE_LIMIT: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const browser = t.browser();
        const token = await browser.antiforgeryToken();
        const response = await browser.request({
          method: 'POST',
          url: '/api/v1/security/login',
          headers: { 'x-csrf-token': token, 'x-forwarded-for': `10.9.${i}.1` },
          payload: { Email: DEMO_CUSTOMER.email, Password: 'wrong-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await t.close();
    }
    // Starts its own gateway (a configuration of its own): room for that on a loaded machine.
  }, 120_000);
});

describe('over a real socket', () => {
  let close: (() => Promise<void>) | undefined;
  let port: number;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    const database = await createTestDatabase(undefined);
    const config = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-test-')),
    });
    const app = await buildServer({ config, database: database.handle, logger: { level: 'info', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    close = async () => {
      await app.close();
      await database.dispose();
    };
  });
  afterAll(() => close?.());

  it('answers headers over 16 KB with 431 problem+json', async () => {
    const raw = await rawRequest(
      port,
      `GET /api/v1/localization/fr/stringresources HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(statusOf(raw)).toBe(431);
    expect(headerOf(raw, 'content-type')).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(raw.split('\r\n\r\n')[1] ?? '{}')).toMatchObject({ status: 431 });
  });

  it('answers a broken request line with 400 problem+json', async () => {
    const raw = await rawRequest(port, 'GET /a b c\r\n\r\n');
    expect(statusOf(raw)).toBe(400);
    expect(headerOf(raw, 'content-type')).toMatch(/^application\/problem\+json/);
  });

  it('logs a short plain X-Request-Id as given and replaces a long or odd one', async () => {
    const send = (id: string) =>
      new Promise<void>((resolve, reject) => {
        const request = httpRequest(
          { port, host: '127.0.0.1', path: '/healthz', headers: { 'x-request-id': id } },
          (response) => {
            response.resume();
            response.on('end', resolve);
          },
        );
        request.on('error', reject);
        request.end();
      });
    await send('trace-0123456789abcdef');
    await send('x'.repeat(5000));
    await send('<script>alert(1)</script>');
    const ids = logLines
      .filter((line) => (line.req as { url?: string } | undefined)?.url === '/healthz')
      .map((line) => String(line.reqId));
    expect(ids[0]).toBe('trace-0123456789abcdef');
    expect(ids.slice(1)).toHaveLength(2);
    for (const id of ids.slice(1)) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
