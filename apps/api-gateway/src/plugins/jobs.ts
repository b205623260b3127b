import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type JobHandler, PermanentJobError, retryDelayMs } from '../lib/job-queue';
import { type JobRow, jobRepository } from '../lib/job-repository';

export interface RunDueOptions {
  /** The worker's clock: tests move it to make retries and expired leases due. */
  now?: Date;
  /** At most this many jobs in one run. */
  limit?: number;
}

export interface RunDueReport {
  done: number;
  retried: number;
  failed: number;
}

export interface JobRunner {
  /** Names the handler of a kind of job; each kind has one. Modules call it when they register. */
  register<Payload = unknown>(kind: string, handler: JobHandler<Payload>): void;
  /** Claims the jobs due at `now`, runs them and records how each went. */
  runDue(options?: RunDueOptions): Promise<RunDueReport>;
  /** Whether this instance's worker is polling for due jobs (JOBS_WORKER). */
  readonly polling: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue's handlers and worker (ADR 023). */
    jobs: JobRunner;
  }
}

/**
 * How long a claimed job is this worker's. Longer than any handler may take (an SMTP exchange
 * stays under nodemailer's own timeouts), or a slow job would be taken again while it runs.
 */
export const JOB_LEASE_MS = 15 * 60 * 1000;
const BATCH = 10;
/** Full batches the poller runs back to back before it yields to its timer again. */
const MAX_BATCHES_PER_POLL = 10;

const describeError = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : `Error: ${String(error)}`;

/**
 * The job queue: handlers by kind, `runDue` to run what is due, and (JOBS_WORKER) a poller that
 * calls it every JOBS_POLL_MS. Every instance may poll: claiming with SKIP LOCKED shares the jobs.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const handlers = new Map<string, JobHandler>();
    const repository = jobRepository(app.db);

    async function runOne(job: JobRow, now: Date): Promise<keyof RunDueReport> {
      const log = app.log.child({ jobId: job.id, jobKind: job.kind });
      const handler = handlers.get(job.kind);
      if (!handler) {
        await repository.markFailed(job.id, `No handler is registered for jobs of kind '${job.kind}'.`);
        log.error('a job of a kind nobody handles was given up');
        return 'failed';
      }
      if (job.attempts > job.maxAttempts) {
        // The last allowed try's worker died during it: trying once more would exceed the limit.
        await repository.markFailed(job.id, 'Its worker stopped during its last attempt.');
        log.error(
          { attempts: job.attempts - 1 },
          'a job was given up after its last attempt was interrupted',
        );
        return 'failed';
      }
      try {
        await handler(job.payload, { jobId: job.id, attempt: job.attempts, log });
      } catch (error) {
        const message = describeError(error);
        if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
          await repository.markFailed(job.id, message);
          log.error({ err: error, attempt: job.attempts }, 'a job failed and is given up');
          return 'failed';
        }
        const runAt = new Date(now.getTime() + retryDelayMs(job.attempts));
        await repository.markRetry(job.id, runAt, message);
        log.warn({ err: error, attempt: job.attempts, runAt }, 'a job failed and will be tried again');
        return 'retried';
      }
      await repository.markDone(job.id);
      return 'done';
    }

    async function runDue({ now = new Date(), limit = BATCH }: RunDueOptions = {}): Promise<RunDueReport> {
      const claimed = await repository.claimDue(now, limit, JOB_LEASE_MS);
      const report: RunDueReport = { done: 0, retried: 0, failed: 0 };
      // Side by side: each claimed job's lease runs from the claim, so none waits behind another.
      const outcomes = await Promise.allSettled(claimed.map((job) => runOne(job, now)));
      const problems: unknown[] = [];
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') report[outcome.value] += 1;
        else problems.push(outcome.reason);
      }
      // An outcome that could not be written leaves its job running: its lease ends and it runs again.
      if (problems.length)
        throw new AggregateError(problems, 'the outcome of some jobs could not be recorded');
      return report;
    }

    let polling = false;
    let timer: NodeJS.Timeout | undefined;
    let inFlight: Promise<void> | undefined;

    async function poll(): Promise<void> {
      for (let batch = 0; polling && batch < MAX_BATCHES_PER_POLL; batch += 1) {
        const report = await runDue();
        if (report.done + report.retried + report.failed < BATCH) return;
      }
    }

    // One run at a time: the next is scheduled only once the previous one has finished.
    function schedule(): void {
      if (!polling) return;
      timer = setTimeout(() => {
        timer = undefined;
        inFlight = poll()
          .catch((error: unknown) => app.log.error({ err: error }, 'the job worker could not run due jobs'))
          .finally(() => {
            inFlight = undefined;
            schedule();
          });
      }, config.jobs.pollMs);
      // The worker alone never keeps the process alive.
      timer.unref();
    }

    app.decorate('jobs', {
      register<Payload>(kind: string, handler: JobHandler<Payload>) {
        if (handlers.has(kind)) throw new Error(`jobs of kind '${kind}' already have a handler`);
        handlers.set(kind, handler as JobHandler);
      },
      runDue,
      get polling() {
        return polling;
      },
    } satisfies JobRunner);

    if (config.jobs.worker) {
      // Once every module has registered its handlers.
      app.addHook('onReady', async () => {
        polling = true;
        schedule();
      });
      app.addHook('onClose', async () => {
        polling = false;
        if (timer) clearTimeout(timer);
        timer = undefined;
        await inFlight;
      });
    }
  },
  { name: 'jobs', dependencies: ['database'] },
);
