/**
 * The API fuzzer's long mode (the bounded one runs in `pnpm test`, apps/api-gateway/test/api-fuzz.test.ts):
 * many more cases per operation, a fresh seed per run, on the embedded database with the demo
 * catalogue. Prints what it sent and any failure with the seed that reproduces it; exits 1 on a
 * failure, since a 5xx found here is a defect to fix, not a figure.
 *
 *   pnpm --filter @vitrine/bench bench:fuzz     (FUZZ_RUNS, FUZZ_SEED, FUZZ_TIME_MS)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, DEMO_CUSTOMER, prepareShop } from '../apps/api-gateway/src/build-server';
import { loadConfig } from '../apps/api-gateway/src/config';
import { fuzzApi, type Identity } from '../apps/api-gateway/test/fuzz/openapi-fuzzer';

const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const TIME_MS = Number(process.env.FUZZ_TIME_MS ?? 30_000);

async function main() {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-fuzz-')),
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'fuzzing-secret-fuzzing-secret-0123456789',
    DEMO_PRODUCTS: process.env.FUZZ_PRODUCTS ?? '200',
    LOGIN_RATE_LIMIT: '1000000',
    LOGIN_ADDRESS_LIMIT: '1000000',
    LOGIN_ACCOUNT_LIMIT: '1000000',
  });
  const app = await buildServer({ config, logger: false });
  await prepareShop(app, config);

  const identity = async (
    name: string,
    credentials?: { email: string; password: string },
  ): Promise<Identity> => {
    const cookies = new Map<string, string>();
    const remember = (response: Awaited<ReturnType<typeof app.inject>>) => {
      for (const cookie of response.cookies as { name: string; value: string }[])
        cookies.set(cookie.name, cookie.value);
    };
    const jar = () => [...cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    const tokenOf = async () => {
      const response = await app.inject({ url: '/api/v1/security/antiforgery', headers: { cookie: jar() } });
      remember(response);
      return response.json<{ Token: string }>().Token;
    };
    if (credentials) {
      const token = await tokenOf();
      remember(
        await app.inject({
          method: 'POST',
          url: '/api/v1/security/login',
          headers: { cookie: jar(), 'x-csrf-token': token },
          payload: { Email: credentials.email, Password: credentials.password },
        }),
      );
    }
    const token = await tokenOf();
    return { name, cookie: jar(), token };
  };

  const identities = [
    await identity('signed out'),
    await identity('customer', DEMO_CUSTOMER),
    await identity('staff', config.admin),
  ];
  const started = performance.now();
  const result = await fuzzApi(app, identities, {
    runsPerOperation: RUNS,
    seed: SEED,
    timeLimitMs: TIME_MS,
    skip: (operation, who) => who.name !== 'signed out' && /\/security\/(login|logout)$/.test(operation.path),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nAPI fuzz: seed ${SEED}, ${result.operations} operations × ${identities.length} identities, up to ${RUNS} cases each`,
  );
  console.log(
    `${result.requests} requests in ${seconds.toFixed(1)} s (${(result.requests / seconds).toFixed(0)} req/s), ${result.failures.length} failures`,
  );
  for (const failure of result.failures) console.log(JSON.stringify(failure));
  await app.close();
  if (result.failures.length) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
