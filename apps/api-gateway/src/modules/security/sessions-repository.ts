import { type Executor, type Role, sessions, users } from '@vitrine/db';
import { and, eq, gt, lte, ne } from 'drizzle-orm';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  culture: string | null;
}

export interface StoredSession {
  idHash: string;
  /** The session's stable id: what a visitor owns refers to it. */
  id: string;
  user: SessionUser | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

export function sessionsRepository(db: Executor) {
  return {
    async find(idHash: string, now = new Date()): Promise<StoredSession | null> {
      const [row] = await db
        .select({
          idHash: sessions.idHash,
          id: sessions.id,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          user: {
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            roles: users.roles,
            culture: users.culture,
            isActive: users.isActive,
          },
        })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
        .limit(1);
      if (!row) return null;
      const { isActive, ...user } = row.user ?? { isActive: false };
      return {
        idHash: row.idHash,
        id: row.id,
        expiresAt: row.expiresAt,
        lastSeenAt: row.lastSeenAt,
        // A disabled account's sessions stop working at once.
        user: row.user && isActive ? (user as SessionUser) : null,
      };
    },

    /** A signed-in session, or a visitor's when userId is null; answers its stable id. */
    async create(input: {
      idHash: string;
      userId: string | null;
      expiresAt: Date;
      ipAddress: string;
      userAgent: string | null;
    }): Promise<string> {
      const [row] = await db.insert(sessions).values(input).returning({ id: sessions.id });
      return (row as { id: string }).id;
    },

    async touch(idHash: string, expiresAt: Date, now = new Date()) {
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, idHash));
    },

    async remove(idHash: string) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    /** Ends every session of a user, but the one kept (the one changing the password), if any. */
    async removeAllOfUser(userId: string, keepIdHash?: string) {
      await db
        .delete(sessions)
        .where(
          keepIdHash
            ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
            : eq(sessions.userId, userId),
        );
    },

    async removeExpired(now = new Date()) {
      await db.delete(sessions).where(lte(sessions.expiresAt, now));
    },
  };
}
