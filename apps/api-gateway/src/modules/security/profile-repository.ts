import { accountTokens, type Executor, users } from '@vitrine/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';

/** The account's own changes: its profile, its address, its deletion; and the address-change links. */
export function profileRepository(db: Executor) {
  return {
    async updateProfile(
      id: string,
      profile: { firstName: string; lastName: string; culture: string },
      now: Date,
    ) {
      const [row] = await db
        .update(users)
        .set({ ...profile, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    /** Whether an account other than `exceptId` uses the address (any case). */
    async emailTaken(email: string, exceptId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()} AND ${users.id} <> ${exceptId}`)
        .limit(1);
      return row !== undefined;
    },

    /**
     * Moves the account to its new, just proven address. False when another account took the
     * address meanwhile (the unique index on lower(email) decides, not a read before the write).
     */
    async setEmail(id: string, email: string, now: Date): Promise<boolean> {
      const [row] = await db
        .update(users)
        .set({ email, emailConfirmedAt: now, updatedAt: now })
        .where(
          sql`${users.id} = ${id} AND NOT EXISTS (SELECT 1 FROM ${users} other WHERE lower(other.email) = ${email.toLowerCase()} AND other.id <> ${id})`,
        )
        .returning({ id: users.id });
      return row !== undefined;
    },

    /** Removes the account; its sessions, tokens, addresses, carts and lists go with it (ON DELETE CASCADE). */
    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },

    async createEmailChange(input: { userId: string; tokenHash: string; newEmail: string; expiresAt: Date }) {
      await db.insert(accountTokens).values({ ...input, purpose: 'change-email' });
    },

    /** Uses an address-change link once (as every account token); answers its user and new address. */
    async consumeEmailChange(tokenHash: string, now: Date) {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, 'change-email'),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
      return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : null;
    },
  };
}
