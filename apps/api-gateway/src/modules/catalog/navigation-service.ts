import {
  type Brand,
  type CategoryDetail,
  type CategoryNode,
  MEGA_MENU_FEATURED_PRODUCTS,
  type MegaMenu,
} from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { NotFoundError } from '../../lib/domain-errors';
import type { CatalogOptions, CatalogReads } from './catalog-reads';
import { categoryUrl } from './urls';

/** The category tree, the mega menu's panels, the brands and a category page's own facts. */
export function navigationService(reads: CatalogReads, { basePath }: CatalogOptions) {
  const { repository, listing, facetIndex, labelsFor, listItems, categoryPhoto, alternatesOf, toBrand } =
    reads;
  return {
    async categoryTree(culture: Culture): Promise<CategoryNode[]> {
      const [{ categories: rows }, counts] = await Promise.all([
        labelsFor(culture),
        facetIndex.get().then((index) => index.subtreeCounts(culture)),
      ]);
      const nodes = new Map<string, CategoryNode>();
      const roots: CategoryNode[] = [];
      // Rows come parents first (by depth), so a child always finds its parent already built.
      for (const row of rows) {
        const node: CategoryNode = {
          CategoryId: row.id,
          Name: row.name,
          Slug: row.slug,
          Url: categoryUrl(basePath, culture, row.slug),
          ProductCount: counts.get(row.id) ?? 0,
          Photo: categoryPhoto(row),
          Children: [],
        };
        nodes.set(row.id, node);
        if (!row.parentId) roots.push(node);
        else nodes.get(row.parentId)?.Children.push(node);
      }
      return roots;
    },

    /**
     * The mega menu's panels (spec 001 §7): for each asked category, its published children with
     * their subtree counts and the most popular products of its whole subtree. Unknown or
     * unpublished ids get an empty panel so that one stale id does not blank the others.
     */
    async megaMenu(culture: Culture, categoryIds: readonly string[]): Promise<MegaMenu> {
      const wanted = [...new Set(categoryIds)];
      const [{ categories: rows }, counts] = await Promise.all([
        labelsFor(culture),
        facetIndex.get().then((index) => index.subtreeCounts(culture)),
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const featuredIds = await Promise.all(
        wanted.map((id) => {
          const row = byId.get(id);
          return row
            ? listing.pageIds({ culture, categoryId: row.id }, 'popular', MEGA_MENU_FEATURED_PRODUCTS, 0)
            : Promise.resolve([]);
        }),
      );
      // One card query for every panel: the same product may feature under several roots.
      const cards = new Map(
        (await listItems(culture, [...new Set(featuredIds.flat())])).map((item) => [item.ProductId, item]),
      );
      return wanted.map((id, index) => ({
        CategoryId: id,
        Children: byId.has(id)
          ? rows
              .filter((row) => row.parentId === id)
              .map((row) => ({
                CategoryId: row.id,
                Name: row.name,
                Url: categoryUrl(basePath, culture, row.slug),
                ProductCount: counts.get(row.id) ?? 0,
              }))
          : [],
        FeaturedProducts: (featuredIds[index] ?? []).flatMap((productId) => {
          const card = cards.get(productId);
          return card ? [card] : [];
        }),
      }));
    },

    async brands(): Promise<Brand[]> {
      return (await repository.brands()).map(toBrand);
    },

    /**
     * A category page's own facts, its subtree and its breadcrumb, so that the page needs no
     * tree of its own; its Slug differs from the asked one after a rename.
     */
    async categoryBySlug(culture: Culture, slug: string): Promise<CategoryDetail> {
      const row = await repository.categoryBySlug(culture, slug);
      if (!row) throw new NotFoundError(`There is no category '${slug}'.`);
      const [alternates, tree] = await Promise.all([
        repository.categoryAlternates(row.id),
        this.categoryTree(culture),
      ]);
      // Under an unpublished parent a category is out of the shop's tree: no page of its own.
      const place = findInTree(tree, row.id);
      if (!place) throw new NotFoundError(`There is no category '${slug}'.`);
      return {
        CategoryId: row.id,
        Culture: culture,
        Name: row.name,
        Slug: row.slug,
        Url: categoryUrl(basePath, culture, row.slug),
        SeoTitle: row.seoTitle,
        SeoDescription: row.seoDescription,
        Photo: categoryPhoto(row),
        Alternates: alternatesOf(alternates, (c, s) => categoryUrl(basePath, c, s)),
        Children: place.node.Children,
        Ancestors: place.ancestors.map(({ CategoryId, Name, Url }) => ({ CategoryId, Name, Url })),
      };
    },
  };
}

function findInTree(
  nodes: readonly CategoryNode[],
  categoryId: string,
  ancestors: CategoryNode[] = [],
): { node: CategoryNode; ancestors: CategoryNode[] } | null {
  for (const node of nodes) {
    if (node.CategoryId === categoryId) return { node, ancestors };
    const found = findInTree(node.Children, categoryId, [...ancestors, node]);
    if (found) return found;
  }
  return null;
}

export type NavigationService = ReturnType<typeof navigationService>;
