import type { Photo, ProductDetail, VariationResponse } from '@vitrine/api-client';
import { Money } from '@vitrine/money';

/** schema.org Product data for search engines, for the variant shown. */
export function productJsonLd(
  product: ProductDetail,
  variation: VariationResponse,
  photos: readonly Photo[],
  origin: string,
): Record<string, unknown> {
  const self = product.Alternates.find((alternate) => alternate.Culture === product.Culture);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.Name,
    sku: variation.SKU,
    mpn: product.Reference,
    description: product.ShortDescription,
    ...(product.Brand ? { brand: { '@type': 'Brand', name: product.Brand.Name } } : {}),
    image: photos.map((photo) => `${origin}${photo.Url}`),
    offers: {
      '@type': 'Offer',
      price: Money.parse(variation.UnitPriceTaxIncl, variation.CurrencyCode).toDecimal(),
      priceCurrency: variation.CurrencyCode,
      availability: variation.IsAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(self ? { url: `${origin}${self.Url}` } : {}),
    },
  };
}

/** JSON inside <script>: "<" is escaped so that no text can close the element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with "<" escaped, not markup.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
