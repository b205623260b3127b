import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // A form test types and waits for what the person sees; on two cores shared with other suites
    // that can take longer than the 5 s default without anything being wrong.
    testTimeout: 30_000,
  },
});
