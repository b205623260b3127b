import type { FolderLocation } from './folder-tree';

declare global {
  interface Window {
    /** The tag manager's queue, as the storefront's tracking uses it. */
    dataLayer?: unknown[];
  }
}

/** The changeFolder payload of spec 000 §3, the storefront's shape: ids are null at the library root. */
export interface ChangeFolderEvent {
  event: 'changeFolder';
  rootFolderId: string | null;
  targetFolderId: string | null;
}

export function changeFolderEvent(location: FolderLocation): ChangeFolderEvent {
  return { event: 'changeFolder', rootFolderId: location.rootFolderId, targetFolderId: location.folderId };
}

/** Pushes to window.dataLayer; analytics never breaks the page, so a failing push is only logged. */
export function trackChangeFolder(location: FolderLocation): void {
  const event = changeFolderEvent(location);
  try {
    window.dataLayer ??= [];
    window.dataLayer.push(event);
  } catch (error) {
    console.error('[tracking] could not push to the data layer', event, error);
  }
}
