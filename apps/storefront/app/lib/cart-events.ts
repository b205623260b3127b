import type { ShoppingCart } from '@vitrine/api-client';

/**
 * Spec 001 §4 "Cart update": after every change of the cart a 'cart changed' event tells the
 * widgets that show it (the header cart) to refresh. The product page, the cart page and later
 * the wishlist and order list all change the cart, so the event is written once, here. The
 * detail is the cart the server answered, when the change gave one: listeners need not ask again.
 */
export const CART_CHANGED_EVENT = 'vitrine:cart-changed';

export function announceCartChanged(cart?: ShoppingCart): void {
  if (typeof document === 'undefined') return;
  document.dispatchEvent(new CustomEvent<ShoppingCart | undefined>(CART_CHANGED_EVENT, { detail: cart }));
}

/** Listens to 'cart changed'; returns the removal. */
export function onCartChanged(listener: (cart: ShoppingCart | undefined) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ShoppingCart | undefined>).detail);
  document.addEventListener(CART_CHANGED_EVENT, handle);
  return () => document.removeEventListener(CART_CHANGED_EVENT, handle);
}

/**
 * Spec 001 §4 "Tax country change": the country whose VAT the prices include changed, so every
 * price the page shows is stale. `TaxCountryFollower` reloads the page (or refreshes it in place
 * when free shipping is in use); the cart page, which already shows the cart the server answered,
 * has it skip the change the shopper made there, once.
 */
export const TAX_COUNTRY_CHANGED_EVENT = 'vitrine:tax-country-changed';

export interface TaxCountryChange {
  country: string;
  /** The cart's delivery is free: its amounts do not move with the page's prices. */
  freeShipping: boolean;
}

let skipNextTaxCountryChange = false;

/** Announces a change; `fromCartPage`: the shopper made it on the cart page, which shows it already. */
export function announceTaxCountryChanged(change: TaxCountryChange, { fromCartPage = false } = {}): void {
  if (typeof document === 'undefined') return;
  skipNextTaxCountryChange = fromCartPage;
  document.dispatchEvent(new CustomEvent<TaxCountryChange>(TAX_COUNTRY_CHANGED_EVENT, { detail: change }));
  skipNextTaxCountryChange = false;
}

/** Listens to 'tax country changed'; `skip` is true for the cart page's own change. Returns the removal. */
export function onTaxCountryChanged(listener: (change: TaxCountryChange, skip: boolean) => void): () => void {
  const handle = (event: Event) =>
    listener((event as CustomEvent<TaxCountryChange>).detail, skipNextTaxCountryChange);
  document.addEventListener(TAX_COUNTRY_CHANGED_EVENT, handle);
  return () => document.removeEventListener(TAX_COUNTRY_CHANGED_EVENT, handle);
}
