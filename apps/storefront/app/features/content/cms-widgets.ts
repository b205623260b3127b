import { CATALOG_SORTS, type CatalogSort } from '@vitrine/api-client';
import {
  DEFAULT_MAP_TYPE,
  DEFAULT_MAP_ZOOM,
  isMapType,
  type LatLng,
  type MapType,
} from '../maps/map-options';

/**
 * Editors place the storefront's widgets inside a page's HTML as empty (or nearly empty)
 * sections: `<section data-widget="products" data-sort="newest" data-count="8" data-title="…">`.
 * The page is cut at those sections; the HTML between them is shown as written, each widget is
 * filled from the catalogue by the page's loader. A widget section holds no other section.
 */
export type CmsBlock =
  | { kind: 'html'; html: string }
  | { kind: 'hero'; html: string }
  | { kind: 'categories'; title: string; count: number }
  | { kind: 'products'; title: string; sort: CatalogSort; count: number }
  | { kind: 'brands'; title: string | undefined }
  | { kind: 'maps'; map: CmsMap }
  | { kind: 'asset-folders'; folders: CmsAssetFolders };

/**
 * The asset-folder tree and list (spec 001 §2, §4 "Asset folders"):
 * `<section data-widget="asset-folders" data-title="…" data-folder="{folder id}" data-depth="1">`.
 * Shows the folder the library publishes (or the given folder inside it), open to `depth` levels
 * below it, and the files of the folder chosen. The gateway lists nothing outside that folder.
 */
export interface CmsAssetFolders {
  title: string;
  folderId: string | undefined;
  depth: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function assetFolders(data: Record<string, string>): CmsAssetFolders {
  const folder = data.folder?.trim();
  return {
    title: data.title ?? '',
    folderId: folder && UUID.test(folder) ? folder : undefined,
    depth: count(data.depth, 1, 10),
  };
}

/**
 * A page's body cut at its asset-folder widgets only: the pages other than the homepage show the
 * rest of their HTML as written.
 */
export function splitAssetFolderWidgets(
  html: string,
): Array<{ kind: 'html'; html: string } | { kind: 'asset-folders'; folders: CmsAssetFolders }> {
  const parts: Array<{ kind: 'html'; html: string } | { kind: 'asset-folders'; folders: CmsAssetFolders }> =
    [];
  let last = 0;
  for (const match of html.matchAll(WIDGET)) {
    const [whole, before = '', name = '', after = ''] = match;
    if (name.toLowerCase() !== 'asset-folders') continue;
    const text = html.slice(last, match.index);
    if (text.trim()) parts.push({ kind: 'html', html: text });
    parts.push({ kind: 'asset-folders', folders: assetFolders(dataOf(`${before} ${after}`)) });
    last = (match.index ?? 0) + whole.length;
  }
  const rest = html.slice(last);
  if (rest.trim()) parts.push({ kind: 'html', html: rest });
  return parts;
}

/**
 * The maps widget (spec 001 §2 "Maps widget", §3 "Map"):
 * `<section data-widget="maps" data-title="…" data-latitude="50.85" data-longitude="4.35"
 * data-zoom="15" data-type="roadmap" data-draggable="false" data-zoom-control="false"
 * data-scroll-wheel="false" data-street-view="false" data-fit-bounds="true">` holding its markers,
 * each `<div data-marker data-latitude="…" data-longitude="…" data-title="…" data-icon="…">`
 * around the HTML of its popup. Without a centre the map opens on its first marker.
 */
export interface CmsMap {
  title: string;
  center: LatLng | null;
  zoom: number;
  mapType: MapType;
  draggable: boolean;
  zoomControl: boolean;
  scrollWheel: boolean;
  streetView: boolean;
  fitBounds: boolean;
  markers: { id: string; position: LatLng; title: string; icon: string | undefined; html: string }[];
}

const WIDGET = /<section\b([^>]*?)\sdata-widget="([a-z][a-z0-9-]*)"([^>]*)>([\s\S]*?)<\/section>/gi;
const DATA_ATTRIBUTE = /\sdata-([a-z][a-z0-9-]*)="([^"]*)"/gi;
const MARKER = /<(div|span|p)\b([^>]*?)\sdata-marker\b([^>]*)>([\s\S]*?)<\/\1>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The most products a shelf shows: one page of the smallest page size. */
export const SHELF_MAX = 12;

function count(raw: string | undefined, fallback: number, max: number): number {
  const value = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(value) && value > 0 ? Math.min(value, max) : fallback;
}

function widget(name: string, data: Record<string, string>, inner: string): CmsBlock | null {
  switch (name) {
    case 'hero':
      return { kind: 'hero', html: inner.trim() };
    case 'categories':
      return { kind: 'categories', title: data.title ?? '', count: count(data.count, 6, 24) };
    case 'products': {
      const sort = (CATALOG_SORTS as readonly string[]).includes(data.sort ?? '')
        ? (data.sort as CatalogSort)
        : 'popular';
      return { kind: 'products', title: data.title ?? '', sort, count: count(data.count, 8, SHELF_MAX) };
    }
    case 'brands':
      return { kind: 'brands', title: data.title || undefined };
    case 'asset-folders':
      return { kind: 'asset-folders', folders: assetFolders(data) };
    case 'maps': {
      const map = cmsMap(data, inner);
      return map ? { kind: 'maps', map } : null;
    }
    default:
      // A widget this storefront does not know: its content, if any, is shown as it is.
      return inner.trim() ? { kind: 'html', html: inner } : null;
  }
}

function dataOf(attributes: string): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [, key = '', value = ''] of attributes.matchAll(DATA_ATTRIBUTE))
    data[key.toLowerCase()] = decode(value);
  return data;
}

function position(data: Record<string, string>): LatLng | null {
  const lat = Number.parseFloat(data.latitude ?? '');
  const lng = Number.parseFloat(data.longitude ?? '');
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** An option is on unless the editor wrote "false" (the maps' usual defaults). */
const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : value.toLowerCase() !== 'false';

function cmsMap(data: Record<string, string>, inner: string): CmsMap | null {
  const markers: CmsMap['markers'] = [];
  for (const [, , before = '', after = '', html = ''] of inner.matchAll(MARKER)) {
    const marker = dataOf(`${before} ${after}`);
    const at = position(marker);
    if (at)
      markers.push({
        id: String(markers.length + 1),
        position: at,
        title: marker.title ?? '',
        icon: marker.icon || undefined,
        html: html.trim(),
      });
  }
  const center = position(data);
  // Nowhere to look: no map.
  if (!center && markers.length === 0) return null;
  return {
    title: data.title ?? '',
    center,
    zoom: count(data.zoom, DEFAULT_MAP_ZOOM, 20),
    mapType: isMapType(data.type) ? data.type : DEFAULT_MAP_TYPE,
    draggable: flag(data.draggable, true),
    zoomControl: flag(data['zoom-control'], true),
    scrollWheel: flag(data['scroll-wheel'], true),
    streetView: flag(data['street-view'], false),
    fitBounds: flag(data['fit-bounds'], false),
    markers,
  };
}

export function parseCmsBlocks(html: string): CmsBlock[] {
  const blocks: CmsBlock[] = [];
  const pushHtml = (text: string) => {
    if (text.trim()) blocks.push({ kind: 'html', html: text });
  };
  let last = 0;
  for (const match of html.matchAll(WIDGET)) {
    const [whole, before = '', name = '', after = '', inner = ''] = match;
    pushHtml(html.slice(last, match.index));
    last = (match.index ?? 0) + whole.length;
    const block = widget(name.toLowerCase(), dataOf(`${before} ${after}`), inner);
    if (block) blocks.push(block);
  }
  pushHtml(html.slice(last));
  return blocks;
}
