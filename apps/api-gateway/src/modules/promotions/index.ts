import { apiPrefix, type GatewayModule } from '../../lib/module';
import { promotionsAdminRoutes } from './admin-routes';
import { couponAdminService } from './coupon-admin-service';
import { promotionsService } from './promotions-service';
import { promotionsRoutes } from './routes';

export { couponThrottle } from './coupon-throttle';
export {
  type AppliedCoupon,
  type CouponTerms,
  MULTIPLE_COUPONS_SETTING,
  type PricingRefusal,
  type PromotionsService,
  pricingRefusal,
  promotionsService,
  type Redemption,
} from './promotions-service';

/**
 * Coupons: their rules, the coupons a customer may use and the staff's coupon area. The cart
 * applies and removes codes through `promotionsService` in its own unit of work (it holds the
 * cart's lock); the checkout counts their use with `redeem` in the order's.
 */
export const promotionsModule: GatewayModule = async (app, { config }) => {
  const promotions = promotionsService(app.db, { currency: config.shopCurrency });
  const admin = couponAdminService(app.db, {
    currency: config.shopCurrency,
    defaultCulture: config.defaultCulture,
  });
  await app.register(promotionsRoutes, { prefix: apiPrefix(config), config, promotions });
  await app.register(promotionsAdminRoutes, { prefix: apiPrefix(config), config, admin });
};
