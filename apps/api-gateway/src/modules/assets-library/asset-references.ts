import {
  type Asset,
  type AssetEdit,
  blockAssetIds,
  PageBlocksSchema,
  type Photo,
  type RenderedBlock,
  widgetAssetIds,
} from '@vitrine/api-client';
import type { Database, Executor, FileStorage } from '@vitrine/db';
import type { FastifyBaseLogger } from 'fastify';
import { imageUrl } from '../../lib/asset-files';
import { ValidationError } from '../../lib/domain-errors';
import { unitOfWork, type Work } from '../../lib/unit-of-work';
import { assetEdits } from './asset-edits';
import { type AssetRow, assetsLibraryRepository } from './assets-library-repository';
import { MESSAGES, toAsset } from './assets-library-service';

/**
 * What another module needs to hold library assets in its own records (a page's hero, a product's
 * photos): check the ids it is given, show them, and save its form with the widget's pending
 * uploads and edits in the same unit of work (ADR 015), so leaving the form unsaved changes nothing.
 */
export function assetReferences(
  db: Database,
  storage: FileStorage,
  options: { basePath: string; maxPixels: number; log: FastifyBaseLogger },
) {
  const repository = assetsLibraryRepository(db);
  const edits = assetEdits(db, storage, options);

  /** An image as pages show it (large and thumbnail renditions), or null for any other file. */
  const photo = (row: AssetRow | undefined): Photo | null =>
    row && row.fileType === 'Image'
      ? {
          AssetId: row.id,
          AssetName: row.name,
          Url: imageUrl(options.basePath, row.id, 'large', row.revision),
          ThumbnailUrl: imageUrl(options.basePath, row.id, 'thumb', row.revision),
          Width: row.width,
          Height: row.height,
          AttributeValueId: null,
        }
      : null;

  async function assetMap(ids: readonly string[], executor: Executor = db): Promise<Map<string, AssetRow>> {
    const unique = [...new Set(ids)];
    return new Map(
      unique.length ? (await repository.assetsByIds(unique, executor)).map((row) => [row.id, row]) : [],
    );
  }

  return {
    photo,
    assetMap,

    /**
     * Stored content blocks (ADR 035) as the storefront renders them: images and galleries with the
     * library's renditions, each widget with the photos its settings name. An image deleted since is
     * left out; a block stored before a contract change is left out rather than failing the page.
     */
    async renderBlocks(stored: unknown, executor: Executor = db): Promise<RenderedBlock[]> {
      // Pages may hold their legacy HTML as a block; news and FAQ bodies never do (their saves refuse it).
      const parsed = PageBlocksSchema.safeParse(stored);
      if (!parsed.success) return [];
      const images = await assetMap(blockAssetIds(parsed.data), executor);
      const photos = (ids: readonly string[]) =>
        ids.flatMap((id) => {
          const image = photo(images.get(id));
          return image ? [image] : [];
        });
      return parsed.data.map((block): RenderedBlock => {
        switch (block.Type) {
          case 'image':
            return {
              Type: 'image',
              Id: block.Id,
              Caption: block.Caption,
              Image: photo(images.get(block.AssetId)),
            };
          case 'gallery':
            return { Type: 'gallery', Id: block.Id, Caption: block.Caption, Images: photos(block.AssetIds) };
          case 'widget':
            return {
              ...block,
              Photos: Object.fromEntries(
                photos(widgetAssetIds(block.Widget)).map((image) => [image.AssetId, image]),
              ),
            };
          default:
            return block;
        }
      });
    },

    toAsset: (row: AssetRow): Asset => toAsset(options.basePath, row),

    /** The assets with these ids, in no particular order (unknown ids are left out). */
    find: (ids: readonly string[], executor: Executor = db) => repository.assetsByIds([...ids], executor),

    /** Every id names an image of the library, or a 400 naming the form's field. */
    async requireImages(ids: readonly string[], field: string, executor: Executor = db): Promise<AssetRow[]> {
      const found = await repository.assetsByIds([...new Set(ids)], executor);
      if (found.length !== new Set(ids).size)
        throw new ValidationError({ [field]: [MESSAGES.unknownAssets] }, 'Some assets do not exist.');
      if (found.some((row) => row.fileType !== 'Image'))
        throw new ValidationError({ [field]: [MESSAGES.imageInvalid] }, 'Only images can be used here.');
      return found;
    },

    /**
     * Saves a form that holds `assetIds` (its widget's `pending` edits with it): the turns' files
     * are written first, then one unit of work claims the pending uploads, writes the renames and
     * turns, and runs `write` (the form's own change); after the commit the replaced files go, and
     * after a failure the new ones do.
     */
    async saveWith<T>(
      assetIds: readonly string[],
      pending: readonly AssetEdit[],
      field: string,
      write: (work: Work) => Promise<T>,
    ): Promise<T> {
      const prepared = await edits.prepare(assetIds, pending, field);
      try {
        return await unitOfWork(
          db,
          async (work) => {
            await prepared.apply(work.tx);
            const result = await write(work);
            work.afterCommit(() => prepared.committed());
            return result;
          },
          (error) => options.log.warn({ err: error }, 'replaced asset files could not be removed'),
        );
      } catch (error) {
        await prepared.discard();
        throw error;
      }
    },
  };
}

export type AssetReferences = ReturnType<typeof assetReferences>;
