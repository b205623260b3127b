/**
 * The gateway (API only) in a process of its own, so that the asset benchmark can read its memory
 * from outside. Started by assets.ts with `node --import tsx`; prints `listening <port>` when ready.
 * With an IPC channel it also keeps the peaks of its V8 heap and ArrayBuffer memory (sampled every
 * 10 ms): `reset` starts them over from the current values, `report` sends the peaks and those
 * starting values back, in bytes.
 */
import { buildServer, prepareShop } from '../apps/api-gateway/src/build-server';
import { loadConfig } from '../apps/api-gateway/src/config';

const config = loadConfig();
const app = await buildServer({ config, logger: false });
await prepareShop(app, config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
if (process.send) {
  const peaks = { heapUsed: 0, arrayBuffers: 0 };
  const base = { heapUsed: 0, arrayBuffers: 0 };
  const sample = () => {
    const memory = process.memoryUsage();
    peaks.heapUsed = Math.max(peaks.heapUsed, memory.heapUsed);
    peaks.arrayBuffers = Math.max(peaks.arrayBuffers, memory.arrayBuffers);
  };
  setInterval(sample, 10).unref();
  process.on('message', (message) => {
    if (message === 'reset') {
      const memory = process.memoryUsage();
      base.heapUsed = peaks.heapUsed = memory.heapUsed;
      base.arrayBuffers = peaks.arrayBuffers = memory.arrayBuffers;
    } else if (message === 'report') process.send?.({ peaks, base });
  });
  process.channel?.unref();
}
process.on('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
