import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stringResources } from '@vitrine/i18n';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { cartLine, shoppingCart } from '../cart/cart-fixtures';
import { renderCartItemsFragment } from '../cart/cart-items-fragment.server';
import { HeaderCart } from '../cart/header-cart';
import { checkoutCart, placedOrder } from '../checkout/checkout-fixtures';
import { CheckoutSummary } from '../checkout/checkout-summary';
import { OrderSummary } from '../checkout/order-details';

describe('the customer’s references on checkout’s and the order’s lines', () => {
  it('checkout names the reference of a line that has one, and nothing for the others', () => {
    const cart = checkoutCart();
    const [first, ...others] = cart.Items;
    if (!first) throw new Error('the fixture cart has no line');
    renderInShop(
      <CheckoutSummary
        cart={{
          ...cart,
          Items: [
            { ...first, CustomerSKU: 'CARLA-01' },
            ...others.map((item) => ({ ...item, CustomerSKU: null })),
          ],
        }}
      >
        {null}
      </CheckoutSummary>,
    );
    const lines = screen.getAllByTestId('checkout-line');
    expect(within(lines[0] as HTMLElement).getByTestId('line-customer-reference').textContent).toBe(
      'Ma référence : CARLA-01',
    );
    expect(screen.getAllByTestId('line-customer-reference')).toHaveLength(1);
  });

  it('an order shows the reference its line kept', () => {
    const order = placedOrder();
    const [first, ...others] = order.Items;
    if (!first) throw new Error('the fixture order has no line');
    renderInShop(
      <OrderSummary order={{ ...order, Items: [{ ...first, CustomerSKU: 'CARLA-02' }, ...others] }} />,
    );
    expect(
      within(screen.getAllByTestId('order-line')[0] as HTMLElement).getByTestId('line-customer-reference')
        .textContent,
    ).toBe('Ma référence : CARLA-02');
  });
});

describe('the customer’s references on the header cart’s lines', () => {
  const cart = shoppingCart([
    { ...cartLine(1, 'Chaise Wren', 2), CustomerSKU: 'CARLA <01>' },
    { ...cartLine(2, 'Lampe Oda', 1), CustomerSKU: null },
  ]);

  it('the header cart names the reference of a line that has one, and nothing for the others', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(cart));
    renderInShop(<HeaderCart />, { fetch });
    await waitFor(() => expect(screen.getByTestId('header-cart-count').textContent).toBe('3'));
    // The lines show when the focus comes to the widget.
    await userEvent.tab();
    const chair = await screen.findByRole('link', { name: 'Chaise Wren' });
    const line = chair.closest('li') as HTMLElement;
    expect(within(line).getByTestId('line-customer-reference').textContent).toBe('Ma référence : CARLA <01>');
    const lamp = screen.getByRole('link', { name: 'Lampe Oda' }).closest('li') as HTMLElement;
    expect(within(lamp).queryByTestId('line-customer-reference')).toBeNull();
  });

  it('the shoppingcartitems fragment carries it too, escaped', () => {
    const html = renderCartItemsFragment({
      cart,
      culture: 'fr',
      strings: stringResources.fr,
      cartUrl: '/fr/shoppingcarts',
    });
    expect(html).toContain('Ma référence : CARLA &lt;01&gt;');
    expect(html.match(/data-testid="line-customer-reference"/g)).toHaveLength(1);
  });
});
