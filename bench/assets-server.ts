/**
 * The gateway (API only) in a process of its own, so that the asset benchmark can read its memory
 * from outside. Started by assets.ts with `node --import tsx`; prints `listening <port>` when ready.
 */
import { buildServer, prepareShop } from '../apps/api-gateway/src/build-server';
import { loadConfig } from '../apps/api-gateway/src/config';

const config = loadConfig();
const app = await buildServer({ config, logger: false });
await prepareShop(app, config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
