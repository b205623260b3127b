import { defineConfig } from 'vitest/config';

// PGlite migrates a fresh database per file: on a busy two-core machine that alone can take a minute.
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 180_000 } });
