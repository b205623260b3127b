import type { ApiClient } from '@vitrine/api-client';
import type { MapTiles } from '../maps/map-options';
import { readMapPageData } from '../maps/map-page-data.server';

/** The map reads the shop's tile server (and its key) when the page is rendered: staff may change it. */
export const MEDIA_WIDGET_LOADERS = {
  map: async (api: ApiClient): Promise<MapTiles> => (await readMapPageData(api)).tiles,
};
