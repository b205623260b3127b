import type { AssetEdit, ProductMedia } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import { NotFoundError } from '../../lib/domain-errors';
import type { AssetReferences } from '../assets-library';
import type { CatalogCache } from './catalog-cache-plugin';
import { productMediaRepository } from './product-media-repository';

/** Staff's product photos: find a product, see its photos in order, replace them in one save. */
export function productMediaService(
  db: Database,
  assets: AssetReferences,
  caches: CatalogCache,
  options: { defaultCulture: string },
) {
  const repository = productMediaRepository(db);

  async function productMedia(productId: string, culture: string): Promise<ProductMedia> {
    const product = await repository.product(productId, culture, options.defaultCulture);
    if (!product) throw new NotFoundError(`There is no product '${productId}'.`);
    const ids = await repository.photoIds(productId);
    const rows = new Map((await assets.find(ids)).map((row) => [row.id, row]));
    return {
      ProductId: product.id,
      Name: product.name,
      Slug: product.slug,
      Photos: ids.flatMap((id) => {
        const row = rows.get(id);
        return row ? [assets.toAsset(row)] : [];
      }),
    };
  }

  return {
    async products(culture: string, q: string | undefined, limit: number) {
      const text = q?.trim();
      const rows = await repository.products(culture, text && text.length >= 2 ? text : undefined, limit);
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

    /**
     * Replaces the product's photos with the ordered list of images, in one unit of work with the
     * widget's pending uploads and edits; the shop's listings show the new first photo at once.
     */
    async replacePhotos(
      productId: string,
      assetIds: readonly string[],
      culture: string,
      pending: readonly AssetEdit[] = [],
    ): Promise<ProductMedia> {
      const ids = [...new Set(assetIds)];
      await assets.saveWith(ids, pending, 'AssetIds', async (work) => {
        const [product] = await repository.lockProduct(work.tx, productId);
        if (!product) throw new NotFoundError(`There is no product '${productId}'.`);
        await assets.requireImages(ids, 'AssetIds', work.tx);
        await repository.replacePhotos(work.tx, productId, ids);
        work.afterCommit(() => caches.invalidate());
      });
      return productMedia(productId, culture);
    },
  };
}
