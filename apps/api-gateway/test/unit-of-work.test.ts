import { createTestDatabase, newsletterSubscriptions, type TestDatabase, users } from '@vitrine/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitOfWork, withinWork } from '../src/lib/unit-of-work';
import { newsletterService } from '../src/modules/newsletter/index';
import { securityService } from '../src/modules/security/index';
import { databaseTargets } from './helpers';

/**
 * The pattern every cross-module operation follows (ADR 011): one transaction handed to each
 * module's service. Here two modules take part, as registration with its newsletter opt-in will:
 * the account (security) and the subscription (newsletter).
 */
describe.each(databaseTargets)('unit of work on $name', ({ url }) => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  const count = async (table: typeof users | typeof newsletterSubscriptions, email: string) => {
    const result = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from ${table} where lower(email) = ${email}`,
    );
    return Number(result.rows[0]?.n);
  };
  const register = (email: string, work: Parameters<Parameters<typeof unitOfWork>[1]>[0]) =>
    Promise.all([
      securityService(db()).createAccount(
        { email, password: 'correct horse battery', roles: ['customer'], firstName: 'Ana', lastName: 'Lima' },
        work,
      ),
      newsletterService(db()).subscribe(email, 'pt', work),
    ]);

  beforeAll(async () => {
    database = await createTestDatabase(url);
  });
  afterAll(async () => database.dispose());

  it('commits both modules’ writes together, then runs the after-commit tasks', async () => {
    const seen: number[] = [];
    await unitOfWork(db(), async (work) => {
      await register('ana@example.com', work);
      // Runs once the rows are visible to everyone, not inside the transaction.
      work.afterCommit(async () => seen.push(await count(users, 'ana@example.com')));
    });
    expect(await count(users, 'ana@example.com')).toBe(1);
    expect(await count(newsletterSubscriptions, 'ana@example.com')).toBe(1);
    expect(seen).toEqual([1]);
  });

  it('rolls back both modules’ writes when a later step fails, and runs no after-commit task', async () => {
    const seen: string[] = [];
    await expect(
      unitOfWork(db(), async (work) => {
        await register('bruno@example.com', work);
        work.afterCommit(() => seen.push('sent the welcome e-mail'));
        throw new Error('the payment was declined');
      }),
    ).rejects.toThrow('the payment was declined');
    expect(await count(users, 'bruno@example.com')).toBe(0);
    expect(await count(newsletterSubscriptions, 'bruno@example.com')).toBe(0);
    expect(seen).toEqual([]);
  });

  it('rolls back the first module’s write when the second module’s write fails in the database', async () => {
    await expect(
      unitOfWork(db(), async (work) => {
        await securityService(db()).createAccount(
          {
            email: 'carla@example.com',
            password: 'correct horse battery',
            roles: ['customer'],
            firstName: 'C',
            lastName: 'L',
          },
          work,
        );
        // Not a culture the column accepts: the database refuses the second write.
        await newsletterService(db()).subscribe('carla@example.com', 'xx-too-long', work);
      }),
    ).rejects.toThrow();
    expect(await count(users, 'carla@example.com')).toBe(0);
  });

  it('a service called inside a larger unit of work joins it instead of committing on its own', async () => {
    await expect(
      unitOfWork(db(), async (outer) => {
        await withinWork(db(), outer, (work) =>
          newsletterService(db()).subscribe('dora@example.com', 'nl', work),
        );
        throw new Error('the outer operation failed');
      }),
    ).rejects.toThrow();
    expect(await count(newsletterSubscriptions, 'dora@example.com')).toBe(0);
    // Without an outer unit of work, the same call commits on its own.
    await withinWork(db(), undefined, (work) =>
      newsletterService(db()).subscribe('dora@example.com', 'nl', work),
    );
    expect(await count(newsletterSubscriptions, 'dora@example.com')).toBe(1);
  });

  it('a failing after-commit task does not undo the committed work', async () => {
    const errors: unknown[] = [];
    await unitOfWork(
      db(),
      async (work) => {
        await newsletterService(db()).subscribe('eva@example.com', 'de', work);
        work.afterCommit(() => {
          throw new Error('the cache could not be told');
        });
      },
      (error) => errors.push(error),
    );
    expect(await count(newsletterSubscriptions, 'eva@example.com')).toBe(1);
    expect(errors).toHaveLength(1);
  });
});
