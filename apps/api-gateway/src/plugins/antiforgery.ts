import { ANTIFORGERY_HEADER, PROBLEM_TYPES } from '@vitrine/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { HttpProblem } from '../lib/problem';
import { hmac, randomToken, safeEqual } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler: the same check every unsafe /api/ call gets, for a route that changes state
     * behind a safe method or outside /api/ (the spec's crop call is a GET under /assets/).
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
 * CSRF protection for every unsafe call: a signed double-submit token. The cookie and the
 * X-CSRF-Token header must match, and the signature binds the token to the session it was
 * issued for, so signing in (which rotates the session) invalidates older tokens.
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
        secure: reply.request.protocol === 'https',
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
      if (SAFE_METHODS.has(request.method)) return;
      const apiPrefix = `${config.basePath}/api/`;
      if (!request.url.startsWith(apiPrefix)) return;
      await verify(request);
    });
  },
  { name: 'antiforgery', dependencies: ['sessions'] },
);
