import { screen, within } from '@testing-library/react';
import type { OrderList as OrderListPage } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { ORDER_ID, placedOrder } from '../checkout/checkout-fixtures';
import { OrderList } from './order-list';
import { OrderScreen } from './order-screen';
import { pageNumber } from './orders-loader.server';

const row = (index: number, overrides: Partial<OrderListPage['Items'][number]> = {}) => ({
  Id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  Number: `V-${100000 + index}`,
  Status: 'paid' as const,
  PlacedAt: '2026-11-20T10:15:00.000Z',
  ItemsQuantityCount: 3,
  AmountTaxIncl: 42.5,
  AmountTaxInclHtml: '42,50 €',
  ...overrides,
});

describe('OrderList', () => {
  it('lists the customer’s orders with number, date, status, items and total, each leading to its screen', () => {
    const list: OrderListPage = {
      Items: [row(2, { Status: 'placed' }), row(1)],
      TotalCount: 2,
      PageNumber: 1,
      PageSize: 10,
    };
    renderInShop(<OrderList list={list} />, { at: '/fr/sales/orders' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeTruthy();
    const rows = screen.getAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Commande V-100002' }).getAttribute('href')).toBe(
      '/fr/sales/orders/00000000-0000-4000-8000-000000000002',
    );
    expect(first.getByText('En attente de paiement')).toBeTruthy();
    expect(first.getByText('20 novembre 2026')).toBeTruthy();
    expect(first.getByText('3')).toBeTruthy();
    expect(first.getByText('42,50 €')).toBeTruthy();
    expect(within(rows[1]!).getByText('Payée')).toBeTruthy();
    // One page: no pagination.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pages by pagenbr: the links carry the page number, the first page none', () => {
    const list: OrderListPage = {
      Items: Array.from({ length: 10 }, (_, index) => row(index + 11)),
      TotalCount: 25,
      PageNumber: 2,
      PageSize: 10,
    };
    renderInShop(<OrderList list={list} />, { at: '/fr/sales/orders?pagenbr=2' });
    const pagination = screen.getByRole('navigation');
    expect(
      within(pagination)
        .getByRole('link', { name: /Précédent/ })
        .getAttribute('href'),
    ).toBe('/fr/sales/orders');
    expect(
      within(pagination)
        .getByRole('link', { name: /Suivant/ })
        .getAttribute('href'),
    ).toBe('/fr/sales/orders?pagenbr=3');
    expect(screen.getByText('Commandes : 25')).toBeTruthy();
  });

  it('without orders, says so and leads to the catalogue', () => {
    renderInShop(<OrderList list={{ Items: [], TotalCount: 0, PageNumber: 1, PageSize: 10 }} />, {
      at: '/nl/sales/orders',
      culture: 'nl',
    });
    expect(screen.getByText('Je hebt nog geen bestelling geplaatst.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ontdek de catalogus' }).getAttribute('href')).toBe(
      '/nl/catalog',
    );
  });

  it('reads pagenbr as a whole page number from 1, anything else as the first page', () => {
    expect(pageNumber(new URLSearchParams('pagenbr=3'))).toBe(3);
    for (const bad of ['', 'pagenbr=0', 'pagenbr=-2', 'pagenbr=1.5', 'pagenbr=abc', 'pagenbr=99999'])
      expect(pageNumber(new URLSearchParams(bad))).toBe(1);
  });
});

describe('OrderScreen', () => {
  it('shows the order as placed with its history, and leads back to the list', () => {
    const order = placedOrder({
      Status: 'shipped',
      CanPay: false,
      History: [
        { Status: 'placed', At: '2026-11-20T10:15:00.000Z', ActorKind: 'customer', Note: '' },
        { Status: 'paid', At: '2026-11-20T10:16:00.000Z', ActorKind: 'provider', Note: '' },
        { Status: 'shipped', At: '2026-11-21T08:00:00.000Z', ActorKind: 'staff', Note: 'internal note' },
      ],
    });
    renderInShop(<OrderScreen order={order} />, { at: `/fr/sales/orders/${ORDER_ID}` });
    expect(screen.getByRole('heading', { level: 1, name: `Commande ${order.Number}` })).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Expédiée');
    const history = screen.getByRole('region', { name: 'Suivi de la commande' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(/\d/)[0]),
    ).toEqual(['En attente de paiement', 'Payée', 'Expédiée']);
    // Staff notes are the shop's own: the customer never reads them.
    expect(screen.queryByText('internal note')).toBeNull();
    expect(screen.getByTestId('order-line').textContent).toContain('Chaise Wren');
    expect(screen.queryByRole('link', { name: 'Payer maintenant' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour à mes commandes' }).getAttribute('href')).toBe(
      '/fr/sales/orders',
    );
  });

  it('an order still to pay offers its payment', () => {
    renderInShop(<OrderScreen order={placedOrder()} />, { at: `/fr/sales/orders/${ORDER_ID}` });
    expect(screen.getByRole('link', { name: 'Payer maintenant' }).getAttribute('href')).toBe(
      `/fr/sales/orders/${ORDER_ID}/payment`,
    );
  });
});
