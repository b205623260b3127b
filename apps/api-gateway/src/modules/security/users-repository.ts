import { type Executor, type Role, users } from '@vitrine/db';
import { eq, sql } from 'drizzle-orm';

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
    updatePasswordHash: (id: string, passwordHash: string) =>
      db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id)),
    /** Creates the account unless one with that e-mail exists; true when created. */
    createIfMissing: async (input: {
      email: string;
      passwordHash: string;
      roles: Role[];
      firstName: string;
      lastName: string;
    }) => {
      const created = await db.insert(users).values(input).onConflictDoNothing().returning({ id: users.id });
      return created.length > 0;
    },
  };
}
