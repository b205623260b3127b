import type { PrepaidAccount, PrepaidHistory } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import type { PrepaidLedger } from './prepaid-ledger';
import type { PrepaidAccountRow } from './prepaid-repository';

/** The customer's side of the account: what the account page reads and switches. */
export function prepaidAccountsService(ledger: PrepaidLedger) {
  function accountView(account: PrepaidAccountRow, balance: Money, culture: Culture): PrepaidAccount {
    const threshold = Money.ofMinor(account.lowBalanceThresholdMinor, account.currencyCode);
    return {
      PrepaidAccountId: account.id,
      CurrencyCode: account.currencyCode,
      Balance: balance.toNumber(),
      BalanceHtml: formatMoney(balance, culture),
      IsNotificationActivated: account.notifyOnUse,
      LowBalanceThreshold: threshold.toNumber(),
      LowBalanceThresholdHtml: formatMoney(threshold, culture),
    };
  }

  return {
    /** The customer's account, made the first time they look at it. */
    async mine(customerId: string, culture: Culture): Promise<PrepaidAccount> {
      const account = await ledger.accountOf(customerId);
      return accountView(account, await ledger.balance(account.id), culture);
    },

    async history(
      customerId: string,
      accountId: string,
      page: number,
      culture: Culture,
    ): Promise<PrepaidHistory> {
      const account = await ledger.accountOwnedBy(customerId, accountId);
      const { total, entries, pageSize } = await ledger.history(account.id, page);
      return {
        Items: entries.map((entry) => {
          const amount = Money.ofMinor(entry.amountMinor, entry.currencyCode);
          const after = Money.ofMinor(entry.balanceAfterMinor, entry.currencyCode);
          return {
            Id: entry.id,
            At: entry.createdAt.toISOString(),
            Kind: entry.kind,
            Amount: amount.toNumber(),
            AmountHtml: formatMoney(amount, culture),
            BalanceAfter: after.toNumber(),
            BalanceAfterHtml: formatMoney(after, culture),
            Reason: entry.reason,
            ActorKind: entry.actorKind,
            OrderId: entry.orderId,
          };
        }),
        TotalCount: total,
        PageNumber: page,
        PageSize: pageSize,
      };
    },

    /** Switches the usage notification of the customer's own account (anyone else's: not found). */
    async setNotification(customerId: string, accountId: string, activated: boolean): Promise<void> {
      const account = await ledger.accountOwnedBy(customerId, accountId);
      await ledger.setNotification(account.id, activated);
    },
  };
}
