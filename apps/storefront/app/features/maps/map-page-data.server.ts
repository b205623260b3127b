import type { ApiClient } from '@vitrine/api-client';
import { withMapsKey } from './map-options';
import { DEFAULT_MAP_PAGE_DATA, type MapPageData } from './map-page-data';

/**
 * The page data of a page with a map: the settings' tile server (its `{key}` filled with the
 * maps key, asked only when the address needs one) and the pickup search's radius and list size.
 * A map is part of the page, not the page: when the settings cannot be read the page still
 * renders, with OpenStreetMap and the gateway's default search.
 */
export async function readMapPageData(api: ApiClient): Promise<MapPageData> {
  try {
    const settings = await api.pickupPoints.mapSettings();
    const key = settings.TileUrl.includes('{key}') ? (await api.pickupPoints.mapsKey()).Key : null;
    return {
      tiles: { url: withMapsKey(settings.TileUrl, key), attribution: settings.TileAttribution },
      searchRadius: settings.SearchRadius,
      maximumListSize: settings.MaximumListSize,
    };
  } catch (error) {
    console.error('[maps] settings could not be read', error);
    return DEFAULT_MAP_PAGE_DATA;
  }
}
