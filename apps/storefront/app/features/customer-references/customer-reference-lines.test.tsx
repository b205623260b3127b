import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
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
