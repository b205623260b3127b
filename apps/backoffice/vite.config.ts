import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The gateway serves the build at {app}/admin/ (SPA fallback to index.html), so every asset URL, the
// router's basename and the API's origin path are read back from import.meta.env.BASE_URL. A gateway
// mounted under an application path (its BASE_PATH, e.g. /shop) needs the build made with the same value.
const appBasePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

export default defineConfig({
  base: `${appBasePath}/admin/`,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deployments.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|stylis|@babel[\\/]runtime)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    // `pnpm dev` talks to a gateway running locally (pnpm start) for the API.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  test: {
    environment: 'jsdom',
    // Vitest leaves BASE_URL at '/'; the tests run the app under its real basename.
    env: { BASE_URL: `${appBasePath}/admin/` },
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The integration tests render the whole app (MUI, router, queries); slow CI machines need headroom.
    testTimeout: 15_000,
  },
});
