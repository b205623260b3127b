import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, ProductDetail, VariationResponse } from '@vitrine/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { ProductView } from '../catalog/product/product-view';
import { CUSTOMER_REFERENCE_MODAL_CLOSE_MS } from './constants';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const variation = (variantId: string, sku: string): VariationResponse => ({
  ProductId: id(1),
  ProductVariantId: variantId,
  SKU: sku,
  UnitPriceTaxIncl: 50,
  UnitPriceTaxExcl: 41.32,
  CurrencyCode: 'EUR',
  QuantityUnitPriceTaxIncl: 50,
  Quantity: 1,
  IsAvailable: true,
  StockQuantity: 10,
  MinQuantity: 1,
  QuantityStep: 1,
  MaxQuantity: 0,
  VariantValueIds: [],
  ProductVariantAttributesViewModel: [],
});

const product: ProductDetail = {
  ProductId: id(1),
  Culture: 'fr',
  Name: 'Robe en lin',
  Slug: 'robe-en-lin',
  Reference: 'REF-1',
  ShortDescription: '',
  DescriptionHtml: '',
  Brand: null,
  Category: { CategoryId: id(60), Name: 'Robes', Url: '/fr/c/robes' },
  Breadcrumb: [],
  Variation: variation(id(101), 'LIN-S'),
  Photos: [],
  Related: [],
  CrossSell: [],
  Alternates: [],
};

const customer: CurrentUser = {
  UserId: id(7),
  Email: 'carla@vitrine.example',
  FirstName: 'Carla',
  LastName: 'Client',
  Roles: ['customer'],
  Culture: 'fr',
};

const WIDGET = '/api/v1/catalog/widgets/customerreferenceupdate';

interface Shop {
  display?: 'modal' | 'growl';
  /** The reference the server keeps per variant. */
  references: Map<string, string | null>;
  update?: () => Response;
  /** What the variations call answers (the variant a change leads to). */
  next?: VariationResponse;
}

function api(shop: Shop) {
  return vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://shop');
    if (url.pathname === WIDGET && (init?.method ?? 'GET') === 'GET') {
      const variantId = url.searchParams.get('productVariantId') ?? '';
      return Response.json({
        ProductVariantId: variantId,
        CustomerSKU: shop.references.get(variantId) ?? null,
        Display: shop.display ?? 'modal',
      });
    }
    if (url.pathname === WIDGET && init?.method === 'POST')
      return (
        shop.update?.() ??
        Response.json({
          Status: 'Saved',
          Message: 'Votre référence « NEW » est enregistrée.',
          CustomerSKU: 'NEW',
        })
      );
    if (url.pathname.endsWith('/productvariants')) return Response.json(shop.next ?? product.Variation);
    if (url.pathname === '/api/v1/security/antiforgery') return Response.json({ Token: 'token' });
    return new Response(null, { status: 404 });
  });
}
const readsOf = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.filter(
    ([input, init]) => String(input).includes(WIDGET) && (init?.method ?? 'GET') === 'GET',
  );
const updatesOf = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.filter(([input, init]) => String(input).includes(WIDGET) && init?.method === 'POST');

const page = () => <ProductView product={product} degressive={null} origin="https://shop.example" />;

afterEach(() => {
  vi.useRealTimers();
});

describe('the customer reference on the product page', () => {
  it('is not there for a guest, and nothing is asked', async () => {
    const fetch = api({ references: new Map() });
    renderInShop(page, { at: '/fr/p/robe-en-lin', fetch });
    await screen.findByRole('heading', { name: 'Robe en lin' });
    expect(screen.queryByTestId('customer-reference')).toBeNull();
    expect(readsOf(fetch)).toEqual([]);
  });

  it('shows the customer’s reference of the variant shown and reads it again after each variations answer', async () => {
    const other = variation(id(102), 'LIN-M');
    const shop: Shop = {
      references: new Map([
        [id(101), 'CARLA-S'],
        [id(102), 'CARLA-M'],
      ]),
      next: other,
    };
    const fetch = api(shop);
    renderInShop(page, { at: '/fr/p/robe-en-lin', fetch, user: customer });
    const current = await screen.findByTestId('customer-reference-current');
    await waitFor(() => expect(current.textContent).toBe('CARLA-S'));
    expect((screen.getByLabelText('Votre référence pour cet article') as HTMLInputElement).value).toBe(
      'CARLA-S',
    );
    // A quantity change is a variations call; its answer is another variant, whose reference follows.
    await userEvent.click(screen.getByRole('button', { name: /augmenter|plus/i }));
    await waitFor(() => expect(screen.getByTestId('customer-reference-current').textContent).toBe('CARLA-M'));
    // The same variant again: still read again (changed elsewhere meanwhile).
    shop.references.set(id(102), 'CARLA-M2');
    await userEvent.click(screen.getByRole('button', { name: /augmenter|plus/i }));
    await waitFor(() =>
      expect(screen.getByTestId('customer-reference-current').textContent).toBe('CARLA-M2'),
    );
    expect(readsOf(fetch).length).toBe(3);
  });

  it('saves the trimmed reference and shows the server’s Message in a modal that closes after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetch = api({ references: new Map([[id(101), null]]) });
    renderInShop(page, { at: '/fr/p/robe-en-lin', fetch, user: customer });
    const input = await screen.findByLabelText('Votre référence pour cet article');
    await user.type(input, '  NEW  ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Votre référence' });
    expect(within(dialog).getByRole('status').textContent).toBe('Votre référence « NEW » est enregistrée.');
    expect(JSON.parse(String(updatesOf(fetch)[0]?.[1]?.body))).toEqual({
      ProductVariantId: id(101),
      CustomerSKU: 'NEW',
      Culture: 'fr',
    });
    expect(screen.getByTestId('customer-reference-current').textContent).toBe('NEW');
    act(() => {
      vi.advanceTimersByTime(CUSTOMER_REFERENCE_MODAL_CLOSE_MS - 100);
    });
    expect(screen.queryByRole('dialog', { name: 'Votre référence' })).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Votre référence' })).toBeNull());
    expect(CUSTOMER_REFERENCE_MODAL_CLOSE_MS).toBe(3000);
  });

  it('a failure says Catalog.CustomerRefUpdateError in error style and keeps the reference shown', async () => {
    const fetch = api({
      references: new Map([[id(101), 'OLD']]),
      update: () => new Response('boom', { status: 500 }),
    });
    renderInShop(page, { at: '/fr/p/robe-en-lin', fetch, user: customer });
    const input = await screen.findByLabelText('Votre référence pour cet article');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('OLD'));
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Votre référence' });
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toBe('Votre référence n’a pas pu être enregistrée. Réessayez.');
    expect(alert.className).toContain('notice--error');
    expect(screen.getByTestId('customer-reference-current').textContent).toBe('OLD');
  });

  it('shows the outcome as a growl when the shop chose so', async () => {
    const fetch = api({ references: new Map([[id(101), null]]), display: 'growl' });
    renderInShop(page, { at: '/fr/p/robe-en-lin', fetch, user: customer });
    const input = await screen.findByLabelText('Votre référence pour cet article');
    await userEvent.type(input, 'NEW');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Votre référence « NEW » est enregistrée.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Votre référence' })).toBeNull();
  });
});
