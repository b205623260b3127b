import { ANCHOR_SCROLL_MS } from './constants';

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls to an element over a fixed duration (the browser's smooth scrolling has no duration).
 * Resolves when done; honours reduced-motion preferences by jumping.
 */
export function smoothScrollTo(target: Element, duration = ANCHOR_SCROLL_MS): Promise<void> {
  // The sticky header would hide the target's top (LayoutMetrics publishes its height).
  const headerOffset =
    Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
  const start = window.scrollY;
  // The top of the document is 0, whatever the header: nothing there to keep clear of it.
  const end =
    target === document.documentElement || target.id === 'top'
      ? 0
      : Math.max(0, start + target.getBoundingClientRect().top - headerOffset - 8);
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || duration <= 0 || start === end) {
    window.scrollTo(0, end);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / duration);
      window.scrollTo(0, start + (end - start) * easeInOut(progress));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/**
 * The element an anchor (#id or #name) points to, if the page has it. '#top' without such an
 * element is the top of the document, as browsers treat it (HTML's "scroll to the fragment").
 */
export function anchorTarget(hash: string): Element | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return null;
  const element = document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
  if (element) return element;
  return id.toLowerCase() === 'top' ? document.documentElement : null;
}
