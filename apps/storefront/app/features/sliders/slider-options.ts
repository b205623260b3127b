import type { SwiperOptions } from 'swiper/types';
import { MEDIUM_BREAKPOINT_PX, SMALL_BREAKPOINT_PX } from '../catalog/constants';

/**
 * The sliders' figures (spec 001 §9), as Swiper options. Breakpoints are Swiper's min-width ones at
 * the shop's breakpoints: "2.5 at small" is 2.5 from the small breakpoint (576 px) up. Autoplay
 * delays are not in the options: `useSliderAutoplay` starts and stops the slider (reduced motion,
 * pause control), Swiper never starts it by itself.
 */

/** Hero header: fade, autoplay 80000 ms, speed 1500, not started with one item or fewer. */
export const HERO_HEADER = { effect: 'fade', autoplayMs: 80_000, speed: 1500 } as const;
/** Hero slider: 1 slide, loop, speed 2000; its autoplay delay is the block's own setting. */
export const HERO_SLIDER = { slidesPerView: 1, loop: true, speed: 2000 } as const;
/** Partner slider: loop, 3 per view (6 from 1024 px), 16 px gap, speed and delay 2500 ms. */
export const PARTNER_SLIDER = {
  loop: true,
  slidesPerView: 3,
  wideFromPx: 1024,
  wideSlidesPerView: 6,
  spaceBetween: 16,
  speed: 2500,
  autoplayMs: 2500,
} as const;
/** Category slider: 1.5 slides (2.5 at small, 4.5 at medium), gap 20, autoplay 4500 ms, speed 2500. */
export const CATEGORY_SLIDER = {
  slidesPerView: 1.5,
  small: 2.5,
  medium: 4.5,
  spaceBetween: 20,
  autoplayMs: 4500,
  speed: 2500,
} as const;
/** Testimonial and reviews sliders: 1.5 slides (2.5 at small, 4 at medium), gap 20. */
export const QUOTE_SLIDER = { slidesPerView: 1.5, small: 2.5, medium: 4, spaceBetween: 20 } as const;

export function heroHeaderOptions(): SwiperOptions {
  return {
    effect: HERO_HEADER.effect,
    fadeEffect: { crossFade: true },
    speed: HERO_HEADER.speed,
    slidesPerView: 1,
  };
}

export function heroSliderOptions(): SwiperOptions {
  return { slidesPerView: HERO_SLIDER.slidesPerView, loop: HERO_SLIDER.loop, speed: HERO_SLIDER.speed };
}

/** Banners: one at a time; they move by themselves only when the block gives a duration. */
export function bannerSliderOptions(): SwiperOptions {
  return { slidesPerView: 1, loop: true, speed: 600 };
}

export function partnerSliderOptions(): SwiperOptions {
  return {
    loop: PARTNER_SLIDER.loop,
    slidesPerView: PARTNER_SLIDER.slidesPerView,
    spaceBetween: PARTNER_SLIDER.spaceBetween,
    speed: PARTNER_SLIDER.speed,
    breakpoints: { [PARTNER_SLIDER.wideFromPx]: { slidesPerView: PARTNER_SLIDER.wideSlidesPerView } },
  };
}

export function categorySliderOptions(): SwiperOptions {
  return {
    slidesPerView: CATEGORY_SLIDER.slidesPerView,
    spaceBetween: CATEGORY_SLIDER.spaceBetween,
    speed: CATEGORY_SLIDER.speed,
    breakpoints: {
      [SMALL_BREAKPOINT_PX]: { slidesPerView: CATEGORY_SLIDER.small },
      [MEDIUM_BREAKPOINT_PX]: { slidesPerView: CATEGORY_SLIDER.medium },
    },
  };
}

/** The testimonial and reviews sliders share their figures. */
export function quoteSliderOptions(): SwiperOptions {
  return {
    slidesPerView: QUOTE_SLIDER.slidesPerView,
    spaceBetween: QUOTE_SLIDER.spaceBetween,
    breakpoints: {
      [SMALL_BREAKPOINT_PX]: { slidesPerView: QUOTE_SLIDER.small },
      [MEDIUM_BREAKPOINT_PX]: { slidesPerView: QUOTE_SLIDER.medium },
    },
  };
}
