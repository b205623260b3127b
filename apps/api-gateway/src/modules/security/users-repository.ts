import { type Executor, type Role, users } from '@vitrine/db';
import { eq, isNull, sql } from 'drizzle-orm';

export function usersRepository(db: Executor) {
  return {
    findByEmail: async (email: string) => {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return user ?? null;
    },
    findById: async (id: string) => {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user ?? null;
    },
    updatePasswordHash: (id: string, passwordHash: string) =>
      db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id)),
    /** The owner showed the address is theirs (a confirmation or a reset link); the first time counts. */
    markEmailConfirmed: (id: string, now: Date) =>
      db
        .update(users)
        .set({ emailConfirmedAt: now, updatedAt: now })
        .where(sql`${users.id} = ${id} AND ${isNull(users.emailConfirmedAt)}`),
    /**
     * Creates the account unless one with that e-mail exists (any case); answers its id when
     * created. Without `emailConfirmedAt` the account counts as confirmed (staff, seed).
     */
    createIfMissing: async (input: {
      email: string;
      passwordHash: string;
      roles: Role[];
      firstName: string;
      lastName: string;
      culture?: string | null;
      emailConfirmedAt?: Date | null;
    }): Promise<string | null> => {
      const [created] = await db
        .insert(users)
        .values(input)
        .onConflictDoNothing()
        .returning({ id: users.id });
      return created?.id ?? null;
    },
  };
}
