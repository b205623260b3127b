import type { FolderNode } from '@vitrine/api-client';

/** The id of the tree's own root node: the library root, where FolderId is null. */
export const LIBRARY_ROOT_ID = 'library-root';

/** One row of the folder tree, in the shape react-arborist reads (`id`, `name`, `children`). */
export interface FolderTreeItem {
  id: string;
  name: string;
  /** 0 for the library root, then the folder's ItemLevel (1 for a folder at the root). */
  level: number;
  folder: FolderNode | null;
  children: FolderTreeItem[];
}

function toItem(folder: FolderNode): FolderTreeItem {
  return {
    id: folder.FolderId,
    name: folder.Name,
    level: folder.ItemLevel,
    folder,
    children: folder.Children.map(toItem),
  };
}

/** The hierarchy under one root node ("All files"), so that the root can be selected and dropped on. */
export function toTreeData(hierarchy: readonly FolderNode[], rootName: string): FolderTreeItem[] {
  return [{ id: LIBRARY_ROOT_ID, name: rootName, level: 0, folder: null, children: hierarchy.map(toItem) }];
}

/**
 * Spec 000 §4 "Folder tree": nodes at or above the given depth start open. Depth counts from the
 * library root (0), so the default depth 1 opens the root and the folders directly in it.
 */
export function initialOpenState(
  items: readonly FolderTreeItem[],
  openDepth: number,
): Record<string, boolean> {
  const open: Record<string, boolean> = {};
  const visit = (item: FolderTreeItem) => {
    if (item.children.length > 0 && item.level <= openDepth) open[item.id] = true;
    for (const child of item.children) visit(child);
  };
  for (const item of items) visit(item);
  return open;
}

/** The folders from the top-level one down to the one with this id (empty when not found). */
export function folderPath(hierarchy: readonly FolderNode[], folderId: string): FolderNode[] {
  for (const folder of hierarchy) {
    if (folder.FolderId === folderId) return [folder];
    const below = folderPath(folder.Children, folderId);
    if (below.length > 0) return [folder, ...below];
  }
  return [];
}

export function findFolder(hierarchy: readonly FolderNode[], folderId: string): FolderNode | undefined {
  return folderPath(hierarchy, folderId).at(-1);
}

/** Whether `folderId` is `ancestorId` or lies below it. */
export function isWithin(hierarchy: readonly FolderNode[], folderId: string, ancestorId: string): boolean {
  return folderPath(hierarchy, folderId).some((folder) => folder.FolderId === ancestorId);
}

/** The listing's pair of ids: the top-level folder above the target, and the target (both null at the root). */
export interface FolderLocation {
  rootFolderId: string | null;
  folderId: string | null;
}

export function folderLocation(hierarchy: readonly FolderNode[], folderId: string | null): FolderLocation {
  if (folderId === null) return { rootFolderId: null, folderId: null };
  const top = folderPath(hierarchy, folderId)[0];
  return { rootFolderId: top?.FolderId ?? folderId, folderId };
}

/** Every folder, depth first, with its depth: for pickers that list folders flat. */
export function flattenFolders(hierarchy: readonly FolderNode[]): FolderNode[] {
  return hierarchy.flatMap((folder) => [folder, ...flattenFolders(folder.Children)]);
}
