import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryNode, MegaMenuEntry } from '@vitrine/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../../test/render-in-shop';
import { CategoryMenu } from './category-menu';
import { megaMenus } from './mega-menu-loader';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const node = (n: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  CategoryId: id(n),
  Name: name,
  Slug: name.toLowerCase(),
  Url: `/fr/c/${name.toLowerCase()}`,
  Photo: null,
  ProductCount: 10 * n,
  Children: children,
});
const tree = [node(1, 'Mobilier', [node(2, 'Chaises')]), node(3, 'Décoration', [node(4, 'Lampes')])];
const entry = (n: number, child: string): MegaMenuEntry => ({
  CategoryId: id(n),
  Children: [{ CategoryId: id(n + 1), Name: child, Url: `/fr/c/${child.toLowerCase()}`, ProductCount: 4 }],
  FeaturedProducts: [
    {
      ProductId: id(100 + n),
      Name: `Produit ${n}`,
      Slug: `produit-${n}`,
      ProductUrl: `/fr/p/produit-${n}`,
      Reference: `R${n}`,
      BrandName: null,
      CategoryName: child,
      ShortDescription: '',
      PriceFrom: 49.9,
      CurrencyCode: 'EUR',
      IsInStock: true,
      Photo: null,
      ColorSwatches: [],
    },
  ],
});

let fakeFetch: typeof globalThis.fetch = globalThis.fetch;

/** A fetch answering the tree at once and each mega menu call through `answer`. */
function fakeGateway(answer: (categoryIds: string) => Promise<Response>) {
  return vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname.endsWith('/categories')) return Response.json(tree);
    return answer(url.searchParams.get('categoryIdsString') ?? '');
  });
}
const megaMenuCalls = (fetch: ReturnType<typeof fakeGateway>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://shop.test'))
    .filter((url) => url.pathname === '/api/v1/catalog/fr/megamenu')
    .map((url) => url.searchParams.get('categoryIdsString'));

async function openMenu() {
  renderInShop(<CategoryMenu />, { fetch: fakeFetch });
  await userEvent.click(screen.getByRole('button', { name: 'Nos produits' }));
  return {
    furniture: await screen.findByRole('link', { name: /^Mobilier/ }),
    decoration: screen.getByRole('link', { name: /^Décoration/ }),
  };
}

describe('mega menu (spec 001 §4, §7, §8)', () => {
  beforeEach(() => {
    megaMenus.clear();
    // The large breakpoint: the mega menu replaces the collapsible tree.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('roots carry their category id; each panel is fetched once per category with categoryIdsString', async () => {
    const fetch = fakeGateway(async (ids) =>
      Response.json([entry(ids === id(1) ? 1 : 3, ids === id(1) ? 'Chaises' : 'Lampes')]),
    );
    fakeFetch = fetch;
    const { furniture, decoration } = await openMenu();
    expect(furniture.closest('li')?.getAttribute('data-category-id')).toBe(id(1));
    // The menu appears on its first root, open: never a large empty panel.
    await waitFor(() => expect(furniture.getAttribute('aria-expanded')).toBe('true'));
    expect(decoration.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(megaMenuCalls(fetch)).toEqual([id(1)]));

    act(() => furniture.focus());
    expect(furniture.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(furniture.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(await within(panel).findByRole('link', { name: 'Chaises (4 produits)' })).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: /Produit 1/ })
        .getAttribute('href'),
    ).toBe('/fr/p/produit-1');

    act(() => decoration.focus());
    await screen.findByRole('link', { name: 'Lampes (4 produits)' });
    act(() => furniture.focus());
    act(() => decoration.focus());
    act(() => furniture.focus());
    expect(megaMenuCalls(fetch)).toEqual([id(1), id(3)]);
  });

  it('keeps one request in flight: a newer opening waits for the older one', async () => {
    const pending: ((response: Response) => void)[] = [];
    const fetch = fakeGateway(() => new Promise<Response>((resolve) => pending.push(resolve)));
    fakeFetch = fetch;
    const { furniture, decoration } = await openMenu();
    act(() => furniture.focus());
    act(() => decoration.focus());
    await waitFor(() => expect(megaMenuCalls(fetch)).toEqual([id(1)]));
    const panel = document.getElementById(decoration.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.getAttribute('aria-busy')).toBe('true');
    expect(within(panel).getByRole('status')).toBeTruthy();

    await act(async () => pending[0]?.(Response.json([entry(1, 'Chaises')])));
    await waitFor(() => expect(megaMenuCalls(fetch)).toEqual([id(1), id(3)]));
    await act(async () => pending[1]?.(Response.json([entry(3, 'Lampes')])));
    expect(await within(panel).findByRole('link', { name: 'Lampes (4 produits)' })).toBeTruthy();
    expect(panel.getAttribute('aria-busy')).toBe('false');
  });

  it('on failure only clears the loading flag (no error shown), and a later opening retries', async () => {
    let fail = true;
    const fetch = fakeGateway(async () =>
      fail
        ? new Response('{"status":500}', {
            status: 500,
            headers: { 'content-type': 'application/problem+json' },
          })
        : Response.json([entry(1, 'Chaises')]),
    );
    fakeFetch = fetch;
    const { furniture, decoration } = await openMenu();
    act(() => furniture.focus());
    const panel = document.getElementById(furniture.getAttribute('aria-controls') ?? '') as HTMLElement;
    await waitFor(() => expect(panel.getAttribute('aria-busy')).toBe('false'));
    expect(within(panel).queryByRole('status')).toBeNull();
    expect(within(panel).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();

    fail = false;
    act(() => decoration.focus());
    act(() => furniture.focus());
    expect(await within(panel).findByRole('link', { name: 'Chaises (4 produits)' })).toBeTruthy();
  });

  it('a first tap opens a root instead of following it; a second closes all and follows; Escape closes and returns focus to the trigger', async () => {
    fakeFetch = fakeGateway(async () => Response.json([entry(3, 'Lampes')]));
    const { decoration } = await openMenu();
    fireEvent.pointerDown(decoration);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(decoration, tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(decoration.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('link', { name: 'Lampes (4 produits)' });
    fireEvent.pointerDown(decoration);
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(decoration, follow);
    expect(follow.defaultPrevented).toBe(false);
    // Spec 001 §4 click dropdown: the second click on an open one closes all and loads its link.
    const toggle = screen.getByRole('button', { name: 'Nos produits' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect((document.getElementById('category-menu-panel') as HTMLElement).hidden).toBe(true);

    await userEvent.click(toggle);
    act(() => decoration.focus());
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toMatch(/^Mobilier/);
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
