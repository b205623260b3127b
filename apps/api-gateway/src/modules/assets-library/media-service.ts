import type { AssetEdit, ContentPageSummary, ProductMedia } from '@vitrine/api-client';
import type { Database, Executor, FileStorage } from '@vitrine/db';
import type { FastifyBaseLogger } from 'fastify';
import { problems } from '../../lib/problem';
import { assetEdits, type PreparedEdits } from './asset-edits';
import { assetsLibraryRepository } from './assets-library-repository';
import { MESSAGES, toAsset } from './assets-library-service';

/** The back office's media of pages (hero image) and products (photos in order). */
export function mediaService(
  db: Database,
  storage: FileStorage,
  options: { basePath: string; defaultCulture: string; maxPixels: number; log: FastifyBaseLogger },
) {
  const repository = assetsLibraryRepository(db);
  const edits = assetEdits(db, storage, options);

  /** A form's save: its widget's edits prepared, then written with the form's own change, or not at all. */
  async function saveWith(prepared: PreparedEdits, write: (tx: Executor) => Promise<void>): Promise<void> {
    try {
      await repository.transaction(async (tx) => {
        await prepared.apply(tx);
        await write(tx);
      });
    } catch (error) {
      await prepared.discard();
      throw error;
    }
    await prepared.committed();
  }
  const asAsset = (row: Parameters<typeof toAsset>[1]) => toAsset(options.basePath, row);

  async function pageSummaries(culture: string): Promise<ContentPageSummary[]> {
    const pages = await repository.contentPages(culture, options.defaultCulture);
    const heroes = new Map(
      (
        await repository.assetsByIds(pages.flatMap((page) => (page.heroAssetId ? [page.heroAssetId] : [])))
      ).map((row) => [row.id, row]),
    );
    return pages.map((page) => {
      const hero = page.heroAssetId ? heroes.get(page.heroAssetId) : undefined;
      return {
        PageId: page.id,
        Key: page.key,
        Title: page.title ?? page.key,
        IsHomepage: page.isHomepage,
        HeroImage: hero ? asAsset(hero) : null,
      };
    });
  }

  async function productMedia(productId: string, culture: string): Promise<ProductMedia> {
    const product = await repository.product(productId, culture, options.defaultCulture);
    if (!product) throw problems.notFound(`There is no product '${productId}'.`);
    const photos = await repository.productPhotos(productId);
    return {
      ProductId: product.id,
      Name: product.name,
      Slug: product.slug,
      Photos: photos.map((row) => asAsset(row.asset)),
    };
  }

  return {
    pageSummaries,

    async setPageHero(
      pageId: string,
      heroAssetId: string | null,
      culture: string,
      assetEdits: readonly AssetEdit[] = [],
    ): Promise<ContentPageSummary> {
      if (heroAssetId) {
        const [asset] = await repository.assetsByIds([heroAssetId]);
        if (!asset)
          throw problems.validation({ HeroAssetId: [MESSAGES.unknownAssets] }, 'There is no such asset.');
        if (asset.fileType !== 'Image')
          throw problems.validation({ HeroAssetId: [MESSAGES.imageInvalid] }, 'A hero must be an image.');
      }
      const prepared = await edits.prepare(heroAssetId ? [heroAssetId] : [], assetEdits, 'HeroAssetId');
      await saveWith(prepared, async (tx) => {
        if (!(await repository.setPageHero(pageId, heroAssetId, tx)))
          throw problems.notFound(`There is no page '${pageId}'.`);
      });
      const page = (await pageSummaries(culture)).find((summary) => summary.PageId === pageId);
      if (!page) throw problems.notFound(`There is no page '${pageId}'.`);
      return page;
    },

    async products(culture: string, q: string | undefined, limit: number) {
      const rows = await repository.products(
        culture,
        q && q.trim().length >= 2 ? q.trim() : undefined,
        limit,
      );
      return {
        Items: rows.map((row) => ({
          ProductId: row.id,
          Name: row.name,
          Slug: row.slug,
          PhotoCount: row.photoCount,
        })),
      };
    },

    productMedia,

    /** Replaces the product's photos with the ordered list, in one transaction. */
    async replacePhotos(
      productId: string,
      assetIds: readonly string[],
      culture: string,
      assetEdits: readonly AssetEdit[] = [],
    ): Promise<ProductMedia> {
      const ids = [...new Set(assetIds)];
      const prepared = await edits.prepare(ids, assetEdits, 'AssetIds');
      await saveWith(prepared, async (tx) => {
        const [product] = await repository.lockProduct(tx, productId);
        if (!product) throw problems.notFound(`There is no product '${productId}'.`);
        const found = await repository.assetsByIds(ids, tx);
        const images = found.filter((row) => row.fileType === 'Image');
        if (images.length !== ids.length)
          throw problems.validation(
            { AssetIds: [MESSAGES.unknownAssets] },
            'Some assets do not exist or are not images.',
          );
        await repository.replaceProductPhotos(tx, productId, ids);
      });
      return productMedia(productId, culture);
    },
  };
}
