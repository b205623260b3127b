import { apiPrefix, type GatewayModule } from '../../lib/module';
import { registerAssetUsages } from '../assets-library';
import { catalogAdminRoutes } from './admin-routes';
import { catalogAssetUsages } from './asset-usages';
import { catalogRoutes } from './routes';

/** What a cart line needs to know of its variant (the cart module reads it in its own transaction). */
export { type CartVariantFacts, cartFacts } from './cart-facts';
export { type CatalogCache, catalogCachePlugin } from './catalog-cache-plugin';
/** Names of products, categories and brands for staff pickers (a coupon's restrictions). */
export { catalogLookups } from './staff-lookups';
export {
  type StockAllocation,
  type StockRequest,
  type StockTaking,
  stockService,
} from './stock-service';
/** The storefront addresses of products and categories (the sitemap builds them here too). */
export { categoryUrl, productUrl } from './urls';

/** Products, categories, brands, search, facets and the catalogue widgets; products' photos for staff. */
export const catalogModule: GatewayModule = async (app, { config }) => {
  registerAssetUsages(app.db, catalogAssetUsages(app.db));
  await app.register(catalogRoutes, { prefix: apiPrefix(config), config });
  await app.register(catalogAdminRoutes, { prefix: apiPrefix(config), config });
};
