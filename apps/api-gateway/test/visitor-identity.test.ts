import { sessions } from '@vitrine/db';
import { and, eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_CUSTOMER } from '../src/build-server';
import { NotFoundError } from '../src/lib/domain-errors';
import { ownedBy, ownerValues } from '../src/lib/ownership';
import { sessionStore } from '../src/modules/security/index';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

/**
 * Visitor identity (ADR 013), proved with a small owned resource of the test's own (notes), the
 * way the cart, wishlists and addresses use it: a session on the first write, ownership on every
 * read and write, the hand-over at sign-in, a new visitor after sign-out, the sweep of expired ones.
 */
const notes = pgTable('test_visitor_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id'),
  visitorId: uuid('visitor_id'),
  text: text('text').notNull(),
});
const createNotes = sql`
  CREATE TABLE IF NOT EXISTS test_visitor_notes (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    customer_id uuid REFERENCES users(id) ON DELETE CASCADE,
    visitor_id uuid REFERENCES sessions(id) ON DELETE CASCADE,
    text text NOT NULL,
    CHECK ((customer_id IS NULL) <> (visitor_id IS NULL)))`;

let failSignIn = false;

async function noteRoutes(app: FastifyInstance) {
  await app.db.execute(createNotes);
  app.onVisitorSignIn(async ({ visitorId, customerId }, work) => {
    await work.tx.update(notes).set({ customerId, visitorId: null }).where(eq(notes.visitorId, visitorId));
    if (failSignIn) throw new Error('a module could not take over the visitor’s data');
  });
  app.get('/api/v1/test/notes', async (request) => {
    const owner = await request.getOwner();
    if (!owner) return [];
    return app.db.select({ id: notes.id, text: notes.text }).from(notes).where(ownedBy(notes, owner));
  });
  app.post(
    '/api/v1/test/notes',
    { schema: { body: z.object({ text: z.string() }) } },
    async (request, reply) => {
      const owner = await reply.ensureOwner();
      const [row] = await app.db
        .insert(notes)
        .values({ ...ownerValues(owner), text: (request.body as { text: string }).text })
        .returning({ id: notes.id });
      return reply.code(201).send(row);
    },
  );
  app.delete<{ Params: { id: string } }>('/api/v1/test/notes/:id', async (request, reply) => {
    const owner = await request.getOwner();
    const deleted = owner
      ? await app.db
          .delete(notes)
          .where(and(eq(notes.id, request.params.id), ownedBy(notes, owner)))
          .returning({ id: notes.id })
      : [];
    if (!deleted.length) throw new NotFoundError('There is no such note.');
    return reply.code(204).send();
  });
}

describe.each(databaseTargets)('visitor identity on $name', ({ url }) => {
  let shop: TestApp;
  const sessionCookie = () => shop.config.cookies.session;

  /** An unsafe call with the token the visitor's page holds (not a freshly fetched one). */
  async function post(browser: TestBrowser, token: string, text: string) {
    return browser.request({
      method: 'POST',
      url: '/api/v1/test/notes',
      headers: { 'x-csrf-token': token },
      payload: { text },
    });
  }
  const listNotes = async (browser: TestBrowser) =>
    (await browser.request({ method: 'GET', url: '/api/v1/test/notes' }))
      .json<{ text: string }[]>()
      .map((n) => n.text);

  beforeAll(async () => {
    shop = await startTestApp(url, {}, noteRoutes);
  });
  afterAll(async () => shop.close());

  it('reads create no session; the first write does, with a cookie that lasts and a new token', async () => {
    const browser = shop.browser();
    expect(await listNotes(browser)).toEqual([]);
    const token = await browser.antiforgeryToken();
    expect(browser.cookies.has(sessionCookie())).toBe(false);

    const created = await post(browser, token, 'first');
    expect(created.statusCode).toBe(201);
    const cookie = (created.cookies as { name: string; expires?: Date }[]).find(
      (c) => c.name === sessionCookie(),
    );
    expect(cookie?.expires && cookie.expires.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const renewed = String(created.headers['x-csrf-token']);
    expect(renewed).not.toBe(token);

    // The token was bound to "no session": it is refused now; the renewed one works.
    expectProblem(await post(browser, token, 'stale'), 403, '/problems/csrf');
    expect((await post(browser, renewed, 'second')).statusCode).toBe(201);
    expect(await listNotes(browser)).toEqual(['first', 'second']);
  });

  it('another visitor neither sees nor deletes what a visitor owns: 404, not 403', async () => {
    const owner = shop.browser();
    const created = (await post(owner, await owner.antiforgeryToken(), 'mine')).json<{ id: string }>();
    const stranger = shop.browser();
    await post(stranger, await stranger.antiforgeryToken(), 'theirs');
    expect(await listNotes(stranger)).toEqual(['theirs']);
    expectProblem(await stranger.send('DELETE', `/api/v1/test/notes/${created.id}`), 404);
    expect(await listNotes(owner)).toEqual(['mine']);
    expect((await owner.send('DELETE', `/api/v1/test/notes/${created.id}`)).statusCode).toBe(204);
  });

  it('signing in hands the visitor’s data to the customer and replaces the session; signing out starts a new visitor', async () => {
    const browser = shop.browser();
    await post(browser, await browser.antiforgeryToken(), 'kept across sign-in');
    const visitorCookie = browser.cookies.get(sessionCookie());

    expect((await browser.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
    expect(browser.cookies.get(sessionCookie())).not.toBe(visitorCookie);
    expect(await listNotes(browser)).toContain('kept across sign-in');
    // The visitor's session is gone: its cookie opens nothing any more.
    const replay = shop.browser();
    replay.cookies.set(sessionCookie(), visitorCookie as string);
    expect(await listNotes(replay)).toEqual([]);

    expect((await browser.send('POST', '/api/v1/security/logout')).statusCode).toBeLessThan(300);
    expect(await listNotes(browser)).toEqual([]);
    await post(browser, await browser.antiforgeryToken(), 'a new visitor’s');
    expect(await listNotes(browser)).toEqual(['a new visitor’s']);

    // Signing in again adds this visitor's note to the customer's.
    await browser.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(await listNotes(browser)).toEqual(
      expect.arrayContaining(['kept across sign-in', 'a new visitor’s']),
    );
  });

  it('a failed hand-over leaves the visitor signed out with their data, and no new session', async () => {
    const browser = shop.browser();
    await post(browser, await browser.antiforgeryToken(), 'not lost');
    const visitorCookie = browser.cookies.get(sessionCookie());
    const before = await shop.app.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    failSignIn = true;
    try {
      const failed = await browser.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      expect(failed.statusCode).toBe(500);
    } finally {
      failSignIn = false;
    }
    expect(browser.cookies.get(sessionCookie())).toBe(visitorCookie);
    expect(await listNotes(browser)).toEqual(['not lost']);
    const after = await shop.app.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('an expired visitor session is swept with everything it owned', async () => {
    const browser = shop.browser();
    await post(browser, await browser.antiforgeryToken(), 'abandoned');
    await shop.app.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id IS NULL AND id IN (SELECT visitor_id FROM test_visitor_notes WHERE text = 'abandoned')`,
    );
    expect(await listNotes(browser)).toEqual([]);
    await sessionStore(shop.app.db).removeExpired();
    const left = await shop.app.db.select().from(notes).where(eq(notes.text, 'abandoned'));
    expect(left).toEqual([]);
  });
});
