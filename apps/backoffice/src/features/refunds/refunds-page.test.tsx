import { screen, waitFor, within } from '@testing-library/react';
import type { StaffRefund, StaffRefundList } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { type FakeRoutes, json, problem, staffUser } from '../../test/fake-api';
import { renderApp, text } from '../../test/render-app';

const ME = 'GET /api/v1/security/me';
const DESK = '/api/v1/backoffice/refunds';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Clara asked two tables and a lamp back by bank transfer. */
const REQUESTED: StaffRefund = {
  Id: id(1),
  Number: 'R-1001',
  OrderId: id(2),
  OrderNumber: 'V-100002',
  Status: 'requested',
  PaymentMethod: 'BankTransfer',
  CurrencyCode: 'EUR',
  CreatedAt: '2026-11-20T10:00:00.000Z',
  Reason: 'Trop grand',
  Lines: [
    {
      OrderLineId: id(11),
      Name: 'Table Basse Verre',
      SKU: 'TBV-01',
      Quantity: 2,
      ApprovedQuantity: null,
      UnitPriceTaxIncl: 149,
      UnitPriceTaxInclHtml: '149,00 €',
      Amount: 298,
      AmountDisplay: '298,00',
    },
    {
      OrderLineId: id(12),
      Name: 'Lampe Arc',
      SKU: 'LMP-02',
      Quantity: 1,
      ApprovedQuantity: null,
      UnitPriceTaxIncl: 39,
      UnitPriceTaxInclHtml: '39,00 €',
      Amount: 39,
      AmountDisplay: '39,00',
    },
  ],
  TotalQuantity: 3,
  TotalAmount: 337,
  TotalAmountDisplay: '337,00',
  TotalAmountHtml: '337,00 €',
  ApprovedAmount: null,
  ApprovedAmountHtml: null,
  RejectionReason: null,
  BankAccount: { Holder: 'Clara Claes', IbanEnd: '7034' },
  Email: 'clara@vitrine.example',
  OrderStatus: 'delivered',
  BankTransfer: { Holder: 'Clara Claes', IBAN: 'BE68539007547034', BIC: 'GKCCBEBB' },
  Restocked: false,
  SettlementReference: null,
  History: [
    {
      Status: 'requested',
      At: '2026-11-20T10:00:00.000Z',
      ActorKind: 'customer',
      Note: 'Trop grand',
      ActorEmail: null,
    },
  ],
  Version: 1,
};

const list: StaffRefundList = {
  Items: [
    {
      Id: REQUESTED.Id,
      Number: REQUESTED.Number,
      OrderId: REQUESTED.OrderId,
      OrderNumber: REQUESTED.OrderNumber,
      Email: REQUESTED.Email,
      Status: 'requested',
      PaymentMethod: 'BankTransfer',
      CreatedAt: REQUESTED.CreatedAt,
      TotalQuantity: 3,
      TotalAmountHtml: '337,00 €',
    },
  ],
  TotalCount: 1,
  Page: 1,
  PageSize: 20,
};

async function openRequest(routes: FakeRoutes = {}) {
  const view = renderApp({
    url: '/admin/refunds',
    routes: {
      [ME]: () => json(200, staffUser(['sales'])),
      [`GET ${DESK}`]: () => json(200, list),
      [`GET ${DESK}/${REQUESTED.Id}`]: () => json(200, REQUESTED),
      ...routes,
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: text('Backoffice.Refunds') })).toBeTruthy();
  await view.user.click(await screen.findByRole('button', { name: /R-1001/ }));
  expect(await screen.findByText('BE68539007547034')).toBeTruthy();
  return view;
}

describe('refund requests in the back office', () => {
  it('lists the requests waiting for a decision and shows one with its lines and bank account', async () => {
    const view = await openRequest();
    expect(view.server.callsTo('GET', DESK)[0]?.url.searchParams.get('status')).toBe('requested');
    expect(screen.getByText('GKCCBEBB')).toBeTruthy();
    expect(screen.getByText('Trop grand', { selector: 'dd' })).toBeTruthy();
    const lines = screen.getByRole('table', { name: text('Backoffice.RefundItems') });
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    expect(within(lines).getByText('298,00 EUR')).toBeTruthy();
  });

  it('approves in part: the quantity per line, the stock, the version as read', async () => {
    let approved: unknown;
    const view = await openRequest({
      [`POST ${DESK}/${REQUESTED.Id}/approve`]: (request) => {
        approved = request.body;
        return json(200, {
          ...REQUESTED,
          Status: 'partially_approved',
          Version: 2,
          ApprovedAmount: 149,
          ApprovedAmountHtml: '149,00 €',
          Lines: REQUESTED.Lines.map((line, index) => ({ ...line, ApprovedQuantity: index === 0 ? 1 : 0 })),
        });
      },
    });
    await view.user.click(screen.getByRole('button', { name: text('Backoffice.RefundApprove') }));
    const dialog = await screen.findByRole('dialog', {
      name: text('Backoffice.RefundApproveTitle', { number: 'R-1001' }),
    });
    const table = within(dialog).getByLabelText(
      text('Backoffice.RefundApprovedQuantityOf', { name: 'Table Basse Verre' }),
    );
    await view.user.clear(table);
    await view.user.type(table, '1');
    const lamp = within(dialog).getByLabelText(
      text('Backoffice.RefundApprovedQuantityOf', { name: 'Lampe Arc' }),
    );
    await view.user.clear(lamp);
    await view.user.type(lamp, '0');
    await view.user.click(within(dialog).getByLabelText(text('Backoffice.RefundRestock')));
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.RefundApprove') }));
    expect(
      await screen.findByText(
        text('Backoffice.RefundDone', {
          number: 'R-1001',
          status: text('Refunds.Status.partially_approved'),
        }),
      ),
    ).toBeTruthy();
    expect(approved).toEqual({
      Lines: [
        { OrderLineId: id(11), Quantity: 1 },
        { OrderLineId: id(12), Quantity: 0 },
      ],
      Restock: true,
      Note: '',
      Version: 1,
    });
  });

  it('rejects with a reason, and says why when the request changed meanwhile', async () => {
    const view = await openRequest({
      [`POST ${DESK}/${REQUESTED.Id}/reject`]: () =>
        problem(409, '/problems/conflict', { errors: { Version: ['Backoffice.RefundsChangedMeanwhile'] } }),
    });
    await view.user.click(screen.getByRole('button', { name: text('Backoffice.RefundReject') }));
    const dialog = await screen.findByRole('dialog', {
      name: text('Backoffice.RefundRejectTitle', { number: 'R-1001' }),
    });
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.RefundReject') }));
    expect(within(dialog).getByText(text('Validation.Required'))).toBeTruthy();
    expect(view.server.callsTo('POST', `${DESK}/${REQUESTED.Id}/reject`)).toHaveLength(0);
    await view.user.type(within(dialog).getByLabelText(/Motif communiqué au client/), 'Délai dépassé');
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.RefundReject') }));
    await waitFor(() => expect(screen.getByText(text('Backoffice.RefundsChangedMeanwhile'))).toBeTruthy());
    expect(view.server.callsTo('POST', `${DESK}/${REQUESTED.Id}/reject`)[0]?.body).toEqual({
      Reason: 'Délai dépassé',
      Version: 1,
    });
  });
});
