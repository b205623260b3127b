/** Spec 001 §9: a facet form that submits on change waits 1 s after the last change. */
export const FACET_AUTO_SUBMIT_MS = 1000;

/**
 * Spec 001 §4: the list refreshes at once on a filter click when configured, otherwise on an
 * explicit submit (here with submit-on-change). The shop's choice, in one place.
 */
export const FILTERS_REFRESH: { immediate: boolean; submitOnChange: boolean } = {
  immediate: false,
  submitOnChange: true,
};

/** Spec 001 §4: a collapsed category sub-menu slides open in 180 ms. */
export const SUBMENU_SLIDE_MS = 180;

/** Spec 001 §9: the product carousel's timing. */
export const PRODUCT_CAROUSEL = { autoplayMs: 5000, speed: 800 } as const;

/** Spec 001 §9 gallery: zoom only at or above the small breakpoint. */
export const SMALL_BREAKPOINT_PX = 576;
export const MEDIUM_BREAKPOINT_PX = 768;
export const LARGE_BREAKPOINT_PX = 992;

/** The product gallery's thumbnail strip: 'horizontal' under the photo, or 'vertical' beside it. */
export const GALLERY_THUMBNAILS: 'horizontal' | 'vertical' = 'horizontal';
