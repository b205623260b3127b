import { ANTIFORGERY_HEADER, PROBLEM_TYPES } from '@vitrine/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { HttpProblem } from '../lib/problem';
import { hmac, randomToken, safeEqual } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How an unsafe request to this route proves that one of our own pages sent it. 'token', the
     * default for every route: the X-CSRF-Token header. 'same-origin': the browser's own
     * Sec-Fetch-Site, Origin or Referer, for the storefront's form posts (React Router actions),
     * which cannot carry a header when scripts are off. 'none': a route that changes nothing
     * whatever the method (the pages' 405 answer to methods they do not take).
     */
    antiforgery?: 'token' | 'same-origin' | 'none';
  }
  interface FastifyInstance {
    /**
     * onRequest: the token check every unsafe request gets, for a route that changes state
     * behind a safe method (the spec's crop call is a GET under /assets/).
     */
    verifyAntiforgery: preHandlerAsyncHookHandler;
  }
  interface FastifyReply {
    /** Issues (or re-uses) the anti-forgery token bound to the visitor's current session. */
    antiforgeryToken(): Promise<string>;
    /**
     * After the session changed within this request (a visitor's first write, sign-in, sign-out):
     * a token bound to the new session, in the cookie and in the X-CSRF-Token answer header, so
     * the page's next unsafe call carries a valid one without a refused round trip.
     */
    renewAntiforgeryToken(): Promise<string>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for every unsafe request, decided by the route the router matched (never by
 * the raw address, which the router decodes: '/%61pi/…' is '/api/…'): a signed double-submit
 * token by default. The cookie and the X-CSRF-Token header must match, and the signature binds
 * the token to the session it was issued for, so signing in (which rotates the session)
 * invalidates older tokens. Routes marked 'same-origin' are checked on the browser's headers.
 */
export const antiforgeryPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const cookieName = config.cookies.antiforgery;
    const binding = async (request: FastifyRequest) => (await request.getSession())?.idHash ?? 'anonymous';
    const sign = (nonce: string, bound: string) =>
      `${nonce}.${hmac(config.sessionSecret, `${nonce}|${bound}`)}`;

    async function isValid(request: FastifyRequest, token: string): Promise<boolean> {
      const [nonce, signature] = token.split('.');
      if (!nonce || !signature) return false;
      return safeEqual(token, sign(nonce, await binding(request)));
    }

    async function issue(reply: FastifyReply): Promise<string> {
      const token = sign(randomToken(18), await binding(reply.request));
      reply.setCookie(cookieName, token, {
        path: config.basePath || '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: reply.request.protocol === 'https' || config.publicOrigin.startsWith('https:'),
      });
      return token;
    }

    app.decorateReply('antiforgeryToken', async function antiforgeryToken(this: FastifyReply) {
      const existing = this.request.cookies[cookieName];
      if (existing && (await isValid(this.request, existing))) return existing;
      return issue(this);
    });

    app.decorateReply('renewAntiforgeryToken', async function renewAntiforgeryToken(this: FastifyReply) {
      const token = await issue(this);
      this.header(ANTIFORGERY_HEADER, token);
      return token;
    });

    async function verify(request: FastifyRequest): Promise<void> {
      const header = request.headers[ANTIFORGERY_HEADER];
      const cookieToken = request.cookies[cookieName];
      const ok =
        typeof header === 'string' &&
        !!cookieToken &&
        safeEqual(header, cookieToken) &&
        (await isValid(request, header));
      if (!ok)
        throw new HttpProblem(
          403,
          PROBLEM_TYPES.csrf,
          'The anti-forgery token is missing or no longer valid.',
        );
    }

    app.decorate('verifyAntiforgery', verify);

    app.addHook('onRequest', async (request) => {
      // An address no route answers changes nothing: it gets its 404.
      if (SAFE_METHODS.has(request.method) || request.is404) return;
      const mode = request.routeOptions.config.antiforgery ?? 'token';
      if (mode === 'none') return;
      if (mode === 'same-origin') {
        if (!isSentByOurPages(request, config.publicOrigin))
          throw new HttpProblem(403, PROBLEM_TYPES.csrf, 'Cross-site form posts are refused.');
        return;
      }
      await verify(request);
    });
  },
  { name: 'antiforgery', dependencies: ['sessions'] },
);

/**
 * Whether the browser says one of our own pages sent this request: Sec-Fetch-Site when the
 * browser sends it (a page on another port of the same host is 'same-site', not ours), else the
 * Origin, else the Referer. A request with none of them is refused: every browser that can be
 * made to post cross-site sends at least one.
 */
export function isSentByOurPages(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none';
  const ours = new Set([publicOrigin, `${request.protocol}://${request.host}`]);
  const origin = request.headers.origin;
  if (typeof origin === 'string') return ours.has(origin);
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return false;
  try {
    return ours.has(new URL(referer).origin);
  } catch {
    return false;
  }
}
