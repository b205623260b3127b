import type { ProductDetail } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { NotFoundError } from '../../lib/domain-errors';
import type { CatalogOptions, CatalogReads } from './catalog-reads';
import { categoryUrl, productUrl, toPhoto } from './urls';
import type { VariationService } from './variation-service';

/** A product page: the product, the variant it opens on, photos, breadcrumb, associations, alternates. */
export function productService(
  reads: CatalogReads,
  variations: VariationService,
  { basePath }: CatalogOptions,
) {
  const { repository, listItems, alternatesOf, toBrand } = reads;
  return {
    async productBySlug(culture: Culture, slug: string): Promise<ProductDetail> {
      const product = await repository.productBySlug(culture, slug);
      if (!product) throw new NotFoundError(`There is no product '${slug}'.`);
      const photos = await repository.photos(product.id);
      // The page opens on the colour of the editor's main photo, when that colour can be bought.
      const mainColour = photos[0]?.attributeValueId;
      const [variation, alternates, associations, brands, category] = await Promise.all([
        variations.resolve(product.id, culture, [], 1, mainColour ? [mainColour] : []),
        repository.alternates(product.id),
        repository.associations(product.id),
        product.brandId ? repository.brands([product.brandId]) : Promise.resolve([]),
        repository.categories(culture, [product.categoryId]),
      ]);
      const own = category[0];
      const ancestorIds = own ? own.path.split('/').filter(Boolean) : [];
      const ancestors = await repository.categories(culture, ancestorIds);
      const byId = new Map(ancestors.map((row) => [row.id, row]));
      const relatedIds = associations.filter((a) => a.kind === 'related').map((a) => a.id);
      const crossSellIds = associations.filter((a) => a.kind === 'cross-sell').map((a) => a.id);
      const [related, crossSell] = await Promise.all([
        listItems(culture, relatedIds),
        listItems(culture, crossSellIds),
      ]);
      const brand = brands[0];
      return {
        ProductId: product.id,
        Culture: culture,
        Name: product.name,
        Slug: product.slug,
        Reference: product.reference,
        ShortDescription: product.shortDescription,
        DescriptionHtml: product.descriptionHtml,
        SeoTitle: product.seoTitle,
        SeoDescription: product.seoDescription,
        Brand: brand ? toBrand(brand) : null,
        Category: {
          CategoryId: product.categoryId,
          Name: own?.name ?? '',
          Url: own ? categoryUrl(basePath, culture, own.slug) : `${basePath}/${culture}`,
        },
        Breadcrumb: ancestorIds.flatMap((id) => {
          const row = byId.get(id);
          return row ? [{ Name: row.name, Url: categoryUrl(basePath, culture, row.slug) }] : [];
        }),
        Variation: variation,
        Photos: photos.map((row) => toPhoto(basePath, row)),
        Related: related,
        CrossSell: crossSell,
        Alternates: alternatesOf(alternates, (c, s) => productUrl(basePath, c, s)),
      };
    },
  };
}

export type ProductService = ReturnType<typeof productService>;
