import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { users } from '@vitrine/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, DEMO_CUSTOMER } from '../src/build-server';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/modules/security/passwords';
import { createEditor, EDITOR, signedIn } from './assets-library-helpers';
import { databaseTargets, expectProblem, rawRequest, startTestApp, type TestApp } from './helpers';

const statusOf = (raw: string) => Number(raw.split(' ')[1]);
const headerOf = (raw: string, name: string) =>
  raw
    .split('\r\n\r\n')[0]
    ?.split('\r\n')
    .find((line) => line.toLowerCase().startsWith(`${name}:`))
    ?.slice(name.length + 1)
    .trim();

describe.each(databaseTargets)('request hardening on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000', LOGIN_ADDRESS_LIMIT: '1000' });
    await createEditor(t);
  });
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
    const locked = await startTestApp(url, { LOGIN_ACCOUNT_LIMIT: '4', LOGIN_RATE_LIMIT: '100' });
    try {
      const email = 'sales@vitrine.example';
      await locked.app.db.insert(users).values({
        email,
        passwordHash: await hashPassword('the-right-password'),
        roles: ['sales'],
        firstName: 'Sam',
        lastName: 'Sales',
      });
      // The anti-forgery check comes first: use a real token for each visitor.
      const signIn = async (password: string, address: number, route: string) => {
        const browser = locked.browser();
        const token = await browser.antiforgeryToken();
        return browser.request({
          method: 'POST',
          url: route,
          remoteAddress: `198.51.100.${address}`,
          headers: { 'x-csrf-token': token },
          payload: { Email: email, Password: password },
        });
      };
      const routes = ['/api/v1/security/login', '/api/v1/backoffice/security/login'];
      const wrong = await signIn('wrong-1', 1, routes[0]!);
      const wrongBody = expectProblem(wrong, 400, '/problems/invalid-credentials');
      for (let i = 2; i <= 4; i += 1)
        expectProblem(await signIn(`wrong-${i}`, i, routes[i % 2]!), 400, '/problems/invalid-credentials');
      // Four failures from four addresses over both routes: the right password is now refused, exactly
      // as a wrong one is, from a fifth address and either route.
      for (const route of routes) {
        const refused = await signIn('the-right-password', 9, route);
        expect(expectProblem(refused, 400, '/problems/invalid-credentials')).toEqual({
          ...wrongBody,
          instance: route,
        });
      }
      // Another account is not affected.
      const admin = locked.browser();
      expect((await admin.signIn(locked.config.admin.email, locked.config.admin.password)).statusCode).toBe(
        200,
      );
    } finally {
      await locked.close();
    }
  });

  it('limits one address over all accounts with a 429, and forgives a successful sign-in', async () => {
    const limited = await startTestApp(url, { LOGIN_ADDRESS_LIMIT: '3', LOGIN_RATE_LIMIT: '100' });
    try {
      const browser = limited.browser();
      // Successes do not count.
      for (let i = 0; i < 4; i += 1)
        expect((await browser.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await browser.signIn(`nobody-${i}@vitrine.example`, 'guess')).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const blocked = await browser.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      expectProblem(blocked, 429, '/problems/rate-limited');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not.
      const elsewhere = limited.browser();
      const token = await elsewhere.antiforgeryToken();
      const other = await elsewhere.request({
        method: 'POST',
        url: '/api/v1/security/login',
        remoteAddress: '203.0.113.50',
        headers: { 'x-csrf-token': token },
        payload: { Email: DEMO_CUSTOMER.email, Password: DEMO_CUSTOMER.password },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
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

  it('sends HSTS only over https, and Secure cookies when PUBLIC_URL is https', async () => {
    const plain = await t.app.inject({ url: '/api/v1/security/antiforgery' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/i);

    const behindTls = await startTestApp(url, {
      PUBLIC_URL: 'https://shop.example',
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      const direct = await behindTls.app.inject({ url: '/api/v1/security/antiforgery' });
      // Plain http to the gateway, yet the shop is https: the cookie says Secure.
      expect(String(direct.headers['set-cookie'])).toMatch(/Secure/i);
      expect(direct.headers['strict-transport-security']).toBeUndefined();
      const proxied = await behindTls.app.inject({
        url: '/api/v1/security/antiforgery',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(proxied.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      // A client cannot claim https through an untrusted address.
      const spoofed = await behindTls.app.inject({
        url: '/api/v1/security/antiforgery',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindTls.close();
    }
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

  it.each([
    ['the proxy’s address', '127.0.0.1'],
    ['one hop', '1'],
  ])(
    'counts sign-in failures on the address the trusted proxy saw (%s), whatever the client wrote',
    async (_name, trust) => {
      const t = await startTestApp(undefined, { TRUST_PROXY: trust, LOGIN_RATE_LIMIT: '3' });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i += 1) {
          const browser = t.browser();
          const token = await browser.antiforgeryToken();
          const response = await browser.request({
            method: 'POST',
            url: '/api/v1/security/login',
            // The client writes the left part; the proxy appends the address it saw.
            headers: { 'x-csrf-token': token, 'x-forwarded-for': `10.9.${i}.1, 192.0.2.77` },
            payload: { Email: DEMO_CUSTOMER.email, Password: 'wrong-password' },
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([400, 400, 400, 429, 429]);
      } finally {
        await t.close();
      }
    },
  );

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
  });
});

describe('over a real socket', () => {
  let t: TestApp;
  let port: number;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await startTestApp(undefined);
    await t.app.close();
    // The same app again, listening, with its log captured.
    const config = t.config;
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    const { createTestDatabase } = await import('@vitrine/db');
    const database = await createTestDatabase(undefined);
    const app = await buildServer({ config, database: database.handle, logger: { level: 'info', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    t = {
      ...t,
      app,
      close: async () => {
        await app.close();
        await database.dispose();
      },
    };
  });
  afterAll(() => t?.close());

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
