import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadedFile } from '@vitrine/api-client';
import type { Database, FileStorage } from '@vitrine/db';
import {
  fileTypeMessage,
  imageInvalidMessage,
  isFileTypeAccepted,
  maxFileSizeMessage,
  maxFilesMessage,
  messageOf,
  minFileSizeMessage,
} from '@vitrine/validation';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { fileKey, originalExtension, renditionKey, sourceKey } from '../../lib/asset-files';
import { enqueueJob } from '../../lib/job-queue';
import { problems } from '../../lib/problem';
import { type AssetRow, assetsLibraryRepository, type NewAsset } from './assets-library-repository';
import { MESSAGES, pixelLimitMessage, RENDITIONS_JOB, removeFiles, toAsset } from './assets-library-service';
import {
  ALLOWED_TYPES,
  checkImage,
  IMAGE_TYPES,
  ImageRejected,
  renderOriginal,
  renderThumbnail,
} from './image-pipeline';

/** One file part as it landed on disk, before anything was decided about it. */
export interface ReceivedFile {
  path: string;
  fileName: string;
  size: number;
  sha256: string;
  /** Cut at the size limit: the rest of the part was discarded unread. */
  truncated: boolean;
}

export interface UploadContext {
  folderId: string | null;
  accept: string | undefined;
  temporary: boolean;
  /** Through a form's widget: the asset waits for the form's save (ADR 015). */
  pending: boolean;
  maxFileSize: number;
  userId: string | null;
}

export interface UploadOptions {
  basePath: string;
  tmpDir: string;
  maxPixels: number;
  temporaryUploadTtlMs: number;
  log: FastifyBaseLogger;
}

/** The uploader's file name as a library name: its last path segment, without control characters. */
export function libraryName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return base === '' || base === '.' || base === '..' ? 'file' : base;
}

/**
 * Uploads in two steps. Receiving streams every part to a temporary file under DATA_DIR/tmp,
 * hashing as it goes and cutting at the size limit, so memory stays flat whatever the size; too
 * many files refuses the whole request before anything is stored. Processing then decides each
 * file on its own bytes (type sniffed, never trusted from the name or the browser), and a file
 * that fails is an entry with its Error, leaving nothing behind.
 */
export function uploadService(db: Database, storage: FileStorage, options: UploadOptions) {
  const repository = assetsLibraryRepository(db);
  const { log } = options;

  const blank = (fileName: string, folderId: string | null): UploadedFile => {
    const name = libraryName(fileName);
    return {
      AssetId: null,
      guid: null,
      Name: name,
      name,
      OriginalFileName: name,
      Uri: null,
      thumbnail_url: null,
      size: 0,
      fileType: 'Other',
      MimeType: null,
      Width: null,
      Height: null,
      FolderId: folderId,
      tmpName: null,
      IsDuplicate: false,
      Error: null,
    };
  };

  const fromAsset = (row: AssetRow, isDuplicate: boolean): UploadedFile => {
    const asset = toAsset(options.basePath, row);
    return {
      AssetId: asset.AssetId,
      guid: asset.guid,
      Name: asset.Name,
      name: asset.name,
      OriginalFileName: asset.OriginalFileName,
      Uri: asset.Uri,
      thumbnail_url: asset.thumbnail_url,
      size: asset.size,
      fileType: asset.fileType,
      MimeType: asset.MimeType,
      Width: asset.Width,
      Height: asset.Height,
      FolderId: asset.FolderId,
      tmpName: null,
      IsDuplicate: isDuplicate,
      Error: null,
    };
  };

  async function processOne(file: ReceivedFile, context: UploadContext): Promise<UploadedFile> {
    const entry = blank(file.fileName, context.folderId);
    const fail = (error: string): UploadedFile => ({ ...entry, size: file.size, Error: error });
    if (file.truncated) return fail(messageOf(maxFileSizeMessage(context.maxFileSize)));
    if (file.size === 0) return fail(messageOf(minFileSizeMessage(1)));

    const type = await fileTypeFromFile(file.path);
    if (!type || !ALLOWED_TYPES.has(type.mime)) return fail(messageOf(fileTypeMessage));
    if (
      context.accept &&
      !isFileTypeAccepted({ name: `upload.${type.ext}`, type: type.mime }, context.accept)
    )
      return fail(messageOf(fileTypeMessage));
    const isImage = IMAGE_TYPES.has(type.mime);

    try {
      if (context.temporary) {
        if (!isImage) return fail(messageOf(imageInvalidMessage));
        await checkImage(file.path, options.maxPixels);
        const image = await renderOriginal(file.path, { maxPixels: options.maxPixels, mimeType: type.mime });
        const tmpName = randomBytes(24).toString('hex');
        const key = `uploads/${tmpName}.${originalExtension(type.mime)}`;
        await storage.put(key, image.data);
        try {
          await repository.insertUpload({
            tmpName,
            storageKey: key,
            mimeType: type.mime,
            width: image.width,
            height: image.height,
            sizeBytes: image.data.length,
            originalFileName: entry.OriginalFileName,
            folderId: context.folderId,
            createdBy: context.userId,
            expiresAt: new Date(Date.now() + options.temporaryUploadTtlMs),
          });
        } catch (error) {
          await removeFiles(storage, [key], log);
          throw error;
        }
        return {
          ...entry,
          fileType: 'Image',
          MimeType: type.mime,
          size: image.data.length,
          Width: image.width,
          Height: image.height,
          tmpName,
        };
      }

      // The same bytes in the same folder: that asset, and nothing stored.
      const duplicate = await repository.duplicate(context.folderId, file.sha256);
      if (duplicate) return fromAsset(duplicate, true);

      const assetId = randomUUID();
      const pendingUntil = context.pending ? new Date(Date.now() + options.temporaryUploadTtlMs) : null;
      let written: string[];
      let row: Omit<NewAsset, 'position'>;
      if (isImage) {
        // The answer waits for the thumbnail the editor sees; the full-size original and the large
        // rendition are made from the kept upload by a job, or by the first request for the large
        // one (ADR 039). The upload is copied, never read into memory.
        const { width, height } = await checkImage(file.path, options.maxPixels);
        const thumb = await renderThumbnail(file.path, options.maxPixels);
        written = [renditionKey(assetId, 'thumb', 0), sourceKey(assetId)];
        await Promise.all([storage.put(written[0]!, thumb), storage.putFile(written[1]!, file.path)]);
        row = {
          id: assetId,
          storageKey: `images/${assetId}`,
          fileType: 'Image',
          width,
          height,
          sizeBytes: file.size,
          name: entry.Name,
          originalFileName: entry.OriginalFileName,
          mimeType: type.mime,
          sha256: file.sha256,
          folderId: context.folderId,
          pendingUntil,
        };
      } else {
        written = [fileKey(assetId)];
        await storage.putFile(written[0]!, file.path);
        row = {
          id: assetId,
          storageKey: `files/${assetId}`,
          fileType: 'Other',
          width: null,
          height: null,
          sizeBytes: file.size,
          name: entry.Name,
          originalFileName: entry.OriginalFileName,
          mimeType: type.mime,
          sha256: file.sha256,
          folderId: context.folderId,
          pendingUntil,
        };
      }
      try {
        const created = await repository.transaction(async (tx) => {
          const inserted = await repository.insertAsset(row, tx);
          if (isImage) await enqueueJob(tx, { kind: RENDITIONS_JOB, payload: { assetId } });
          return inserted;
        });
        return fromAsset(created, false);
      } catch (error) {
        await removeFiles(storage, written, log);
        throw error;
      }
    } catch (error) {
      if (error instanceof ImageRejected)
        return fail(
          error.reason === 'pixel-limit'
            ? pixelLimitMessage(options.maxPixels)
            : messageOf(imageInvalidMessage),
        );
      log.error({ err: error, fileName: entry.OriginalFileName }, 'an uploaded file could not be stored');
      return fail(MESSAGES.uploadFailed);
    }
  }

  return {
    /**
     * Streams the request's file parts to temporary files. Too many files is a 400 for the whole
     * request (the widget's rule is on the selection), with every temporary file removed.
     */
    async receive(
      request: FastifyRequest,
      limits: { maxFileSize: number; maxFiles: number },
    ): Promise<ReceivedFile[]> {
      const received: ReceivedFile[] = [];
      try {
        const parts = request.files({
          limits: {
            fileSize: limits.maxFileSize,
            files: limits.maxFiles,
            fields: 20,
            parts: limits.maxFiles + 20,
          },
          throwFileSizeLimit: false,
        });
        for await (const part of parts) {
          const file: ReceivedFile = {
            path: path.join(options.tmpDir, `upload-${randomBytes(16).toString('hex')}`),
            fileName: part.filename ?? '',
            size: 0,
            sha256: '',
            truncated: false,
          };
          received.push(file);
          const hash = createHash('sha256');
          await pipeline(
            part.file,
            new Transform({
              transform(chunk: Buffer, _encoding, done) {
                hash.update(chunk);
                file.size += chunk.length;
                done(null, chunk);
              },
            }),
            createWriteStream(file.path, { flags: 'wx' }),
          );
          file.truncated = part.file.truncated;
          file.sha256 = hash.digest('hex');
        }
      } catch (error) {
        await this.discard(received);
        const code = (error as { code?: string }).code;
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
          throw problems.validation(
            { files: [messageOf(maxFilesMessage(limits.maxFiles))] },
            `At most ${limits.maxFiles} files can be uploaded at once.`,
          );
        throw error;
      }
      return received;
    },

    /** Each file on its own; files are handled one after the other to keep memory and CPU flat. */
    async process(files: readonly ReceivedFile[], context: UploadContext): Promise<UploadedFile[]> {
      const results: UploadedFile[] = [];
      for (const file of files) results.push(await processOne(file, context));
      return results;
    },

    async discard(files: readonly ReceivedFile[]): Promise<void> {
      await Promise.all(files.map((file) => rm(file.path, { force: true })));
    },
  };
}
