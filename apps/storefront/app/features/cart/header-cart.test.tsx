import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { announceCartChanged } from '../../lib/cart-events';
import { InShop, renderInShop } from '../../test/render-in-shop';
import { cartLine, shoppingCart } from './cart-fixtures';
import { HeaderCart } from './header-cart';

const chair = cartLine(1, 'Chaise Wren', 2);
const lamp = cartLine(2, 'Lampe Oda', 1, 30);

function Widget() {
  return (
    <InShop>
      <HeaderCart />
    </InShop>
  );
}

const Stub = createRoutesStub([{ path: '/fr', Component: Widget }]);

describe('HeaderCart', () => {
  it('renders on the server as a link to the cart page, without a count to guess', () => {
    const html = renderToString(<Stub initialEntries={['/fr']} />);
    expect(html).toContain('href="/fr/shoppingcarts"');
    expect(html).not.toContain('header-cart__count');
  });

  it('loads the count after hydration and follows each cart change', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(shoppingCart([chair])));
    renderInShop(<HeaderCart />, { fetch });
    await waitFor(() => expect(screen.getByTestId('header-cart-count').textContent).toBe('2'));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/v1/shoppingcarts?culture=fr');
    expect(screen.getByRole('link', { name: /Panier.*2 article\(s\) dans le panier/ })).toBeTruthy();

    // An announcement with the server's cart is taken as it is.
    act(() => announceCartChanged(shoppingCart([chair, lamp])));
    expect(screen.getByTestId('header-cart-count').textContent).toBe('3');
    expect(fetch).toHaveBeenCalledTimes(1);

    // Without one, the widget asks the server.
    fetch.mockImplementation(async () => Response.json(shoppingCart([lamp])));
    act(() => announceCartChanged());
    await waitFor(() => expect(screen.getByTestId('header-cart-count').textContent).toBe('1'));
  });

  it('shows its lines on focus, reloaded, and hides them on Escape', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(shoppingCart([chair, lamp])));
    renderInShop(<HeaderCart />, { fetch });
    await waitFor(() => expect(screen.getByTestId('header-cart-count').textContent).toBe('3'));
    const panel = document.querySelector<HTMLElement>('.header-cart__panel');
    expect(panel?.hidden).toBe(true);
    await userEvent.tab();
    expect(panel?.hidden).toBe(false);
    expect(screen.getByRole('link', { name: 'Lampe Oda' })).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await userEvent.keyboard('{Escape}');
    expect(panel?.hidden).toBe(true);
    expect(document.activeElement?.className).toBe('header-cart__link');
  });
});
