import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryNode } from '@vitrine/api-client';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../../test/render-in-shop';
import { CategoryMenu } from './category-menu';

const node = (n: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  CategoryId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  Name: name,
  Slug: name.toLowerCase(),
  Url: `/fr/c/${name.toLowerCase()}`,
  Photo: null,
  ProductCount: 10 * n,
  Children: children,
});
const tree = [
  node(1, 'Vêtements', [node(2, 'Robes', [node(4, 'Longues')]), node(3, 'Jupes')]),
  node(5, 'Maison'),
];

let fakeFetch: typeof globalThis.fetch = globalThis.fetch;

describe('CategoryMenu (spec 001 §4)', () => {
  it('loads the tree once when opened; the first click on a collapsed parent expands it instead of following', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(tree));
    fakeFetch = fetch;
    renderInShop(<CategoryMenu />, { fetch: fakeFetch });
    expect(fetch).not.toHaveBeenCalled();
    const toggle = screen.getByRole('button', { name: 'Nos produits' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const parent = await screen.findByRole('link', { name: 'Vêtements (10 produits)' });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/catalog/fr/categories');
    expect(parent.getAttribute('aria-expanded')).toBe('false');

    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(parent, first);
    expect(first.defaultPrevented).toBe(true);
    expect(parent.getAttribute('aria-expanded')).toBe('true');

    // The sub-menu slides open in 180 ms (spec 001 §4).
    const sub = parent.nextElementSibling as HTMLElement;
    expect(sub.classList.contains('is-expanded')).toBe(true);
    expect(sub.style.transitionDuration).toBe('180ms');

    const second = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(parent, second);
    expect(second.defaultPrevented).toBe(false);

    // A leaf is a plain link from the first click.
    const leaf = screen.getByRole('link', { name: 'Jupes (30 produits)' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(leaf, click);
    expect(click.defaultPrevented).toBe(false);

    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
