import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CAROUSEL } from '../constants';
import { productCarouselOptions } from './product-carousel';
import { useSliderAutoplay } from './slider-autoplay';
import { slidesPerViewAt } from './slides-per-view';

const WIDTHS = [1366, 1200, 992, 991, 768, 767, 576, 575, 360];

describe('product carousel (spec 001 §9)', () => {
  it('shows 4 per view, 3 below large, 2 below medium and 1 below small', () => {
    expect(WIDTHS.map((width) => slidesPerViewAt(productCarouselOptions(), width))).toEqual([
      4, 4, 4, 3, 3, 2, 2, 1, 1,
    ]);
  });

  it("takes the data's column count, never showing more per view than it", () => {
    expect(WIDTHS.map((width) => slidesPerViewAt(productCarouselOptions(6), width))).toEqual([
      6, 6, 6, 3, 3, 2, 2, 1, 1,
    ]);
    expect(WIDTHS.map((width) => slidesPerViewAt(productCarouselOptions(2), width))).toEqual([
      2, 2, 2, 2, 2, 2, 2, 1, 1,
    ]);
  });

  it('moves at speed 800 and advances every 5000 ms', () => {
    expect(productCarouselOptions().speed).toBe(800);
    const { result } = renderHook(() => useSliderAutoplay(PRODUCT_CAROUSEL.autoplayMs, 5));
    expect(result.current.autoplay).toMatchObject({ delay: 5000 });
  });
});
