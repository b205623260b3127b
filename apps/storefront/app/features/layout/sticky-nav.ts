import { type RefObject, useEffect } from 'react';
import { PAGE_EVENTS } from '../../lib/page-events';
import { setBodyClass } from '../document/body-classes';
import { useOpenDropdown } from './click-dropdowns';
import { useOpenSidePanel } from './side-panels';

/**
 * Spec 001 §4/§9 sticky main nav: once the page has scrolled past the nav's own height, scrolling
 * down hides it and scrolling up shows it again, told to the styles by body classes. Above that
 * threshold neither class is set: the nav is simply at the top of the page.
 */
export const STICKY_NAV_HIDDEN_CLASS = 'sticky-nav-hidden';
export const STICKY_NAV_SHOWN_CLASS = 'sticky-nav-shown';

export type StickyNavState = 'top' | 'hidden' | 'shown';

/** The nav's state after a scroll from `previousY` to `y`; `threshold` is the nav's height. */
export function stickyNavState(
  previousY: number,
  y: number,
  threshold: number,
  current: StickyNavState,
): StickyNavState {
  if (y <= threshold) return 'top';
  if (y > previousY) return 'hidden';
  if (y < previousY) return 'shown';
  return current;
}

/**
 * Only the visitor's own scrolling (wheel, touch, scrolling keys, the scrollbar) hides the nav. The
 * page's scrolling (to an anchor, to a focused field, back to a restored position) leaves it: the
 * anchor scroll keeps its target clear of the nav's height, which a hidden nav would waste. A
 * scroll within this long after a gesture, or after a scroll so counted (momentum), is the visitor's.
 */
export const SCROLL_GESTURE_WINDOW_MS = 1000;

const SCROLL_KEYS = new Set(['PageDown', 'PageUp', 'End', 'Home', 'ArrowDown', 'ArrowUp', ' ']);
// Where these keys move a selection or a value, not the page.
const KEY_CONSUMERS =
  'input, textarea, select, [contenteditable="true"], [role="listbox"], [role="combobox"], [role="menu"], [role="slider"], [role="grid"], [role="tree"], [role="tablist"], [role="radiogroup"]';

function scrollsThePage(event: KeyboardEvent): boolean {
  if (!SCROLL_KEYS.has(event.key) || event.defaultPrevented) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(KEY_CONSUMERS)) return false;
  return !(event.key === ' ' && target?.closest('a, button, summary, [role="button"]'));
}

function apply(state: StickyNavState) {
  setBodyClass(STICKY_NAV_HIDDEN_CLASS, state === 'hidden');
  setBodyClass(STICKY_NAV_SHOWN_CLASS, state === 'shown');
}

/**
 * Follows the window's scrolling for the nav in `navRef`. It is never hidden while one of its
 * panels or menus is open, nor while the keyboard focus is inside it (a hidden focused control
 * would be lost to the visitor, WCAG 2.4.11).
 */
export function useStickyNav(navRef: RefObject<HTMLElement | null>): void {
  const panel = useOpenSidePanel();
  const dropdown = useOpenDropdown();
  const pinned = panel !== null || dropdown !== null;

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    let previousY = window.scrollY;
    let state: StickyNavState = previousY <= nav.offsetHeight ? 'top' : 'shown';
    const set = (next: StickyNavState) => {
      state = next;
      apply(pinned && next === 'hidden' ? 'shown' : next);
    };
    set(state);
    let gestureAt = Number.NEGATIVE_INFINITY;
    const gesture = () => {
      gestureAt = performance.now();
    };
    const onKey = (event: KeyboardEvent) => {
      if (scrollsThePage(event)) gesture();
    };
    const onPointer = (event: PointerEvent) => {
      // A press on the page's scrollbar lands on the root element.
      if (event.target === document.documentElement) gesture();
    };
    const onPageScroll = () => {
      gestureAt = Number.NEGATIVE_INFINITY;
    };
    const onScroll = () => {
      const y = window.scrollY;
      const now = performance.now();
      const byVisitor = now - gestureAt <= SCROLL_GESTURE_WINDOW_MS;
      if (byVisitor) gestureAt = now;
      let next = stickyNavState(previousY, y, nav.offsetHeight, state);
      previousY = y;
      if (next === 'hidden' && (!byVisitor || nav.contains(document.activeElement)))
        next = state === 'top' ? 'shown' : state;
      set(next);
    };
    const onFocus = () => {
      if (state === 'hidden') set('shown');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('wheel', gesture, { passive: true });
    window.addEventListener('touchmove', gesture, { passive: true });
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    document.addEventListener(PAGE_EVENTS.scrollToAnchor, onPageScroll);
    nav.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('wheel', gesture);
      window.removeEventListener('touchmove', gesture);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
      document.removeEventListener(PAGE_EVENTS.scrollToAnchor, onPageScroll);
      nav.removeEventListener('focusin', onFocus);
      apply('top');
    };
  }, [navRef, pinned]);
}
