import { useSyncExternalStore } from 'react';

/**
 * Classes that page behaviour puts on <body> (page-out, page-in, long-loading, open panels…).
 * React renders <body>, so they live in this store and are rendered, never set on the DOM by
 * hand, which a re-render would undo.
 */
const active = new Set<string>();
const listeners = new Set<() => void>();
let snapshot = '';

export function setBodyClass(name: string, on: boolean): void {
  if (on === active.has(name)) return;
  if (on) active.add(name);
  else active.delete(name);
  snapshot = [...active].sort().join(' ');
  for (const listener of listeners) listener();
}

export function useBodyClasses(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => '',
  );
}
