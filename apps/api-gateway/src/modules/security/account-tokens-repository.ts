import { type AccountTokenPurpose, accountTokens, type Executor } from '@vitrine/db';
import { and, eq, gt, isNull } from 'drizzle-orm';

export function accountTokensRepository(db: Executor) {
  return {
    async create(input: {
      userId: string;
      purpose: AccountTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(accountTokens).values(input);
    },

    /**
     * Uses a token: one statement marks it used only if it is unused and unexpired, so two
     * requests with the same link cannot both get through. Answers its user, or null.
     */
    async consume(tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<string | null> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ userId: accountTokens.userId });
      return row?.userId ?? null;
    },

    /** Retires a user's other unused tokens of a purpose (a password set makes older links void). */
    async retire(userId: string, purpose: AccountTokenPurpose, now: Date) {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
    },
  };
}
