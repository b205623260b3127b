import type {
  BulkPriceChange,
  BulkPricePreview,
  BulkPriceResult,
  CatalogSelection,
} from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { type DecimalValue, Money, MoneyDecimal, splitInclusive } from '@vitrine/money';
import { unitOfWork } from '../../lib/unit-of-work';
import type { CatalogCache } from './catalog-cache-plugin';
import { catalogCsvRepository } from './catalog-csv-repository';
import { productAdminRepository } from './product-admin-repository';
import type { Actor } from './product-admin-service';

/** Products the preview shows the change on. */
const EXAMPLES = 5;

export interface BulkPriceOptions {
  currency: string;
  defaultCulture: Culture;
  homeTaxRate(executor: Executor, taxClass: string): Promise<DecimalValue>;
}

/**
 * Price changes by a percentage on the products the list's filters select: every variant's price
 * and tier prices, tax included, times (1 + percent / 100), rounded half up to the cent by the
 * money module, the tax-exclusive ones derived again from the tax class. One transaction for the
 * whole selection, one audit entry per product, the shop's caches emptied after the commit.
 */
export function bulkPriceService(db: Database, caches: CatalogCache, options: BulkPriceOptions) {
  const { currency } = options;
  const factor = (percent: number) => new MoneyDecimal(100).plus(percent).dividedBy(100);
  const changed = (price: string, percent: number) => Money.parse(price, currency).multiply(factor(percent));

  /** The selected products, the list's way (same filters, same order). */
  const selected = async (executor: Executor, selection: CatalogSelection) =>
    productAdminRepository(executor).list({
      q: selection.q || undefined,
      status: selection.status ?? 'all',
      missing: selection.missing,
      culture: options.defaultCulture,
      limit: 1_000_000,
      offset: 0,
    });

  return {
    async preview(change: BulkPriceChange & { Percent: number }): Promise<BulkPricePreview> {
      const rows = await selected(db, change);
      const repository = catalogCsvRepository(db);
      const shown = rows.slice(0, EXAMPLES);
      const variants = await repository.variants(shown.map((row) => row.id));
      const total = rows.reduce((sum, row) => sum + row.variantCount, 0);
      return {
        Count: rows.length,
        Variants: total,
        Examples: shown.flatMap((row) => {
          const variant = variants.find((entry) => entry.productId === row.id);
          if (!variant) return [];
          return [
            {
              ProductId: row.id,
              Reference: row.reference,
              Name: row.name ?? row.reference,
              Sku: variant.sku,
              Before: Money.parse(variant.unitPriceTaxIncl, currency).toNumber(),
              After: changed(variant.unitPriceTaxIncl, change.Percent).toNumber(),
            },
          ];
        }),
      };
    },

    async apply(change: BulkPriceChange & { Percent: number }, actor: Actor): Promise<BulkPriceResult> {
      return unitOfWork(db, async (work) => {
        const ids = (await selected(work.tx, change)).map((row) => row.id);
        const repository = catalogCsvRepository(work.tx);
        const admin = productAdminRepository(work.tx);
        const rates = new Map<string, DecimalValue>();
        const rate = async (taxClass: string) => {
          const known = rates.get(taxClass);
          if (known !== undefined) return known;
          const value = await options.homeTaxRate(work.tx, taxClass);
          rates.set(taxClass, value);
          return value;
        };
        let variantCount = 0;
        for (let start = 0; start < ids.length; start += 500) {
          const chunk = ids.slice(start, start + 500);
          const products = await repository.lockProducts(chunk);
          const variants = await repository.variants(chunk);
          const tiers = await repository.tiers(variants.map((variant) => variant.id));
          for (const product of products) {
            const taxRate = await rate(product.taxClass);
            const own = variants.filter((variant) => variant.productId === product.id);
            const before: Record<string, number> = {};
            const after: Record<string, number> = {};
            const prices: Money[] = [];
            for (const variant of own) {
              const next = changed(variant.unitPriceTaxIncl, change.Percent);
              before[variant.sku] = Money.parse(variant.unitPriceTaxIncl, currency).toNumber();
              after[variant.sku] = next.toNumber();
              if (variant.isAvailable) prices.push(next);
              await repository.setVariantPrice(
                variant.id,
                next.toDecimal(),
                splitInclusive(next, taxRate).exclusive.toDecimal(),
              );
              for (const tier of tiers.filter((entry) => entry.variantId === variant.id)) {
                const tierPrice = changed(tier.unitPriceTaxIncl, change.Percent);
                await repository.setTierPrice(
                  variant.id,
                  tier.minQuantity,
                  tierPrice.toDecimal(),
                  splitInclusive(tierPrice, taxRate).exclusive.toDecimal(),
                );
              }
              variantCount += 1;
            }
            const all = prices.length
              ? prices
              : own.map((variant) => changed(variant.unitPriceTaxIncl, change.Percent));
            const priceFrom = all.length
              ? all.reduce((low, price) => (price.compare(low) < 0 ? price : low)).toDecimal()
              : product.priceFrom;
            // Writing the product row raises its version and moves the catalogue revision.
            const row = await admin.updateProduct(product.id, { priceFrom });
            await admin.audit({
              entity: 'product',
              entityId: product.id,
              action: 'bulk-price',
              actorId: actor.id,
              version: row.version,
              changes: { Percent: change.Percent, UnitPrices: { from: before, to: after } },
            });
          }
        }
        work.afterCommit(() => caches.invalidate());
        return { Count: ids.length, Variants: variantCount };
      });
    },
  };
}

export type BulkPriceService = ReturnType<typeof bulkPriceService>;
