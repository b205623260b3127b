import { TRACKING_EVENTS } from './constants';

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
