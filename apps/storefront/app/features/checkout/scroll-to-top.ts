/**
 * Spec 001 §4 "Checkout submit" and "Make-payment": an invalid form scrolls to the top, where its
 * errors are listed. Smoothly, unless the shopper asked for less motion.
 */
export function scrollToTop(): void {
  const still =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
}
