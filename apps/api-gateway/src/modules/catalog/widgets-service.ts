import type { DegressivePrice, ProductPhotosGallery, StockByWarehouse } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import { NotFoundError } from '../../lib/domain-errors';
import { catalogRepository } from './catalog-repository';
import { toPhoto, wireAmount } from './urls';

/** The data of spec 001 §7's catalogue widgets (the storefront renders them as components). */
export function widgetsService(db: Database, basePath: string) {
  const repository = catalogRepository(db);

  /** The variant, checked to belong to the product when one is named; unknown → 404. */
  async function variantOf(productVariantId: string, productId?: string) {
    const variant = await repository.variant(productVariantId);
    if (!variant || (productId && variant.productId !== productId))
      throw new NotFoundError(
        `There is no product variant '${productVariantId}'${productId ? ` for product '${productId}'` : ''}.`,
      );
    return variant;
  }

  return {
    async degressivePrice(productVariantId: string): Promise<DegressivePrice> {
      const variant = await variantOf(productVariantId);
      const tiers = await repository.tiers(productVariantId);
      // Below the first tier the base price applies: it is the table's first line, from 1.
      const lines = [
        ...(tiers[0] && tiers[0].minQuantity <= 1
          ? []
          : [
              {
                minQuantity: 1,
                unitPriceTaxIncl: variant.unitPriceTaxIncl,
                unitPriceTaxExcl: variant.unitPriceTaxExcl,
              },
            ]),
        ...tiers,
      ];
      return {
        ProductVariantId: variant.id,
        CurrencyCode: variant.currencyCode,
        Tiers: lines.map((line, index) => {
          const next = lines[index + 1];
          return {
            MinQuantity: Math.max(1, line.minQuantity),
            MaxQuantity: next ? next.minQuantity - 1 : null,
            UnitPriceTaxIncl: wireAmount(line.unitPriceTaxIncl, variant.currencyCode),
            UnitPriceTaxExcl: wireAmount(line.unitPriceTaxExcl, variant.currencyCode),
          };
        }),
      };
    },

    async stockByWarehouse(
      productId: string,
      productVariantId: string,
      displayAllActiveWarehouses: boolean,
    ): Promise<StockByWarehouse> {
      await variantOf(productVariantId, productId);
      const [listed, all] = await Promise.all([
        repository.stockByWarehouse(productVariantId, displayAllActiveWarehouses),
        displayAllActiveWarehouses
          ? Promise.resolve(null)
          : repository.stockByWarehouse(productVariantId, true),
      ]);
      return {
        ProductId: productId,
        ProductVariantId: productVariantId,
        TotalQuantity: (all ?? listed).reduce((sum, row) => sum + Math.max(0, Number(row.quantity)), 0),
        Warehouses: listed.map((row) => ({
          WarehouseId: row.id,
          Name: row.name,
          City: row.city,
          Quantity: Number(row.quantity),
        })),
      };
    },

    /** The photos of the variant's colour first, then the product's others, each group in gallery order. */
    async photosGallery(
      productId: string,
      productVariantId: string | undefined,
    ): Promise<ProductPhotosGallery> {
      if (!(await repository.productExists(productId)))
        throw new NotFoundError(`There is no product '${productId}'.`);
      let colourValueIds = new Set<string>();
      if (productVariantId) {
        await variantOf(productVariantId, productId);
        const values = await repository.variantValues(productId);
        colourValueIds = new Set(
          values.filter((row) => row.variantId === productVariantId).map((row) => row.valueId),
        );
      }
      const photos = (await repository.photos(productId)).map((row) => toPhoto(basePath, row));
      const own = photos.filter(
        (photo) => photo.AttributeValueId && colourValueIds.has(photo.AttributeValueId),
      );
      const others = photos.filter((photo) => !own.includes(photo));
      return {
        ProductId: productId,
        ProductVariantId: productVariantId ?? null,
        Photos: [...own, ...others],
      };
    },
  };
}
