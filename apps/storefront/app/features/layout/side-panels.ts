import { useEffect, useSyncExternalStore } from 'react';
import { PAGE_EVENTS } from '../../lib/page-events';
import { setBodyClass } from '../document/body-classes';

/**
 * Spec 001 §4 side panels (the phone's navigation menu, the search panel): a toggle opens one,
 * which puts a body class named after the panel and the general open class on <body> and shows a
 * backdrop; it closes on a second toggle, on a scroll to an anchor and when the page is left;
 * only one panel is open at a time.
 */
export const SIDE_PANEL_OPEN_CLASS = 'side-panel-open';
export const sidePanelClass = (name: string) => `side-panel-${name}-open`;
/** Spec 001 §4/§9: the search panel's field is focused about one second after it opens. */
export const SEARCH_PANEL_FOCUS_MS = 1000;

let openPanel: string | null = null;
const listeners = new Set<() => void>();

function setOpenPanel(name: string | null) {
  if (name === openPanel) return;
  if (openPanel) setBodyClass(sidePanelClass(openPanel), false);
  openPanel = name;
  if (name) setBodyClass(sidePanelClass(name), true);
  setBodyClass(SIDE_PANEL_OPEN_CLASS, name !== null);
  for (const listener of listeners) listener();
}

/** A panel needs a name: its body class and its box are named after it (spec 001 §8). */
function named(name: string | null | undefined): name is string {
  if (name?.trim()) return true;
  console.warn('[side-panels] a side panel toggle has no aside name; nothing to open');
  return false;
}

export const openSidePanel = (name: string) => {
  if (named(name)) setOpenPanel(name);
};
export const closeSidePanels = () => setOpenPanel(null);
/** A second toggle closes the panel; a toggle of another panel swaps them (one at a time). */
export const toggleSidePanel = (name: string) => {
  if (named(name)) setOpenPanel(openPanel === name ? null : name);
};

/**
 * Content written by editors toggles a panel with `data-aside="<name>"` on a link or button. A
 * toggle without a name, or naming a panel the page does not have, only warns in the console
 * (spec 001 §8 "Missing aside name").
 */
export const ASIDE_ATTRIBUTE = 'data-aside';

/** `laidOut`: the panels are shown in place (wide screens), so a toggle only leads the focus there. */
function asideToggle(event: MouseEvent, laidOut: boolean) {
  const toggle = event.target instanceof Element ? event.target.closest(`[${ASIDE_ATTRIBUTE}]`) : null;
  if (!toggle) return;
  event.preventDefault();
  const name = toggle.getAttribute(ASIDE_ATTRIBUTE)?.trim() ?? '';
  if (!named(name)) return;
  const box = document.getElementById(`side-panel-${name}`);
  if (!box) {
    console.warn(`[side-panels] no side panel is named "${name}"`);
    return;
  }
  if (laidOut) box.querySelector<HTMLElement>('input, a[href], button')?.focus();
  else toggleSidePanel(name);
}

/** The name of the open panel, or null. */
export function useOpenSidePanel(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openPanel,
    () => null,
  );
}

/**
 * Closes the open panel when the page is left or scrolls to an anchor, on Escape, and when the
 * window grows past the breakpoint where the panels are laid out in the header instead.
 */
export function useSidePanelsLifecycle(desktopQuery: string) {
  useEffect(() => {
    const close = () => closeSidePanels();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openPanel) close();
    };
    const wide = window.matchMedia?.(desktopQuery);
    const onAsideClick = (event: MouseEvent) => asideToggle(event, wide?.matches === true);
    const onWide = () => {
      if (wide?.matches) close();
    };
    document.addEventListener(PAGE_EVENTS.leave, close);
    document.addEventListener(PAGE_EVENTS.scrollToAnchor, close);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onAsideClick);
    wide?.addEventListener?.('change', onWide);
    return () => {
      document.removeEventListener(PAGE_EVENTS.leave, close);
      document.removeEventListener(PAGE_EVENTS.scrollToAnchor, close);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onAsideClick);
      wide?.removeEventListener?.('change', onWide);
      close();
    };
  }, [desktopQuery]);
}
