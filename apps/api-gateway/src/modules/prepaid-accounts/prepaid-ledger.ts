import { PROBLEM_TYPES } from '@vitrine/api-client';
import type { ActorKind, Database, PrepaidEntryKind } from '@vitrine/db';
import { Money } from '@vitrine/money';
import { BusinessRuleError, NotFoundError } from '../../lib/domain-errors';
import { executorOf, type Work } from '../../lib/unit-of-work';
import { type PrepaidAccountRow, type PrepaidEntryRow, prepaidRepository } from './prepaid-repository';

/** Who moved the money: the customer, a staff member (with their user id), or the shop itself. */
export interface LedgerActor {
  readonly kind: ActorKind;
  readonly id: string | null;
}

export interface LedgerMovement {
  readonly accountId: string;
  /** Always positive, in the account currency's minor units: `credit` adds it, `debit` takes it. */
  readonly amountMinor: number;
  readonly kind: PrepaidEntryKind;
  readonly actor: LedgerActor;
  /** Why, in words staff and the customer read in the history ("Order V-100012", "Bank transfer 2026-11-03"). */
  readonly reason: string;
  /**
   * The movement's own name, unique across the ledger: the same key a second time writes nothing
   * and answers the entry written the first time (a replayed confirmation credits once).
   */
  readonly idempotencyKey: string;
  readonly orderId?: string | null;
  readonly paymentReference?: string | null;
}

export interface LedgerResult {
  readonly entry: PrepaidEntryRow;
  /** False when the key had been used already: nothing was written this time. */
  readonly created: boolean;
  /** The balance after the movement (after the earlier one, for a replay). */
  readonly balance: Money;
  /** The balance before it (equal to `balance` for a replay). */
  readonly before: Money;
}

/** What the ledger tells once a debit is written (the usage e-mails); runs inside the same unit of work. */
export type OnDebit = (work: Work, account: PrepaidAccountRow, result: LedgerResult) => Promise<void>;

export const PREPAID_HISTORY_PAGE_SIZE = 10;

export const insufficientBalance = (balance: Money, asked: Money) =>
  new BusinessRuleError(
    PROBLEM_TYPES.prepaidBalanceInsufficient,
    `The prepaid balance (${balance.toString()}) is less than ${asked.toString()}.`,
    { Quantity: ['Sales.PrepaidBalanceInsufficient'] },
  );

const accountNotFound = (accountId: string) =>
  new NotFoundError(`There is no prepaid account '${accountId}'.`, PROBLEM_TYPES.notFound, {
    PrepaidAccountId: ['Sales.PrepaidAccountNotFound'],
  });

/**
 * The prepaid ledger (ADR 034): an account's balance is the sum of its entries, never a number
 * edited in place. Every movement locks the account's row inside the caller's unit of work,
 * sums the entries under that lock and writes one entry, so two payments from one account queue
 * and neither can take money the other already took; the database refuses a negative running
 * balance as a last guard. Each movement carries an idempotency key: the same key twice writes once.
 */
export function prepaidLedger(db: Database, { currency, onDebit }: { currency: string; onDebit?: OnDebit }) {
  async function move(work: Work, movement: LedgerMovement, sign: 1 | -1): Promise<LedgerResult> {
    if (!Number.isSafeInteger(movement.amountMinor) || movement.amountMinor <= 0)
      throw new RangeError(
        `a ledger movement is a positive whole number of minor units: ${movement.amountMinor}`,
      );
    const repository = prepaidRepository(work.tx);
    const account = await repository.lock(movement.accountId);
    if (!account) throw accountNotFound(movement.accountId);
    const money = (minor: number) => Money.ofMinor(minor, account.currencyCode);
    // Read under the lock: a movement with this key committed meanwhile is seen here.
    const earlier = await repository.entryByKey(movement.idempotencyKey);
    if (earlier) {
      if (earlier.accountId !== account.id)
        throw new Error(`ledger key ${movement.idempotencyKey} belongs to another account`);
      const balance = money(await repository.sum(account.id));
      return { entry: earlier, created: false, balance, before: balance };
    }
    const before = money(await repository.sum(account.id));
    const asked = money(movement.amountMinor);
    const change = sign === 1 ? asked : asked.negate();
    const after = before.plus(change);
    if (after.isNegative()) throw insufficientBalance(before, asked);
    const entry = await repository.insertEntry({
      accountId: account.id,
      amountMinor: change.minor,
      currencyCode: account.currencyCode,
      kind: movement.kind,
      actorKind: movement.actor.kind,
      actorId: movement.actor.id,
      reason: movement.reason,
      orderId: movement.orderId ?? null,
      paymentReference: movement.paymentReference ?? null,
      idempotencyKey: movement.idempotencyKey,
      balanceAfterMinor: after.minor,
    });
    if (!entry) throw new Error(`ledger key ${movement.idempotencyKey} was taken by another account`);
    const result = { entry, created: true, balance: after, before };
    if (sign === -1 && onDebit) await onDebit(work, account, result);
    return result;
  }

  return {
    currency,

    /** The customer's account, made (in the shop's currency) the first time it is asked for. */
    async accountOf(customerId: string, work?: Work): Promise<PrepaidAccountRow> {
      return prepaidRepository(executorOf(db, work)).ensureForCustomer(customerId, currency);
    },

    /** The customer's account if they have one (nothing is made). */
    async existingAccountOf(customerId: string, work?: Work): Promise<PrepaidAccountRow | null> {
      return prepaidRepository(executorOf(db, work)).byCustomer(customerId);
    },

    /** The account by its id, only when it is this customer's: anyone else's answers not found. */
    async accountOwnedBy(customerId: string, accountId: string, work?: Work): Promise<PrepaidAccountRow> {
      const account = await prepaidRepository(executorOf(db, work)).byId(accountId);
      if (!account || account.customerId !== customerId) throw accountNotFound(accountId);
      return account;
    },

    async account(accountId: string, work?: Work): Promise<PrepaidAccountRow> {
      const account = await prepaidRepository(executorOf(db, work)).byId(accountId);
      if (!account) throw accountNotFound(accountId);
      return account;
    },

    /**
     * The balance as committed. Deciding on it needs the lock: `debit` and `credit` take it; a
     * caller that must read before deciding (how much of an order the balance covers) calls
     * `lockedBalance` inside its unit of work first.
     */
    async balance(accountId: string, work?: Work): Promise<Money> {
      const repository = prepaidRepository(executorOf(db, work));
      const account = await repository.byId(accountId);
      if (!account) throw accountNotFound(accountId);
      return Money.ofMinor(await repository.sum(accountId), account.currencyCode);
    },

    /** Locks the account for the rest of the caller's unit of work and answers its balance. */
    async lockedBalance(work: Work, accountId: string): Promise<Money> {
      const repository = prepaidRepository(work.tx);
      const account = await repository.lock(accountId);
      if (!account) throw accountNotFound(accountId);
      return Money.ofMinor(await repository.sum(accountId), account.currencyCode);
    },

    /** Adds money (a top-up, a refund, a correction in the customer's favour). Idempotent by key. */
    credit: (work: Work, movement: LedgerMovement) => move(work, movement, 1),

    /**
     * Takes money (a payment, a correction against the customer). Refused with
     * `prepaidBalanceInsufficient` (422) when the balance under the lock is smaller: the balance
     * never goes below zero. Idempotent by key.
     */
    debit: (work: Work, movement: LedgerMovement) => move(work, movement, -1),

    /** Switches the usage notification (an e-mail on each payment and when the balance runs low). */
    async setNotification(accountId: string, activated: boolean, work?: Work): Promise<void> {
      await prepaidRepository(executorOf(db, work)).setNotification(accountId, activated);
    },

    /** The entry a key wrote, or null. */
    async entryByKey(idempotencyKey: string, work?: Work): Promise<PrepaidEntryRow | null> {
      return prepaidRepository(executorOf(db, work)).entryByKey(idempotencyKey);
    },

    /** What an order's entries took from the account, net (a positive amount paid, zero if none or released). */
    async paidForOrder(accountId: string, orderId: string, work?: Work): Promise<Money> {
      const repository = prepaidRepository(executorOf(db, work));
      const account = await repository.byId(accountId);
      if (!account) throw accountNotFound(accountId);
      return Money.ofMinor(await repository.orderSum(accountId, orderId), account.currencyCode).negate();
    },

    /** The accounts an order's entries touched. */
    accountsOfOrder: (orderId: string, work?: Work) =>
      prepaidRepository(executorOf(db, work)).accountsOfOrder(orderId),

    /** One page (from 1) of the account's entries, newest first. */
    async history(
      accountId: string,
      page: number,
      pageSize = PREPAID_HISTORY_PAGE_SIZE,
    ): Promise<{ total: number; entries: PrepaidEntryRow[]; page: number; pageSize: number }> {
      const { total, rows } = await prepaidRepository(db).entries(accountId, page, pageSize);
      return { total, entries: rows, page, pageSize };
    },
  };
}

export type PrepaidLedger = ReturnType<typeof prepaidLedger>;
