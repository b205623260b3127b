import type { Culture } from '@vitrine/i18n';
import { AssetUsagesSchema } from '../contracts/asset-usages';
import {
  AssetSchema,
  type AssetsByFolderQuery,
  AssetsByFolderSchema,
  type ContentPageSummary,
  ContentPageSummarySchema,
  type CreateFolderRequest,
  CropResultSchema,
  FolderHierarchySchema,
  FolderNodeSchema,
  type MoveAssetsRequest,
  ProductMediaListSchema,
  ProductMediaSchema,
  type ReorderAssetsRequest,
  type RotateAssetRequest,
  type UpdateAssetRequest,
  type UpdateContentPageMediaRequest,
  type UpdateFolderRequest,
  type UpdateProductPhotosRequest,
  type UploadQuery,
  UploadResultSchema,
} from '../contracts/assets-library';
import { type CallOptions, type Requester, withCall } from '../http';

/** A crop rectangle in the source image's pixels (after EXIF orientation), and the size to produce. */
export interface CropRequest {
  tmpName: string;
  x: number;
  y: number;
  w: number;
  h: number;
  cropWidth: number;
  cropHeight: number;
  /** Keep the temporary upload for another crop instead of consuming it. */
  keepOriginal?: boolean;
}

const LIBRARY = '/api/v1/assetslibrary';

/** The asset library (spec 000 §3, §7): folders, assets, uploads and the crop call. Editors and admins. */
export function assetsLibraryApi(request: Requester) {
  return {
    hierarchy: (folderId?: string, call?: CallOptions) =>
      request('GET', `${LIBRARY}/folders/hierarchy`, {
        query: { folderId },
        schema: FolderHierarchySchema,
        ...withCall(call),
      }),
    createFolder: (body: CreateFolderRequest) =>
      request('POST', `${LIBRARY}/folders`, { body, schema: FolderNodeSchema, handles: [400, 409] }),
    updateFolder: (folderId: string, body: UpdateFolderRequest) =>
      request('PATCH', `${LIBRARY}/folders/${folderId}`, {
        body,
        schema: FolderNodeSchema,
        handles: [400, 409],
      }),
    /** Refused with a 409 (/problems/folder-not-empty) when not empty, unless recursive. */
    deleteFolder: (folderId: string, recursive = false) =>
      request<void>('DELETE', `${LIBRARY}/folders/${folderId}`, {
        query: { Recursive: recursive ? 'true' : undefined },
        handles: [409],
      }),

    /**
     * The spec's folder listing {app}/{culture}/assetslibrary/asset/assetsbyfolder/{rootFolderId}/{folderId};
     * both ids omitted for the root folder. Paginated by key: pass NextCursor back as Cursor.
     */
    assetsByFolder: (
      culture: Culture,
      folder: { rootFolderId?: string | null; folderId?: string | null },
      query: AssetsByFolderQuery = {},
      call?: CallOptions,
    ) => {
      const ids =
        folder.folderId != null ? `/${folder.rootFolderId ?? folder.folderId}/${folder.folderId}` : '';
      return request('GET', `/${culture}/assetslibrary/asset/assetsbyfolder${ids}`, {
        query: { ...query },
        schema: AssetsByFolderSchema,
        ...withCall(call),
      });
    },
    asset: (assetId: string, call?: CallOptions) =>
      request('GET', `${LIBRARY}/assets/${assetId}`, { schema: AssetSchema, ...withCall(call) }),
    updateAsset: (assetId: string, body: UpdateAssetRequest) =>
      request('PATCH', `${LIBRARY}/assets/${assetId}`, { body, schema: AssetSchema, handles: [400] }),
    deleteAsset: (assetId: string) => request<void>('DELETE', `${LIBRARY}/assets/${assetId}`),
    /** Where an asset is used, and whether it may be deleted (ADR 041). */
    assetUsages: (assetId: string) =>
      request('GET', `${LIBRARY}/assets/${assetId}/usages`, { schema: AssetUsagesSchema }),
    moveAssets: (body: MoveAssetsRequest) => request<void>('POST', `${LIBRARY}/assets/move`, { body }),
    reorderAssets: (body: ReorderAssetsRequest) =>
      request<void>('POST', `${LIBRARY}/assets/reorder`, { body }),
    /** Only a square image turns (spec 000 §4); anything else is a 409. */
    rotateAsset: (assetId: string, body: RotateAssetRequest) =>
      request('POST', `${LIBRARY}/assets/${assetId}/rotate`, { body, schema: AssetSchema, handles: [409] }),

    /**
     * POST {app}/api/v1/assetslibrary/uploads, multipart with one `files` part per file. The answer lists
     * every file, each with its own Error when it failed. (The back office uploads with progress through
     * XMLHttpRequest to the same address: `uploadUrl`.)
     */
    upload: (files: readonly Blob[] | FormData, query: UploadQuery = {}) => {
      const body = files instanceof FormData ? files : toFormData(files);
      return request('POST', `${LIBRARY}/uploads`, {
        query: {
          ...query,
          Temporary: query.Temporary ? 'true' : undefined,
          Pending: query.Pending ? 'true' : undefined,
        },
        body,
        schema: UploadResultSchema,
        handles: [400, 413],
      });
    },
    uploadUrl: `${LIBRARY}/uploads`,

    /** GET {app}/assets/croptempimg/{tmpName}/{x}/{y}/{w}/{h}/{cropWidth}/{cropHeight}[?keepOriginal=true]. */
    crop: ({ tmpName, x, y, w, h, cropWidth, cropHeight, keepOriginal }: CropRequest) =>
      request(
        'GET',
        `/assets/croptempimg/${encodeURIComponent(tmpName)}/${[x, y, w, h, cropWidth, cropHeight]
          .map((n) => Math.round(n))
          .join('/')}`,
        {
          query: { keepOriginal: keepOriginal ? 'true' : undefined },
          schema: CropResultSchema,
          antiforgery: true,
        },
      ),

    /** Back office: the content pages and their hero image. */
    contentPages: (call?: CallOptions) =>
      request('GET', '/api/v1/backoffice/content/pages', {
        schema: ContentPageSummarySchema.array(),
        ...withCall(call),
      }),
    updateContentPageMedia: (
      pageId: string,
      body: UpdateContentPageMediaRequest,
    ): Promise<ContentPageSummary> =>
      request('PUT', `/api/v1/backoffice/content/pages/${pageId}/media`, {
        body,
        schema: ContentPageSummarySchema,
        handles: [400],
      }),
    /** Back office: products by name (2 characters at least; empty lists the first ones). */
    products: (query: { q?: string; limit?: number } = {}, call?: CallOptions) =>
      request('GET', '/api/v1/backoffice/catalog/products', {
        query,
        schema: ProductMediaListSchema,
        ...withCall(call),
      }),
    productMedia: (productId: string, call?: CallOptions) =>
      request('GET', `/api/v1/backoffice/catalog/products/${productId}/media`, {
        schema: ProductMediaSchema,
        ...withCall(call),
      }),
    updateProductPhotos: (productId: string, body: UpdateProductPhotosRequest) =>
      request('PUT', `/api/v1/backoffice/catalog/products/${productId}/photos`, {
        body,
        schema: ProductMediaSchema,
        handles: [400],
      }),
  };
}

function toFormData(files: readonly Blob[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('files', file, file instanceof File ? file.name : 'file');
  return form;
}
