import { shopUrls } from '@vitrine/api-client/urls';
import type { Database, Executor } from '@vitrine/db';
import { ConflictError } from '../../lib/domain-errors';
import { enqueueMail, type MailShop } from '../mail/index';
import { accountMail } from './account-mails';
import { verifyPassword } from './passwords';
import { accountCulture } from './profile-mails';
import { profileRepository } from './profile-repository';
import { usersRepository } from './users-repository';

export interface ErasableAccount {
  id: string;
  email: string;
  firstName: string;
  culture: string | null;
}

/**
 * The security module's part of deleting an account (ADR 029): proving it is the owner, and
 * erasing the account inside the deletion's transaction. The account's row goes, and with it
 * (ON DELETE CASCADE) its sessions, links, saved addresses, carts, lists and subscriptions; its
 * address is free to register again. What other modules keep (orders) they anonymise first, in
 * the same transaction.
 */
export function accountErasure(db: Database, options: { shop: MailShop; shopUrl: string }) {
  return {
    /**
     * The account, if the password is its own; null otherwise. Staff accounts are refused: an
     * administrator removes them, and the back office's work must not lose its author silently.
     */
    async prove(userId: string, password: string): Promise<ErasableAccount | null> {
      const account = await usersRepository(db).findById(userId);
      if (!account || !(await verifyPassword(account.passwordHash, password))) return null;
      if (account.roles.some((role) => role !== 'customer'))
        throw new ConflictError('A staff account is removed by an administrator.', undefined, {
          Account: ['AccountProfile.StaffAccount'],
        });
      return account;
    },

    /** Deletes the account and queues the last message to its address, in the caller's transaction. */
    async erase(tx: Executor, account: ErasableAccount): Promise<void> {
      const culture = accountCulture(account.culture);
      await enqueueMail(
        tx,
        accountMail({
          kind: 'account-deleted',
          to: account.email,
          culture,
          name: account.firstName,
          actionUrl: `${options.shopUrl}${shopUrls.home(culture)}`,
          shop: options.shop,
        }),
      );
      await profileRepository(tx).remove(account.id);
    },
  };
}
