import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/build-server';
import { insertCatalogFixture } from './fixtures/catalog';
import { fuzzApi, type Identity } from './fuzz/openapi-fuzzer';
import { databaseTargets, startTestApp, type TestApp, type TestBrowser } from './helpers';

// Bounded in count (FUZZ_RUNS cases per operation and identity) and in time (FUZZ_TIME_MS for the
// run, shared out), so that the suite stays fast; `pnpm bench` (bench/fuzz.ts) runs the long mode.
// A fixed seed keeps a run reproducible; FUZZ_SEED changes it by hand.
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

async function identity(name: string, browser: TestBrowser): Promise<Identity> {
  const token = await browser.antiforgeryToken();
  const cookie = [...browser.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  return { name, cookie, token };
}

describe.each(databaseTargets)('API fuzzing from the OpenAPI document on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(url, {
      LOGIN_RATE_LIMIT: '100000',
      LOGIN_ADDRESS_LIMIT: '100000',
      LOGIN_ACCOUNT_LIMIT: '100000',
    });
    await insertCatalogFixture(t.app.db, t.app.storage);
  }, 180_000);
  afterAll(() => t?.close());

  it('never answers a 5xx, an error that is not problem+json, a stack trace or SQL', async () => {
    const customer = t.browser();
    await customer.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const staff = t.browser();
    await staff.signIn(t.config.admin.email, t.config.admin.password);
    const identities = [
      await identity('signed out', t.browser()),
      await identity('customer', customer),
      await identity('staff', staff),
    ];
    const result = await fuzzApi(t.app, identities, {
      runsPerOperation: RUNS,
      seed: SEED,
      timeLimitMs: 4000,
      totalTimeMs: Number(process.env.FUZZ_TIME_MS ?? 60_000),
      // Signing out or in again would end the identity's session for the operations after it.
      skip: (operation, who) =>
        who.name !== 'signed out' && /\/security\/(login|logout)$/.test(operation.path),
    });
    expect(result.operations).toBeGreaterThan(30);
    expect(result.requests).toBeGreaterThan(result.operations * 2);
    expect(result.failures).toEqual([]);
  }, 300_000);
});
