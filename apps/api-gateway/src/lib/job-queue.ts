import type { Executor } from '@vitrine/db';
import type { FastifyBaseLogger } from 'fastify';
import { jobRepository, type NewJob } from './job-repository';

export type { NewJob };

/**
 * Writes a durable job (ADR 011's outbox, ADR 023). Called with `executorOf(db, work)` inside the
 * unit of work that makes the job necessary, so the job exists if and only if that work commits;
 * a worker takes it once it is committed and due. Answers the job's id.
 */
export function enqueueJob(executor: Executor, job: NewJob): Promise<number> {
  return jobRepository(executor).insert(job);
}

export interface JobContext {
  jobId: number;
  /** 1 on the first try, then 2, 3…: a try whose worker died counts too. */
  attempt: number;
  /** The gateway's logger, bound to the job's id and kind. */
  log: FastifyBaseLogger;
}

/**
 * Runs one job. Resolving marks it done; throwing makes it wait (backoff) and try again until its
 * attempts are spent, or fail at once with a PermanentJobError. A job can run more than once
 * (a worker that died after the work but before marking it done): handlers are idempotent or
 * harmless to repeat.
 */
export type JobHandler<Payload = unknown> = (payload: Payload, context: JobContext) => Promise<void>;

/** Thrown by a handler when trying again cannot help (a payload it cannot read, a refused address). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** How long a job waits after its nth failed try: 2^n × 30 s (1 min, 2 min, 4 min…), at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(2 ** Math.max(attempt, 0) * 30_000, 60 * 60 * 1000);
}
