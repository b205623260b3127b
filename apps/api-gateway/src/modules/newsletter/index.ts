import { apiPrefix, type GatewayModule } from '../../lib/module';
import { newsletterRoutes } from './routes';

export { type NewsletterService, newsletterService } from './newsletter-service';

/** Newsletter sign-ups from the storefront's footer form. */
export const newsletterModule: GatewayModule = async (app, { config }) => {
  await app.register(newsletterRoutes, { prefix: apiPrefix(config) });
};
