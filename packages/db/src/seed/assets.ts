import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { assetFolders, assets } from '../schema/assets-library';
import type { FileStorage } from '../storage/file-storage';
import type { RenderedImage } from './catalog/images';

export type FolderRef = { id: string; path: string; depth: number };

/** The library folder of this name under `parent` (the root when null); made when missing. */
export async function folderNamed(tx: Executor, name: string, parent: FolderRef | null): Promise<FolderRef> {
  const [existing] = await tx
    .select({ id: assetFolders.id, path: assetFolders.path, depth: assetFolders.depth })
    .from(assetFolders)
    .where(
      and(
        parent ? eq(assetFolders.parentId, parent.id) : isNull(assetFolders.parentId),
        sql`lower(${assetFolders.name}) = lower(${name})`,
      ),
    )
    .limit(1);
  if (existing) return existing;
  const id = randomUUID();
  const folder = { id, path: `${parent?.path ?? '/'}${id}/`, depth: (parent?.depth ?? 0) + 1 };
  await tx.insert(assetFolders).values({ ...folder, name, parentId: parent?.id ?? null });
  return folder;
}

/**
 * One drawn image as a library asset (its two renditions, then its row), filed in `folderId`.
 * The files go first: a failure leaves an unused file, never a row without its file.
 */
export async function storeImage(
  tx: Executor,
  storage: FileStorage,
  image: RenderedImage,
  name: string,
  folderId: string | null,
): Promise<string> {
  const id = randomUUID();
  await storage.put(`images/${id}/large.webp`, image.large);
  await storage.put(`images/${id}/thumb.webp`, image.thumb);
  await tx.insert(assets).values({
    id,
    storageKey: `images/${id}`,
    name,
    originalFileName: name,
    mimeType: 'image/webp',
    width: image.width,
    height: image.height,
    sizeBytes: image.large.length,
    sha256: image.sha256,
    folderId,
  });
  return id;
}
