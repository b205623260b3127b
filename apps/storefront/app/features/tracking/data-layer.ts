import { Money } from '@vitrine/money';
import { RELATED_PRODUCTS_LIST, TRACKING_EVENTS } from './constants';

/** One entry of the tag manager's data layer. */
export type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    /** The tag manager's queue; tag snippets push to it too, hence entries of any shape. */
    dataLayer?: unknown[];
  }
}

/**
 * Pushes an event to window.dataLayer, creating it if no tag manager has yet. Analytics must never
 * break the page (spec 001 §8 "Analytics failure: logged only"), so a failing push is only logged.
 */
export function pushToDataLayer(event: DataLayerEvent): boolean {
  if (typeof window === 'undefined') return false;
  try {
    window.dataLayer ??= [];
    window.dataLayer.push(event);
    return true;
  } catch (error) {
    console.error('[tracking] could not push to the data layer', event, error);
    return false;
  }
}

/** The asset library's folder change (spec 000 §4 folder tree); the root folder id is null at the root. */
export function trackChangeFolder(
  rootFolderId: string | number | null,
  targetFolderId: string | number | null,
): boolean {
  return pushToDataLayer({ event: TRACKING_EVENTS.changeFolder, rootFolderId, targetFolderId });
}

/** One line of an add-to-cart event, in GA4's e-commerce item fields. */
export interface TrackedCartItem {
  id: string;
  name: string;
  variant: string;
  brand?: string | undefined;
  category?: string | undefined;
  price: number;
  quantity: number;
}

/**
 * Spec 001 §4 add to cart, step 2. The previous e-commerce object is cleared first, as Google
 * asks, so that the tag manager's merged model does not carry the last event's items into this one.
 */
export function trackAddToCart(currency: string, item: TrackedCartItem): boolean {
  pushToDataLayer({ event: 'ecommerce_clear', ecommerce: null });
  return pushToDataLayer({
    event: TRACKING_EVENTS.addToCart,
    ecommerce: {
      currency,
      value: Money.parse(item.price, currency).times(item.quantity).toNumber(),
      items: [
        {
          item_id: item.id,
          item_name: item.name,
          item_variant: item.variant,
          ...(item.brand ? { item_brand: item.brand } : {}),
          ...(item.category ? { item_category: item.category } : {}),
          price: item.price,
          quantity: item.quantity,
        },
      ],
    },
  });
}

/** A product of a list, as the list shows it (price from, in the shop's currency). */
export interface TrackedListItem {
  id: string;
  name: string;
  brand?: string | null | undefined;
  category?: string | undefined;
  price: number;
  currency: string;
  /** Its place in the list, from 0. */
  index: number;
}

/**
 * Spec 001 §7: the shopper followed one of a product's related products. Analytics never stops
 * the link from loading: a failure is only logged (spec 001 §8).
 */
export function trackRelatedProductClick(item: TrackedListItem): boolean {
  pushToDataLayer({ event: 'ecommerce_clear', ecommerce: null });
  return pushToDataLayer({
    event: TRACKING_EVENTS.relatedProductClick,
    ecommerce: {
      ...RELATED_PRODUCTS_LIST,
      currency: item.currency,
      items: [
        {
          item_id: item.id,
          item_name: item.name,
          ...(item.brand ? { item_brand: item.brand } : {}),
          ...(item.category ? { item_category: item.category } : {}),
          ...RELATED_PRODUCTS_LIST,
          index: item.index,
          price: item.price,
        },
      ],
    },
  });
}
