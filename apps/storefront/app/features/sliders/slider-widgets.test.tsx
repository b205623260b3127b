import { act, fireEvent, screen, within } from '@testing-library/react';
import type { CategoryNode, Photo, ProductListItem, WidgetSettings } from '@vitrine/api-client';
import type { Swiper as SwiperInstance } from 'swiper';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { productCarouselOptions } from '../catalog/sliders/product-carousel';
import { slidesPerViewAt } from '../catalog/sliders/slides-per-view';
import type { WidgetBlock } from '../content/blocks/content-blocks';
import { SLIDER_WIDGET_VIEWS } from './slider-widgets';

const id = (n: number) => `00000000-0000-4000-8000-0000000007${String(n).padStart(2, '0')}`;
const photo = (n: number): Photo => ({
  AssetId: id(n),
  AssetName: `photo-${n}`,
  Url: `/assets/${n}.jpg`,
  ThumbnailUrl: `/assets/${n}-thumb.jpg`,
  Width: 1600,
  Height: 900,
  AttributeValueId: null,
});
const photos = (...ns: number[]) => Object.fromEntries(ns.map((n) => [id(n), photo(n)]));
const block = (Widget: WidgetSettings, Photos: Record<string, Photo> = {}): WidgetBlock => ({
  Type: 'widget',
  Id: id(99),
  Widget,
  Photos,
});
const heroSlides = (...ns: number[]) =>
  ns.map((n) => ({ AssetId: id(n), Title: `Collection ${n}`, Text: 'Texte', Href: `/fr/c/${n}` }));

/** Renders a widget as the page renderer does, with time under the test's hand. */
async function mount(widget: WidgetBlock, data?: unknown) {
  const View = SLIDER_WIDGET_VIEWS[widget.Widget.Name as keyof typeof SLIDER_WIDGET_VIEWS];
  const view = renderInShop(<View block={widget} data={data as never} />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  const element = view.container.querySelector('.swiper') as
    | (HTMLElement & { swiper?: SwiperInstance })
    | null;
  const swiper = element?.swiper ?? null;
  const moves: number[] = [];
  swiper?.on('autoplay', () => moves.push(Date.now()));
  return { ...view, swiper, moves };
}

const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** Proves a slider advances by itself after exactly `delay` ms, not a millisecond sooner. */
async function expectAdvancesAfter(moves: number[], delay: number) {
  await wait(delay - 1);
  expect(moves).toHaveLength(0);
  await wait(1);
  expect(moves).toHaveLength(1);
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  prefersReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('hero header (spec 001 §9)', () => {
  const header = block({ Name: 'hero-header', Slides: heroSlides(1, 2, 3) }, photos(1, 2, 3));

  it('fades at speed 1500 and advances every 80000 ms', async () => {
    const { swiper, moves } = await mount(header);
    expect(swiper?.params).toMatchObject({ effect: 'fade', speed: 1500, slidesPerView: 1 });
    expect(swiper?.params.autoplay).toMatchObject({ delay: 80_000 });
    expect(swiper?.autoplay.running).toBe(true);
    await expectAdvancesAfter(moves, 80_000);
  });

  it('shows the first image at once and first, with its size and renditions; the others lazily', async () => {
    const { container } = await mount(header);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]?.getAttribute('fetchpriority')).toBeNull();
    expect(images[0]?.getAttribute('srcset')).toBe('/assets/1-thumb.jpg 320w, /assets/1.jpg 1200w');
    expect([images[0]?.getAttribute('width'), images[0]?.getAttribute('height')]).toEqual(['1200', '675']);
    expect(screen.getByRole('link', { name: 'Collection 1' }).getAttribute('href')).toBe('/fr/c/1');
  });

  it('is not started with one item: no slider, no pause control, the slide as it is', async () => {
    const { swiper, container } = await mount(
      block({ Name: 'hero-header', Slides: heroSlides(1) }, photos(1)),
    );
    expect(swiper).toBeNull();
    expect(container.querySelector('[data-slider="inactive"] img')?.getAttribute('src')).toBe(
      '/assets/1.jpg',
    );
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
  });

  it('leaves out a slide whose image was deleted from the library', async () => {
    const { container } = await mount(block({ Name: 'hero-header', Slides: heroSlides(1, 2) }, photos(2)));
    expect(container.querySelector('.swiper')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/assets/2.jpg');
  });

  it('stays still for a visitor who prefers reduced motion', async () => {
    prefersReducedMotion(true);
    const { swiper, moves } = await mount(header);
    expect(swiper?.autoplay.running).toBe(false);
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
    await wait(160_000);
    expect(moves).toHaveLength(0);
  });

  it('has a labelled pause control that stops and restarts it (WCAG 2.2.2)', async () => {
    const { swiper, moves } = await mount(header);
    fireEvent.click(screen.getByRole('button', { name: 'Pause – À la une' }));
    expect(swiper?.autoplay.running).toBe(false);
    await wait(160_000);
    expect(moves).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Lecture – À la une' }));
    expect(swiper?.autoplay.running).toBe(true);
    await expectAdvancesAfter(moves, 80_000);
  });

  it('names its previous and next buttons in the shopper’s language', async () => {
    await mount(header);
    expect(screen.getByRole('button', { name: 'Diapositive précédente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Diapositive suivante' })).toBeTruthy();
    expect(screen.getAllByRole('group', { name: /^Diapositive \d sur 3$/ })).toHaveLength(3);
  });
});

describe('hero slider (spec 001 §9)', () => {
  it('shows 1 slide, loops at speed 2000, with a clickable bullet per slide', async () => {
    const { swiper, moves } = await mount(
      block({ Name: 'hero-slider', Slides: heroSlides(1, 2, 3) }, photos(1, 2, 3)),
    );
    expect(swiper?.params).toMatchObject({ slidesPerView: 1, loop: true, speed: 2000 });
    expect(swiper?.params.pagination).toMatchObject({ clickable: true });
    const bullets = screen.getAllByRole('button', { name: /^Aller à la diapositive \d$/ });
    expect(bullets).toHaveLength(3);
    // Without a delay in its settings it moves only when asked.
    expect(swiper?.autoplay.running).toBe(false);
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
    await wait(60_000);
    expect(moves).toHaveLength(0);
  });

  it('advances by itself after the delay its settings give', async () => {
    const { swiper, moves } = await mount(
      block({ Name: 'hero-slider', Slides: heroSlides(1, 2), AutoplayMs: 6000 }, photos(1, 2)),
    );
    expect(swiper?.params.autoplay).toMatchObject({ delay: 6000 });
    expect(screen.getByRole('button', { name: 'Pause – Diaporama' })).toBeTruthy();
    await expectAdvancesAfter(moves, 6000);
  });
});

describe('banner slider with video slides (spec 001 §9)', () => {
  const slides = [
    { AssetId: id(1), VideoUrl: '', Title: 'Soldes', Href: '/fr/soldes' },
    { AssetId: id(2), VideoUrl: '/media/atelier.mp4', Title: 'L’atelier', Href: '' },
  ];

  it('moves by itself only when a duration is given', async () => {
    const still = await mount(block({ Name: 'banner-slider', Slides: slides }, photos(1, 2)));
    expect(still.swiper?.autoplay.running).toBe(false);
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
    await wait(60_000);
    expect(still.moves).toHaveLength(0);
    still.unmount();

    const timed = await mount(
      block({ Name: 'banner-slider', Slides: slides, DurationMs: 7000 }, photos(1, 2)),
    );
    expect(screen.getByRole('button', { name: 'Pause – Bannières' })).toBeTruthy();
    await expectAdvancesAfter(timed.moves, 7000);
  });

  it('plays a video slide muted and inline, its image as the poster, with its own controls', async () => {
    const { container } = await mount(block({ Name: 'banner-slider', Slides: slides }, photos(1, 2)));
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.controls).toBe(true);
    expect(video.getAttribute('poster')).toBe('/assets/2.jpg');
    expect(video.getAttribute('src')).toBe('/media/atelier.mp4');
  });
});

describe('partner logos (spec 001 §9)', () => {
  const logos = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ AssetId: id(n), Name: `Partenaire ${n}`, Href: '' }));

  it('loops 3 per view, 6 from 1024 px, 16 px apart, at speed and delay 2500 ms', async () => {
    const { swiper, moves } = await mount(
      block({ Name: 'partner-logos', Heading: '', Logos: logos }, photos(1, 2, 3, 4, 5, 6, 7)),
    );
    expect(swiper?.params).toMatchObject({ loop: true, slidesPerView: 3, spaceBetween: 16, speed: 2500 });
    expect([1366, 1024, 1023, 360].map((width) => slidesPerViewAt(swiper?.params ?? {}, width))).toEqual([
      6, 6, 3, 3,
    ]);
    expect(swiper?.params.autoplay).toMatchObject({ delay: 2500 });
    await expectAdvancesAfter(moves, 2500);
  });

  it('names each logo by its partner, under the widget’s heading', async () => {
    await mount(
      block(
        {
          Name: 'partner-logos',
          Heading: 'Ils nous font confiance',
          Logos: [{ AssetId: id(1), Name: 'Partenaire 1', Href: '/fr/p' }],
        },
        photos(1),
      ),
    );
    const region = screen.getByRole('region', { name: 'Ils nous font confiance' });
    expect(within(region).getByRole('heading', { name: 'Ils nous font confiance' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Partenaire 1' }).getAttribute('href')).toBe('/fr/p');
  });
});

const category = (n: number, children: CategoryNode[] = []): CategoryNode => ({
  CategoryId: id(40 + n),
  Name: `Catégorie ${n}`,
  Slug: `categorie-${n}`,
  Url: `/fr/c/categorie-${n}`,
  ProductCount: n,
  Photo: photo(n),
  Children: children,
});

describe('category slider (spec 001 §9)', () => {
  const settings = { Name: 'category-slider' as const, Heading: '', CategoryIds: [id(41), id(42), id(43)] };

  it('shows 1.5 slides, 2.5 at small, 4.5 at medium, 20 apart, at speed 2500, every 4500 ms', async () => {
    const { swiper, moves } = await mount(block(settings), {
      categories: [category(1), category(2), category(3)],
    });
    expect(swiper?.params).toMatchObject({ slidesPerView: 1.5, spaceBetween: 20, speed: 2500 });
    expect(
      [1366, 768, 767, 576, 575, 360].map((width) => slidesPerViewAt(swiper?.params ?? {}, width)),
    ).toEqual([4.5, 4.5, 2.5, 2.5, 1.5, 1.5]);
    expect(swiper?.params.autoplay).toMatchObject({ delay: 4500 });
    await expectAdvancesAfter(moves, 4500);
    const region = screen.getByRole('region', { name: 'Nos catégories' });
    expect(within(region).getByRole('link', { name: 'Catégorie 2' }).getAttribute('href')).toBe(
      '/fr/c/categorie-2',
    );
  });

  it('shows Core.Error in a danger alert when its read failed', async () => {
    await mount(block(settings), { categories: null });
    expect(screen.getByRole('alert').textContent).toBe('Une erreur est survenue.');
  });
});

describe('testimonial and reviews sliders (spec 001 §9)', () => {
  it('show 1.5 slides, 2.5 at small, 4 at medium, 20 apart, and stay still', async () => {
    const testimonials = await mount(
      block(
        {
          Name: 'testimonials',
          Heading: '',
          Items: [1, 2, 3].map((n) => ({
            Quote: `Parfait ${n}`,
            Name: `Client ${n}`,
            Role: 'Architecte',
            ...(n === 1 ? { AssetId: id(1) } : {}),
          })),
        },
        photos(1),
      ),
    );
    const widths = [1366, 768, 767, 576, 575, 360];
    expect(testimonials.swiper?.params).toMatchObject({ slidesPerView: 1.5, spaceBetween: 20 });
    expect(widths.map((width) => slidesPerViewAt(testimonials.swiper?.params ?? {}, width))).toEqual([
      4, 4, 2.5, 2.5, 1.5, 1.5,
    ]);
    expect(testimonials.swiper?.autoplay.running).toBe(false);
    const region = screen.getByRole('region', { name: 'Témoignages' });
    expect(within(region).getByText('Parfait 2')).toBeTruthy();
    expect(region.querySelectorAll('img')).toHaveLength(1);
    testimonials.unmount();

    const reviews = await mount(
      block({
        Name: 'reviews',
        Heading: '',
        Items: [
          { Author: 'Anne', Rating: 4, Text: 'Très bien' },
          { Author: 'Luc', Rating: 5, Text: 'Excellent' },
        ],
      }),
    );
    expect(reviews.swiper?.params).toMatchObject({ slidesPerView: 1.5, spaceBetween: 20 });
    expect(widths.map((width) => slidesPerViewAt(reviews.swiper?.params ?? {}, width))).toEqual([
      4, 4, 2.5, 2.5, 1.5, 1.5,
    ]);
    expect(screen.getByRole('img', { name: 'Noté 4 sur 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
  });

  it('does not start a slider for one review', async () => {
    const { swiper } = await mount(
      block({ Name: 'reviews', Heading: '', Items: [{ Author: 'Anne', Rating: 3, Text: 'Bien' }] }),
    );
    expect(swiper).toBeNull();
    expect(screen.getByText('Bien')).toBeTruthy();
  });
});

const product = (n: number): ProductListItem => ({
  ProductId: id(60 + n),
  Name: `Produit ${n}`,
  Slug: `produit-${n}`,
  ProductUrl: `/fr/p/produit-${n}`,
  Reference: `REF-${n}`,
  BrandName: null,
  CategoryName: 'Cuisine',
  ShortDescription: '',
  PriceFrom: 10 + n,
  CurrencyCode: 'EUR',
  IsInStock: true,
  Photo: photo(n),
  ColorSwatches: [],
});

describe('product carousel widget (spec 001 §9)', () => {
  const settings = {
    Name: 'product-carousel' as const,
    Heading: '',
    Source: 'newest' as const,
    Count: 8,
    Columns: 4,
  };

  it('is the catalogue’s carousel: 4 per view, 3/2/1 below large/medium/small, speed 800, every 5000 ms', async () => {
    const { swiper, moves } = await mount(block(settings), { products: [1, 2, 3, 4, 5].map(product) });
    const widths = [1366, 992, 991, 768, 767, 576, 575, 360];
    expect(widths.map((width) => slidesPerViewAt(swiper?.params ?? {}, width))).toEqual([
      4, 4, 3, 3, 2, 2, 1, 1,
    ]);
    expect(swiper?.params).toMatchObject({ speed: 800 });
    expect(swiper?.params.autoplay).toMatchObject({ delay: 5000 });
    await expectAdvancesAfter(moves, 5000);
    const region = screen.getByRole('region', { name: 'Nouveautés' });
    expect(within(region).getAllByRole('link', { name: /^Produit \d$/ })).toHaveLength(5);
  });

  it('takes the block’s column count', async () => {
    const { swiper } = await mount(block({ ...settings, Columns: 6 }), { products: [1, 2, 3].map(product) });
    expect(swiper?.params.breakpoints).toEqual(productCarouselOptions(6).breakpoints);
    expect(slidesPerViewAt(swiper?.params ?? {}, 1366)).toBe(6);
  });

  it('shows Core.Error in a danger alert when its read failed', async () => {
    await mount(block(settings), { products: null });
    expect(screen.getByRole('alert').textContent).toBe('Une erreur est survenue.');
  });
});

describe('masonry grid', () => {
  it('lays its images in the block’s columns, with captions and links', async () => {
    const { container } = await mount(
      block(
        {
          Name: 'masonry-grid',
          Heading: 'L’atelier',
          Columns: 4,
          Items: [
            { AssetId: id(1), Caption: 'Le tour', Href: '' },
            { AssetId: id(2), Caption: '', Href: '/fr/atelier' },
            { AssetId: id(3), Caption: 'Effacée', Href: '' },
          ],
        },
        photos(1, 2),
      ),
    );
    const list = container.querySelector('.masonry-grid__items') as HTMLElement;
    expect(list.style.getPropertyValue('--masonry-columns')).toBe('4');
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByText('Le tour').tagName).toBe('FIGCAPTION');
    expect(screen.getByRole('link', { name: 'photo-2' }).getAttribute('href')).toBe('/fr/atelier');
    expect([...list.querySelectorAll('img')].map((image) => image.getAttribute('loading'))).toEqual([
      'lazy',
      'lazy',
    ]);
  });
});
