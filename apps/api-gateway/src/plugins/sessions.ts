import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Owner } from '../lib/ownership';
import { randomToken, sha256 } from '../lib/tokens';
import {
  type NewSession,
  type SessionUser,
  type StoredSession,
  sessionStore,
  type VisitorSignInListener,
} from '../modules/security/index';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Registers a module's part in a sign-in (ADR 013): it takes over what the visitor owned, in
     * the unit of work that replaces the visitor's session by the customer's.
     */
    onVisitorSignIn(listener: VisitorSignInListener): void;
  }
  interface FastifyRequest {
    /** The visitor's session, read once per request (null when there is none). */
    getSession(): Promise<StoredSession | null>;
    /** Shortcut: the signed-in user, or null. */
    getUser(): Promise<SessionUser | null>;
    /** Who owns what this request reads: the customer, the visitor, or nobody yet (null). */
    getOwner(): Promise<Owner | null>;
  }
  interface FastifyReply {
    /** Signs a user in with a brand-new session id (never the one the visitor arrived with). */
    startSession(user: SessionUser, options: { remember: boolean }): Promise<void>;
    endSession(): Promise<void>;
    /**
     * The owner for a write (a cart line, a consent): the customer, or the visitor, whose session
     * is created now when they have none (its cookie and a new anti-forgery token go with the answer).
     */
    ensureOwner(): Promise<Owner>;
  }
}

const REMEMBERED_TTL_MS = 30 * 24 * 3600 * 1000;
const BROWSER_SESSION_TTL_MS = 12 * 3600 * 1000;
/** A visitor's cart waits for them as long as a remembered sign-in does. */
const VISITOR_TTL_MS = REMEMBERED_TTL_MS;
// Writes on every request would make reads cost a write; slide the expiry at most this often.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

const sessionCache = Symbol('session');
type CachedRequest = FastifyRequest & { [sessionCache]?: Promise<StoredSession | null> };

export const ownerOf = (session: StoredSession | null): Owner | null => {
  if (!session) return null;
  return session.user
    ? { kind: 'customer', customerId: session.user.id }
    : { kind: 'visitor', visitorId: session.id };
};

export const sessionsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(cookie);
    const store = sessionStore(app.db);
    const cookieName = config.cookies.session;
    const cookieOptions = (request: FastifyRequest) => ({
      path: config.basePath || '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      // Secure whenever the shop is served over https: PUBLIC_URL says so even when the proxy in
      // front of us is not trusted to tell us the protocol.
      secure: request.protocol === 'https' || config.publicOrigin.startsWith('https:'),
    });
    const isRemembered = (session: StoredSession) =>
      session.expiresAt.getTime() - session.lastSeenAt.getTime() > BROWSER_SESSION_TTL_MS;
    const newSession = (request: FastifyRequest, ttlMs: number): NewSession & { token: string } => {
      const token = randomToken();
      return {
        token,
        idHash: sha256(token),
        expiresAt: new Date(Date.now() + ttlMs),
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      };
    };

    async function load(request: FastifyRequest): Promise<StoredSession | null> {
      const token = request.cookies[cookieName];
      if (!token) return null;
      const session = await store.find(sha256(token));
      if (!session) return null;
      const now = Date.now();
      if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const ttl = isRemembered(session) ? REMEMBERED_TTL_MS : BROWSER_SESSION_TTL_MS;
        await store.touch(session.idHash, new Date(now + ttl), new Date(now));
      }
      return session;
    }

    app.decorate('onVisitorSignIn', (listener: VisitorSignInListener) => store.onVisitorSignIn(listener));

    app.decorateRequest('getSession', function getSession(this: CachedRequest) {
      this[sessionCache] ??= load(this);
      return this[sessionCache];
    });
    app.decorateRequest('getUser', async function getUser(this: FastifyRequest) {
      return (await this.getSession())?.user ?? null;
    });
    app.decorateRequest('getOwner', async function getOwner(this: FastifyRequest) {
      return ownerOf(await this.getSession());
    });

    app.decorateReply('ensureOwner', async function ensureOwner(this: FastifyReply): Promise<Owner> {
      const request = this.request as CachedRequest;
      const owner = ownerOf(await request.getSession());
      if (owner) return owner;
      const { token, ...session } = newSession(request, VISITOR_TTL_MS);
      const stored = await store.createVisitor(session);
      request[sessionCache] = Promise.resolve(stored);
      this.setCookie(cookieName, token, { ...cookieOptions(request), expires: session.expiresAt });
      await this.renewAntiforgeryToken();
      return { kind: 'visitor', visitorId: stored.id };
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
        const { token, ...session } = newSession(
          request,
          remember ? REMEMBERED_TTL_MS : BROWSER_SESSION_TTL_MS,
        );
        const stored = await store.signIn(user, session, previous ? sha256(previous) : null);
        request[sessionCache] = Promise.resolve(stored);
        this.setCookie(cookieName, token, {
          ...cookieOptions(request),
          ...(remember ? { expires: session.expiresAt } : {}),
        });
        await this.renewAntiforgeryToken();
      },
    );

    app.decorateReply('endSession', async function endSession(this: FastifyReply) {
      const request = this.request as CachedRequest;
      const token = request.cookies[cookieName];
      if (token) await store.remove(sha256(token));
      request[sessionCache] = Promise.resolve(null);
      this.clearCookie(cookieName, cookieOptions(request));
      await this.renewAntiforgeryToken();
    });

    const cleanup = setInterval(() => {
      store.removeExpired().catch((err) => app.log.warn({ err }, 'expired session cleanup failed'));
    }, CLEANUP_INTERVAL_MS);
    cleanup.unref();
    app.addHook('onClose', async () => clearInterval(cleanup));
  },
  { name: 'sessions', dependencies: ['database'] },
);
