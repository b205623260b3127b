import type { AssetEdit } from '@vitrine/api-client';
import type { Database, Executor, FileStorage } from '@vitrine/db';
import { keepExtension } from '@vitrine/validation';
import type { FastifyBaseLogger } from 'fastify';
import { assetFileKeys } from '../../lib/asset-files';
import { ConflictError, ValidationError } from '../../lib/domain-errors';
import { type AssetRow, assetsLibraryRepository } from './assets-library-repository';
import { MESSAGES, removeFiles, renderTurn, type Turn } from './assets-library-service';

/** What a form's save does to its assets, prepared before its transaction (ADR 015). */
export interface PreparedEdits {
  /**
   * In the save's transaction: the form's assets still pending join the library, and the renames
   * and turns the editor made in its widget are written.
   */
  apply(tx: Executor): Promise<void>;
  /** After the commit: the files of the revisions the turns replaced go. */
  committed(): Promise<void>;
  /** After a failure: the files the turns wrote go, and the assets stay as they were. */
  discard(): Promise<void>;
}

interface PreparedTurn {
  current: AssetRow;
  revision: number;
  written: string[];
}

const changed = (field: string, detail: string) =>
  new ConflictError(detail, undefined, { [field]: [MESSAGES.uploadFailed] });

/**
 * A widget changes nothing on its own: an upload or a crop is pending, a rename or a turn is only
 * shown, until the form that holds the widget is saved. The save hands its assets and the widget's
 * edits here; the turns' files are written first (an image takes time to encode), their rows in
 * the save's transaction, so leaving the form unsaved leaves every stored asset as it was.
 */
export function assetEdits(
  db: Database,
  storage: FileStorage,
  options: { maxPixels: number; log: FastifyBaseLogger },
) {
  const repository = assetsLibraryRepository(db);

  return {
    async prepare(
      assetIds: readonly string[],
      edits: readonly AssetEdit[],
      field: string,
    ): Promise<PreparedEdits> {
      const held = new Set(assetIds);
      if (edits.some((edit) => !held.has(edit.AssetId)))
        throw new ValidationError(
          { Edits: [MESSAGES.unknownAssets] },
          `An edit names an asset that is not in ${field}.`,
        );
      const rows = new Map(
        (await repository.assetsByIds(edits.map((edit) => edit.AssetId))).map((r) => [r.id, r]),
      );
      const turns = new Map<string, PreparedTurn>();
      try {
        for (const edit of edits) {
          const turn = ((((edit.Rotation ?? 0) % 360) + 360) % 360) as 0 | Turn;
          if (turn === 0 || turns.has(edit.AssetId)) continue;
          const current = rows.get(edit.AssetId);
          if (!current)
            throw new ValidationError({ [field]: [MESSAGES.unknownAssets] }, 'There is no such asset.');
          turns.set(edit.AssetId, {
            current,
            ...(await renderTurn(storage, current, turn, options.maxPixels)),
          });
        }
      } catch (error) {
        await removeFiles(
          storage,
          [...turns.values()].flatMap((turn) => turn.written),
          options.log,
        );
        throw error;
      }
      const written = [...turns.values()].flatMap((turn) => turn.written);

      return {
        async apply(tx) {
          await repository.claimAssets(tx, assetIds);
          for (const edit of edits) {
            const locked = await repository.lockAsset(tx, edit.AssetId);
            if (!locked)
              throw new ValidationError({ [field]: [MESSAGES.unknownAssets] }, 'There is no such asset.');
            const turn = turns.get(edit.AssetId);
            // Someone else turned it meanwhile: theirs stands, this save is refused as a whole.
            if (turn && locked.revision !== turn.current.revision)
              throw changed(field, 'An image changed meanwhile; try again.');
            await repository.updateAsset(tx, edit.AssetId, {
              ...(edit.Name !== undefined ? { name: keepExtension(locked.name, edit.Name) } : {}),
              ...(turn ? { revision: turn.revision } : {}),
            });
          }
        },
        committed: () =>
          removeFiles(
            storage,
            [...turns.values()].flatMap((turn) => assetFileKeys(turn.current)),
            options.log,
          ),
        discard: () => removeFiles(storage, written, options.log),
      };
    },
  };
}

export type AssetEdits = ReturnType<typeof assetEdits>;
