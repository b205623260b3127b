import { describe, expect, it } from 'vitest';
import { GALLERY_THUMBS } from './product-gallery';

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
