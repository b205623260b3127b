import { apiPrefix, type GatewayModule } from '../../lib/module';
import { accountRoutes } from './account-routes';
import { securityAdminRoutes } from './admin-routes';
import { profileRoutes } from './profile-routes';
import { securityRoutes } from './routes';
import { twoFactorRoutes } from './two-factor-routes';
import { logoffRoute } from './web-routes';

export { accountErasure, type ErasableAccount } from './account-erasure';
/** Accounts for staff pickers (a personal coupon's customer). */
export { customerLookups } from './customer-lookups';
export { passwordStep } from './password-step';
export { hashPassword } from './passwords';
export { securityService } from './security-service';
export {
  type NewSession,
  type SessionStore,
  sessionStore,
  type VisitorSignInListener,
} from './session-store';
export type { SessionUser, StoredSession } from './sessions-repository';
export { secretBox } from './two-factor-codes';

/**
 * Sign-in, sign-out, the anti-forgery token and the current user; registration, the address's
 * confirmation and the passwords a customer forgets or changes.
 */
export const securityModule: GatewayModule = async (app, { config }) => {
  await app.register(securityRoutes, { prefix: apiPrefix(config), config });
  await app.register(accountRoutes, { prefix: apiPrefix(config), config });
  await app.register(twoFactorRoutes, { prefix: apiPrefix(config), config });
  await app.register(profileRoutes, { prefix: apiPrefix(config), config });
  await app.register(securityAdminRoutes, { prefix: apiPrefix(config), config });
  await app.register(logoffRoute, { prefix: config.basePath, basePath: config.basePath });
};
