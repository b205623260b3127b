import { type Executor, jobs } from '@vitrine/db';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';

export interface NewJob {
  /** Which handler runs it, e.g. 'mail.send'. */
  kind: string;
  /** What the handler needs, as JSON: ids rather than copies of rows that may change meanwhile. */
  payload: unknown;
  /** Not before this moment; now when omitted. */
  runAt?: Date;
  /** Tries before the job is given up; the table's default (8) when omitted. */
  maxAttempts?: number;
}

export type JobRow = typeof jobs.$inferSelect;

/** Longest text kept of a failure: enough for a message and the top of a stack. */
const MAX_ERROR_LENGTH = 4000;
const clip = (error: string) =>
  error.length > MAX_ERROR_LENGTH ? `${error.slice(0, MAX_ERROR_LENGTH)}…` : error;

/** The only SQL on the durable job table (ADR 023). */
export function jobRepository(executor: Executor) {
  return {
    async insert(job: NewJob): Promise<number> {
      const [row] = await executor
        .insert(jobs)
        .values({
          kind: job.kind,
          // Neither undefined nor null is a JSON value the column keeps (it is NOT NULL).
          payload: job.payload ?? {},
          // The gateway's clock, as the worker's `now` and the leases are: the database's now()
          // has microseconds, and may fall just after a `now` read in the same millisecond.
          runAt: job.runAt ?? new Date(),
          ...(job.maxAttempts !== undefined ? { maxAttempts: job.maxAttempts } : {}),
        })
        .returning({ id: jobs.id });
      if (!row) throw new Error('the job was not written');
      return row.id;
    },

    /**
     * Takes up to `limit` due jobs for this worker in one statement: pending ones whose time has
     * come, and running ones whose lease ended (their worker died). `SKIP LOCKED` lets several
     * workers claim at once without waiting on each other or taking the same row; a row another
     * worker claimed meanwhile fails the re-check of the WHERE under its lock and is left out.
     * Answers the claimed jobs, their attempt already counted, oldest due first.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<JobRow[]> {
      const due = executor
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
            and(eq(jobs.status, 'running'), lt(jobs.leaseUntil, now)),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await executor
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          leaseUntil: new Date(now.getTime() + leaseMs),
        })
        .where(inArray(jobs.id, due))
        .returning();
      return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
    },

    async markDone(id: number): Promise<void> {
      await executor
        .update(jobs)
        .set({ status: 'done', leaseUntil: null, finishedAt: sql`now()` })
        .where(eq(jobs.id, id));
    },

    /** Back to pending until `runAt`; the failure is kept for whoever looks at the job. */
    async markRetry(id: number, runAt: Date, error: string): Promise<void> {
      await executor
        .update(jobs)
        .set({ status: 'pending', runAt, leaseUntil: null, lastError: clip(error) })
        .where(eq(jobs.id, id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await executor
        .update(jobs)
        .set({ status: 'failed', leaseUntil: null, lastError: clip(error), finishedAt: sql`now()` })
        .where(eq(jobs.id, id));
    },

    async find(id: number): Promise<JobRow | null> {
      const [row] = await executor.select().from(jobs).where(eq(jobs.id, id));
      return row ?? null;
    },
  };
}

export type JobRepository = ReturnType<typeof jobRepository>;
