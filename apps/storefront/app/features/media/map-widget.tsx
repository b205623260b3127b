import { useTranslation } from '../i18n/translation-context';
import { type MapMarker, type MapTiles, OSM_TILES } from '../maps/map-options';
import { MapView } from '../maps/map-view';
import { THIRD_PARTY_CONSENT, ThirdPartyGate } from './third-party-gate';

export interface MapWidgetProps {
  label?: string;
  zoom: number;
  fitBounds: boolean;
  markers: readonly { Lat: number; Lng: number; Label: string }[];
  /** The shop's tile server, as the page's loader read it. */
  tiles?: MapTiles | undefined;
}

/** The tile server's host, named to the visitor before its tiles load; none for the shop's own. */
export function tileHost(tiles: MapTiles): string | null {
  const match = /^https?:\/\/([^/?#]+)/.exec(tiles.url);
  return match?.[1]?.replaceAll('{s}.', '') ?? null;
}

/**
 * The maps widget (spec 001 §2, §9): the shop's map (Leaflet over the configured tiles) at zoom 13,
 * a marker per place, fitted to them all when there are several. Tiles from another server wait for
 * the visitor's consent (ADR 042); until then, and without scripts, the places are listed.
 */
export function MapWidget({ label, zoom, fitBounds, markers, tiles = OSM_TILES }: MapWidgetProps) {
  const { t } = useTranslation();
  const name = label || t('Media.Map.Label');
  const mapMarkers: MapMarker[] = markers.map((marker, index) => ({
    id: String(index),
    position: { lat: marker.Lat, lng: marker.Lng },
    title: marker.Label,
  }));
  const host = tileHost(tiles);
  const map = (
    <MapView
      label={name}
      markers={mapMarkers}
      zoom={zoom}
      fitBounds={fitBounds}
      tiles={tiles}
      className="map-widget__map"
    />
  );
  return (
    <div className="map-widget">
      {host ? (
        <ThirdPartyGate
          category={THIRD_PARTY_CONSENT.map}
          message={t('Media.Consent.Map', { provider: host })}
          className="map-widget__gate"
        >
          {map}
        </ThirdPartyGate>
      ) : (
        map
      )}
      <details className="map-widget__places">
        <summary>{t('Media.Map.Places')}</summary>
        <ul>
          {markers.map((marker, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two places may share a label; their order is the editor's.
            <li key={index}>{marker.Label}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
