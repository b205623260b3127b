import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeMessage } from '@vitrine/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGED_EVENT } from '../../lib/cart-events';
import { renderInShop } from '../../test/render-in-shop';
import { cartLine, cartUpdate, shoppingCart } from './cart-fixtures';
import { CartPage } from './cart-page';

const chair = cartLine(1, 'Chaise Wren', 2);
const lamp = cartLine(2, 'Lampe Oda', 1, 30);

function listenToCartChanged() {
  const heard: unknown[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent).detail);
  document.addEventListener(CART_CHANGED_EVENT, listener);
  return { heard, stop: () => document.removeEventListener(CART_CHANGED_EVENT, listener) };
}

let stopListening = () => {};
afterEach(() => stopListening());

describe('CartPage', () => {
  it('shows each line with its link, SKU, unit price, quantity and totals', () => {
    renderInShop(<CartPage initial={shoppingCart([chair, lamp])} />, { at: '/fr/shoppingcarts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeTruthy();
    const rows = screen.getAllByTestId('cart-line');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Chaise Wren' }).getAttribute('href')).toBe('/fr/p/produit-1');
    expect(first.getByTestId('cart-line-sku').textContent).toBe('SKU-1');
    expect(
      (first.getByRole('spinbutton', { name: 'Quantité de Chaise Wren (SKU-1)' }) as HTMLInputElement).value,
    ).toBe('2');
    expect(screen.getByTestId('cart-total-incl').textContent).toBe('50,00 €');
    expect(screen.getByTestId('cart-total-excl').textContent).toBe('50,00 € HT');
  });

  it('a quantity change is sent, the answer shown, the server’s change named and announced', async () => {
    const listening = listenToCartChanged();
    stopListening = listening.stop;
    const adjusted = { ...chair, Quantity: 5, TotalTaxIncl: 50, TotalTaxInclHtml: '50,00 €' };
    const answer = cartUpdate([adjusted, lamp], chair.Id, {
      ItemOriginAndKey: chair.ItemOriginAndKey,
      ItemName: 'Chaise Wren',
      ItemId: chair.Id,
      RequestedQuantity: 6,
      Quantity: 5,
      Reason: 'Stock',
      Message: encodeMessage('Cart.QuantityAdjusted.Stock', { name: 'Chaise Wren', quantity: 5, step: 1 }),
    });
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(answer));
    renderInShop(<CartPage initial={shoppingCart([chair, lamp])} />, { at: '/fr/shoppingcarts', fetch });
    const input = screen.getByRole('spinbutton', { name: 'Quantité de Chaise Wren (SKU-1)' });
    await userEvent.clear(input);
    await userEvent.type(input, '6{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Il ne reste que 5 « Chaise Wren » en stock'),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain(`/api/v1/shoppingcarts/shoppingcartitems/${chair.Id}`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ Quantity: 6 });
    await waitFor(() =>
      expect(
        (screen.getByRole('spinbutton', { name: 'Quantité de Chaise Wren (SKU-1)' }) as HTMLInputElement)
          .value,
      ).toBe('5'),
    );
    expect(document.querySelector('.cart-line.is-changed')?.getAttribute('data-item-key')).toBe(
      chair.ItemOriginAndKey,
    );
    expect(listening.heard).toEqual([answer]);
  });

  it('deleting the last line shows the empty cart and announces it', async () => {
    const listening = listenToCartChanged();
    stopListening = listening.stop;
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(shoppingCart([])));
    renderInShop(<CartPage initial={shoppingCart([chair])} />, { at: '/fr/shoppingcarts', fetch });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Chaise Wren (SKU-1) du panier' }));
    await waitFor(() => expect(screen.getByText('Votre panier est vide.')).toBeTruthy());
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(screen.getByRole('status').textContent).toContain('« Chaise Wren » a été retiré de votre panier.');
    expect(listening.heard).toHaveLength(1);
  });

  it('a refused change is shown and the cart read again', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) =>
      init?.method === 'PUT'
        ? Response.json(
            {
              type: '/problems/not-found',
              title: 'Not found',
              status: 404,
              errors: { id: ['Cart.ItemNotFound'] },
            },
            { status: 404, headers: { 'content-type': 'application/problem+json' } },
          )
        : Response.json(shoppingCart([lamp])),
    );
    renderInShop(<CartPage initial={shoppingCart([chair, lamp])} />, { at: '/fr/shoppingcarts', fetch });
    await userEvent.click(
      screen.getByRole('button', { name: 'Augmenter la quantité de Chaise Wren (SKU-1)' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Cet article n’est plus dans votre panier.'),
    );
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
  });
});
