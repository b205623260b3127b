import { PAGE_EVENTS } from '../../lib/page-events';

/** Spec 000 §3 (tracking payloads) and §9 (delays). */
export const TRACKING_EVENTS = {
  emailClick: 'emailClick',
  phoneClick: 'phoneClick',
  changeFolder: 'changeFolder',
  virtualPageview: 'VirtualPageview',
  /** Spec 001 §7 "analytics tag events for add to cart": GA4's recommended e-commerce event name. */
  addToCart: 'add_to_cart',
  /**
   * Spec 001 §7 "analytics tag events for … related product click": GA4's recommended event for a
   * product chosen from a list, the list being the product page's related products.
   */
  relatedProductClick: 'select_item',
} as const;

/** The list a related product was chosen from, as GA4 names lists in its e-commerce events. */
export const RELATED_PRODUCTS_LIST = { item_list_id: 'related_products', item_list_name: 'Related products' };

/** Spec 000 §9: the virtual page view waits 100 ms after an in-place page load. */
export const VIRTUAL_PAGEVIEW_DELAY_MS = 100;
/** Spec 000 §9: a title change without a page load counts as a page view 200 ms later. */
export const TITLE_CHANGE_PAGEVIEW_DELAY_MS = 200;

export const PAGE_LOADED_EVENT = PAGE_EVENTS.loaded;
