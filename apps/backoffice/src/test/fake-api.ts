import type { CurrentUser, Role } from '@vitrine/api-client';
import { isCulture, stringResources } from '@vitrine/i18n';

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  /** A multipart body (an upload), as sent. */
  form: FormData | undefined;
  headers: Headers;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

/** Handlers keyed 'METHOD /path', e.g. 'GET /api/v1/security/me'. */
export type FakeRoutes = Record<string, FakeHandler>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function problem(status: number, type: string, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ type, title: type, status, ...extra }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

export function staffUser(roles: Role[] = ['admin'], overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    UserId: '3f1c6a52-7a0b-4b8e-9a64-2d7f0c1e5b90',
    Email: 'ana@vitrine.test',
    FirstName: 'Ana',
    LastName: 'Silva',
    Roles: roles,
    Culture: null,
    ...overrides,
  };
}

function defaultHandler(method: string, path: string): FakeHandler | undefined {
  if (method === 'GET' && path === '/api/v1/security/antiforgery')
    return () => json(200, { Token: 'test-token' });
  const strings = /^\/api\/v1\/localization\/([a-z]{2})\/stringresources$/.exec(path);
  const culture = strings?.[1];
  if (method === 'GET' && isCulture(culture)) return () => json(200, stringResources[culture]);
  return undefined;
}

/**
 * The gateway, as far as the back office sees it: a fetch that answers from handlers (and serves the
 * anti-forgery token and the real string resources unless told otherwise), recording every call.
 */
export function createFakeApi(routes: FakeRoutes = {}) {
  const calls: FakeRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: FakeRequest = {
      method,
      path: url.pathname,
      url,
      body,
      form: init?.body instanceof FormData ? init.body : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`] ?? defaultHandler(method, url.pathname);
    return handler ? handler(request) : problem(404, '/problems/not-found');
  };
  return {
    fetch,
    calls,
    routes,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
export type FakeApi = ReturnType<typeof createFakeApi>;
