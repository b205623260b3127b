import type { GatewayModule } from '../../lib/module';
import { healthRoutes } from './routes';

/** Liveness and readiness, at the root of the {app} path (load balancers ask there). */
export const healthModule: GatewayModule = async (app, { config }) => {
  await app.register(healthRoutes, { prefix: config.basePath });
};
