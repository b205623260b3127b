import type { Config } from '../../config';
import { apiPrefix, type GatewayModule } from '../../lib/module';
import { cartService } from '../cart/index';
import { shippingService } from '../shipping/index';
import { pickupPointsAdminRoutes } from './admin-routes';
import { carrierRegistry, type PickupCarrier } from './carriers';
import { dhlCarrier } from './dhl-carrier';
import { type Geocoder, noGeocoder, nominatimGeocoder } from './geocoder';
import { mapsSettingsService } from './maps-settings-service';
import { pickupPointsService } from './pickup-points-service';
import { pickupPointsRoutes } from './routes';
import { staticCarrier } from './static-carrier';

export {
  answered,
  type CarrierOutcome,
  type CarrierSearch,
  carrierRegistry,
  type PickupCarrier,
  type PlaceQuery,
  STATIC_CARRIER,
  unavailable,
} from './carriers';
export { DHL_LOCATION_FINDER_URL, dhlCarrier } from './dhl-carrier';
export {
  type Coordinates,
  type GeocodeOutcome,
  type Geocoder,
  noGeocoder,
  nominatimGeocoder,
} from './geocoder';
export {
  isStaticPointActive,
  SEARCH_CARRIER_UNAVAILABLE,
  SEARCH_SUCCESS,
} from './pickup-points-service';
export { kilometresBetween, staticCarrier } from './static-carrier';

/**
 * The geocoder waits for less than a carrier call may last, so that the shop's own points are
 * still answered (by postal code) when the geocoder is slow.
 */
const geocoderTimeout = (timeoutMs: number) => Math.max(100, Math.floor(timeoutMs * 0.6));

function geocoderOf(config: Config): Geocoder {
  const { geocoder, timeoutMs } = config.pickupPoints;
  if (geocoder.kind === 'none') return noGeocoder;
  return nominatimGeocoder({
    baseUrl: geocoder.url,
    timeoutMs: geocoderTimeout(timeoutMs),
    // Nominatim's usage policy: name the application and where it runs.
    userAgent: `Vitrine shop (${config.publicOrigin})`,
  });
}

/**
 * Pickup-point delivery (ADR 026): the carriers (the shop's own points, DHL's when configured)
 * behind one adapter interface, the dialog's search and the point chosen for the cart, the
 * storefront maps' key and settings, and the staff's points.
 */
export const pickupPointsModule: GatewayModule = async (app, { config }) => {
  const { timeoutMs, dhl } = config.pickupPoints;
  const carriers: PickupCarrier[] = [
    staticCarrier({
      db: app.db,
      geocoder: geocoderOf(config),
      onPlaceUnknown: (place, reason) =>
        (reason === 'NOT_FOUND' ? app.log.info : app.log.warn).call(
          app.log,
          { country: place.countryCode, postalCode: place.postalCode, city: place.city, reason },
          'the searched place could not be located: points are ordered by postal code',
        ),
    }),
    // DHL's points only when the shop has a key for its Location Finder.
    ...(dhl ? [dhlCarrier({ apiKey: dhl.apiKey, baseUrl: dhl.url, timeoutMs })] : []),
  ];
  const options = {
    shopCountry: config.shopCountry,
    currency: config.shopCurrency,
    defaultCulture: config.defaultCulture,
  };
  const pickupPoints = pickupPointsService(app.db, {
    carriers: carrierRegistry(carriers, timeoutMs),
    shipping: shippingService(app.db, options),
    cart: cartService(app.db, { ...options, basePath: config.basePath }),
    log: app.log,
    defaultCulture: config.defaultCulture,
  });
  const maps = mapsSettingsService(app.db, {
    apiKey: config.maps.apiKey,
    tileUrl: config.maps.tileUrl,
    tileAttribution: config.maps.tileAttribution,
    searchRadiusKm: config.pickupPoints.searchRadiusKm,
    maxListSize: config.pickupPoints.maxListSize,
  });
  await app.register(pickupPointsRoutes, { prefix: apiPrefix(config), config, pickupPoints, maps });
  await app.register(pickupPointsAdminRoutes, { prefix: apiPrefix(config), pickupPoints, maps });
};
