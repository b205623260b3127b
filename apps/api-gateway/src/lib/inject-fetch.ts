import type { FastifyInstance, FastifyRequest } from 'fastify';

const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

/**
 * A fetch that answers through the gateway itself (app.inject): the server-side render calls
 * the same HTTP API as the browser, with the visitor's cookies, without a network hop.
 */
export function injectFetch(app: FastifyInstance, incoming: FastifyRequest): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://gateway');
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = incoming.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: incoming.ip,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const bodyless = response.statusCode === 204 || response.statusCode === 304;
    return new Response(bodyless ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
