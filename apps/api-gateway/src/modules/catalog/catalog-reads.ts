import type { Alternate, Brand, ProductListItem } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import { CULTURES, type Culture } from '@vitrine/i18n';
import type { CatalogCache } from './catalog-cache-plugin';
import { type CategoryRow, catalogRepository } from './catalog-repository';
import { listingRepository } from './listing-repository';
import { liveFacetIndex } from './live-facet-index';
import { photoOfColumns, productUrl, toPhoto, wireAmount } from './urls';

export interface CatalogOptions {
  basePath: string;
  /** The currency the catalogue's prices are kept in (SHOP_CURRENCY). */
  currency: string;
}

interface FacetLabels {
  categories: Awaited<ReturnType<CatalogRepository['categories']>>;
  brands: Awaited<ReturnType<CatalogRepository['brands']>>;
  tags: Awaited<ReturnType<CatalogRepository['tagNames']>>;
  values: Awaited<ReturnType<CatalogRepository['attributeValues']>>;
}
type CatalogRepository = ReturnType<typeof catalogRepository>;

/**
 * What every catalogue read shares: the repositories, the facet index kept current by the
 * catalogue revision (ADR 008), the per-culture facet names, and the shapes of a product card, a
 * brand, a category photo and a page's alternates. Built once per gateway (services.ts).
 */
export function catalogReads(db: Database, { basePath }: CatalogOptions, caches: CatalogCache) {
  const repository = catalogRepository(db);
  const listing = listingRepository(db);
  const facetIndex = liveFacetIndex(listing);
  caches.onInvalidate(() => facetIndex.invalidate());
  // The names facets are shown with (every category, brand, tag and attribute value of a culture):
  // small, read by every listing and every menu, changed only with the catalogue.
  const facetLabels = caches.cache<FacetLabels>();
  const labelsFor = (culture: Culture) =>
    facetLabels.get(culture, async () => {
      const [categories, brands, tags, values] = await Promise.all([
        repository.categories(culture),
        repository.brands(),
        repository.tagNames(culture),
        repository.attributeValues(culture, undefined, { facetsOnly: true }),
      ]);
      return { categories, brands, tags, values };
    });

  /** Product cards (list, carousel, menu) for these ids, in their order; unknown ids are left out. */
  async function listItems(culture: Culture, ids: string[]): Promise<ProductListItem[]> {
    const [rows, swatches] = await Promise.all([
      repository.listItems(culture, ids),
      repository.swatches(culture, ids),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          ProductId: row.id,
          Name: row.name,
          Slug: row.slug,
          ProductUrl: productUrl(basePath, culture, row.slug),
          Reference: row.reference,
          BrandName: row.brandName,
          CategoryName: row.categoryName ?? '',
          ShortDescription: row.shortDescription,
          PriceFrom: wireAmount(row.priceFrom, row.currencyCode),
          CurrencyCode: row.currencyCode,
          IsInStock: row.inStock,
          Photo: photoOfColumns(basePath, row),
          ColorSwatches: swatches
            .filter((swatch) => swatch.productId === id)
            .map((swatch) => ({
              ProductAttributeValueId: swatch.valueId,
              DisplayValue: swatch.displayValue,
              ColorCode1: swatch.colorCode1,
              ColorCode2: swatch.colorCode2,
              ColorCode3: swatch.colorCode3,
            })),
        },
      ];
    });
  }

  const categoryPhoto = (row: CategoryRow) =>
    row.imageAssetId
      ? toPhoto(basePath, {
          assetId: row.imageAssetId,
          name: row.imageName ?? row.name,
          width: row.imageWidth,
          height: row.imageHeight,
          attributeValueId: null,
          revision: row.imageRevision,
        })
      : null;

  /** The translations of a page as its alternates, in the cultures the shop has. */
  const alternatesOf = (
    rows: readonly { culture: string; slug: string }[],
    url: (culture: string, slug: string) => string,
  ): Alternate[] =>
    rows
      .filter((alt) => (CULTURES as readonly string[]).includes(alt.culture))
      .map((alt) => ({ Culture: alt.culture, Slug: alt.slug, Url: url(alt.culture, alt.slug) }));

  const toBrand = (row: Awaited<ReturnType<typeof repository.brands>>[number]): Brand => ({
    BrandId: row.id,
    Name: row.name,
    Slug: row.slug,
    Logo: row.logoAssetId
      ? toPhoto(basePath, {
          assetId: row.logoAssetId,
          name: row.logoName ?? row.name,
          width: row.logoWidth,
          height: row.logoHeight,
          attributeValueId: null,
          revision: row.logoRevision,
        })
      : null,
  });

  return { repository, listing, facetIndex, labelsFor, listItems, categoryPhoto, alternatesOf, toBrand };
}

export type CatalogReads = ReturnType<typeof catalogReads>;
