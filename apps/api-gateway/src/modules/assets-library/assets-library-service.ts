import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type Asset,
  type AssetsByFolder,
  type CreateFolderRequest,
  type CropResult,
  type FolderNode,
  PROBLEM_TYPES,
} from '@vitrine/api-client';
import type { Database, FileStorage } from '@vitrine/db';
import { encodeMessage, keepExtension } from '@vitrine/validation';
import type { FastifyBaseLogger } from 'fastify';
import { assetFileKeys, fileUrl, imageUrl, renditionKey, sourceKey } from '../../lib/asset-files';
import { HttpProblem, problems } from '../../lib/problem';
import {
  type AssetRow,
  assetsLibraryRepository,
  type FolderKey,
  type FolderRow,
  type FolderTreeRow,
  isUniqueViolation,
} from './assets-library-repository';
import { ImageRejected, type Renditions, renderFullSize, renderRenditions } from './image-pipeline';

export const MESSAGES = {
  folderNameTaken: 'AssetsLibrary.FolderNameTaken',
  folderNotEmpty: 'AssetsLibrary.FolderNotEmpty',
  folderCycle: 'AssetsLibrary.FolderCycle',
  notSquare: 'AssetsLibrary.NotSquare',
  cropOutOfBounds: 'AssetsLibrary.CropOutOfBounds',
  temporaryUploadExpired: 'AssetsLibrary.TemporaryUploadExpired',
  uploadFailed: 'AssetsLibrary.UploadFailed',
  unknownAssets: 'AssetsLibrary.UnknownAssets',
  imageInvalid: 'Validation.ImageInvalid',
} as const;

export const pixelLimitMessage = (maxPixels: number) =>
  encodeMessage('AssetsLibrary.PixelLimit', { max: Math.round((maxPixels / 1_000_000) * 10) / 10 });

export interface LibraryOptions {
  basePath: string;
  maxPixels: number;
  /** How long an asset made through a widget waits for its form's save (ASSET_TEMP_UPLOAD_TTL_MS). */
  pendingTtlMs: number;
  log: FastifyBaseLogger;
}

/** A turn clockwise, in degrees. */
export type Turn = 90 | 180 | 270;

/**
 * Writes the files of a square image turned clockwise, under its next revision, and answers what
 * they are; nothing in the database changes. Only a square image turns (spec 000 §4): 409 otherwise.
 */
export async function renderTurn(
  storage: FileStorage,
  current: AssetRow,
  turn: Turn,
  maxPixels: number,
): Promise<{ revision: number; written: string[] }> {
  if (current.fileType !== 'Image' || !current.width || current.width !== current.height)
    throw conflict('Only a square image can be turned.', MESSAGES.notSquare);
  if (current.revision === 0) await completeRenditions(storage, current.id, current.mimeType, maxPixels);
  const source =
    (await storage.get(renditionKey(current.id, 'original', current.revision, current.mimeType))) ??
    (await storage.get(renditionKey(current.id, 'large', current.revision)));
  if (!source) throw problems.notFound(`The files of asset '${current.id}' are missing.`);
  const revision = current.revision + 1;
  let files: Renditions;
  try {
    files = await renderRenditions(await readAll(source.stream), {
      maxPixels,
      mimeType: current.mimeType,
      prepare: (image) => image.rotate(turn),
    });
  } catch (error) {
    if (error instanceof ImageRejected)
      throw conflict('The stored image could not be read.', MESSAGES.imageInvalid);
    throw error;
  }
  return { revision, written: await writeRenditions(storage, current.id, revision, current.mimeType, files) };
}

/** The job that makes an uploaded image's full-size files after the upload has answered (ADR 039). */
export const RENDITIONS_JOB = 'assets.renditions';

const completing = new Map<string, Promise<boolean>>();
/**
 * Full-size encodes at once in this process: a batch of jobs (an editor dropping 50 photos) would
 * otherwise hold a decoded camera photo per job in memory together.
 */
const FULL_SIZE_AT_ONCE = 2;
let encoding = 0;
const waitingToEncode: (() => void)[] = [];

async function fewEncodesAtOnce<T>(work: () => Promise<T>): Promise<T> {
  if (encoding >= FULL_SIZE_AT_ONCE) await new Promise<void>((resolve) => waitingToEncode.push(resolve));
  encoding += 1;
  try {
    return await work();
  } finally {
    encoding -= 1;
    waitingToEncode.shift()?.();
  }
}

/**
 * Makes the original and large files of an image stored with only its thumbnail, from the upload
 * kept for it, then removes that upload. Answers false when there was nothing left to make. Run by
 * the job, or by the first request for the large rendition when it comes before the job; calls for
 * the same image in this process share one run, and a run repeated elsewhere writes the same bytes.
 */
export function completeRenditions(
  storage: FileStorage,
  assetId: string,
  mimeType: string,
  maxPixels: number,
): Promise<boolean> {
  const running = completing.get(assetId);
  if (running) return running;
  const run = fewEncodesAtOnce(async () => {
    const source = await storage.get(sourceKey(assetId));
    if (!source) return false;
    const files = await renderFullSize(await readAll(source.stream), { maxPixels, mimeType });
    await Promise.all([
      storage.put(renditionKey(assetId, 'original', 0, mimeType), files.original),
      storage.put(renditionKey(assetId, 'large', 0), files.large),
    ]);
    await storage.delete(sourceKey(assetId));
    return true;
  }).finally(() => completing.delete(assetId));
  completing.set(assetId, run);
  return run;
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Removes files once the database no longer names them; a failure is logged, never the caller's. */
export async function removeFiles(storage: FileStorage, keys: readonly string[], log: FastifyBaseLogger) {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not delete a file')),
    ),
  );
}

/** Writes an image's three renditions under its revision. */
export async function writeRenditions(
  storage: FileStorage,
  assetId: string,
  revision: number,
  mimeType: string,
  files: Renditions,
): Promise<string[]> {
  const keys = {
    original: renditionKey(assetId, 'original', revision, mimeType),
    large: renditionKey(assetId, 'large', revision, mimeType),
    thumb: renditionKey(assetId, 'thumb', revision, mimeType),
  };
  await Promise.all([
    storage.put(keys.original, files.original),
    storage.put(keys.large, files.large),
    storage.put(keys.thumb, files.thumb),
  ]);
  return Object.values(keys);
}

export function toAsset(basePath: string, row: AssetRow): Asset {
  const isImage = row.fileType === 'Image';
  return {
    AssetId: row.id,
    guid: row.id,
    Name: row.name,
    name: row.name,
    OriginalFileName: row.originalFileName,
    Uri: isImage ? imageUrl(basePath, row.id, 'large', row.revision) : fileUrl(basePath, row.id, row.name),
    thumbnail_url: isImage ? imageUrl(basePath, row.id, 'thumb', row.revision) : null,
    size: row.sizeBytes,
    fileType: isImage ? 'Image' : 'Other',
    MimeType: row.mimeType,
    Width: row.width && row.width > 0 ? row.width : null,
    Height: row.height && row.height > 0 ? row.height : null,
    FolderId: row.folderId,
    Position: row.position,
    CreatedAt: new Date(row.createdAt).toISOString(),
  };
}

const encodeCursor = (key: FolderKey) =>
  Buffer.from(JSON.stringify([key.position, key.id])).toString('base64url');

function decodeCursor(cursor: string): FolderKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      Number.isSafeInteger(value[0]) &&
      typeof value[1] === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value[1])
    )
      return { position: value[0] as number, id: value[1] };
  } catch {
    // Falls through to the 400 below.
  }
  throw problems.validation({ Cursor: ['Validation.Invalid'] }, 'The cursor is not one this server issued.');
}

const folderNotEmpty = () =>
  new HttpProblem(
    409,
    PROBLEM_TYPES.folderNotEmpty,
    'The folder holds folders or assets: delete it with Recursive=true to remove them too.',
    { _: [MESSAGES.folderNotEmpty] },
  );
const conflict = (detail: string, message: string) =>
  new HttpProblem(409, PROBLEM_TYPES.conflict, detail, { _: [message] });

/** Folders, assets, listing, rotation and crop of the asset library. */
export function assetsLibraryService(db: Database, storage: FileStorage, options: LibraryOptions) {
  const repository = assetsLibraryRepository(db);
  const { basePath, log } = options;
  const asAsset = (row: AssetRow) => toAsset(basePath, row);

  const toNode = (row: FolderTreeRow, children: FolderNode[] = []): FolderNode => ({
    FolderId: row.id,
    Name: row.name,
    ItemLevel: row.depth,
    ParentId: row.parentId,
    AssetCount: row.assetCount,
    Children: children,
  });

  async function existingFolder(folderId: string | null | undefined): Promise<FolderRow | null> {
    if (!folderId) return null;
    const folder = await repository.folder(folderId);
    if (!folder) throw problems.notFound(`There is no folder '${folderId}'.`);
    return folder;
  }

  async function folderNode(id: string): Promise<FolderNode> {
    const [tree] = await service.hierarchy(id);
    if (!tree) throw problems.notFound(`There is no folder '${id}'.`);
    return tree;
  }

  const service = {
    repository,
    existingFolder,

    /** The folder tree (or one folder's subtree), read in one statement and assembled here. */
    async hierarchy(folderId?: string): Promise<FolderNode[]> {
      const root = folderId ? await existingFolder(folderId) : null;
      const rows = await repository.tree(root?.path);
      const nodes = new Map<string, FolderNode>();
      const top: FolderNode[] = [];
      // Rows come parents first (by depth), each level by name: children are appended in order. The
      // subtree's own root has no parent among the rows and heads the answer.
      for (const row of rows) {
        const node = toNode(row);
        nodes.set(row.id, node);
        const parent = row.parentId ? nodes.get(row.parentId) : undefined;
        if (parent) parent.Children.push(node);
        else top.push(node);
      }
      return top;
    },

    async createFolder(request: CreateFolderRequest): Promise<FolderNode> {
      const parent = await existingFolder(request.ParentId);
      const id = randomUUID();
      try {
        await repository.insertFolder({
          id,
          parentId: parent?.id ?? null,
          name: request.Name.trim(),
          path: `${parent?.path ?? '/'}${id}/`,
          depth: (parent?.depth ?? 0) + 1,
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('A folder of this name exists here already.', MESSAGES.folderNameTaken);
        throw error;
      }
      return folderNode(id);
    },

    /** Rename and/or move; a move rewrites the subtree's paths in the same transaction. */
    async updateFolder(
      folderId: string,
      changes: { Name?: string | undefined; ParentId?: string | null | undefined },
    ): Promise<FolderNode> {
      try {
        await repository.transaction(async (tx) => {
          // Moves take turns: two crossing moves checked at once could otherwise build a cycle.
          if (changes.ParentId !== undefined) await repository.lockTree(tx);
          const folder = await repository.lockFolder(tx, folderId);
          if (!folder) throw problems.notFound(`There is no folder '${folderId}'.`);
          if (changes.ParentId !== undefined && changes.ParentId !== folder.parentId) {
            const parent = changes.ParentId ? await repository.folder(changes.ParentId, tx) : null;
            if (changes.ParentId && !parent)
              throw problems.notFound(`There is no folder '${changes.ParentId}'.`);
            if (parent?.path.startsWith(folder.path))
              throw conflict(
                'A folder cannot move into itself or one of its subfolders.',
                MESSAGES.folderCycle,
              );
            await repository.moveFolder(tx, folder, parent);
          }
          if (changes.Name !== undefined && changes.Name.trim() !== folder.name)
            await repository.renameFolder(tx, folderId, changes.Name.trim());
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('A folder of this name exists there already.', MESSAGES.folderNameTaken);
        throw error;
      }
      return folderNode(folderId);
    },

    /**
     * Deletes a folder: refused when it holds anything unless recursive. Recursive deletes the
     * subtree's folders and assets in one transaction; the files go once it has committed.
     */
    async deleteFolder(folderId: string, recursive: boolean): Promise<void> {
      const removed = await repository.transaction(async (tx) => {
        await repository.lockTree(tx);
        const folder = await repository.lockFolder(tx, folderId);
        if (!folder) throw problems.notFound(`There is no folder '${folderId}'.`);
        if (!recursive) {
          const counts = await repository.subtreeCounts(tx, folder);
          if (counts.folders > 0 || counts.assets > 0) throw folderNotEmpty();
        }
        return repository.deleteSubtree(tx, folder);
      });
      await removeFiles(storage, [...removed.assets.flatMap(assetFileKeys), ...removed.uploadKeys], log);
    },

    async asset(assetId: string): Promise<Asset> {
      const row = await repository.asset(assetId);
      if (!row) throw problems.notFound(`There is no asset '${assetId}'.`);
      return asAsset(row);
    },

    async updateAsset(
      assetId: string,
      changes: { Name?: string | undefined; FolderId?: string | null | undefined },
    ): Promise<Asset> {
      if (changes.FolderId) await existingFolder(changes.FolderId);
      const row = await repository.transaction(async (tx) => {
        const current = await repository.lockAsset(tx, assetId);
        if (!current) throw problems.notFound(`There is no asset '${assetId}'.`);
        return repository.updateAsset(tx, assetId, {
          // A rename keeps the file's extension (a download named without it would not open).
          ...(changes.Name !== undefined ? { name: keepExtension(current.name, changes.Name) } : {}),
          ...(changes.FolderId !== undefined && changes.FolderId !== current.folderId
            ? { folderId: changes.FolderId }
            : {}),
        });
      });
      if (!row) throw problems.notFound(`There is no asset '${assetId}'.`);
      return asAsset(row);
    },

    /** Deletes an asset: product photo links go with it and page heroes become empty (foreign keys). */
    async deleteAsset(assetId: string): Promise<void> {
      const [row] = await repository.transaction((tx) => repository.deleteAsset(tx, assetId));
      if (!row) throw problems.notFound(`There is no asset '${assetId}'.`);
      await removeFiles(storage, assetFileKeys(row), log);
    },

    async moveAssets(assetIds: readonly string[], folderId: string | null): Promise<void> {
      const ids = [...new Set(assetIds)];
      await existingFolder(folderId);
      await repository.transaction(async (tx) => {
        const found = await repository.assetsByIds(ids, tx);
        if (found.length !== ids.length)
          throw problems.validation({ AssetIds: [MESSAGES.unknownAssets] }, 'Some assets do not exist.');
        await repository.moveAssets(tx, ids, folderId);
      });
    },

    async reorder(folderId: string | null, assetIds: readonly string[]): Promise<void> {
      const ids = [...new Set(assetIds)];
      await existingFolder(folderId);
      await repository.transaction(async (tx) => {
        if ((await repository.countInFolder(tx, ids, folderId)) !== ids.length)
          throw problems.validation(
            { AssetIds: [MESSAGES.unknownAssets] },
            'Some assets are not in this folder.',
          );
        await repository.reorder(tx, folderId, ids);
      });
    },

    /**
     * The listing of spec 000 §2: the folder's assets by position, a page at a time by key. The
     * root folder id must be the folder or one of its ancestors (the widget's tree root).
     */
    async assetsByFolder(
      rootFolderId: string | null,
      folderId: string | null,
      query: { Cursor?: string | undefined; Limit: number; Q?: string | undefined },
    ): Promise<AssetsByFolder> {
      if (folderId) {
        const [folder, root] = await Promise.all([
          repository.folder(folderId),
          rootFolderId && rootFolderId !== folderId ? repository.folder(rootFolderId) : null,
        ]);
        if (!folder) throw problems.notFound(`There is no folder '${folderId}'.`);
        if (rootFolderId && rootFolderId !== folderId && !(root && folder.path.startsWith(root.path)))
          throw problems.notFound(
            `The folder '${rootFolderId}' is not '${folderId}' or one of its ancestors.`,
          );
      }
      const after = query.Cursor ? decodeCursor(query.Cursor) : undefined;
      const q = query.Q && query.Q.length >= 2 ? query.Q : undefined;
      const [rows, total] = await Promise.all([
        repository.page(folderId, {
          limit: query.Limit + 1,
          ...(after ? { after } : {}),
          ...(q ? { q } : {}),
        }),
        repository.count(folderId, q),
      ]);
      const items = rows.slice(0, query.Limit);
      const last = items.at(-1);
      return {
        RootFolderId: folderId ? (rootFolderId ?? folderId) : null,
        FolderId: folderId,
        Items: items.map(asAsset),
        NextCursor: rows.length > query.Limit && last ? encodeCursor(last) : null,
        Total: total,
      };
    },

    /**
     * Turns a square image by 90°: new renditions under the next revision (new URLs, so cached
     * copies never show the old picture), then the row, then the old files go.
     */
    async rotate(assetId: string, direction: 'left' | 'right'): Promise<Asset> {
      const current = await repository.asset(assetId);
      if (!current) throw problems.notFound(`There is no asset '${assetId}'.`);
      const { revision, written } = await renderTurn(
        storage,
        current,
        direction === 'right' ? 90 : 270,
        options.maxPixels,
      );
      try {
        const row = await repository.transaction(async (tx) => {
          const locked = await repository.lockAsset(tx, assetId);
          // Someone else turned or deleted it meanwhile: theirs stands, ours is discarded.
          if (!locked || locked.revision !== current.revision)
            throw conflict('The image changed meanwhile; try again.', MESSAGES.uploadFailed);
          return repository.updateAsset(tx, assetId, { revision });
        });
        await removeFiles(storage, assetFileKeys(current), log);
        return asAsset(row!);
      } catch (error) {
        await removeFiles(storage, written, log);
        throw error;
      }
    },

    /**
     * The crop call: a new asset, exactly cropWidth × cropHeight, from a rectangle of a temporary
     * upload (in the oriented image's pixels), in the upload's folder. Answers 200 with an Error
     * for anything the editor can fix, since the widget reads Error from the result.
     */
    async crop(request: {
      tmpName: string;
      x: number;
      y: number;
      w: number;
      h: number;
      cropWidth: number;
      cropHeight: number;
      keepOriginal: boolean;
    }): Promise<CropResult> {
      const upload = await repository.upload(request.tmpName);
      if (!upload || upload.expiresAt.getTime() <= Date.now())
        return { Asset: null, Error: MESSAGES.temporaryUploadExpired };
      const { x, y, w, h } = request;
      if (x + w > upload.width || y + h > upload.height)
        return { Asset: null, Error: MESSAGES.cropOutOfBounds };
      if (request.cropWidth * request.cropHeight > options.maxPixels)
        return { Asset: null, Error: pixelLimitMessage(options.maxPixels) };
      const source = await storage.get(upload.storageKey);
      if (!source) return { Asset: null, Error: MESSAGES.temporaryUploadExpired };
      let files: Renditions;
      try {
        files = await renderRenditions(await readAll(source.stream), {
          maxPixels: options.maxPixels,
          mimeType: upload.mimeType,
          // The kept image is oriented already: no EXIF left to apply.
          prepare: (image) =>
            image
              .extract({ left: x, top: y, width: w, height: h })
              .resize(request.cropWidth, request.cropHeight, { fit: 'fill' }),
        });
      } catch (error) {
        if (error instanceof ImageRejected) return { Asset: null, Error: MESSAGES.imageInvalid };
        throw error;
      }
      const assetId = randomUUID();
      const written = await writeRenditions(storage, assetId, 0, upload.mimeType, files);
      try {
        const row = await repository.transaction(async (tx) => {
          if (!request.keepOriginal) {
            const consumed = await repository.deleteUpload(tx, upload.tmpName);
            // Consumed by a concurrent crop: that one got it.
            if (!consumed.length) throw new UploadGone();
          }
          const folder = upload.folderId ? await repository.folder(upload.folderId, tx) : null;
          return repository.insertAsset(
            {
              id: assetId,
              storageKey: `images/${assetId}`,
              name: upload.originalFileName,
              originalFileName: upload.originalFileName,
              mimeType: upload.mimeType,
              width: files.width,
              height: files.height,
              sizeBytes: files.original.length,
              sha256: sha256Hex(files.original),
              folderId: folder?.id ?? null,
              revision: 0,
              fileType: 'Image',
              // A crop is a widget's step: the asset joins the library when its form is saved.
              pendingUntil: new Date(Date.now() + options.pendingTtlMs),
            },
            tx,
          );
        });
        if (!request.keepOriginal) await removeFiles(storage, [upload.storageKey], log);
        return { Asset: asAsset(row), Error: null };
      } catch (error) {
        await removeFiles(storage, written, log);
        if (error instanceof UploadGone) return { Asset: null, Error: MESSAGES.temporaryUploadExpired };
        throw error;
      }
    },

    /**
     * The periodic job's work: expired temporary uploads, and the assets of forms left unsaved past
     * their time, rows first, then their files.
     */
    async removeExpiredUploads(now = new Date()): Promise<number> {
      const keys = await repository.deleteExpiredUploads(now);
      const pending = await repository.deleteExpiredPendingAssets(now);
      await removeFiles(storage, [...keys, ...pending.flatMap(assetFileKeys)], log);
      return keys.length + pending.length;
    },
  };
  return service;
}

class UploadGone extends Error {}

const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export type AssetsLibraryService = ReturnType<typeof assetsLibraryService>;
