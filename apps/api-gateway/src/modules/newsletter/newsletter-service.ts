import type { Database } from '@vitrine/db';
import { executorOf, type Work } from '../../lib/unit-of-work';
import { newsletterRepository } from './newsletter-repository';

export function newsletterService(db: Database) {
  return {
    /**
     * Puts the address on the list (idempotent: an address already there, in any case, stays
     * once). Inside a unit of work (registration with its opt-in) it shares that transaction.
     */
    async subscribe(email: string, culture: string, work?: Work): Promise<{ added: boolean }> {
      const added = await newsletterRepository(executorOf(db, work)).subscribe(email.trim(), culture);
      return { added };
    },
  };
}

export type NewsletterService = ReturnType<typeof newsletterService>;
