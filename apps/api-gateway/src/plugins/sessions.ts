import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { randomToken, sha256 } from '../lib/tokens';
import { type SessionUser, type StoredSession, sessionsRepository } from '../modules/security/index';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's session, read once per request (null when anonymous). */
    getSession(): Promise<StoredSession | null>;
    /** Shortcut: the signed-in user, or null. */
    getUser(): Promise<SessionUser | null>;
  }
  interface FastifyReply {
    /** Signs a user in with a brand-new session id (never the one the visitor arrived with). */
    startSession(user: SessionUser, options: { remember: boolean }): Promise<void>;
    endSession(): Promise<void>;
  }
}

const REMEMBERED_TTL_MS = 30 * 24 * 3600 * 1000;
const BROWSER_SESSION_TTL_MS = 12 * 3600 * 1000;
// Writes on every request would make reads cost a write; slide the expiry at most this often.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

const sessionCache = Symbol('session');
type CachedRequest = FastifyRequest & { [sessionCache]?: Promise<StoredSession | null> };

export const sessionsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(cookie);
    const repository = sessionsRepository(app.db);
    const cookieName = config.cookies.session;
    const cookieOptions = (request: FastifyRequest) => ({
      path: config.basePath || '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: request.protocol === 'https',
    });
    const isRemembered = (session: StoredSession) =>
      session.expiresAt.getTime() - session.lastSeenAt.getTime() > BROWSER_SESSION_TTL_MS;

    async function load(request: FastifyRequest): Promise<StoredSession | null> {
      const token = request.cookies[cookieName];
      if (!token) return null;
      const session = await repository.find(sha256(token));
      if (!session) return null;
      const now = Date.now();
      if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const ttl = isRemembered(session) ? REMEMBERED_TTL_MS : BROWSER_SESSION_TTL_MS;
        await repository.touch(session.idHash, new Date(now + ttl), new Date(now));
      }
      return session;
    }

    app.decorateRequest('getSession', function getSession(this: CachedRequest) {
      this[sessionCache] ??= load(this);
      return this[sessionCache];
    });
    app.decorateRequest('getUser', async function getUser(this: FastifyRequest) {
      return (await this.getSession())?.user ?? null;
    });

    app.decorateReply(
      'startSession',
      async function startSession(
        this: FastifyReply,
        user: SessionUser,
        { remember }: { remember: boolean },
      ) {
        const request = this.request as CachedRequest;
        const previous = request.cookies[cookieName];
        if (previous) await repository.remove(sha256(previous));
        const token = randomToken();
        const ttl = remember ? REMEMBERED_TTL_MS : BROWSER_SESSION_TTL_MS;
        const expiresAt = new Date(Date.now() + ttl);
        const idHash = sha256(token);
        await repository.create({
          idHash,
          userId: user.id,
          expiresAt,
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        request[sessionCache] = Promise.resolve({ idHash, user, expiresAt, lastSeenAt: new Date() });
        this.setCookie(cookieName, token, {
          ...cookieOptions(request),
          ...(remember ? { expires: expiresAt } : {}),
        });
      },
    );

    app.decorateReply('endSession', async function endSession(this: FastifyReply) {
      const request = this.request as CachedRequest;
      const token = request.cookies[cookieName];
      if (token) await repository.remove(sha256(token));
      request[sessionCache] = Promise.resolve(null);
      this.clearCookie(cookieName, cookieOptions(request));
    });

    const cleanup = setInterval(() => {
      repository.removeExpired().catch((err) => app.log.warn({ err }, 'expired session cleanup failed'));
    }, CLEANUP_INTERVAL_MS);
    cleanup.unref();
    app.addHook('onClose', async () => clearInterval(cleanup));
  },
  { name: 'sessions', dependencies: ['database'] },
);
