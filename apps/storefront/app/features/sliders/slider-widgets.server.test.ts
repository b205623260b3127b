import { type CategoryNode, createApiClient } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { chosenCategories, productCarouselQuery, SLIDER_WIDGET_LOADERS } from './slider-widgets.server';

const id = (n: number) => `00000000-0000-4000-8000-0000000008${String(n).padStart(2, '0')}`;
const node = (n: number, children: CategoryNode[] = []): CategoryNode => ({
  CategoryId: id(n),
  Name: `Catégorie ${n}`,
  Slug: `c-${n}`,
  Url: `/fr/c/c-${n}`,
  ProductCount: 1,
  Photo: null,
  Children: children,
});
const TREE = [node(1, [node(2, [node(3)])]), node(4)];

/** The API client over a gateway that answers `body` with `status`, recording what was asked. */
function gateway(status: number, body: unknown) {
  const asked: URL[] = [];
  const api = createApiClient({
    baseUrl: 'http://gateway',
    fetch: async (input) => {
      asked.push(new URL(String(input)));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, asked };
}

describe('the slider widgets’ loaders', () => {
  it('find the chosen categories anywhere in the tree, in the editor’s order, leaving out removed ones', () => {
    expect(chosenCategories(TREE, [id(3), id(9), id(1)]).map((c) => c.Name)).toEqual([
      'Catégorie 3',
      'Catégorie 1',
    ]);
  });

  it('read the categories live from the catalogue', async () => {
    const { api, asked } = gateway(200, TREE);
    const data = await SLIDER_WIDGET_LOADERS['category-slider'](api, 'nl', { CategoryIds: [id(4), id(2)] });
    expect(asked.map((url) => url.pathname)).toEqual(['/api/v1/catalog/nl/categories']);
    expect(data.categories?.map((c) => c.CategoryId)).toEqual([id(4), id(2)]);
  });

  it('read the products live from the catalogue’s listing, as many as the block asks', async () => {
    const item = (n: number) => ({
      ProductId: id(50 + n),
      Name: `Produit ${n}`,
      Slug: `p-${n}`,
      ProductUrl: `/fr/p/p-${n}`,
      Reference: `R${n}`,
      BrandName: null,
      CategoryName: 'Cuisine',
      ShortDescription: '',
      PriceFrom: 10,
      CurrencyCode: 'EUR',
      IsInStock: true,
      Photo: null,
      ColorSwatches: [],
    });
    const { api, asked } = gateway(200, {
      Items: [1, 2, 3, 4].map(item),
      TotalCount: 4,
      PageIndex: 1,
      PageSize: 12,
      PageCount: 1,
      Sort: 'newest',
      Filter: {},
      Facets: { Categories: [], Brands: [], Tags: [], ProductAttributes: [], Price: null, InStockCount: 4 },
    });
    const settings = {
      Name: 'product-carousel' as const,
      Heading: '',
      Source: 'newest' as const,
      Count: 3,
      Columns: 4,
    };
    const data = await SLIDER_WIDGET_LOADERS['product-carousel'](api, 'de', settings);
    expect(asked[0]?.pathname).toBe('/api/v1/catalog/de/products');
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({ sort: 'newest', pageSize: '12' });
    expect(data.products?.map((p) => p.Name)).toEqual(['Produit 1', 'Produit 2', 'Produit 3']);
  });

  it('leave the widget its failure when the catalogue does not answer', async () => {
    const { api } = gateway(503, { type: 'about:blank', title: 'Unavailable', status: 503 });
    expect(await SLIDER_WIDGET_LOADERS['category-slider'](api, 'fr', { CategoryIds: [id(1)] })).toEqual({
      categories: null,
    });
    const settings = {
      Name: 'product-carousel' as const,
      Heading: '',
      Source: 'newest' as const,
      Count: 8,
      Columns: 4,
    };
    expect(await SLIDER_WIDGET_LOADERS['product-carousel'](api, 'fr', settings)).toEqual({ products: null });
  });

  it('ask the listing for the newest, the most popular, a category’s or a tag’s products', () => {
    const base = { Name: 'product-carousel' as const, Heading: '', Count: 8, Columns: 4 };
    expect(productCarouselQuery({ ...base, Source: 'newest' })).toEqual({ sort: 'newest', pageSize: 12 });
    expect(productCarouselQuery({ ...base, Source: 'popular', Count: 20 })).toEqual({
      sort: 'popular',
      pageSize: 24,
    });
    expect(productCarouselQuery({ ...base, Source: 'category', CategoryId: id(1) })).toEqual({
      categoryId: id(1),
      sort: 'popular',
      pageSize: 12,
    });
    expect(productCarouselQuery({ ...base, Source: 'tag', TagId: id(2) })).toEqual({
      tag: id(2),
      sort: 'popular',
      pageSize: 12,
    });
  });
});
