/** Spec 000 §9 and the navigation behaviour of §2 and §4. */
export const PAGE_ANIMATION_DELAY_MS = { default: 10, shop: 100 } as const;
export const ANCHOR_SCROLL_MS = 800;
export const BIGGER_LINK_SCROLL_GUARD_MS = 500;
/** How long a load may take before the page shows it is still working (class long-loading). */
export const LONG_LOADING_AFTER_MS = 400;
/** How long the in-animation class stays on the body after a page arrives. */
export const PAGE_IN_ANIMATION_MS = 250;

export { PAGE_EVENTS } from '../../lib/page-events';
