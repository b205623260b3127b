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
