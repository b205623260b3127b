import type { ApiClient } from '@vitrine/api-client';
import { ASSET_FOLDER_PAGE, type AssetFoldersData } from './asset-folders';
import type { CmsAssetFolders } from './cms-widgets';

/**
 * Reads the widget's tree and its first folder's files. A garnish: when the library publishes
 * nothing (or not that folder) the widget shows nothing and the page still renders.
 */
export async function loadAssetFolders(api: ApiClient, widget: CmsAssetFolders): Promise<AssetFoldersData> {
  const empty = { title: widget.title, depth: widget.depth, tree: null, files: null };
  try {
    const [tree] = await api.assetFolders.hierarchy(widget.folderId, { handles: [404] });
    if (!tree) return empty;
    const files = await api.assetFolders.assets(
      tree.FolderId,
      { Limit: ASSET_FOLDER_PAGE },
      { handles: [404] },
    );
    return { ...empty, tree, files };
  } catch {
    return empty;
  }
}
