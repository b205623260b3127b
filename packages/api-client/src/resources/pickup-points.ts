import type { Culture } from '@vitrine/i18n';
import { ShoppingCartSchema } from '../contracts/cart';
import {
  MapSettingsSchema,
  MapsKeyAnswerSchema,
  PickupPointSearchAnswerSchema,
  type PickupPointSearchRequest,
  type SavedPickupPointRequest,
  type StaffMapsSettings,
  StaffMapsSettingsSchema,
  type StaffPickupPointInput,
  StaffPickupPointSchema,
  StaffPickupPointsSchema,
} from '../contracts/pickup-points';
import { type CallOptions, type Requester, withCall } from '../http';

const inCulture = (culture: Culture | undefined) => (culture ? { culture } : {});
const STAFF = '/api/v1/backoffice/pickup-points';

/**
 * Pickup points: the dialog's search through a carrier, the point chosen for the cart, the maps
 * key, and the staff's points of the 'static' carrier with the maps setting.
 */
export function pickupPointsApi(request: Requester) {
  return {
    /** POST /api/v1/shipping/{carrier}/getpickuppoints */
    search: (carrier: string, body: PickupPointSearchRequest, call?: CallOptions) =>
      request('POST', `/api/v1/shipping/${encodeURIComponent(carrier)}/getpickuppoints`, {
        body,
        schema: PickupPointSearchAnswerSchema,
        ...withCall(call, [400, 404, 422, 429]),
      }),

    /** POST /api/v1/shoppingcarts/externalpickuppoint: answers the whole cart with the point on it. */
    choose: (body: SavedPickupPointRequest, culture?: Culture, call?: CallOptions) =>
      request('POST', '/api/v1/shoppingcarts/externalpickuppoint', {
        body,
        query: inCulture(culture),
        schema: ShoppingCartSchema,
        ...withCall(call, [400, 404, 422, 429, 503]),
      }),

    /** GET api/v1/settings/GoogleFrontAPIKey: the staff's key, else the configured one. */
    mapsKey: (call?: CallOptions) =>
      request('GET', '/api/v1/settings/GoogleFrontAPIKey', {
        schema: MapsKeyAnswerSchema,
        ...withCall(call),
      }),

    /** GET /api/v1/settings/maps: the tile server and the pickup search's radius and list size. */
    mapSettings: (call?: CallOptions) =>
      request('GET', '/api/v1/settings/maps', { schema: MapSettingsSchema, ...withCall(call) }),

    staff: {
      list: (call?: CallOptions) =>
        request('GET', STAFF, { schema: StaffPickupPointsSchema, ...withCall(call) }),
      create: (body: StaffPickupPointInput, call?: CallOptions) =>
        request('POST', STAFF, { body, schema: StaffPickupPointSchema, ...withCall(call, [400]) }),
      update: (id: string, body: StaffPickupPointInput, call?: CallOptions) =>
        request('PUT', `${STAFF}/${encodeURIComponent(id)}`, {
          body,
          schema: StaffPickupPointSchema,
          ...withCall(call, [400, 404]),
        }),
      mapsSettings: (call?: CallOptions) =>
        request('GET', '/api/v1/backoffice/settings/maps', {
          schema: StaffMapsSettingsSchema,
          ...withCall(call),
        }),
      setMapsSettings: (body: StaffMapsSettings, call?: CallOptions) =>
        request('PUT', '/api/v1/backoffice/settings/maps', {
          body,
          schema: StaffMapsSettingsSchema,
          ...withCall(call, [400]),
        }),
    },
  };
}
