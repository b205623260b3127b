import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { ORDER_ID, placedOrder } from './checkout-fixtures';
import { OrderConfirmation } from './order-confirmation';

const AT = `/fr/sales/orders/${ORDER_ID}/confirmation`;

describe('OrderConfirmation', () => {
  it('thanks the shopper with the number, the status paid, the lines, totals and addresses', () => {
    renderInShop(<OrderConfirmation order={placedOrder({ Status: 'paid', CanPay: false })} />, { at: AT });
    expect(screen.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('V-2026-000042');
    expect(screen.getByTestId('order-status').textContent).toBe('Payée');
    expect(screen.getByText('Votre paiement a bien été reçu : nous préparons votre commande.')).toBeTruthy();
    const [line] = screen.getAllByTestId('order-line');
    expect(within(line!).getByText('Chaise Wren')).toBeTruthy();
    expect(within(line!).getByText('2 × 10,00 €')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('25,95 €');
    const billing = screen.getByRole('region', { name: 'Adresse de facturation' });
    expect(billing.textContent).toContain('Rue Haute 12');
    expect(billing.textContent).toContain('1000 Bruxelles');
    expect(screen.getByRole('region', { name: 'Adresse de livraison' }).textContent).toContain('Belgique');
    expect(screen.queryByRole('link', { name: 'Payer maintenant' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' }).getAttribute('href')).toBe('/fr');
  });

  it('an order delivered to a birth list’s parents names them instead of an address', () => {
    const order = placedOrder({ DeliveredToBirthList: 'Liste de Léa' });
    renderInShop(
      <OrderConfirmation
        order={{ ...order, ShippingAddress: { ...order.ShippingAddress, Street1: '', City: '' } }}
      />,
      { at: AT },
    );
    const shipping = screen.getByRole('region', { name: 'Adresse de livraison' });
    expect(shipping.textContent).toContain('Livré aux parents de « Liste de Léa »');
    expect(shipping.textContent).not.toContain('Belgique');
  });

  it('an order awaiting payment says so and offers the payment page', () => {
    renderInShop(<OrderConfirmation order={placedOrder()} />, { at: AT });
    expect(screen.getByTestId('order-status').textContent).toBe('En attente de paiement');
    expect(screen.getByRole('link', { name: 'Payer maintenant' }).getAttribute('href')).toBe(
      `/fr/sales/orders/${ORDER_ID}/payment`,
    );
  });
});
