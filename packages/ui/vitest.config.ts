import { defineConfig } from 'vitest/config';

// The first render in a fresh jsdom can take seconds while the rest of `pnpm test` loads both
// cores; the fake-timer tests themselves take milliseconds.
export default defineConfig({ test: { environment: 'jsdom', restoreMocks: true, testTimeout: 20_000 } });
