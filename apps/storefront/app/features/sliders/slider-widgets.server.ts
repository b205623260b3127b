import type { ApiClient, CatalogListParams, CategoryNode } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import type { CategorySliderData } from './card-sliders';
import type { ProductCarouselData, ProductCarouselSettings } from './product-carousel-widget';

type CategorySliderSettings = { CategoryIds: readonly string[] };

/** A read that fails leaves its widget with the inline alert; the page itself still renders. */
const OWN_FAILURES = { handles: [400, 404, 500, 502, 503, 504] };

/** The chosen categories in the editor's order, found anywhere in the tree; a removed one is left out. */
export function chosenCategories(tree: readonly CategoryNode[], ids: readonly string[]): CategoryNode[] {
  const byId = new Map<string, CategoryNode>();
  const walk = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      byId.set(node.CategoryId, node);
      walk(node.Children);
    }
  };
  walk(tree);
  return ids.flatMap((id) => {
    const node = byId.get(id);
    return node ? [node] : [];
  });
}

/** The catalogue listing's query that gives a product carousel's products. */
export function productCarouselQuery(settings: ProductCarouselSettings): CatalogListParams {
  const pageSize = settings.Count <= 12 ? 12 : 24;
  switch (settings.Source) {
    case 'category':
      return { categoryId: settings.CategoryId, sort: 'popular', pageSize };
    case 'tag':
      return { tag: settings.TagId, sort: 'popular', pageSize };
    case 'popular':
      return { sort: 'popular', pageSize };
    default:
      return { sort: 'newest', pageSize };
  }
}

/** How the slider widgets that show live data read it when the page is rendered (ADR 035). */
export const SLIDER_WIDGET_LOADERS = {
  'category-slider': (api: ApiClient, culture: Culture, widget: CategorySliderSettings) =>
    api.catalog
      .categories(culture, OWN_FAILURES)
      .then((tree): CategorySliderData => ({ categories: chosenCategories(tree, widget.CategoryIds) }))
      .catch((): CategorySliderData => ({ categories: null })),
  'product-carousel': (api: ApiClient, culture: Culture, widget: ProductCarouselSettings) =>
    api.catalog
      .list(culture, productCarouselQuery(widget), OWN_FAILURES)
      .then((page): ProductCarouselData => ({ products: page.Items.slice(0, widget.Count) }))
      .catch((): ProductCarouselData => ({ products: null })),
};
