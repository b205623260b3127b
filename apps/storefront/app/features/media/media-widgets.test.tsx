import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RenderedBlock, WidgetSettingsSchema } from '@vitrine/api-client';
import { stringResources } from '@vitrine/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { publishConsent } from '../consent/consent-store';
import type { WidgetBlock } from '../content/blocks/content-blocks';
import { PageBlocks } from '../content/widgets/page-blocks';
import { TranslationProvider } from '../i18n/translation-context';
import { OSM_TILES } from '../maps/map-options';
import { MapWidget, tileHost } from './map-widget';
import { CountdownWidget } from './media-widgets';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const MARKERS = [
  { Lat: 50.8467, Lng: 4.3525, Label: 'Grand-Place' },
  { Lat: 51.2194, Lng: 4.4025, Label: 'Anvers' },
];
const widget = (n: number, settings: unknown): RenderedBlock => ({
  Type: 'widget',
  Id: id(n),
  Widget: WidgetSettingsSchema.parse(settings),
  Photos: {},
});
const region = (name: string) => screen.findByRole('region', { name });

afterEach(() => publishConsent(null));

describe('the maps widget (spec 001 §2, §9)', () => {
  it('names the tile server the visitor’s address would go to', () => {
    expect(tileHost(OSM_TILES)).toBe('tile.openstreetmap.org');
    expect(tileHost({ url: 'https://{s}.tiles.example/{z}/{x}/{y}.png', attribution: '' })).toBe(
      'tiles.example',
    );
    expect(tileHost({ url: '/tiles/{z}/{x}/{y}.png', attribution: '' })).toBeNull();
  });

  it('waits for consent to load another server’s tiles, listing its places meanwhile', async () => {
    renderInShop(<MapWidget label="Nos boutiques" zoom={13} fitBounds markers={MARKERS} />);
    expect(screen.queryByRole('region', { name: 'Nos boutiques' })).toBeNull();
    expect(screen.getByText(/images de tile\.openstreetmap\.org/)).toBeTruthy();
    expect(screen.getByText('Grand-Place')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Accepter et afficher' }));
    const map = await region('Nos boutiques');
    expect(await within(map).findByRole('button', { name: 'Grand-Place' })).toBeTruthy();
    expect(await within(map).findByRole('button', { name: 'Anvers' })).toBeTruthy();
    // Two markers: fitted to both (never closer than zoom 13).
    const zoom = Number((map.closest('.map-view') as HTMLElement).dataset.zoom);
    expect(zoom).toBeLessThanOrEqual(13);
  });

  it('shows the map at zoom 13 at once with the visitor’s preferences consent, or from the shop’s own tiles', async () => {
    publishConsent({ stamp: 's', preferences: true, statistics: false, marketing: false });
    const { unmount } = renderInShop(<MapWidget zoom={13} fitBounds markers={MARKERS.slice(0, 1)} />);
    const map = await region('Carte');
    expect(await within(map).findByRole('button', { name: 'Grand-Place' })).toBeTruthy();
    expect((map.closest('.map-view') as HTMLElement).dataset.zoom).toBe('13');
    unmount();
    publishConsent(null);
    renderInShop(
      <MapWidget
        label="Chez nous"
        zoom={13}
        fitBounds={false}
        markers={MARKERS}
        tiles={{ url: '/tiles/{z}/{x}/{y}.png', attribution: '' }}
      />,
    );
    expect(await region('Chez nous')).toBeTruthy();
  });
});

describe('the media widgets in a body of blocks (ADR 035)', () => {
  it('draws each media widget from its block', () => {
    const blocks = [
      widget(1, { Name: 'countdown', EndsAt: '2099-01-01T00:00:00Z', Heading: 'Fin des soldes' }),
      widget(2, { Name: 'youtube-video', VideoId: 'dQw4w9WgXcQ', Label: 'Démonstration' }),
      widget(3, { Name: 'vimeo-video', VideoId: '76979871', Label: 'Atelier' }),
      widget(4, { Name: 'map', Label: 'Nos boutiques', Markers: MARKERS }),
      widget(5, { Name: 'social-share', Networks: ['facebook'], Text: 'Soldes' }),
      {
        ...widget(6, { Name: 'viewer-360', AssetIds: [id(21), id(22), id(23)], Label: 'Vase' }),
        // The second image was deleted from the library: the viewer turns through the others.
        Photos: Object.fromEntries(
          [21, 23].map((n) => [
            id(n),
            {
              AssetId: id(n),
              AssetName: `vase-${n}.jpg`,
              Url: `/assets/vase-${n}.jpg`,
              ThumbnailUrl: `/assets/vase-${n}-s.jpg`,
              Width: 800,
              Height: 800,
              AttributeValueId: null,
            },
          ]),
        ),
      },
    ];
    renderInShop(<PageBlocks blocks={blocks} widgets={{ [id(4)]: OSM_TILES }} />);
    expect(screen.getByRole('region', { name: 'Fin des soldes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lire la vidéo : Démonstration' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lire la vidéo : Atelier' })).toBeTruthy();
    expect(screen.getByText(/images de tile\.openstreetmap\.org/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Partager sur Facebook/ })).toBeTruthy();
    const viewer = screen.getByRole('slider', { name: 'Vase' });
    expect(viewer.getAttribute('aria-valuemax')).toBe('2');
  });
});

describe('the countdown widget’s “at the end” setting (spec 001 §4)', () => {
  afterEach(() => vi.useRealTimers());
  const at = (AtEnd: string) =>
    widget(7, {
      Name: 'countdown',
      EndsAt: new Date(Date.now() + 2000).toISOString(),
      Heading: 'Vente flash',
      AtEnd,
      EndMessage: 'La vente est terminée.',
    }) as WidgetBlock;
  const draw = (block: WidgetBlock) =>
    render(
      <TranslationProvider culture="fr" strings={stringResources.fr}>
        <CountdownWidget block={block} />
      </TranslationProvider>,
    );

  it('hides itself at the end when told to', () => {
    vi.useFakeTimers();
    draw(at('hide'));
    expect(screen.getByRole('region', { name: 'Vente flash' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('region', { name: 'Vente flash' })).toBeNull();
  });

  it('says the editor’s message at the end when told to', () => {
    vi.useFakeTimers();
    draw(at('message'));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('La vente est terminée.')).toBeTruthy();
  });
});
