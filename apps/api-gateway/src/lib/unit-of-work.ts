import type { Database, Executor, Transaction } from '@vitrine/db';

/**
 * One business operation's transaction, handed to every service that takes part in it (ADR 009).
 * Checkout re-prices the cart, takes stock, counts the coupon's use and writes the order through
 * four modules' services; each writes with `work.tx`, so either all of it commits or none of it.
 *
 * What must only happen once the data is committed (emptying a cache, telling another instance,
 * starting a job that reads the new rows) is registered with `afterCommit`: it runs after the
 * commit, in order, and never after a rollback.
 */
export interface Work {
  readonly tx: Transaction;
  afterCommit(task: () => unknown): void;
}

type AfterCommitErrorHandler = (error: unknown) => void;

/**
 * Runs `run` in one new transaction. A service that may be called inside a larger operation takes
 * an optional `Work` and uses `withinWork`, so it joins the caller's transaction instead.
 */
export async function unitOfWork<T>(
  db: Database,
  run: (work: Work) => Promise<T>,
  onAfterCommitError: AfterCommitErrorHandler = (error) => {
    throw error;
  },
): Promise<T> {
  const tasks: (() => unknown)[] = [];
  const result = await db.transaction((tx) => run({ tx, afterCommit: (task) => tasks.push(task) }));
  // The data is committed: a failing follow-up must not turn a done operation into an error answer.
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      onAfterCommitError(error);
    }
  }
  return result;
}

/** Runs `run` inside the caller's unit of work when there is one, else in a new one. */
export function withinWork<T>(
  db: Database,
  work: Work | undefined,
  run: (work: Work) => Promise<T>,
): Promise<T> {
  return work ? run(work) : unitOfWork(db, run);
}

/** The executor a repository should use: the unit of work's transaction, or the database. */
export const executorOf = (db: Database, work?: Work): Executor => work?.tx ?? db;
