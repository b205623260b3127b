import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from './errors';
import { createApiClient } from './index';

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

describe('api client error flow', () => {
  it.each([
    [401, 'unauthorized'],
    [404, 'not-found'],
    [500, 'failure'],
    [422, 'failure'],
  ] as const)('classifies %i as %s and hands it to the error flow', async (status, kind) => {
    const onError = vi.fn<(error: ApiError) => void>();
    const api = createApiClient({
      fetch: async () =>
        json(status, { type: '/problems/x', title: 'X', status }, 'application/problem+json'),
      onError,
    });
    await expect(api.security.me()).rejects.toMatchObject({ status, kind });
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]![0].problem?.type).toBe('/problems/x');
  });

  it('treats a call that got no answer (aborted, offline) as status 0', async () => {
    const onError = vi.fn();
    const api = createApiClient({
      fetch: async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
      onError,
    });
    await expect(api.security.me()).rejects.toMatchObject({ status: 0, kind: 'aborted' });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('skips the error flow for statuses the caller handles', async () => {
    const onError = vi.fn();
    const api = createApiClient({
      fetch: async () => json(400, { type: '/problems/invalid-credentials', title: 'Bad', status: 400 }),
      onError,
      antiforgeryToken: 't',
    });
    await expect(api.security.login({ Email: 'a@b.c', Password: 'x' })).rejects.toMatchObject({
      status: 400,
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('fetches an anti-forgery token for unsafe calls and retries once when it went stale', async () => {
    const calls: { url: string; token: string | null }[] = [];
    let tokens = 0;
    const api = createApiClient({
      fetch: async (input, init) => {
        const url = String(input);
        const token = new Headers(init?.headers).get('x-csrf-token');
        calls.push({ url, token });
        if (url.endsWith('/antiforgery')) return json(200, { Token: `token-${++tokens}` });
        if (token === 'token-1') return json(403, { type: '/problems/csrf', title: 'CSRF', status: 403 });
        return new Response(null, { status: 204 });
      },
    });
    await api.security.logout();
    expect(calls.map((c) => [c.url, c.token])).toEqual([
      ['/api/v1/security/antiforgery', null],
      ['/api/v1/security/logout', 'token-1'],
      ['/api/v1/security/antiforgery', null],
      ['/api/v1/security/logout', 'token-2'],
    ]);
  });

  it('takes the token a call answers after it changed the session: the next change uses it', async () => {
    const calls: { url: string; token: string | null }[] = [];
    const api = createApiClient({
      fetch: async (input, init) => {
        const url = String(input);
        calls.push({ url, token: new Headers(init?.headers).get('x-csrf-token') });
        if (url.endsWith('/antiforgery')) return json(200, { Token: 'token-1' });
        if (url.endsWith('/login'))
          return new Response(
            JSON.stringify({
              UserId: '00000000-0000-4000-8000-000000000001',
              Email: 'a@b.c',
              FirstName: 'A',
              LastName: 'B',
              Roles: ['editor'],
              Culture: null,
            }),
            {
              status: 200,
              headers: { 'content-type': 'application/json', 'x-csrf-token': 'token-of-the-new-session' },
            },
          );
        return new Response(null, { status: 204 });
      },
    });
    await api.security.staffLogin({ Email: 'a@b.c', Password: 'x' });
    await api.security.logout();
    expect(calls.map((c) => [c.url, c.token])).toEqual([
      ['/api/v1/security/antiforgery', null],
      ['/api/v1/backoffice/security/login', 'token-1'],
      ['/api/v1/security/logout', 'token-of-the-new-session'],
    ]);
  });

  it('validates successful answers against the response schema', async () => {
    const api = createApiClient({ fetch: async () => json(200, { nope: true }) });
    await expect(api.security.me()).rejects.toThrow();
  });
});
