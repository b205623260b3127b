import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogListResponse, ProductListItem } from '@vitrine/api-client';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InShop } from '../../../test/render-in-shop';
import { CatalogList } from './catalog-list';
import { readListState } from './filter-model';
import { ProductGrid } from './product-list';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const BRAND = id(70);

const item = (n: number): ProductListItem => ({
  ProductId: id(n),
  Name: `Produit ${n}`,
  Slug: `produit-${n}`,
  ProductUrl: `/fr/p/produit-${n}`,
  Reference: `REF-${n}`,
  BrandName: 'Atelier',
  CategoryName: 'Robes',
  ShortDescription: '',
  PriceFrom: 19.9,
  CurrencyCode: 'EUR',
  IsInStock: n % 2 === 0,
  Photo: null,
  ColorSwatches: [],
});

const list = (filtered: boolean): CatalogListResponse => ({
  Items: [item(1), item(2)],
  TotalCount: 120,
  PageIndex: 3,
  PageSize: 24,
  PageCount: 5,
  Sort: 'newest',
  Filter: filtered ? { Brands: [BRAND] } : {},
  Facets: {
    Categories: [],
    Brands: [{ Id: BRAND, Name: 'Atelier', Count: 50, Selected: filtered }],
    Tags: [],
    ProductAttributes: [],
    Price: null,
    InStockCount: 60,
  },
});

function ListPage() {
  const location = useLocation();
  const state = readListState(new URLSearchParams(location.search));
  return (
    <InShop>
      <CatalogList title="Tous les produits" state={state} list={list(Boolean(state.filter.Brands))} />
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
    </InShop>
  );
}

function product(slug: string) {
  return {
    product: {
      ProductId: id(1),
      Name: `Produit ${slug}`,
      Reference: 'REF-1',
      ShortDescription: 'Résumé du produit.',
      Brand: null,
      Photos: [],
      Variation: { UnitPriceTaxIncl: 19.9, CurrencyCode: 'EUR', IsAvailable: true },
    },
  };
}

const Stub = createRoutesStub([
  { path: '/fr/catalog', Component: ListPage },
  { path: '/fr/p/:slug', Component: () => null, loader: ({ params }) => product(params.slug ?? '') },
]);

const address = () => screen.getByTestId('address').textContent ?? '';

describe('CatalogList', () => {
  it('drops pageindex when the sort or the page size changes', async () => {
    render(<Stub initialEntries={['/fr/catalog?pageindex=3&display=table']} />);
    fireEvent.change(screen.getByLabelText('Trier par'), { target: { value: 'price-asc' } });
    expect(await screen.findByText('/fr/catalog?display=table&sort=price-asc')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Produits par page'), { target: { value: '48' } });
    expect(await screen.findByText('/fr/catalog?display=table&sort=price-asc&pageSize=48')).toBeTruthy();
  });

  it('links the pages (2 neighbours, previous and next) without outer pages, keeping the parameters', () => {
    render(<Stub initialEntries={['/fr/catalog?pageindex=3&sort=newest']} />);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    const hrefs = within(pagination)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/fr/catalog?pageindex=2&sort=newest',
      '/fr/catalog?sort=newest',
      '/fr/catalog?pageindex=2&sort=newest',
      '/fr/catalog?pageindex=4&sort=newest',
      '/fr/catalog?pageindex=5&sort=newest',
      '/fr/catalog?pageindex=4&sort=newest',
    ]);
    expect(within(pagination).getByText('Page 3 sur 5')).toBeTruthy();
  });

  it('shows the selected filters as tags that remove themselves, and a clear-all link', () => {
    const filter = encodeURIComponent(JSON.stringify({ Brands: [BRAND] }));
    render(<Stub initialEntries={[`/fr/catalog?filter=${filter}&pageindex=2`]} />);
    const tags = screen.getByRole('region', { name: 'Filtres sélectionnés' });
    expect(within(tags).getByRole('link', { name: 'Retirer le filtre Atelier' }).getAttribute('href')).toBe(
      '/fr/catalog',
    );
    expect(within(tags).getByRole('link', { name: 'Effacer tous les filtres' }).getAttribute('href')).toBe(
      '/fr/catalog',
    );
    expect(address()).toContain('pageindex=2');
  });

  it('switches to the table view by a link and opens a quick view loaded from the product’s own address', async () => {
    render(<Stub initialEntries={['/fr/catalog?display=table']} />);
    const views = screen.getByRole('navigation', { name: 'Affichage' });
    expect(within(views).getByRole('link', { name: 'Grille' }).getAttribute('href')).toBe('/fr/catalog');
    expect(within(views).getByRole('link', { name: 'Tableau' }).getAttribute('aria-current')).toBe('true');
    const row = screen.getByRole('row', { name: /Produit 2/ });
    await userEvent.click(within(row).getByRole('button', { name: /Aperçu rapide/ }));
    expect(await screen.findByText('Résumé du produit.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir le produit' }).getAttribute('href')).toBe(
      '/fr/p/produit-2',
    );
  });
});

const SWATCH_CODES = [
  '#c00000',
  '#0000c0',
  '#00c000',
  '#000000',
  '#ffffff',
  '#c0c000',
  '#00c0c0',
  '#c000c0',
  '#808080',
  '#804000',
];
const swatches = SWATCH_CODES.map((code, n) => ({
  ProductAttributeValueId: id(300 + n),
  DisplayValue: `Couleur ${n + 1}`,
  ColorCode1: code,
  ColorCode2: null,
  ColorCode3: null,
}));

function Grid() {
  return (
    <InShop>
      <ProductGrid items={[{ ...item(1), ColorSwatches: swatches }, item(2)]} />
    </InShop>
  );
}
const GridStub = createRoutesStub([{ path: '/fr/catalog', Component: Grid }]);

describe('attributes in the list (spec 001 §2)', () => {
  it('shows each card’s colour values as swatches, named, at most 8', () => {
    render(<GridStub initialEntries={['/fr/catalog']} />);
    const list = screen.getByRole('list', { name: /^Couleur 1, Couleur 2,/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(list.getAttribute('aria-label')).toContain('Couleur 10');
    // A product without colours shows no swatch list.
    expect(screen.getAllByRole('list', { name: /Couleur/ })).toHaveLength(1);
  });
});
