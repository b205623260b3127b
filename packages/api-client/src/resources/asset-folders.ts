import {
  type AssetsByFolderQuery,
  AssetsByFolderSchema,
  FolderHierarchySchema,
} from '../contracts/assets-library';
import { type CallOptions, type Requester, withCall } from '../http';

const BASE = '/api/v1/assetslibrary/public/folders';

/**
 * The asset folder the library publishes for the shop's pages (the folder tree and list widget):
 * read without signing in; a folder outside it is not found (404).
 */
export function assetFoldersApi(request: Requester) {
  return {
    /** GET {app}/api/v1/assetslibrary/public/folders/hierarchy?folderId= */
    hierarchy: (folderId?: string, call?: CallOptions) =>
      request('GET', `${BASE}/hierarchy`, {
        query: folderId ? { folderId } : {},
        schema: FolderHierarchySchema,
        ...withCall(call, [404]),
      }),
    /** GET {app}/api/v1/assetslibrary/public/folders/{folderId}/assets */
    assets: (folderId: string, query: AssetsByFolderQuery = {}, call?: CallOptions) =>
      request('GET', `${BASE}/${encodeURIComponent(folderId)}/assets`, {
        query: { ...query },
        schema: AssetsByFolderSchema,
        ...withCall(call, [404]),
      }),
  };
}
