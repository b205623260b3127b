import { apiPrefix, type GatewayModule } from '../../lib/module';
import { customerReferencesService } from './customer-references-service';
import { customerReferenceRoutes } from './routes';

/** The cart's lines and checkout's order lines read the customer's references through this. */
export {
  CUSTOMER_REFERENCE_DISPLAY_SETTING,
  customerReferencesOf,
  customerReferencesService,
} from './customer-references-service';

/** Customer references (spec 001 §1): a signed-in customer's own reference per product variant. */
export const customerReferencesModule: GatewayModule = async (app, { config }) => {
  const references = customerReferencesService(app.db, {
    basePath: config.basePath,
    defaultCulture: config.defaultCulture,
  });
  await app.register(customerReferenceRoutes, { prefix: apiPrefix(config), config, references });
};
