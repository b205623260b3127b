import { render } from '@testing-library/react';
import { stringResources } from '@vitrine/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider } from '../../i18n/translation-context';
import { SMALL_BREAKPOINT_PX } from '../constants';
import { GALLERY_THUMBS, ProductGallery } from './product-gallery';

describe('product gallery thumbnails (spec 001 §9)', () => {
  it('shows 5 thumbnails, 1 on small screens', () => {
    expect(GALLERY_THUMBS.horizontal).toMatchObject({
      slidesPerView: 1,
      breakpoints: { 576: { slidesPerView: 5 } },
    });
  });

  it('vertical variant: 5 vertical slides at speed 800, horizontal with 1 slide below the large breakpoint', () => {
    expect(GALLERY_THUMBS.vertical).toMatchObject({
      direction: 'horizontal',
      slidesPerView: 1,
      speed: 800,
      breakpoints: { 992: { direction: 'vertical', slidesPerView: 5 } },
    });
  });
});

describe('product gallery zoom (spec 001 §9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A screen of the given width, as matchMedia answers min-width queries. */
  function screenOf(width: number) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  }
  const photo = {
    AssetId: '00000000-0000-4000-8000-000000000201',
    AssetName: 'robe.jpg',
    Url: '/assets/images/00000000-0000-4000-8000-000000000201/large.webp',
    ThumbnailUrl: '/assets/images/00000000-0000-4000-8000-000000000201/thumb.webp',
    Width: 1200,
    Height: 1200,
    AttributeValueId: null,
  };
  const gallery = () =>
    render(
      <TranslationProvider culture="fr" strings={stringResources.fr}>
        <ProductGallery photos={[photo]} name="Robe" />
      </TranslationProvider>,
    ).container;

  it('zooms at and above the small breakpoint', () => {
    screenOf(SMALL_BREAKPOINT_PX);
    expect(gallery().querySelector('.swiper-zoom-container')).not.toBeNull();
  });

  it('does not zoom below the small breakpoint', () => {
    screenOf(SMALL_BREAKPOINT_PX - 1);
    const container = gallery();
    expect(container.querySelector('.swiper-zoom-container')).toBeNull();
    expect(container.querySelector('.product-gallery__frame')).not.toBeNull();
  });
});
