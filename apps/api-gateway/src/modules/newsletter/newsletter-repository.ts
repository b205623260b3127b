import { type Executor, newsletterSubscriptions } from '@vitrine/db';

export function newsletterRepository(db: Executor) {
  return {
    /** Adds the address unless it is on the list already (any case); true when added. */
    subscribe: async (email: string, culture: string): Promise<boolean> => {
      const inserted = await db
        .insert(newsletterSubscriptions)
        .values({ email, culture })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      return inserted.length > 0;
    },
  };
}
