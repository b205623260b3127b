import type { SwiperOptions } from 'swiper/types';

/** Slides per view at a window width, as Swiper resolves its min-width breakpoints. */
export function slidesPerViewAt(options: SwiperOptions, width: number): SwiperOptions['slidesPerView'] {
  const reached = Object.entries(options.breakpoints ?? {})
    .map(([min, value]) => [Number(min), value] as const)
    .filter(([min]) => width >= min)
    .sort(([a], [b]) => a - b)
    .at(-1);
  return reached ? reached[1].slidesPerView : options.slidesPerView;
}
