import { screen, within } from '@testing-library/react';
import type { SalesCustomer, SalesPrepaidAccount } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { json, problem, staffUser } from '../../test/fake-api';
import { renderApp, text } from '../../test/render-app';

const ME = 'GET /api/v1/security/me';
const CAMILLE: SalesCustomer = {
  CustomerId: '00000000-0000-4000-8000-000000009303',
  Email: 'camille.martin@atelier.example',
  FirstName: 'Camille',
  LastName: 'Martin',
  Company: 'Atelier Martin',
};
const ACCOUNT: SalesPrepaidAccount = {
  CustomerId: CAMILLE.CustomerId,
  PrepaidAccountId: '00000000-0000-4000-8000-000000009401',
  CurrencyCode: 'EUR',
  Balance: 500,
  BalanceHtml: '500,00 €',
  History: {
    Items: [
      {
        Id: 1,
        At: '2026-11-20T10:00:00.000Z',
        Kind: 'topup',
        Amount: 500,
        AmountHtml: '500,00 €',
        BalanceAfter: 500,
        BalanceAfterHtml: '500,00 €',
        Reason: 'Bank transfer BE-TRF-001',
        ActorKind: 'staff',
        ActorEmail: 'sacha.sales@vitrine.example',
        OrderId: null,
        PaymentReference: 'BE-TRF-001',
      },
    ],
    TotalCount: 1,
    PageNumber: 1,
    PageSize: 10,
  },
};
const ACCOUNT_PATH = `/api/v1/sales/customers/${CAMILLE.CustomerId}/prepaidaccount`;

describe('the sales desk’s areas', () => {
  it('shows a sales user the customers and prepaid orders areas, never the settings or the asset library', async () => {
    renderApp({ routes: { [ME]: () => json(200, staffUser(['sales'])) } });
    await screen.findAllByRole('link', { name: text('Backoffice.PrepaidOrders') });
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(
      expect.arrayContaining([text('Backoffice.Customers'), text('Backoffice.PrepaidOrders')]),
    );
    expect(links).not.toContain(text('Backoffice.Settings'));
    expect(links).not.toContain(text('Backoffice.Assets'));
  });

  it('hides the prepaid orders from an editor, and refuses its address', async () => {
    const view = renderApp({
      url: '/admin/prepaid-orders',
      routes: { [ME]: () => json(200, staffUser(['editor'])) },
    });
    expect(await screen.findByText(text('Security.Forbidden'))).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: text('SalesDesk.CustomerLabel') })).toBeNull();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).not.toContain(text('Backoffice.PrepaidOrders'));
    expect(view.server.callsTo('GET', '/api/v1/sales/customers')).toEqual([]);
  });

  it('acts only for a picked customer, shows their account with who did what, and a refused top-up’s returned Message', async () => {
    const view = renderApp({
      url: '/admin/customers',
      routes: {
        [ME]: () => json(200, staffUser(['sales'])),
        'GET /api/v1/sales/customers': () => json(200, [CAMILLE]),
        [`GET ${ACCOUNT_PATH}`]: () => json(200, ACCOUNT),
        [`POST ${ACCOUNT_PATH}/topups`]: () =>
          problem(400, '/problems/validation', {
            errors: { Amount: ['Sales.Prepaid.AmountCents'] },
            Message: 'Sales.Prepaid.AmountCents',
          }),
      },
    });
    expect(await screen.findByText(text('SalesDesk.PickCustomerFirst'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: text('SalesDesk.TopUpSubmit') })).toBeNull();

    await view.user.type(
      await screen.findByRole('combobox', { name: text('SalesDesk.CustomerLabel') }),
      'ca',
    );
    await view.user.click(await screen.findByRole('option', { name: /camille\.martin/ }));
    expect(await screen.findByText(text('SalesDesk.Balance', { balance: '500,00 €' }))).toBeTruthy();
    const history = screen.getByRole('table', { name: text('SalesDesk.History') });
    expect(within(history).getByText('sacha.sales@vitrine.example')).toBeTruthy();
    expect(within(history).getByText(text('SalesDesk.Kind.topup'))).toBeTruthy();

    await view.user.type(screen.getByRole('textbox', { name: text('SalesDesk.TopUpAmount') }), '12,345');
    await view.user.type(
      screen.getByRole('textbox', { name: text('SalesDesk.TopUpReference') }),
      'BE-TRF-002',
    );
    await view.user.click(screen.getByRole('button', { name: text('SalesDesk.TopUpSubmit') }));
    expect(await screen.findByText(text('Sales.Prepaid.AmountCents'))).toBeTruthy();
    const [sent] = view.server.callsTo('POST', `${ACCOUNT_PATH}/topups`);
    expect(sent?.body).toEqual({ Amount: 12.345, Reference: 'BE-TRF-002', Reason: '' });
    expect(sent?.headers.get('idempotency-key')).toBeTruthy();
  }, 40_000);
});
