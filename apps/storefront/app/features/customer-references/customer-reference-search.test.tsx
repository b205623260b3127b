import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerReferenceSearchResult } from '@vitrine/api-client';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { CustomerReferenceSearch } from './customer-reference-search';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const hit = (n: number) => ({
  CustomerSKU: `KITCHEN-${n}`,
  ProductLink: `/fr/p/produit-${n}`,
  ProductVariantId: id(100 + n),
  ProductName: `Produit ${n}`,
  SKU: `SKU-${n}`,
});

function api(pages: Record<number, CustomerReferenceSearchResult>) {
  return vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = new URL(String(input), 'http://shop');
    if (url.pathname === '/api/v1/catalog/customerref/search')
      return Response.json(pages[Number(url.searchParams.get('page'))] ?? pages[1]);
    return new Response(null, { status: 404 });
  });
}
const searches = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://shop'))
    .filter((url) => url.pathname === '/api/v1/catalog/customerref/search');

describe('the reference search', () => {
  it('needs 2 characters, then lists each CustomerSKU linked to its product, a page at a time', async () => {
    const fetch = api({
      1: { Items: Array.from({ length: 20 }, (_, n) => hit(n)), Page: 1, PageSize: 20, TotalCount: 21 },
      2: { Items: [hit(20)], Page: 2, PageSize: 20, TotalCount: 21 },
    });
    renderInShop(<CustomerReferenceSearch />, { at: '/fr/account', fetch });
    const field = screen.getByRole('searchbox', { name: 'Référence' });
    await userEvent.type(field, ' k ');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(searches(fetch)).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'kit{Enter}');
    const results = await screen.findByTestId('customer-reference-results');
    const first = within(results).getByRole('link', { name: 'KITCHEN-0' });
    expect(first.getAttribute('href')).toBe('/fr/p/produit-0');
    expect(within(results).getAllByRole('link')).toHaveLength(20);
    expect(screen.getByText('21 référence(s)')).toBeTruthy();
    expect(searches(fetch)[0]?.searchParams.get('q')).toBe('kit');
    expect(searches(fetch)[0]?.searchParams.get('page')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByRole('link', { name: 'KITCHEN-20' })).toBeTruthy();
    expect(searches(fetch)[1]?.searchParams.get('page')).toBe('2');
  });

  it('says when none of the customer’s references matches', async () => {
    const fetch = api({ 1: { Items: [], Page: 1, PageSize: 20, TotalCount: 0 } });
    renderInShop(<CustomerReferenceSearch />, { at: '/fr/account', fetch });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Référence' }), 'zz{Enter}');
    expect(await screen.findByText('Aucune de vos références ne correspond.')).toBeTruthy();
  });
});
