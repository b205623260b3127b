import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShoppingCart } from '@vitrine/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGED_EVENT } from '../../lib/cart-events';
import { renderInShop } from '../../test/render-in-shop';
import { cartLine, shoppingCart } from './cart-fixtures';
import { CartPage } from './cart-page';

// Two variants of one chair (one product), and a lamp.
const chairRed = cartLine(1, 'Chaise Wren', 2);
const chairBlue = { ...cartLine(2, 'Chaise Wren', 1), ProductId: chairRed.ProductId };
const lamp = cartLine(3, 'Lampe Oda', 1, 30);

let cleanup = () => {};
afterEach(() => cleanup());

/** A fetch whose answer the test releases, to look at the page while the call runs. */
function heldFetch(answer: ShoppingCart) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    await released;
    return Response.json(answer);
  });
  return { fetch, release };
}

describe('CartPage: clearing a product, and the blocking loader (spec 001 §2, §4 "Cart update")', () => {
  it('offers to clear a product only on the first line of a product in several variants', () => {
    renderInShop(<CartPage initial={shoppingCart([chairRed, lamp, chairBlue])} />, {
      at: '/fr/shoppingcarts',
    });
    const buttons = screen.getAllByRole('button', { name: 'Retirer toutes les variantes de Chaise Wren' });
    expect(buttons).toHaveLength(1);
    const [first] = screen.getAllByTestId('cart-line');
    expect(within(first!).getByRole('button', { name: /Retirer toutes les variantes/ })).toBe(buttons[0]);
    expect(screen.queryByRole('button', { name: /variantes de Lampe Oda/ })).toBeNull();
  });

  it('clears the product in one call, covers the page while it runs, then shows and announces the cart', async () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener(CART_CHANGED_EVENT, listener);
    cleanup = () => document.removeEventListener(CART_CHANGED_EVENT, listener);
    const answer = shoppingCart([lamp]);
    const { fetch, release } = heldFetch(answer);
    renderInShop(<CartPage initial={shoppingCart([chairRed, chairBlue, lamp])} />, {
      at: '/fr/shoppingcarts',
      fetch,
    });

    await userEvent.click(
      screen.getByRole('button', { name: 'Retirer toutes les variantes de Chaise Wren' }),
    );
    // While the call runs: the blocking loader covers the page, which says it is busy.
    const loader = await screen.findByText('Mise à jour du panier…');
    expect(loader.closest('.blocking-loader')).not.toBeNull();
    expect(document.querySelector('.cart-page')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(3);

    release();
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(document.querySelector('.blocking-loader')).toBeNull();
    expect(document.querySelector('.cart-page')?.getAttribute('aria-busy')).toBe('false');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain(`/api/v1/shoppingcarts/products/${chairRed.ProductId}`);
    expect(init?.method).toBe('DELETE');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(
      screen.getByText('Toutes les variantes de « Chaise Wren » ont été retirées de votre panier.'),
    ).toBeTruthy();
    expect(heard).toEqual([answer]);
  });

  it('a second change while one runs is not sent: changes never cross', async () => {
    const { fetch, release } = heldFetch(shoppingCart([chairRed, chairBlue]));
    renderInShop(<CartPage initial={shoppingCart([chairRed, chairBlue, lamp])} />, {
      at: '/fr/shoppingcarts',
      fetch,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Lampe Oda (SKU-3) du panier' }));
    await screen.findByText('Mise à jour du panier…');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Chaise Wren (SKU-1) du panier' }));
    release();
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
