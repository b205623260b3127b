import type { Database } from '@vitrine/db';
import { ConflictError } from '../../lib/domain-errors';
import { unitOfWork } from '../../lib/unit-of-work';
import type { MailShop } from '../mail/index';
import { orderAnonymisationRepository } from '../orders/index';
import type { PrepaidLedger } from '../prepaid-accounts/index';
import { refundErasure } from '../refunds/index';
import { accountErasure } from '../security/index';

/**
 * A customer deletes their own account (ADR 029), in one transaction across the modules that
 * hold their data: the orders are anonymised and kept (the law keeps invoices), the account and
 * everything hanging from it is erased, and a last message confirms it. An order still on its way
 * needs its delivery address: the deletion waits until it has been shipped. Money the shop still
 * owes the customer waits too: a prepaid balance (deleting would forfeit it) and a refund staff
 * have not finished; finished refunds are kept, without their bank details.
 */
export function accountClosureService(
  db: Database,
  options: { shop: MailShop; shopUrl: string; prepaid: PrepaidLedger; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  const accounts = accountErasure(db, options);
  return {
    /** False when the password is wrong; a refusal of the account's state is a ConflictError. */
    async close(userId: string, currentPassword: string): Promise<boolean> {
      const account = await accounts.prove(userId, currentPassword);
      if (!account) return false;
      await unitOfWork(db, async (work) => {
        const { tx } = work;
        const orders = orderAnonymisationRepository(tx);
        if (await orders.hasOpenOrders(account.id))
          throw new ConflictError('An order of this account is still on its way.', undefined, {
            Account: ['AccountProfile.OpenOrders'],
          });
        const refunds = refundErasure(tx);
        if (await refunds.hasOpen(account.id))
          throw new ConflictError('A refund of this account is still to be made.', undefined, {
            Account: ['AccountProfile.OpenRefunds'],
          });
        const prepaidAccount = await options.prepaid.existingAccountOf(account.id, work);
        if (prepaidAccount && !(await options.prepaid.lockedBalance(work, prepaidAccount.id)).isZero())
          throw new ConflictError('The prepaid account of this account still holds money.', undefined, {
            Account: ['AccountProfile.PrepaidBalanceLeft'],
          });
        await refunds.forgetBankDetails(account.id);
        await orders.anonymiseCustomerOrders(account.id, now());
        await accounts.erase(tx, account);
      });
      return true;
    },
  };
}
