/**
 * Where an asset's files live and where they are served. Each image has renditions under its
 * storage prefix ('images/<id>'); a rotation writes them again under the next revision, so a
 * rendition's URL never serves two different images and can be cached forever.
 */
export type ImageRendition = 'original' | 'large' | 'thumb';

const revisionSuffix = (revision: number) => (revision > 0 ? `-r${revision}` : '');

/** The format the kept original is re-encoded to: the upload's family (WebP cannot exceed 16383 px). */
export function originalExtension(mimeType: string): 'jpg' | 'png' | 'webp' {
  if (mimeType === 'image/jpeg') return 'jpg';
  if (mimeType === 'image/png' || mimeType === 'image/gif') return 'png';
  return 'webp';
}

export function renditionKey(
  assetId: string,
  rendition: ImageRendition,
  revision: number,
  mimeType = 'image/webp',
): string {
  const extension = rendition === 'original' ? originalExtension(mimeType) : 'webp';
  return `images/${assetId}/${rendition}${revisionSuffix(revision)}.${extension}`;
}

/**
 * An image's upload as received, kept only until its full-size renditions are made from it (ADR
 * 034): never served, and removed once the original and large files exist.
 */
export const sourceKey = (assetId: string) => `images/${assetId}/source`;

/** The one file of a non-image asset. */
export const fileKey = (assetId: string) => `files/${assetId}/file`;

/** Every file an asset of this revision has (deleting one that does not exist is harmless). */
export function assetFileKeys(asset: {
  id: string;
  fileType: string;
  revision: number;
  mimeType: string;
}): string[] {
  if (asset.fileType !== 'Image') return [fileKey(asset.id)];
  return [
    ...(['original', 'large', 'thumb'] as const).map((rendition) =>
      renditionKey(asset.id, rendition, asset.revision, asset.mimeType),
    ),
    ...(asset.revision === 0 ? [sourceKey(asset.id)] : []),
  ];
}

export const imageUrl = (basePath: string, assetId: string, rendition: 'large' | 'thumb', revision = 0) =>
  `${basePath}/assets/images/${assetId}/${rendition}${revisionSuffix(revision)}.webp`;

/** A non-image file, under the name it downloads as. */
export const fileUrl = (basePath: string, assetId: string, name: string) =>
  `${basePath}/assets/files/${assetId}/${encodeURIComponent(name)}`;
