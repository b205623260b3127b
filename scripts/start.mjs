#!/usr/bin/env node
// `pnpm start`: build what changed (turbo's cache makes an unchanged tree instant), then serve
// the shop on the embedded database under ./data unless DATABASE_URL points at a server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DATA_DIR: process.env.DATA_DIR || path.join(root, 'data'),
};

const build = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@vitrine/api-gateway', '--output-logs=errors-only'],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/api-gateway/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
