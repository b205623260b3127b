import type { Database } from '@vitrine/db';
import type { VisitorSignIn } from '../../lib/ownership';
import { unitOfWork, type Work } from '../../lib/unit-of-work';
import { type SessionUser, type StoredSession, sessionsRepository } from './sessions-repository';

/** A module's part in a sign-in: take over what the visitor owned (the cart's lines, summed). */
export type VisitorSignInListener = (event: VisitorSignIn, work: Work) => Promise<void>;

export interface NewSession {
  idHash: string;
  expiresAt: Date;
  ipAddress: string;
  userAgent: string | null;
}

/**
 * The sessions, as the sessions plugin keeps them: signed-in and visitor sessions, sign-in with
 * the hand-over of what the visitor owned, and the sweep of expired ones (whose visitor data goes
 * with them, by the database's cascade).
 */
export function sessionStore(db: Database) {
  const repository = sessionsRepository(db);
  const listeners: VisitorSignInListener[] = [];

  return {
    find: (idHash: string) => repository.find(idHash),
    touch: (idHash: string, expiresAt: Date, now?: Date) => repository.touch(idHash, expiresAt, now),
    remove: (idHash: string) => repository.remove(idHash),
    removeExpired: () => repository.removeExpired(),

    /** A visitor's session, created on their first write that needs an owner. */
    async createVisitor(session: NewSession): Promise<StoredSession> {
      const id = await repository.create({ ...session, userId: null });
      return { idHash: session.idHash, id, user: null, expiresAt: session.expiresAt, lastSeenAt: new Date() };
    },

    /**
     * Signs a user in with a new session. When the session it replaces was a visitor's, every
     * module that registered for it takes over what the visitor owned, in the same unit of work
     * as the new session; then the old session goes (never reused: session fixation).
     */
    async signIn(
      user: SessionUser,
      session: NewSession,
      previousIdHash: string | null,
    ): Promise<StoredSession> {
      return unitOfWork(db, async (work) => {
        const sessions = sessionsRepository(work.tx);
        const previous = previousIdHash ? await sessions.find(previousIdHash) : null;
        const id = await sessions.create({ ...session, userId: user.id });
        if (previous && !previous.user)
          for (const listener of listeners)
            await listener({ visitorId: previous.id, customerId: user.id }, work);
        if (previousIdHash) await sessions.remove(previousIdHash);
        return { idHash: session.idHash, id, user, expiresAt: session.expiresAt, lastSeenAt: new Date() };
      });
    },

    onVisitorSignIn(listener: VisitorSignInListener): void {
      listeners.push(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
