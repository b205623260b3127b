import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefundForm, RefundRequest } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { gateway, ORDER_ID as PLACED_ID, placedOrder } from '../checkout/checkout-fixtures';
import { OrderScreen } from '../orders/order-screen';
import { RefundList } from './refund-list';
import { RefundRequestPage, refundFigures } from './refund-request-page';

const ORDER_ID = '00000000-0000-4000-8000-0000000000aa';
const LINE_A = '00000000-0000-4000-8000-0000000000a1';
const LINE_B = '00000000-0000-4000-8000-0000000000a2';
const LINE_C = '00000000-0000-4000-8000-0000000000a3';

const refundForm = (overrides: Partial<RefundForm> = {}): RefundForm => ({
  OrderId: ORDER_ID,
  OrderNumber: 'V-100042',
  OrderStatus: 'delivered',
  CurrencyCode: 'EUR',
  Refundable: true,
  Methods: ['OriginalPayment', 'BankTransfer'],
  Lines: [
    {
      OrderLineId: LINE_A,
      Name: 'Bougie Ambre',
      SKU: 'BOU-1',
      Quantity: 3,
      RefundableQuantity: 3,
      UnitPriceTaxIncl: 19.99,
      UnitPriceTaxInclHtml: '19,99 €',
    },
    {
      OrderLineId: LINE_B,
      Name: 'Savon Lin',
      SKU: 'SAV-2',
      Quantity: 5,
      RefundableQuantity: 2,
      UnitPriceTaxIncl: 4.1,
      UnitPriceTaxInclHtml: '4,10 €',
    },
    {
      OrderLineId: LINE_C,
      Name: 'Vase Gris',
      SKU: 'VAS-3',
      Quantity: 1,
      RefundableQuantity: 0,
      UnitPriceTaxIncl: 45,
      UnitPriceTaxInclHtml: '45,00 €',
    },
  ],
  ...overrides,
});

const REFUND: RefundRequest = {
  Id: '00000000-0000-4000-8000-0000000000b1',
  Number: 'R-1001',
  OrderId: ORDER_ID,
  OrderNumber: 'V-100042',
  Status: 'rejected',
  PaymentMethod: 'BankTransfer',
  CurrencyCode: 'EUR',
  CreatedAt: '2026-11-20T10:00:00.000Z',
  Reason: '',
  Lines: [
    {
      OrderLineId: LINE_A,
      Name: 'Bougie Ambre',
      SKU: 'BOU-1',
      Quantity: 2,
      ApprovedQuantity: 0,
      UnitPriceTaxIncl: 19.99,
      UnitPriceTaxInclHtml: '19,99 €',
      Amount: 39.98,
      AmountDisplay: '39,98',
    },
  ],
  TotalQuantity: 2,
  TotalAmount: 39.98,
  TotalAmountDisplay: '39,98',
  TotalAmountHtml: '39,98 €',
  ApprovedAmount: null,
  ApprovedAmountHtml: null,
  RejectionReason: 'Délai dépassé',
  BankAccount: { Holder: 'Clara Claes', IbanEnd: '7034' },
  History: [],
};

/** Where a sent request leads: the customer's requests. */
const RefundsListed = () => <p>liste des remboursements</p>;

const lineRow = (name: string) =>
  screen.getAllByTestId('refund-line').find((row) => row.textContent?.includes(name)) as HTMLElement;

describe('the refund arithmetic (spec 001 §5)', () => {
  it('line amount = unit price incl. tax × quantity with 2 decimals and a comma; totals are the sums', () => {
    const figures = refundFigures(refundForm(), { [LINE_A]: 3, [LINE_B]: 3 });
    expect(figures.lines.map((line) => line.display)).toEqual(['59,97', '12,30', '0,00']);
    expect(figures.totalAmountDisplay).toBe('72,27');
    expect(figures.totalQuantity).toBe(6);
  });
});

describe('the refund request page', () => {
  it('shows each line’s amount and the totals as quantities change, never above what remains', async () => {
    const user = userEvent.setup();
    renderInShop(<RefundRequestPage form={refundForm()} />, { at: `/fr/sales/orders/${ORDER_ID}/refund` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Demande de remboursement — commande V-100042',
    );
    expect(screen.getAllByTestId('refund-line-amount').map((cell) => cell.textContent)).toEqual([
      '0,00',
      '0,00',
      '0,00',
    ]);
    for (let click = 0; click < 3; click++)
      await user.click(screen.getByRole('button', { name: 'Une de plus : Bougie Ambre' }));
    // Two soaps remain refundable: a third click changes nothing.
    for (let click = 0; click < 3; click++)
      await user.click(screen.getByRole('button', { name: 'Une de plus : Savon Lin' }));
    expect(within(lineRow('Bougie Ambre')).getByTestId('refund-line-amount').textContent).toBe('59,97');
    expect(within(lineRow('Savon Lin')).getByTestId('refund-line-amount').textContent).toBe('8,20');
    expect(screen.getByTestId('refund-total-count').textContent).toBe('5');
    expect(screen.getByTestId('refund-total-amount').textContent).toBe('68,17 EUR');
    // The vase was refunded already: no selector.
    expect(within(lineRow('Vase Gris')).queryByRole('spinbutton')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Une de moins : Bougie Ambre' }));
    expect(screen.getByTestId('refund-total-amount').textContent).toBe('48,18 EUR');
    expect(screen.getByTestId('refund-total-count').textContent).toBe('4');
  });

  it('shows the bank-transfer block for BankTransfer only', async () => {
    const user = userEvent.setup();
    renderInShop(<RefundRequestPage form={refundForm()} />, { at: `/fr/sales/orders/${ORDER_ID}/refund` });
    expect(screen.getByRole('radio', { name: 'Sur le moyen de paiement utilisé' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.queryByTestId('bank-transfer-info')).toBeNull();
    expect(screen.queryByLabelText('IBAN')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Par virement bancaire' }));
    const block = screen.getByTestId('bank-transfer-info');
    expect(within(block).getByLabelText('Titulaire du compte')).toBeTruthy();
    expect(within(block).getByLabelText('IBAN')).toBeTruthy();
    expect(within(block).getByLabelText('BIC')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Sur le moyen de paiement utilisé' }));
    expect(screen.queryByTestId('bank-transfer-info')).toBeNull();
  });

  it('checks IBAN and BIC with the shared rules before sending, in the page’s language', async () => {
    const api = gateway({});
    const user = userEvent.setup();
    renderInShop(<RefundRequestPage form={refundForm({ Methods: ['BankTransfer'] })} />, {
      at: `/fr/sales/orders/${ORDER_ID}/refund`,
      fetch: api.fetch,
    });
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Choisissez au moins un article à rembourser.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Une de plus : Savon Lin' }));
    await user.type(screen.getByLabelText('Titulaire du compte'), 'Clara Claes');
    await user.type(screen.getByLabelText('IBAN'), 'BE68 5390 0754 7035');
    await user.type(screen.getByLabelText('BIC'), 'GKCC');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Veuillez saisir un IBAN valide.')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir un code BIC valide.')).toBeTruthy();
    expect(screen.getByLabelText('IBAN').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('sends the lines, the method and the account, then shows the customer’s requests', async () => {
    const api = gateway({
      [`POST /api/v1/sales/orders/${ORDER_ID}/refunds`]: () => Response.json(REFUND, { status: 201 }),
    });
    const user = userEvent.setup();
    renderInShop(<RefundRequestPage form={refundForm()} />, {
      at: `/fr/sales/orders/${ORDER_ID}/refund`,
      fetch: api.fetch,
      routes: [{ path: '/fr/account/refunds', Component: RefundsListed }],
    });
    await user.click(screen.getByRole('button', { name: 'Une de plus : Bougie Ambre' }));
    await user.click(screen.getByRole('radio', { name: 'Par virement bancaire' }));
    await user.type(screen.getByLabelText('Titulaire du compte'), 'Clara Claes');
    await user.type(screen.getByLabelText('IBAN'), 'BE68 5390 0754 7034');
    await user.type(screen.getByLabelText('BIC'), 'GKCCBEBB');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(screen.getByText('liste des remboursements')).toBeTruthy());
    const [call] = api.callsTo('POST', `/api/v1/sales/orders/${ORDER_ID}/refunds`);
    expect(call?.body).toEqual({
      Lines: [{ OrderLineId: LINE_A, Quantity: 1 }],
      PaymentMethod: 'BankTransfer',
      Reason: '',
      BankAccountHolder: 'Clara Claes',
      IBAN: 'BE68 5390 0754 7034',
      BIC: 'GKCCBEBB',
    });
  });

  it('shows the server’s refusal of a quantity, translated', async () => {
    const api = gateway({
      [`POST /api/v1/sales/orders/${ORDER_ID}/refunds`]: () =>
        Response.json(
          {
            type: '/problems/refund-refused',
            title: 'Unprocessable',
            status: 422,
            errors: { 'Lines.0.Quantity': ['Refunds.QuantityAboveRemaining|{"max":1}'] },
          },
          { status: 422, headers: { 'content-type': 'application/problem+json' } },
        ),
    });
    const user = userEvent.setup();
    renderInShop(<RefundRequestPage form={refundForm()} />, {
      at: `/fr/sales/orders/${ORDER_ID}/refund`,
      fetch: api.fetch,
    });
    await user.click(screen.getByRole('button', { name: 'Une de plus : Bougie Ambre' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Vous pouvez demander au plus 1 pour cet article.')).toBeTruthy();
  });

  it('says when nothing is left to refund', () => {
    renderInShop(<RefundRequestPage form={refundForm({ Refundable: false, Methods: [] })} />, {
      at: `/fr/sales/orders/${ORDER_ID}/refund`,
    });
    expect(screen.getByText('Il n’y a plus rien à rembourser sur cette commande.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Envoyer la demande' })).toBeNull();
  });
});

describe('the customer’s refund requests', () => {
  it('lists each request with its status, amounts with a decimal comma and the reason of a rejection', () => {
    renderInShop(<RefundList items={[REFUND]} sent="R-1001" />, { at: '/fr/account/refunds' });
    expect(screen.getByRole('status').textContent).toBe('Votre demande de remboursement R-1001 est envoyée.');
    const row = screen.getByTestId('refund-row');
    expect(within(row).getByTestId('refund-status').textContent).toBe('Refusé');
    expect(row.textContent).toContain('39,98 EUR');
    expect(row.textContent).toContain('Délai dépassé');
  });
});

describe('the way to the refund request page', () => {
  const CLARA = {
    UserId: '00000000-0000-4000-8000-000000000778',
    Email: 'clara@example.com',
    FirstName: 'Clara',
    LastName: 'Claes',
    Roles: ['customer'],
    Culture: 'fr',
  } as const;

  it('is offered on a paid order of the signed-in customer, not on one still to pay; a refund shows in its history', () => {
    const paid = placedOrder({
      Status: 'delivered',
      History: [
        { Status: 'delivered', At: '2026-11-03T10:00:00.000Z', ActorKind: 'staff', Note: '' },
        {
          Status: 'delivered',
          At: '2026-11-04T10:00:00.000Z',
          ActorKind: 'staff',
          Note: 'R-1001: 10.00 EUR (BankTransfer)',
        },
      ],
    });
    const { unmount } = renderInShop(<OrderScreen order={paid} />, {
      at: `/fr/sales/orders/${PLACED_ID}`,
      user: { ...CLARA, Roles: [...CLARA.Roles] },
    });
    expect(screen.getByRole('link', { name: 'Demander un remboursement' }).getAttribute('href')).toBe(
      `/fr/sales/orders/${PLACED_ID}/refund`,
    );
    expect(screen.getByText('Remboursement')).toBeTruthy();
    unmount();
    renderInShop(<OrderScreen order={placedOrder()} />, {
      at: `/fr/sales/orders/${PLACED_ID}`,
      user: { ...CLARA, Roles: [...CLARA.Roles] },
    });
    expect(screen.queryByRole('link', { name: 'Demander un remboursement' })).toBeNull();
  });
});
