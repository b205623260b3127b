import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database, FileStorage } from '@vitrine/db';
import type { FastifyBaseLogger } from 'fastify';
import { assetsLibraryRepository } from './assets-library-repository';
import { type AssetsLibraryService, removeFiles } from './assets-library-service';

export interface CleanupOptions {
  /** Where uploads are streamed before they are decided (DATA_DIR/tmp). */
  tmpDir: string;
  /**
   * How long a file must have stayed unchanged before it may be called abandoned: a write in
   * progress (a part streaming in, renditions written before their row) is always younger.
   */
  staleAfterMs: number;
  log: FastifyBaseLogger;
}

export interface CleanupReport {
  expiredUploads: number;
  tmpFiles: number;
  partialFiles: number;
  orphanFiles: number;
}

/**
 * The owner of a stored file: 'images/<assetId>/large.webp' → 'images/<assetId>', the storage key
 * an asset row names; 'uploads/<tmpName>.png' and 'files/<assetId>' are their own owners.
 */
const ownerOf = (key: string) => key.split('/').slice(0, 2).join('/');

const OWNED_PREFIXES = ['images/', 'files/', 'uploads/'];
const BATCH = 500;

/**
 * What a crash (kill -9, a power cut) can leave behind, removed by the periodic sweep:
 * - expired temporary uploads (rows and files);
 * - streamed upload parts in DATA_DIR/tmp that no request is writing any more;
 * - half-written storage files (`*.tmp`: a write is a temporary file, then a rename);
 * - stored files no asset or temporary upload owns (files are written before their row).
 * Nothing younger than `staleAfterMs` is touched.
 */
export function libraryCleanup(
  db: Database,
  storage: FileStorage,
  library: Pick<AssetsLibraryService, 'removeExpiredUploads'>,
  options: CleanupOptions,
) {
  const repository = assetsLibraryRepository(db);
  const { log } = options;

  async function sweepTmpDir(cutoff: number): Promise<number> {
    let removed = 0;
    for (const name of await readdir(options.tmpDir).catch(() => [] as string[])) {
      if (!name.startsWith('upload-')) continue;
      const file = path.join(options.tmpDir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < cutoff) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async function sweepStorage(cutoff: number): Promise<{ partial: number; orphans: number }> {
    let partial = 0;
    let orphans = 0;
    for (const prefix of OWNED_PREFIXES) {
      let batch: string[] = [];
      const flush = async () => {
        const owned = await repository.ownedStorageKeys([...new Set(batch.map(ownerOf))]);
        const gone = batch.filter((key) => !owned.has(ownerOf(key)));
        await removeFiles(storage, gone, log);
        orphans += gone.length;
        batch = [];
      };
      for await (const file of storage.list(prefix)) {
        if (file.modifiedAt.getTime() >= cutoff) continue;
        if (file.key.endsWith('.tmp')) {
          await removeFiles(storage, [file.key], log);
          partial += 1;
          continue;
        }
        batch.push(file.key);
        if (batch.length >= BATCH) await flush();
      }
      if (batch.length) await flush();
    }
    return { partial, orphans };
  }

  return {
    async run(now = new Date()): Promise<CleanupReport> {
      const cutoff = now.getTime() - options.staleAfterMs;
      const expiredUploads = await library.removeExpiredUploads(now);
      const tmpFiles = await sweepTmpDir(cutoff);
      const { partial, orphans } = await sweepStorage(cutoff);
      return { expiredUploads, tmpFiles, partialFiles: partial, orphanFiles: orphans };
    },
  };
}
