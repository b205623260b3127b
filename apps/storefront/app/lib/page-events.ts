/**
 * Events dispatched on document at each step of an in-place page load (spec 000 §4). Several
 * features listen to them (consent scripts, tracking), so they live outside any one feature.
 */
export const PAGE_EVENTS = {
  leave: 'vitrine:page-leave',
  loaded: 'vitrine:page-loaded',
  imagesLoaded: 'vitrine:page-images-loaded',
  finished: 'vitrine:page-finished',
  /** A same-page anchor is being scrolled to (side panels close on it, spec 001 §4). */
  scrollToAnchor: 'vitrine:scroll-to-anchor',
} as const;

export interface PageLoadedDetail {
  url: string;
  title: string;
}
