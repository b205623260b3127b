import type { Asset, FolderNode, UploadedFile } from '@vitrine/api-client';

let counter = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function folder(name: string, overrides: Partial<FolderNode> = {}): FolderNode {
  counter += 1;
  return {
    FolderId: uuid(1000 + counter),
    Name: name,
    ItemLevel: 1,
    ParentId: null,
    AssetCount: 0,
    Children: [],
    ...overrides,
  };
}

export function asset(name: string, overrides: Partial<Asset> = {}): Asset {
  counter += 1;
  const id = overrides.AssetId ?? uuid(counter);
  return {
    AssetId: id,
    guid: id,
    Name: name,
    name,
    OriginalFileName: name,
    Uri: `/assets/${id}/large.jpg`,
    thumbnail_url: `/assets/${id}/thumb.jpg`,
    size: 120_000,
    fileType: 'Image',
    MimeType: 'image/jpeg',
    Width: 800,
    Height: 600,
    FolderId: null,
    Position: counter,
    CreatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function uploaded(from: Asset, overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    AssetId: from.AssetId,
    guid: from.guid,
    Name: from.Name,
    name: from.name,
    OriginalFileName: from.OriginalFileName,
    Uri: from.Uri,
    thumbnail_url: from.thumbnail_url,
    size: from.size,
    fileType: from.fileType,
    MimeType: from.MimeType,
    Width: from.Width,
    Height: from.Height,
    FolderId: from.FolderId,
    tmpName: null,
    IsDuplicate: false,
    Error: null,
    ...overrides,
  };
}

export function listing(items: Asset[], overrides: Record<string, unknown> = {}) {
  return {
    RootFolderId: null,
    FolderId: null,
    Items: items,
    NextCursor: null,
    Total: items.length,
    ...overrides,
  };
}
