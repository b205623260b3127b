import { type MouseEvent, type PointerEvent, useEffect, useRef, useSyncExternalStore } from 'react';
import { PAGE_EVENTS } from '../../lib/page-events';
import { LARGE_BREAKPOINT_PX } from '../catalog/constants';
import { useMediaQuery } from '../catalog/use-media-query';

/**
 * Spec 001 §4 click dropdowns: the first click on a closed one opens it; a second click on an open
 * one closes them all and, when its trigger is a link, lets the link load. One is open at a time,
 * so that menus never stack. From the large breakpoint (spec 001 §9) a mouse pointer resting on a
 * dropdown opens it too, and leaving closes what the pointer opened.
 */
export const DROPDOWN_HOVER_QUERY = `(min-width: ${LARGE_BREAKPOINT_PX}px)`;
/** A pointer merely crossing a dropdown on its way elsewhere does not open it. */
export const DROPDOWN_HOVER_INTENT_MS = 150;

let openId: string | null = null;
const listeners = new Set<() => void>();

function setOpenId(id: string | null) {
  if (id === openId) return;
  openId = id;
  for (const listener of listeners) listener();
}

/** Opens `id` (closing any other) or closes it when it is the open one. */
export function setDropdownOpen(id: string, open: boolean): void {
  if (open) setOpenId(id);
  else if (openId === id) setOpenId(null);
}

export const closeDropdowns = () => setOpenId(null);

/** The id of the open dropdown, or null. */
export function useOpenDropdown(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openId,
    () => null,
  );
}

/**
 * One dropdown's state and the handlers its root and trigger need. The trigger keeps its own
 * element (a button, or a link that works before scripts run); Enter and Space reach it as a
 * click. Escape closes it and gives the focus back to the trigger; a pointer press outside and
 * leaving the page close it.
 */
export function useClickDropdown(id: string) {
  const open = useOpenDropdown() === id;
  const hover = useMediaQuery(DROPDOWN_HOVER_QUERY);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const byPointer = useRef(false);
  const intent = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(intent.current), []);

  useEffect(() => {
    if (!open) {
      byPointer.current = false;
      return;
    }
    const onPointer = (event: globalThis.PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target))
        setDropdownOpen(id, false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDropdownOpen(id, false);
      trigger.current?.focus();
    };
    const onLeave = () => setDropdownOpen(id, false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener(PAGE_EVENTS.leave, onLeave);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener(PAGE_EVENTS.leave, onLeave);
    };
  }, [id, open]);

  const onTriggerClick = (event: MouseEvent<HTMLElement>) => {
    clearTimeout(intent.current);
    trigger.current = event.currentTarget;
    if (!open) {
      // The first click opens it; a link trigger is not followed yet.
      event.preventDefault();
      byPointer.current = false;
      setDropdownOpen(id, true);
      return;
    }
    // A second click on an open one closes all; a link trigger then loads its page.
    closeDropdowns();
  };

  const rootProps = {
    ref: root,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (!hover || event.pointerType !== 'mouse' || open) return;
      clearTimeout(intent.current);
      intent.current = setTimeout(() => {
        byPointer.current = true;
        setDropdownOpen(id, true);
      }, DROPDOWN_HOVER_INTENT_MS);
    },
    onPointerLeave: () => {
      clearTimeout(intent.current);
      if (byPointer.current) setDropdownOpen(id, false);
    },
    // A press starts a click: the click decides, not a hover about to fire.
    onPointerDown: () => clearTimeout(intent.current),
  };

  return {
    open,
    rootProps,
    onTriggerClick,
    setTrigger: (element: HTMLElement | null) => {
      trigger.current = element;
    },
    close: () => setDropdownOpen(id, false),
  };
}
