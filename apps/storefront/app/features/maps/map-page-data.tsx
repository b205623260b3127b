import { createContext, type ReactNode, useContext } from 'react';
import { type MapTiles, OSM_TILES } from './map-options';

/**
 * What a page with a map gives it as its data (spec 001 §9: the pickup search's radius and list
 * size come from the page's data): the tile server and the pickup search's settings, read by
 * the page's loader (`readMapPageData`).
 */
export interface MapPageData {
  tiles: MapTiles;
  /** Kilometres around the searched place. */
  searchRadius: number;
  maximumListSize: number;
}

/** The gateway's own defaults, for a page whose settings could not be read. */
export const DEFAULT_MAP_PAGE_DATA: MapPageData = {
  tiles: OSM_TILES,
  searchRadius: 10,
  maximumListSize: 10,
};

const MapPageDataContext = createContext<MapPageData>(DEFAULT_MAP_PAGE_DATA);

export function MapPageDataProvider({ value, children }: { value: MapPageData; children: ReactNode }) {
  return <MapPageDataContext.Provider value={value}>{children}</MapPageDataContext.Provider>;
}

export function useMapPageData(): MapPageData {
  return useContext(MapPageDataContext);
}
