import { jobs } from '@vitrine/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob, type JobContext, PermanentJobError, retryDelayMs } from '../src/lib/job-queue';
import { jobRepository } from '../src/lib/job-repository';
import { executorOf, unitOfWork } from '../src/lib/unit-of-work';
import { JOB_LEASE_MS } from '../src/plugins/jobs';
import { databaseTargets, startTestApp, type TestApp } from './helpers';

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe('job backoff', () => {
  it('waits 2^n × 30 s after the nth failed try, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMs)).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe.each(databaseTargets)('durable jobs on $name', ({ url }) => {
  let test: TestApp;
  const db = () => test.app.db;
  const find = (id: number) => jobRepository(db()).find(id);
  let kinds = 0;
  /** A kind of its own for each handler, so that no test runs another's jobs. */
  const newKind = () => `test.kind-${++kinds}`;

  beforeAll(async () => {
    test = await startTestApp(url);
  });
  afterAll(async () => test?.close());
  beforeEach(async () => {
    await db().delete(jobs);
  });

  it('writes a job only when the unit of work that enqueues it commits', async () => {
    let rolledBack = 0;
    await expect(
      unitOfWork(db(), async (work) => {
        rolledBack = await enqueueJob(executorOf(db(), work), {
          kind: 'test.outbox',
          payload: { orderId: 'a' },
        });
        throw new Error('the payment was declined');
      }),
    ).rejects.toThrow('the payment was declined');
    expect(rolledBack).toBeGreaterThan(0);
    expect(await find(rolledBack)).toBeNull();

    const committed = await unitOfWork(db(), (work) =>
      enqueueJob(executorOf(db(), work), { kind: 'test.outbox', payload: { orderId: 'b' }, maxAttempts: 3 }),
    );
    expect(await find(committed)).toMatchObject({
      kind: 'test.outbox',
      payload: { orderId: 'b' },
      status: 'pending',
      attempts: 0,
      maxAttempts: 3,
      lastError: null,
    });
  });

  it('runs a due job once and marks it done', async () => {
    const kind = newKind();
    const seen: { payload: unknown; context: Omit<JobContext, 'log'> }[] = [];
    test.app.jobs.register(kind, async (payload, { jobId, attempt }) => {
      seen.push({ payload, context: { jobId, attempt } });
    });
    const id = await enqueueJob(db(), { kind, payload: { orderId: 'o-1' } });

    expect(await test.app.jobs.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(seen).toEqual([{ payload: { orderId: 'o-1' }, context: { jobId: id, attempt: 1 } }]);
    const row = await find(id);
    expect(row).toMatchObject({ status: 'done', attempts: 1, leaseUntil: null, lastError: null });
    expect(row?.finishedAt).toBeInstanceOf(Date);

    expect(await test.app.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(seen).toHaveLength(1);
  });

  it('leaves a job alone until its time comes', async () => {
    const kind = newKind();
    let runs = 0;
    test.app.jobs.register(kind, async () => {
      runs += 1;
    });
    const now = new Date();
    const id = await enqueueJob(db(), { kind, payload: {}, runAt: later(now, 60 * 60 * 1000) });

    expect(await test.app.jobs.runDue({ now })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await test.app.jobs.runDue({ now: later(now, 60 * 60 * 1000 - 1) })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
    expect(runs).toBe(0);
    expect(await find(id)).toMatchObject({ status: 'pending', attempts: 0 });

    expect(await test.app.jobs.runDue({ now: later(now, 60 * 60 * 1000) })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect(runs).toBe(1);
  });

  it('tries a failing job again after its backoff, then gives it up after its last attempt', async () => {
    const kind = newKind();
    const attempts: number[] = [];
    test.app.jobs.register(kind, async (_payload, { attempt }) => {
      attempts.push(attempt);
      throw new Error(`the provider is down (try ${attempt})`);
    });
    const t0 = new Date();
    const id = await enqueueJob(db(), { kind, payload: {}, runAt: t0, maxAttempts: 3 });

    expect(await test.app.jobs.runDue({ now: t0 })).toEqual({ done: 0, retried: 1, failed: 0 });
    const t1 = later(t0, retryDelayMs(1));
    expect(await find(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      runAt: t1,
      leaseUntil: null,
      lastError: 'Error: the provider is down (try 1)',
    });

    // Not before the backoff ends.
    expect(await test.app.jobs.runDue({ now: later(t1, -1) })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(attempts).toEqual([1]);

    expect(await test.app.jobs.runDue({ now: t1 })).toEqual({ done: 0, retried: 1, failed: 0 });
    const t2 = later(t1, retryDelayMs(2));
    expect(await find(id)).toMatchObject({ status: 'pending', attempts: 2, runAt: t2 });

    expect(await test.app.jobs.runDue({ now: t2 })).toEqual({ done: 0, retried: 0, failed: 1 });
    const row = await find(id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      leaseUntil: null,
      lastError: 'Error: the provider is down (try 3)',
    });
    expect(row?.finishedAt).toBeInstanceOf(Date);
    expect(attempts).toEqual([1, 2, 3]);

    // A failed job stays failed, however late it gets.
    expect(await test.app.jobs.runDue({ now: later(t2, 24 * 60 * 60 * 1000) })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('gives up at once on a PermanentJobError', async () => {
    const kind = newKind();
    let runs = 0;
    test.app.jobs.register(kind, async () => {
      runs += 1;
      throw new PermanentJobError('this payload names no order');
    });
    const id = await enqueueJob(db(), { kind, payload: {} });

    expect(await test.app.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await find(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'PermanentJobError: this payload names no order',
    });
    expect(await test.app.jobs.runDue({ now: later(new Date(), 24 * 60 * 60 * 1000) })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
    expect(runs).toBe(1);
  });

  it('gives up a job of a kind nobody handles, saying so', async () => {
    const id = await enqueueJob(db(), { kind: 'test.nobody-handles-this', payload: {} });
    expect(await test.app.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await find(id)).toMatchObject({
      status: 'failed',
      lastError: "No handler is registered for jobs of kind 'test.nobody-handles-this'.",
    });
  });

  it('refuses a second handler for the same kind', () => {
    const kind = newKind();
    test.app.jobs.register(kind, async () => {});
    expect(() => test.app.jobs.register(kind, async () => {})).toThrow(kind);
  });

  it('never runs the same job twice when two workers run at once', async () => {
    const kind = newKind();
    const runs = new Map<number, number>();
    test.app.jobs.register(kind, async (payload) => {
      const { n } = payload as { n: number };
      runs.set(n, (runs.get(n) ?? 0) + 1);
    });
    for (let n = 0; n < 20; n += 1) await enqueueJob(db(), { kind, payload: { n } });

    // Each worker takes small batches until none is left, so their claims interleave.
    const worker = async () => {
      let done = 0;
      for (;;) {
        const report = await test.app.jobs.runDue({ limit: 3 });
        if (report.done + report.retried + report.failed === 0) return done;
        done += report.done;
      }
    };
    const [first, second] = await Promise.all([worker(), worker()]);

    expect((first ?? 0) + (second ?? 0)).toBe(20);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('takes again a running job whose worker died, once its lease has ended', async () => {
    const kind = newKind();
    const attempts: number[] = [];
    test.app.jobs.register(kind, async (_payload, { attempt }) => {
      attempts.push(attempt);
    });
    const t0 = new Date();
    const id = await enqueueJob(db(), { kind, payload: {}, runAt: t0 });
    // A worker claims it and dies before saying how it went.
    const [claimed] = await jobRepository(db()).claimDue(t0, 10, JOB_LEASE_MS);
    expect(claimed).toMatchObject({
      id,
      status: 'running',
      attempts: 1,
      leaseUntil: later(t0, JOB_LEASE_MS),
    });

    expect(await test.app.jobs.runDue({ now: later(t0, JOB_LEASE_MS - 1) })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
    expect(attempts).toEqual([]);

    expect(await test.app.jobs.runDue({ now: later(t0, JOB_LEASE_MS + 1) })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    // The dead worker's try counts.
    expect(attempts).toEqual([2]);
    expect(await find(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives up a job whose worker died during its last allowed attempt, without a try more', async () => {
    const kind = newKind();
    let runs = 0;
    test.app.jobs.register(kind, async () => {
      runs += 1;
    });
    const t0 = new Date();
    const id = await enqueueJob(db(), { kind, payload: {}, runAt: t0, maxAttempts: 1 });
    await jobRepository(db()).claimDue(t0, 10, JOB_LEASE_MS);

    expect(await test.app.jobs.runDue({ now: later(t0, JOB_LEASE_MS + 1) })).toEqual({
      done: 0,
      retried: 0,
      failed: 1,
    });
    expect(runs).toBe(0);
    expect(await find(id)).toMatchObject({
      status: 'failed',
      lastError: 'Its worker stopped during its last attempt.',
    });
  });

  it('has no worker polling in tests: a due job waits for runDue', async () => {
    expect(test.config.jobs.worker).toBe(false);
    expect(test.app.jobs.polling).toBe(false);
    const kind = newKind();
    test.app.jobs.register(kind, async () => {});
    const id = await enqueueJob(db(), { kind, payload: {} });
    // Requests come and go; nothing but runDue takes the job.
    await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(await find(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe.each(databaseTargets)('the job worker on $name', ({ url }) => {
  it('polls for due jobs when JOBS_WORKER is on, and stops when the gateway closes', async () => {
    let ran: (context: { attempt: number; payload: unknown }) => void = () => {};
    const handled = new Promise<{ attempt: number; payload: unknown }>((resolve) => {
      ran = resolve;
    });
    const worker = await startTestApp(url, { JOBS_WORKER: 'on', JOBS_POLL_MS: '10' }, async (app) => {
      app.jobs.register('test.polled', async (payload, { attempt }) => ran({ attempt, payload }));
    });
    try {
      await worker.app.ready();
      expect(worker.app.jobs.polling).toBe(true);
      const id = await enqueueJob(worker.app.db, { kind: 'test.polled', payload: { hello: 'worker' } });

      // Nobody calls runDue: the poller finds the job by itself.
      expect(await handled).toEqual({ attempt: 1, payload: { hello: 'worker' } });

      // Closing waits for the run in flight, which records the job as done.
      await worker.app.close();
      expect(worker.app.jobs.polling).toBe(false);
      expect(await jobRepository(worker.app.db).find(id)).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      await worker.close();
    }
  });
});
