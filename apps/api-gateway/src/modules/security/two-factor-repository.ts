import { type Executor, twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from '@vitrine/db';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';

export function twoFactorRepository(db: Executor) {
  return {
    async findSecret(userId: string) {
      const [row] = await db
        .select()
        .from(twoFactorSecrets)
        .where(eq(twoFactorSecrets.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** A new secret being set up; replaces one set up earlier and never confirmed (not an enabled one). */
    async savePendingSecret(userId: string, secretCiphertext: string): Promise<boolean> {
      const rows = await db
        .insert(twoFactorSecrets)
        .values({ userId, secretCiphertext })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { secretCiphertext, createdAt: sql`now()`, lastUsedStep: null },
          setWhere: isNull(twoFactorSecrets.enabledAt),
        })
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    async enable(userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ enabledAt: now })
        .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.enabledAt)))
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    /**
     * Takes a code's time step: only a step later than the last one taken, in one statement, so
     * the same code (or an earlier one) is never accepted twice, even by two requests at once.
     */
    async takeStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(twoFactorSecrets.userId, userId),
            or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
          ),
        )
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    async removeSecret(userId: string) {
      await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    },

    async replaceRecoveryCodes(userId: string, codeHashes: string[]) {
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      if (codeHashes.length)
        await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Uses a recovery code once: marked used only if it was unused. */
    async useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length > 0;
    },

    async countUnusedRecoveryCodes(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
      return Number(row?.n ?? 0);
    },

    async createChallenge(input: {
      tokenHash: string;
      userId: string;
      forStaff: boolean;
      remember: boolean;
      expiresAt: Date;
    }) {
      await db.insert(twoFactorChallenges).values(input);
    },

    /** A live challenge of the route's kind: unused, unexpired, under its wrong-code limit. */
    async findLiveChallenge(tokenHash: string, forStaff: boolean, maxFailures: number, now: Date) {
      const [row] = await db
        .select()
        .from(twoFactorChallenges)
        .where(
          and(
            eq(twoFactorChallenges.tokenHash, tokenHash),
            eq(twoFactorChallenges.forStaff, forStaff),
            isNull(twoFactorChallenges.usedAt),
            gt(twoFactorChallenges.expiresAt, now),
            lt(twoFactorChallenges.failedAttempts, maxFailures),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async countFailure(tokenHash: string) {
      await db
        .update(twoFactorChallenges)
        .set({ failedAttempts: sql`${twoFactorChallenges.failedAttempts} + 1` })
        .where(eq(twoFactorChallenges.tokenHash, tokenHash));
    },

    /** Ends a challenge with its one success; false when another request used it first. */
    async useChallenge(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(twoFactorChallenges)
        .set({ usedAt: now })
        .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), isNull(twoFactorChallenges.usedAt)))
        .returning({ userId: twoFactorChallenges.userId });
      return rows.length > 0;
    },

    /** Challenges past their life are of no use to anyone: dropped as new ones are made. */
    async deleteExpiredChallenges(now: Date) {
      await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now));
    },
  };
}
