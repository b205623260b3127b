import type { ProductListItem, WidgetSettings } from '@vitrine/api-client';
import { ProductCarousel } from '../catalog/sliders/product-carousel';
import type { WidgetBlock } from '../content/blocks/content-blocks';
import { useTranslation } from '../i18n/translation-context';
import { WidgetFailure } from './card-sliders';

export type ProductCarouselSettings = Extract<WidgetSettings, { Name: 'product-carousel' }>;
export type ProductCarouselData = { products: ProductListItem[] | null };

/**
 * The product carousel as a widget: the catalogue's own carousel (spec 001 §9: 4 per view or the
 * block's column count, 3/2/1 below large/medium/small, autoplay 5000 ms, speed 800) with the
 * products its loader read.
 */
export function ProductCarouselWidget({
  block,
  data,
}: {
  block: WidgetBlock;
  data: ProductCarouselData | undefined;
}) {
  const { t } = useTranslation();
  const settings = block.Widget as ProductCarouselSettings;
  if (!data?.products) return <WidgetFailure />;
  if (data.products.length === 0) return null;
  return (
    <ProductCarousel
      title={settings.Heading || t(`Sliders.Products.${settings.Source}`)}
      items={data.products}
      columns={settings.Columns}
    />
  );
}
