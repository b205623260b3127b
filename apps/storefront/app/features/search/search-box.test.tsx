import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchSuggestion } from '@vitrine/api-client';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { SearchBox, suggestionDetail } from './search-box';

let fakeFetch: typeof globalThis.fetch = globalThis.fetch;

function Landing() {
  const location = useLocation();
  return <p>landed on {`${location.pathname}${location.search}`}</p>;
}

const pages = [
  { path: '/fr/catalog', Component: Landing },
  { path: '/fr/p/:slug', Component: Landing },
];

const suggestion = (name: string, more: Partial<SearchSuggestion> = {}): SearchSuggestion => ({
  Name: name,
  Photo: null,
  ProductUrl: `/fr/p/${name.toLowerCase().replace(/\s+/g, '-')}`,
  BrandName: 'Atelier',
  Reference: `REF-${name.length}`,
  SearchCorrection: null,
  ...more,
});

const suggestions = [
  suggestion('Robe lin', {
    Photo: { AssetId: '11111111-1111-4111-8111-111111111111', AssetName: 'robe.jpg' },
  }),
  suggestion('Robe soie'),
];

function setup(answer: SearchSuggestion[] = suggestions) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(answer));
  fakeFetch = fetch;
  renderInShop(<SearchBox />, { fetch: fakeFetch, routes: pages });
  return { fetch, input: screen.getByRole('combobox', { name: 'Rechercher dans le catalogue' }) };
}

describe('SearchBox (spec 001 §2, §5, §9)', () => {
  it('asks for nothing below 2 characters, then 5 suggestions with accuracy 0.3', async () => {
    const { fetch, input } = setup();
    await userEvent.type(input, 'r');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(input, 'o');
    expect(await screen.findByRole('option', { name: 'Robe lin' })).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://shop');
    expect(url.pathname).toBe('/api/v1/catalog/search/suggestions');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'ro',
      nbrResults: '5',
      accuracy: '0.3',
      culture: 'fr',
    });
    // A photo when there is one, nothing for the suggestion without.
    expect(screen.getAllByRole('option')[0]?.querySelector('img')?.getAttribute('src')).toBe(
      '/assets/images/11111111-1111-4111-8111-111111111111/thumb.webp',
    );
    expect(screen.getAllByRole('option')[1]?.querySelector('img')).toBeNull();
  });

  it('moves through the suggestions with the arrow keys and opens the chosen one with Enter', async () => {
    const { input } = setup();
    await userEvent.type(input, 'robe');
    await screen.findByRole('option', { name: 'Robe lin' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Robe soie' });
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Robe lin' }).id,
    );
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('landed on /fr/p/robe-lin')).toBeTruthy();
  });

  it('closes the list with Escape, and Enter then searches the catalogue for the text', async () => {
    const { input } = setup();
    await userEvent.type(input, 'robe bleue');
    await screen.findByRole('option', { name: 'Robe lin' });
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('landed on /fr/catalog?q=robe+bleue')).toBeTruthy();
  });

  it('never lists more than 30 suggestions, whatever the answer holds', async () => {
    const many = Array.from({ length: 40 }, (_, n) => suggestion(`Robe ${n + 1}`));
    const { input } = setup(many);
    await userEvent.type(input, 'robe');
    await screen.findByRole('option', { name: 'Robe 1' });
    expect(screen.getAllByRole('option')).toHaveLength(30);
    expect(screen.queryByRole('option', { name: 'Robe 31' })).toBeNull();
  });

  it('tells suggestions of the same name apart by their brand, or their reference', async () => {
    const { input } = setup([
      suggestion('Chaise Arno en frêne', { BrandName: 'Nordik', ProductUrl: '/fr/p/a' }),
      suggestion('Chaise Arno en frêne', { BrandName: 'Atelier', ProductUrl: '/fr/p/b' }),
      suggestion('Chaise Alba en chêne', { BrandName: 'Nordik', ProductUrl: '/fr/p/c' }),
    ]);
    await userEvent.type(input, 'chaise');
    expect(await screen.findByRole('option', { name: 'Chaise Arno en frêne Nordik' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Chaise Arno en frêne Atelier' })).toBeTruthy();
    // A name of its own needs nothing beside it.
    expect(screen.getByRole('option', { name: 'Chaise Alba en chêne' })).toBeTruthy();

    const same = [
      suggestion('Mug Cora', { BrandName: 'Nordik', Reference: 'VT-1' }),
      suggestion('mug cora', { BrandName: 'Nordik', Reference: 'VT-2' }),
      suggestion('Mug Cora', { BrandName: null, Reference: 'VT-3' }),
    ];
    expect(same.map((item) => suggestionDetail(item, same))).toEqual([
      'Nordik · VT-1',
      'Nordik · VT-2',
      'VT-3',
    ]);
  });

  it('says "did you mean" when the suggestions are for a correction of the text', async () => {
    const { input } = setup([
      suggestion('Chaise Oslo', { SearchCorrection: 'chaise' }),
      suggestion('Chaise Bergen', { SearchCorrection: 'chaise' }),
    ]);
    await userEvent.type(input, 'chiase');
    const group = await screen.findByRole('group', { name: 'Vouliez-vous dire « chaise » ?' });
    expect(group.querySelectorAll('[role="option"]')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe(
      'Vouliez-vous dire « chaise » ? 2 suggestion(s) disponible(s)',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('landed on /fr/p/chaise-oslo')).toBeTruthy();
  });

  it('does nothing on an empty text', async () => {
    const { input, fetch } = setup();
    await userEvent.type(input, '   {Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/landed on/)).toBeNull();
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
  });
});
