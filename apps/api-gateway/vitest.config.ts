import { defineConfig } from 'vitest/config';

// Starting a gateway on a fresh embedded database (migrations, the first staff account) takes a few
// seconds alone and over a minute when several suites share two cores: hooks get room for it, and
// so do the tests that start a gateway of their own (with other settings) in their body.
export default defineConfig({
  test: { testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: true, maxWorkers: 2 },
});
