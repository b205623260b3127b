import type { ReactNode } from 'react';

/** Spec 001 §9: a map opens at zoom 13, as a road map, unless told otherwise. */
export const DEFAULT_MAP_ZOOM = 13;
export const MAP_TYPES = ['roadmap', 'satellite', 'hybrid', 'terrain'] as const;
export type MapType = (typeof MAP_TYPES)[number];
export const DEFAULT_MAP_TYPE: MapType = 'roadmap';

export function isMapType(value: unknown): value is MapType {
  return typeof value === 'string' && (MAP_TYPES as readonly string[]).includes(value);
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** A marker of spec 001 §3 "Map": its place, title (its accessible name), icon, id and popup content. */
export interface MapMarker {
  id: string;
  position: LatLng;
  title: string;
  /** An image's address; without one the shop's own pin is drawn. */
  icon?: string | undefined;
  /** What its popup shows when the marker is clicked, pressed with Enter or opened by the page. */
  content?: ReactNode;
}

/**
 * The tile server the shop's maps draw from, as the page's data gives it (the settings'
 * `TileUrl` with `{key}` already filled, and its attribution, which the tiles' licence asks to show).
 */
export interface MapTiles {
  url: string;
  attribution: string;
}

/** OpenStreetMap's own tile server: what the shop uses until staff configure another. */
export const OSM_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

/**
 * The tile address for a map type: the map type names a layer only on servers that serve
 * several (a `{type}` placeholder in the address, filled with roadmap, satellite, hybrid or
 * terrain); a server with one layer serves it for every type. Leaflet fills `{z}`, `{x}`, `{y}`
 * and `{s}` itself.
 */
export function tileUrlFor(template: string, type: MapType): string {
  return template.replaceAll('{type}', type);
}

/**
 * The settings' tile address with the maps key in its `{key}` placeholder (encoded: a key is
 * a query value). Without a key the placeholder is left empty, and the server refuses the
 * tiles, which shows as an empty map rather than a broken page.
 */
export function withMapsKey(template: string, key: string | null | undefined): string {
  return template.replaceAll('{key}', encodeURIComponent(key ?? ''));
}
