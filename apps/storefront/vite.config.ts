import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Spec 000 §2: static assets are served from a dist folder.
  build: { assetsDir: 'dist' },
  ssr: { noExternal: [/^@vitrine\//] },
});
