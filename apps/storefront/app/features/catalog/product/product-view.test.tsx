import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DegressivePrice, ProductDetail, VariationResponse } from '@vitrine/api-client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { InShop } from '../../../test/render-in-shop';
import { ProductView } from './product-view';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const COLOUR = id(900);
const RED = id(901);
const BLUE = id(902);

function variation(sku: string, variantId: string, colour: string, price: number): VariationResponse {
  return {
    ProductId: id(1),
    ProductVariantId: variantId,
    SKU: sku,
    UnitPriceTaxIncl: price,
    UnitPriceTaxExcl: price / 1.21,
    CurrencyCode: 'EUR',
    QuantityUnitPriceTaxIncl: price,
    Quantity: 1,
    IsAvailable: true,
    StockQuantity: colour === RED ? 5 : 9,
    MinQuantity: 1,
    QuantityStep: 1,
    MaxQuantity: 0,
    VariantValueIds: [colour],
    ProductVariantAttributesViewModel: [
      {
        AttributeId: COLOUR,
        Name: 'Couleur',
        VariationDisplayTypeValue: 'Square',
        Value: colour,
        ProductAttributeValuesViewModel: [
          {
            ProductAttributeValueId: RED,
            DisplayValue: 'Rouge',
            IsUnavailable: false,
            ColorCode1: '#c00000',
            ColorCode2: null,
            ColorCode3: null,
          },
          {
            ProductAttributeValueId: BLUE,
            DisplayValue: 'Bleu',
            IsUnavailable: false,
            ColorCode1: '#0000c0',
            ColorCode2: null,
            ColorCode3: null,
          },
        ],
      },
    ],
  };
}

const photo = (n: number, colour: string) => ({
  AssetId: id(n),
  AssetName: `p${n}.jpg`,
  Url: `/assets/images/${id(n)}/large.webp`,
  ThumbnailUrl: `/assets/images/${id(n)}/thumb.webp`,
  Width: 1200,
  Height: 1200,
  AttributeValueId: colour,
});

const product: ProductDetail = {
  ProductId: id(1),
  Culture: 'fr',
  Name: 'Robe en lin',
  Slug: 'robe-en-lin',
  Reference: 'REF-1',
  ShortDescription: 'Une robe.',
  DescriptionHtml: '<p>Belle robe.</p>',
  Brand: { BrandId: id(50), Name: 'Atelier', Slug: 'atelier', Logo: null },
  Category: { CategoryId: id(60), Name: 'Robes', Url: '/fr/c/robes' },
  Breadcrumb: [{ Name: 'Robes', Url: '/fr/c/robes' }],
  Variation: variation('SKU-RED', id(101), RED, 50),
  Photos: [photo(201, RED), photo(202, BLUE)],
  Related: [],
  CrossSell: [],
  Alternates: [{ Culture: 'fr', Slug: 'robe-en-lin', Url: '/fr/p/robe-en-lin' }],
};

const tiers = (variantId: string, first: number): DegressivePrice => ({
  ProductVariantId: variantId,
  CurrencyCode: 'EUR',
  Tiers: [
    { MinQuantity: 1, MaxQuantity: 9, UnitPriceTaxIncl: first, UnitPriceTaxExcl: first / 1.21 },
    { MinQuantity: 10, MaxQuantity: null, UnitPriceTaxIncl: first - 5, UnitPriceTaxExcl: (first - 5) / 1.21 },
  ],
});

let fakeFetch: typeof globalThis.fetch = globalThis.fetch;

function Page() {
  return (
    <InShop fetch={fakeFetch}>
      <ProductView product={product} degressive={tiers(id(101), 50)} origin="https://shop.example" />
    </InShop>
  );
}

const Stub = createRoutesStub([{ path: '/fr/p/robe-en-lin', Component: Page }]);
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('ProductView', () => {
  it('renders on the server with the schema.org Product data', () => {
    const html = renderToString(<Stub initialEntries={['/fr/p/robe-en-lin']} />);
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      '@type': 'Product',
      name: 'Robe en lin',
      sku: 'SKU-RED',
      brand: { name: 'Atelier' },
      image: [`https://shop.example${photo(201, RED).Url}`, `https://shop.example${photo(202, BLUE).Url}`],
      offers: { price: '50.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(html).toContain('Robe en lin');
  });

  it('offers the quantity input the variant’s own order quantities, and follows the variant', async () => {
    const sold = {
      ...variation('SKU-BLUE', id(102), BLUE, 60),
      MinQuantity: 2,
      QuantityStep: 2,
      MaxQuantity: 10,
    };
    fakeFetch = vi.fn<typeof globalThis.fetch>(async (input) => {
      const url = new URL(String(input), 'http://shop');
      if (url.pathname.endsWith('/productvariants')) return Response.json(sold);
      if (url.pathname.endsWith('/degressiveprice')) return Response.json(tiers(id(102), 60));
      return new Response(null, { status: 404 });
    });
    render(<Stub initialEntries={['/fr/p/robe-en-lin']} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantité' }) as HTMLInputElement;
    expect([quantity.min, quantity.step, quantity.max]).toEqual(['1', '1', '']);
    await userEvent.click(screen.getByRole('radio', { name: 'Bleu' }));
    await waitFor(() => expect(quantity.step).toBe('2'));
    expect([quantity.min, quantity.max]).toEqual(['2', '10']);
  });

  it('a colour change refreshes SKU, price, stock, gallery order and the degressive table', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
      const url = new URL(String(input), 'http://shop');
      if (url.pathname.endsWith('/productvariants'))
        return Response.json(variation('SKU-BLUE', id(102), BLUE, 60));
      if (url.pathname.endsWith('/degressiveprice')) return Response.json(tiers(id(102), 60));
      return new Response(null, { status: 404 });
    });
    fakeFetch = fetch;
    render(<Stub initialEntries={['/fr/p/robe-en-lin']} />);
    expect(screen.getByTestId('product-sku').textContent).toBe('SKU-RED');
    expect(document.querySelector('.product-gallery')?.getAttribute('data-first-photo')).toBe(id(201));
    await userEvent.click(screen.getByRole('radio', { name: 'Bleu' }));
    await waitFor(() => expect(screen.getByTestId('product-sku').textContent).toBe('SKU-BLUE'));
    expect(text(screen.getByTestId('product-price'))).toContain('60,00');
    expect(text(screen.getByTestId('product-stock'))).toContain('9 en stock');
    expect(document.querySelector('.product-gallery')?.getAttribute('data-first-photo')).toBe(id(202));
    await waitFor(() =>
      expect(text(screen.getByRole('region', { name: 'Prix dégressifs' }))).toContain('55,00'),
    );
    const degressiveCall = fetch.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('degressiveprice'));
    expect(degressiveCall).toContain(`productVariantId=${id(102)}`);
  });

  it('carries the variant model, name, brand and category in the product form, following the variant', async () => {
    fakeFetch = vi.fn<typeof globalThis.fetch>(async (input) =>
      String(input).includes('/productvariants')
        ? Response.json(variation('SKU-BLUE', id(102), BLUE, 60))
        : new Response(null, { status: 404 }),
    );
    render(<Stub initialEntries={['/fr/p/robe-en-lin']} />);
    const form = screen.getByRole('form', { name: 'Options du produit' }) as HTMLFormElement;
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    expect(JSON.parse(field('productVariantModel'))).toEqual({
      ProductId: id(1),
      ProductVariantId: id(101),
      SKU: 'SKU-RED',
      UnitPriceTaxIncl: 50,
      CurrencyCode: 'EUR',
      VariantValueId1: RED,
    });
    expect(field('productName')).toBe('Robe en lin');
    expect(field('productBrandName')).toBe('Atelier');
    expect(field('productCategoryName')).toBe('Robes');
    expect(field('qty')).toBe('1');
    await userEvent.click(screen.getByRole('radio', { name: 'Bleu' }));
    await waitFor(() => expect(JSON.parse(field('productVariantModel')).SKU).toBe('SKU-BLUE'));
    expect(JSON.parse(field('productVariantModel')).VariantValueId1).toBe(BLUE);
  });

  it('a quantity change asks for the variant again with the quantity', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json(variation('SKU-RED', id(101), RED, 50)),
    );
    fakeFetch = fetch;
    render(<Stub initialEntries={['/fr/p/robe-en-lin']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://shop');
    expect(url.searchParams.get('Quantity')).toBe('2');
    expect(url.searchParams.get('VariantValueId1')).toBe(RED);
  });
});

const listItem = (n: number, name: string) => ({
  ProductId: id(n),
  Name: name,
  Slug: name.toLowerCase(),
  ProductUrl: `/fr/p/${name.toLowerCase()}`,
  Reference: `REF-${n}`,
  BrandName: 'Atelier',
  CategoryName: 'Robes',
  ShortDescription: '',
  PriceFrom: 42.5,
  CurrencyCode: 'EUR',
  IsInStock: true,
  Photo: null,
  ColorSwatches: [],
});

function PageWithAssociations() {
  return (
    <InShop fetch={fakeFetch}>
      <ProductView
        product={{
          ...product,
          Related: [listItem(301, 'Jupe'), listItem(302, 'Blouse')],
          CrossSell: [listItem(303, 'Ceinture')],
        }}
        degressive={tiers(id(101), 50)}
        origin="https://shop.example"
      />
    </InShop>
  );
}
const AssociationsStub = createRoutesStub([{ path: '/fr/p/robe-en-lin', Component: PageWithAssociations }]);

describe('ProductView analytics (spec 001 §7, §8)', () => {
  it('tracks a click on a related product as GA4 select_item from the related products list', () => {
    window.dataLayer = [];
    render(<AssociationsStub initialEntries={['/fr/p/robe-en-lin']} />);
    const blouse = screen.getByRole('link', { name: 'Blouse' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    blouse.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(window.dataLayer).toEqual([
      { event: 'ecommerce_clear', ecommerce: null },
      {
        event: 'select_item',
        ecommerce: {
          item_list_id: 'related_products',
          item_list_name: 'Related products',
          currency: 'EUR',
          items: [
            {
              item_id: id(302),
              item_name: 'Blouse',
              item_brand: 'Atelier',
              item_category: 'Robes',
              item_list_id: 'related_products',
              item_list_name: 'Related products',
              index: 1,
              price: 42.5,
            },
          ],
        },
      },
    ]);
    // The cross-sell carousel is not the related products: no event.
    screen.getByRole('link', { name: 'Ceinture' }).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(window.dataLayer).toHaveLength(2);
  });

  it('only logs a failing analytics push: the related product still loads', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.dataLayer = [];
    window.dataLayer.push = () => {
      throw new Error('tag manager broke');
    };
    render(<AssociationsStub initialEntries={['/fr/p/robe-en-lin']} />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    expect(() => screen.getByRole('link', { name: 'Jupe' }).dispatchEvent(click)).not.toThrow();
    expect(click.defaultPrevented).toBe(false);
    expect(error).toHaveBeenCalled();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/\[tracking\]/);
    window.dataLayer = [];
  });
});
