import { describe, expect, it } from 'vitest';
import { BRAND_CAROUSELS } from './brands-carousel';
import { slidesPerViewAt } from './slides-per-view';

function perView(variant: 'catalog' | 'home', width: number): unknown {
  return slidesPerViewAt(BRAND_CAROUSELS[variant], width);
}

describe('brand carousels (spec 001 §9)', () => {
  it('catalogue: 6 per view, 3 below 1024, 2 below 600, 1 below 480', () => {
    expect([1280, 1024, 1023, 600, 599, 480, 479].map((width) => perView('catalog', width))).toEqual([
      6, 6, 3, 3, 2, 2, 1,
    ]);
  });

  it('home: 9 per view narrowing to 2, autoplay 5000 ms at speed 500', () => {
    expect([1600, 1499, 1299, 991, 767, 575, 539, 399].map((width) => perView('home', width))).toEqual([
      9, 8, 7, 6, 5, 4, 3, 2,
    ]);
    expect(BRAND_CAROUSELS.home.speed).toBe(500);
    expect(BRAND_CAROUSELS.home.autoplay).toMatchObject({ delay: 5000 });
  });
});
