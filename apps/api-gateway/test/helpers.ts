import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@vitrine/db';
import { type Culture, stringResources } from '@vitrine/i18n';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildServer, prepareShop, resolveWebBuilds } from '../src/build-server';
import { type Env, loadConfig } from '../src/config';

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/** Every API test runs on the embedded database and, when one is configured, on the server. */
export const databaseTargets = [
  { name: 'PGlite', url: undefined as string | undefined },
  ...(serverUrl ? [{ name: 'PostgreSQL', url: serverUrl }] : []),
];

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export async function startTestApp(
  databaseUrl: string | undefined,
  env: Partial<Record<keyof Env, string>> = {},
  /** Registers more routes (a test's own) before the server is ready. */
  extend?: (app: Awaited<ReturnType<typeof buildServer>>) => Promise<void>,
  /** Serve the built storefront and back office too (pnpm build first). */
  { web = false }: { web?: boolean } = {},
) {
  const testDb = await createTestDatabase(databaseUrl);
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-test-')),
    LOG_LEVEL: 'silent',
    // API tests build the catalogue they need; the demo catalogue is for people.
    DEMO_PRODUCTS: '0',
    ...env,
  });
  const app = await buildServer({
    config,
    database: testDb.handle,
    logger: false,
    ...(web ? { web: resolveWebBuilds() } : {}),
  });
  if (extend) await extend(app);
  await prepareShop(app, config);
  return {
    app,
    config,
    /** A visitor with its own cookie jar. */
    browser: () => new TestBrowser(app),
    close: async () => {
      await app.close();
      await testDb.dispose();
    },
  };
}

/** Keeps cookies between calls the way a browser would, and sends the anti-forgery header. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: Awaited<ReturnType<typeof buildServer>>) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const set of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        set.value === '' || (set.expires && set.expires.getTime() < Date.now()) || set.maxAge === 0;
      if (expired) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  async antiforgeryToken(): Promise<string> {
    const response = await this.request({ method: 'GET', url: '/api/v1/security/antiforgery' });
    return response.json<{ Token: string }>().Token;
  }

  /** An unsafe call with a valid anti-forgery token, as the api client makes it. */
  async send(method: 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: unknown) {
    const token = await this.antiforgeryToken();
    return this.request({
      method,
      url,
      headers: { 'x-csrf-token': token },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  /** This browser as the typed client's `fetch`: its cookies, the gateway in process. */
  readonly fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const target = new URL(String(input), 'http://gateway');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await this.request({
      method: (init.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      for (const one of [value ?? []].flat()) answerHeaders.append(name, String(one));
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: answerHeaders,
    });
  };

  signIn(email: string, password: string, url = '/api/v1/security/login') {
    return this.send('POST', url, { Email: email, Password: password });
  }
}

export function expectProblem(response: LightMyRequestResponse, status: number, type?: string) {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  if (!response.headers['content-type']?.toString().startsWith('application/problem+json'))
    throw new Error(`expected problem+json, got ${response.headers['content-type']}`);
  const body = response.json<{
    type: string;
    title: string;
    status: number;
    errors?: Record<string, string[]>;
  }>();
  if (body.status !== status) throw new Error(`problem status ${body.status} differs from ${status}`);
  if (type && body.type !== type) throw new Error(`expected problem type ${type}, got ${body.type}`);
  return body;
}

/** Sends raw bytes over a socket and answers the raw response (what no client library would send). */
export function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
  });
}

/** Every message a refusal carries is an i18n key (with its parameters) known in all six cultures. */
export function expectTranslatedErrors(errors: Record<string, string[]> | undefined) {
  expect(errors).toBeDefined();
  for (const messages of Object.values(errors ?? {}))
    for (const message of messages) {
      const key = message.split('|')[0] as string;
      for (const culture of Object.keys(stringResources) as Culture[])
        expect(stringResources[culture][key], `${culture}: ${key}`).toBeTruthy();
    }
}
