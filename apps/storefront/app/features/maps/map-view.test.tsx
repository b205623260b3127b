import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { type MapMarker, OSM_TILES, tileUrlFor, withMapsKey } from './map-options';
import { MapView } from './map-view';

const MARKERS: MapMarker[] = [
  {
    id: 'a',
    position: { lat: 50.8467, lng: 4.3525 },
    title: 'Grand-Place',
    content: <p>Grand-Place 1, 1000 Bruxelles</p>,
  },
  {
    id: 'b',
    position: { lat: 50.8404, lng: 4.3547 },
    title: 'Sablon',
    content: <p>Rue de Rollebeek 7</p>,
  },
];

/** A page that opens one marker's popup from outside the map (as the pickup list does). */
function PageOpeningSablon() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen('b')}>
        Voir le Sablon
      </button>
      <MapView label="Plan du quartier" markers={MARKERS} openMarkerId={open} />
    </>
  );
}

const region = () => screen.getByRole('region', { name: 'Plan du quartier' });
const wrapper = () => region().closest('.map-view') as HTMLElement;
const marker = (name: string) => within(region()).findByRole('button', { name });
const popup = () => region().querySelector('.leaflet-popup-content');

describe('MapView', () => {
  it('opens as a labelled region, at zoom 13 on a road map of the configured tiles, with a labelled button per marker', async () => {
    renderInShop(<MapView label="Plan du quartier" markers={MARKERS} />);
    const grandPlace = await marker('Grand-Place');
    expect(wrapper().dataset.zoom).toBe('13');
    expect(wrapper().dataset.mapType).toBe('roadmap');
    // In the tab order, a button named by its title.
    expect(grandPlace.getAttribute('tabindex')).toBe('0');
    expect(await marker('Sablon')).toBeTruthy();
    // OpenStreetMap's tiles by default, at zoom 13, credited.
    const tile = region().querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile?.src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/13\/\d+\/\d+\.png$/);
    expect(region().querySelector('.leaflet-control-attribution')?.textContent).toContain('OpenStreetMap');
    // The zoom control speaks the page's language.
    expect(within(region()).getByRole('button', { name: 'Zoom avant' })).toBeTruthy();
    expect(within(region()).getByRole('button', { name: 'Zoom arrière' })).toBeTruthy();
  });

  it('a marker clicked, or pressed with Enter or Space, opens its popup and tells the page', async () => {
    const clicked = vi.fn();
    renderInShop(<MapView label="Plan du quartier" markers={MARKERS} onMarkerClick={clicked} />);
    const user = userEvent.setup();
    const sablon = await marker('Sablon');
    expect(sablon.getAttribute('aria-expanded')).toBe('false');

    await user.click(sablon);
    await waitFor(() => expect(popup()?.textContent).toBe('Rue de Rollebeek 7'));
    expect(clicked).toHaveBeenLastCalledWith('b');
    expect(sablon.getAttribute('aria-expanded')).toBe('true');
    // Its close button is named in the page's language.
    expect(within(region()).getByRole('button', { name: 'Fermer' })).toBeTruthy();

    const grandPlace = await marker('Grand-Place');
    grandPlace.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(popup()?.textContent).toBe('Grand-Place 1, 1000 Bruxelles'));
    expect(clicked).toHaveBeenLastCalledWith('a');

    sablon.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(popup()?.textContent).toBe('Rue de Rollebeek 7'));
    expect(clicked).toHaveBeenLastCalledWith('b');
  });

  it('opens the popup of the marker the page chooses and shows it as the active one', async () => {
    renderInShop(PageOpeningSablon);
    const sablon = await marker('Sablon');
    expect(popup()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Voir le Sablon' }));
    await waitFor(() => expect(popup()?.textContent).toBe('Rue de Rollebeek 7'));
    expect(sablon.classList.contains('map-marker--active')).toBe(true);
    expect((await marker('Grand-Place')).classList.contains('map-marker--active')).toBe(false);
  });

  it('takes the spec’s options: zoom, map type, controls, street view (ignored)', async () => {
    renderInShop(
      <MapView
        label="Plan du quartier"
        center={{ lat: 50.85, lng: 4.35 }}
        markers={MARKERS.slice(0, 1)}
        zoom={15}
        mapType="satellite"
        zoomControl={false}
        scrollWheel={false}
        draggable={false}
        streetView
        tiles={{ url: 'https://tiles.example/{type}/{z}/{x}/{y}.png?key=k1', attribution: 'Exemple' }}
      />,
    );
    await marker('Grand-Place');
    expect(wrapper().dataset.zoom).toBe('15');
    expect(wrapper().dataset.mapType).toBe('satellite');
    const tile = region().querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile?.src).toMatch(/^https:\/\/tiles\.example\/satellite\/15\/\d+\/\d+\.png\?key=k1$/);
    expect(within(region()).queryByRole('button', { name: 'Zoom avant' })).toBeNull();
    expect(region().querySelector('.leaflet-control-attribution')?.textContent).toContain('Exemple');
  });
  it('fits the view to every marker when asked, never closer than its zoom', async () => {
    // A map of 800 × 400 pixels (jsdom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    const apart: MapMarker[] = [
      MARKERS[0]!,
      { id: 'paris', position: { lat: 48.8566, lng: 2.3522 }, title: 'Paris' },
    ];
    const { unmount } = renderInShop(<MapView label="Plan du quartier" markers={apart} fitBounds />);
    await marker('Paris');
    // Brussels and Paris on one screen: far out, once the map has moved there.
    await waitFor(() => expect(Number(wrapper().dataset.zoom)).toBeLessThan(9));
    unmount();

    renderInShop(<MapView label="Plan du quartier" markers={MARKERS} fitBounds />);
    await marker('Sablon');
    // Two points a few hundred metres apart: no closer than zoom 13.
    expect(wrapper().dataset.zoom).toBe('13');
  });
});

describe('map options', () => {
  it('fills the maps key into the tile address, encoded, and names the layer of a map type', () => {
    expect(withMapsKey('https://tiles.example/{z}/{x}/{y}.png?key={key}', 'a b&c')).toBe(
      'https://tiles.example/{z}/{x}/{y}.png?key=a%20b%26c',
    );
    expect(withMapsKey('https://tiles.example/{z}/{x}/{y}.png?key={key}', null)).toBe(
      'https://tiles.example/{z}/{x}/{y}.png?key=',
    );
    expect(withMapsKey(OSM_TILES.url, 'unused')).toBe(OSM_TILES.url);
    expect(tileUrlFor('https://tiles.example/{type}/{z}/{x}/{y}.png', 'terrain')).toBe(
      'https://tiles.example/terrain/{z}/{x}/{y}.png',
    );
    expect(tileUrlFor(OSM_TILES.url, 'hybrid')).toBe(OSM_TILES.url);
  });
});
