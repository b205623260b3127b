import { describe, expect, it } from 'vitest';
import { parseCmsBlocks } from './cms-widgets';

describe('CMS widgets in a page body', () => {
  it('cuts the body at its widget sections and reads their settings', () => {
    const blocks = parseCmsBlocks(`<section data-widget="hero">
  <p class="lead">Des objets durables</p>
</section>
<section class="intro"><h2>Bienvenue</h2></section>
<section data-widget="categories" data-title="Nos univers" data-count="4"></section>
<section id="shelf" data-widget="products" data-sort="newest" data-count="30" data-title="Nouveaut&eacute;s &amp; co"></section>
<section data-widget="brands"></section>
<p>Fin</p>`);
    expect(blocks).toEqual([
      { kind: 'hero', html: '<p class="lead">Des objets durables</p>' },
      { kind: 'html', html: '\n<section class="intro"><h2>Bienvenue</h2></section>\n' },
      { kind: 'categories', title: 'Nos univers', count: 4 },
      // At most one page of products; an unknown entity stays as written.
      { kind: 'products', title: 'Nouveaut&eacute;s & co', sort: 'newest', count: 12 },
      { kind: 'brands', title: undefined },
      { kind: 'html', html: '\n<p>Fin</p>' },
    ]);
  });

  it('falls back to sensible settings and keeps the content of an unknown widget', () => {
    expect(
      parseCmsBlocks(
        '<section data-widget="products" data-sort="cheapest" data-count="x"></section><section data-widget="map"><p>Plan</p></section><section data-widget="countdown"></section>',
      ),
    ).toEqual([
      { kind: 'products', title: '', sort: 'popular', count: 8 },
      { kind: 'html', html: '<p>Plan</p>' },
    ]);
  });

  it('reads a maps widget: its options with the maps’ defaults, its markers with their popups', () => {
    const [map, plain, nowhere] = [
      `<section data-widget="maps" data-title="Nos boutiques" data-latitude="50.85" data-longitude="4.35" data-zoom="15" data-type="satellite" data-scroll-wheel="false" data-fit-bounds="true">
  <div data-marker data-latitude="50.8467" data-longitude="4.3525" data-title="Vitrine Bruxelles" data-icon="/pin.svg"><p>Rue Haute 12</p></div>
  <div data-marker data-latitude="north" data-longitude="4" data-title="Ailleurs"></div>
  <span data-title="Gand" data-marker data-latitude="51.05" data-longitude="3.72"></span>
</section>`,
      '<section data-widget="maps"><div data-marker data-latitude="50.85" data-longitude="4.35" data-title="Ici"></div></section>',
      '<section data-widget="maps" data-title="Sans lieu"></section>',
    ].map((html) => parseCmsBlocks(html));
    expect(map).toEqual([
      {
        kind: 'maps',
        map: {
          title: 'Nos boutiques',
          center: { lat: 50.85, lng: 4.35 },
          zoom: 15,
          mapType: 'satellite',
          draggable: true,
          zoomControl: true,
          scrollWheel: false,
          streetView: false,
          fitBounds: true,
          markers: [
            {
              id: '1',
              position: { lat: 50.8467, lng: 4.3525 },
              title: 'Vitrine Bruxelles',
              icon: '/pin.svg',
              html: '<p>Rue Haute 12</p>',
            },
            { id: '2', position: { lat: 51.05, lng: 3.72 }, title: 'Gand', icon: undefined, html: '' },
          ],
        },
      },
    ]);
    // Spec 001 §9: zoom 13 on a road map unless told otherwise; the first marker is the centre.
    expect(plain?.[0]).toMatchObject({ kind: 'maps', map: { center: null, zoom: 13, mapType: 'roadmap' } });
    // Nowhere to show: no map.
    expect(nowhere).toEqual([]);
  });

  it('leaves a body without widgets whole', () => {
    expect(parseCmsBlocks('<p>Texte</p>')).toEqual([{ kind: 'html', html: '<p>Texte</p>' }]);
  });
});
