import 'leaflet/dist/leaflet.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/translation-context';
import {
  DEFAULT_MAP_TYPE,
  DEFAULT_MAP_ZOOM,
  type LatLng,
  type MapMarker,
  type MapTiles,
  type MapType,
  tileUrlFor,
} from './map-options';
import { useMapPageData } from './map-page-data';

type L = typeof Leaflet;

/** The map's options (spec 001 §3 "Map"); each has the default the spec gives or a map's usual one. */
export interface MapViewProps {
  /** The map region's accessible name. */
  label: string;
  /** Where the map opens; the first marker's place when not given. */
  center?: LatLng | undefined;
  markers?: readonly MapMarker[];
  mapType?: MapType;
  zoom?: number;
  draggable?: boolean;
  zoomControl?: boolean;
  scrollWheel?: boolean;
  /**
   * Accepted so that every option of the spec's maps can be passed, and ignored: a street view
   * is a service of one map vendor, with no equivalent among tile servers.
   */
  streetView?: boolean;
  /** Opens on the area that holds every marker (never closer than `zoom`). */
  fitBounds?: boolean;
  /** The page's tile server by default (`MapPageDataProvider`). */
  tiles?: MapTiles;
  /** The marker whose popup the page opens (the list's selected point); null closes it. */
  openMarkerId?: string | null;
  /** A marker clicked, or pressed with Enter or Space. */
  onMarkerClick?: (id: string) => void;
  className?: string;
}

interface Live {
  L: L;
  map: Leaflet.Map;
  tiles: Leaflet.TileLayer | null;
  layer: Leaflet.LayerGroup;
  markers: Map<string, Leaflet.Marker>;
}

/** With neither a centre nor a marker, the whole of Europe (where the shop delivers). */
const NOWHERE: LatLng = { lat: 50, lng: 10 };
const NOWHERE_ZOOM = 4;

const markerSignature = (markers: readonly MapMarker[]) =>
  markers
    .map(
      (marker) =>
        `${marker.id}|${marker.position.lat}|${marker.position.lng}|${marker.title}|${marker.icon ?? ''}|${marker.content ? 1 : 0}`,
    )
    .join('\n');

/**
 * The shop's maps widget (spec 001 §2 "Maps widget", §3 "Map"): Leaflet over the configured tile
 * server. Leaflet needs a window, so it is loaded in the browser only, once the page is there;
 * the server renders the labelled region it will fill. Markers are buttons in the tab order,
 * named by their title (Enter or Space opens their popup); popups hold React content, rendered
 * into them through portals. The current zoom and map type are on the element (`data-zoom`,
 * `data-map-type`) for styles and checks.
 */
export function MapView({
  label,
  center,
  markers = [],
  mapType = DEFAULT_MAP_TYPE,
  zoom = DEFAULT_MAP_ZOOM,
  draggable = true,
  zoomControl = true,
  scrollWheel = true,
  fitBounds = false,
  tiles: givenTiles,
  openMarkerId = null,
  onMarkerClick,
  className,
}: MapViewProps) {
  const { t } = useTranslation();
  const pageTiles = useMapPageData().tiles;
  const tiles = givenTiles ?? pageTiles;
  const container = useRef<HTMLElement>(null);
  const live = useRef<Live | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [shownZoom, setShownZoom] = useState(zoom);
  const hosts = useRef(new Map<string, HTMLElement>());
  const onClick = useRef(onMarkerClick);
  onClick.current = onMarkerClick;
  const labels = useRef({ close: t('Core.Close') });
  labels.current = { close: t('Core.Close') };

  // The markers change only when one of them does, not with each new array of the same ones.
  const signature = markerSignature(markers);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the markers.
  const shownMarkers = useMemo(() => markers, [signature]);
  const centerKey = center ? `${center.lat},${center.lng}` : '';

  function hostFor(id: string): HTMLElement {
    let host = hosts.current.get(id);
    if (!host) {
      host = document.createElement('div');
      host.className = 'map-view__popup';
      hosts.current.set(id, host);
    }
    return host;
  }

  // Leaflet, and the map with its controls, once in the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the controls are made once; later option changes apply below.
  useEffect(() => {
    let gone = false;
    import('leaflet')
      .then((module) => {
        const element = container.current;
        if (gone || !element) return;
        const L = ((module as { default?: L }).default ?? module) as L;
        const map = L.map(element, {
          zoomControl: false,
          attributionControl: false,
          scrollWheelZoom: scrollWheel,
          dragging: draggable,
          keyboard: true,
        });
        if (zoomControl)
          L.control.zoom({ zoomInTitle: t('Maps.ZoomIn'), zoomOutTitle: t('Maps.ZoomOut') }).addTo(map);
        // Leaflet's own link without its English title: the tiles' attribution is what matters.
        L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
        map.on('zoomend', () => setShownZoom(map.getZoom()));
        map.on('popupopen', (event) => {
          const close = event.popup.getElement()?.querySelector('.leaflet-popup-close-button');
          close?.setAttribute('aria-label', labels.current.close);
          close?.setAttribute('title', labels.current.close);
          expanded(event.popup, true);
        });
        map.on('popupclose', (event) => expanded(event.popup, false));
        live.current = { L, map, tiles: null, layer: L.layerGroup().addTo(map), markers: new Map() };
        setState('ready');
      })
      .catch((error: unknown) => {
        console.error('[maps] the map could not be loaded', error);
        if (!gone) setState('failed');
      });
    return () => {
      gone = true;
      live.current?.map.remove();
      live.current = null;
    };
  }, []);

  // The tile layer for the server and the map type.
  useEffect(() => {
    const current = live.current;
    if (state !== 'ready' || !current) return;
    current.tiles?.remove();
    current.tiles = current.L.tileLayer(tileUrlFor(tiles.url, mapType), {
      attribution: tiles.attribution,
      maxZoom: 19,
    }).addTo(current.map);
  }, [state, tiles.url, tiles.attribution, mapType]);

  // Options that change after the map is there.
  useEffect(() => {
    const map = live.current?.map;
    if (state !== 'ready' || !map) return;
    if (draggable) map.dragging.enable();
    else map.dragging.disable();
    if (scrollWheel) map.scrollWheelZoom.enable();
    else map.scrollWheelZoom.disable();
  }, [state, draggable, scrollWheel]);

  // The markers, and the view: the centre at the zoom, or the area of every marker.
  // biome-ignore lint/correctness/useExhaustiveDependencies: centerKey stands for the centre.
  useEffect(() => {
    const current = live.current;
    if (state !== 'ready' || !current) return;
    const { L, map, layer } = current;
    layer.clearLayers();
    current.markers.clear();
    for (const marker of shownMarkers) {
      const leafletMarker = L.marker([marker.position.lat, marker.position.lng], {
        title: marker.title,
        alt: marker.title,
        keyboard: true,
        riseOnHover: true,
        icon: marker.icon
          ? L.icon({ iconUrl: marker.icon, iconSize: [32, 32], iconAnchor: [16, 32], popupAnchor: [0, -30] })
          : L.divIcon({
              className: 'map-marker',
              html: '<span class="map-marker__pin" aria-hidden="true"></span>',
              iconSize: [30, 38],
              iconAnchor: [15, 38],
              popupAnchor: [0, -34],
            }),
      });
      if (marker.content) leafletMarker.bindPopup(hostFor(marker.id), { maxWidth: 280 });
      leafletMarker.on('click', () => onClick.current?.(marker.id));
      // Leaflet makes the marker's element when the marker reaches a map with a view.
      leafletMarker.on('add', () => {
        const element = leafletMarker.getElement();
        if (!element || element.dataset.markerId) return;
        element.setAttribute('aria-label', marker.title);
        element.dataset.markerId = marker.id;
        if (marker.content) element.setAttribute('aria-expanded', 'false');
        // A button answers Enter and Space as a click (toggling its popup). Leaflet's own Enter
        // (on keypress, by key code) never comes: the keydown is taken here.
        element.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          leafletMarker.fire('click');
        });
      });
      leafletMarker.addTo(layer);
      current.markers.set(marker.id, leafletMarker);
    }
    const first = shownMarkers[0]?.position;
    if (fitBounds && shownMarkers.length > 1) {
      const bounds = L.latLngBounds(shownMarkers.map(({ position }) => [position.lat, position.lng]));
      map.fitBounds(bounds, { maxZoom: zoom, padding: [24, 24] });
    } else if (center ?? first) {
      const at = center ?? first ?? NOWHERE;
      map.setView([at.lat, at.lng], zoom);
    } else {
      map.setView([NOWHERE.lat, NOWHERE.lng], NOWHERE_ZOOM);
    }
    setShownZoom(map.getZoom());
  }, [state, shownMarkers, centerKey, zoom, fitBounds]);

  // The page's chosen marker: its popup opens (the map pans to it), and it shows as the active one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new markers are new elements: the active one is marked again.
  useEffect(() => {
    const current = live.current;
    if (state !== 'ready' || !current) return;
    for (const [id, marker] of current.markers)
      marker.getElement()?.classList.toggle('map-marker--active', id === openMarkerId);
    const chosen = openMarkerId ? current.markers.get(openMarkerId) : undefined;
    if (!chosen) {
      current.map.closePopup();
      return;
    }
    if (chosen.getPopup()) chosen.openPopup();
    else current.map.panTo(chosen.getLatLng());
  }, [state, openMarkerId, shownMarkers]);

  return (
    <div
      className={['map-view', `map-view--${mapType}`, className].filter(Boolean).join(' ')}
      data-zoom={shownZoom}
      data-map-type={mapType}
    >
      <section ref={container} className="map-view__canvas" aria-label={label} />
      {state === 'failed' ? <p className="map-view__failed">{t('Maps.Unavailable')}</p> : null}
      {state === 'ready'
        ? markers.map((marker) =>
            marker.content ? createPortal(marker.content, hostFor(marker.id), marker.id) : null,
          )
        : null}
    </div>
  );
}

/** The marker a popup belongs to says whether it is open (a button that shows a popup). */
function expanded(popup: Leaflet.Popup, open: boolean) {
  const source = (popup as Leaflet.Popup & { _source?: Leaflet.Layer })._source;
  const element = source && 'getElement' in source ? (source as Leaflet.Marker).getElement() : undefined;
  element?.setAttribute('aria-expanded', String(open));
}
