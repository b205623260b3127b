import { apiPrefix, type GatewayModule } from '../../lib/module';
import { accountClosureRoutes } from './routes';

export { accountClosureService } from './service';

/**
 * A customer deleting their own account: the work spans the security module (the account) and
 * the orders module (what the law keeps), so it sits above both and neither depends on the other.
 */
export const accountClosureModule: GatewayModule = async (app, { config }) => {
  await app.register(accountClosureRoutes, { prefix: apiPrefix(config), config });
};
