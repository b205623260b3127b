import { screen, waitFor, within } from '@testing-library/react';
import type { StaffOrder, StaffOrderList, StaffOrderSummary } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { json, problem, staffUser } from '../../test/fake-api';
import { renderApp, text } from '../../test/render-app';

const ME = 'GET /api/v1/security/me';
const DESK = '/api/v1/backoffice/orders';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SELLER = 'sam.sales@vitrine.example';

const summary = (n: number, overrides: Partial<StaffOrderSummary> = {}): StaffOrderSummary => ({
  Id: id(n),
  Number: `V-${100000 + n}`,
  Status: 'placed',
  PlacedAt: `2026-11-${String(10 + (n % 18)).padStart(2, '0')}T10:00:00.000Z`,
  Email: `client${n}@vitrine.example`,
  CustomerName: `Client ${n}`,
  ItemsQuantityCount: 1,
  AmountTaxIncl: 149,
  AmountTaxInclHtml: '149,00 €',
  CurrencyCode: 'EUR',
  ...overrides,
});

const address = {
  FirstName: 'Bruno',
  LastName: 'Janssens',
  Company: null,
  Street1: 'Rue de la Loi',
  HouseNumber: '16',
  BoxNumber: null,
  PostalCode: '1000',
  City: 'Bruxelles',
  CountryId: 'BE',
  CountryName: 'Belgique',
  Phone: null,
};

/** Bruno's order, paid: it may be shipped or cancelled. */
const PAID: StaffOrder = {
  Id: id(2),
  Number: 'V-100002',
  Status: 'paid',
  PlacedAt: '2026-11-12T10:00:00.000Z',
  Email: 'bruno@atelier.example',
  AccountType: 'Private',
  VAT: null,
  VatExempt: false,
  CurrencyCode: 'EUR',
  Items: [
    {
      Id: id(201),
      ProductVariantId: id(301),
      Name: 'Table Basse Verre',
      SKU: 'TBV-01',
      Quantity: 2,
      UnitPriceTaxIncl: 149,
      UnitPriceTaxInclHtml: '149,00 €',
      TotalTaxIncl: 298,
      TotalTaxInclHtml: '298,00 €',
      ItemOrigin: 'Catalog',
    },
  ],
  SubtotalHtml: '298,00 €',
  Discount: 0,
  DiscountHtml: '0,00 €',
  ShippingAmountHtml: '0,00 €',
  ShippingMethodName: 'Livraison à domicile',
  TaxAmountHtml: '51,72 €',
  AmountTaxIncl: 298,
  AmountTaxInclHtml: '298,00 €',
  AmountTaxExclHtml: '246,28 €',
  BillingAddress: address,
  ShippingAddress: { ...address, Street1: 'Avenue Louise', HouseNumber: '120' },
  PickupPointName: null,
  History: [
    {
      Status: 'placed',
      At: '2026-11-12T10:00:00.000Z',
      ActorKind: 'guest',
      Note: '',
      ActorId: null,
      ActorEmail: null,
    },
    {
      Status: 'paid',
      At: '2026-11-12T10:05:00.000Z',
      ActorKind: 'system',
      Note: 'Payment',
      ActorId: null,
      ActorEmail: null,
    },
  ],
  CanPay: false,
  CustomerId: null,
  NextStatuses: ['shipped', 'cancelled'],
  Version: 2,
};

const listOf = (items: StaffOrderSummary[], total = items.length, page = 1): StaffOrderList => ({
  Items: items,
  TotalCount: total,
  Page: page,
  PageSize: 20,
});

/** The order after a staff member moved it. */
function movedTo(order: StaffOrder, status: StaffOrder['Status'], note: string, email = SELLER): StaffOrder {
  return {
    ...order,
    Status: status,
    Version: order.Version + 1,
    NextStatuses: status === 'shipped' ? ['delivered'] : [],
    History: [
      ...order.History,
      {
        Status: status,
        At: '2026-11-13T09:00:00.000Z',
        ActorKind: 'staff',
        Note: note,
        ActorId: id(900),
        ActorEmail: email,
      },
    ],
  };
}

const listCalls = (view: ReturnType<typeof renderApp>) =>
  view.server.callsTo('GET', DESK).map((call) => Object.fromEntries(call.url.searchParams));

describe('the order desk', () => {
  it('lists the orders and narrows them by status, by a search once typing pauses, and by page', async () => {
    const first = Array.from({ length: 20 }, (_, index) => summary(index + 1));
    const view = renderApp({
      url: '/admin/orders',
      routes: {
        [ME]: () => json(200, staffUser(['sales'])),
        [`GET ${DESK}`]: (request) => {
          const params = request.url.searchParams;
          if (params.get('q') === 'bruno@atelier')
            return json(200, listOf([summary(2, { Email: 'bruno@atelier.example' })]));
          if (params.get('status') === 'paid') return json(200, listOf([summary(2, { Status: 'paid' })]));
          if (params.get('page') === '2') return json(200, listOf([summary(21)], 21, 2));
          return json(200, listOf(first, 21));
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: text('Backoffice.Orders') })).toBeTruthy();
    const list = await screen.findByRole('list', { name: text('Backoffice.OrdersList') });
    expect(within(list).getAllByRole('button')).toHaveLength(20);
    const entry = within(list).getByRole('button', { name: /V-100001/ });
    expect(entry.textContent).toContain('Client 1');
    expect(entry.textContent).toContain('client1@vitrine.example');
    expect(entry.textContent).toContain('149,00 €');
    expect(entry.textContent).toContain(text('Orders.Status.placed'));
    expect(screen.getByText(text('Backoffice.OrdersRange', { from: 1, to: 20, total: 21 }))).toBeTruthy();
    expect(listCalls(view)[0]).toMatchObject({ page: '1', pageSize: '20', culture: 'fr' });

    // Paging, by keyboard.
    const paging = screen.getByRole('navigation', { name: text('Backoffice.OrdersPaging') });
    const previous = within(paging).getByRole('button', { name: text('Backoffice.OrdersPrevious') });
    const next = within(paging).getByRole('button', { name: text('Backoffice.OrdersNext') });
    expect(previous).toHaveProperty('disabled', true);
    next.focus();
    await view.user.keyboard('{Enter}');
    expect(await within(list).findByRole('button', { name: /V-100021/ })).toBeTruthy();
    expect(screen.getByText(text('Backoffice.OrdersRange', { from: 21, to: 21, total: 21 }))).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    expect(listCalls(view).at(-1)).toMatchObject({ page: '2' });

    // A status starts again from the first page.
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: text('Backoffice.OrdersStatus') }),
      text('Orders.Status.paid'),
    );
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    expect(listCalls(view).at(-1)).toMatchObject({ status: 'paid', page: '1' });
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: text('Backoffice.OrdersStatus') }),
      text('Backoffice.OrdersAllStatuses'),
    );

    // The search is asked for once typing pauses; a single character asks nothing.
    const search = screen.getByRole('searchbox', { name: text('Backoffice.OrdersSearch') });
    await view.user.type(search, 'b');
    expect(await screen.findByText(text('Backoffice.AssetsSearchHint', { min: 2 }))).toBeTruthy();
    await view.user.type(search, 'runo@atelier');
    expect(await within(list).findByRole('button', { name: /bruno@atelier\.example/ })).toBeTruthy();
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    const searched = listCalls(view).filter((call) => call.q !== undefined);
    expect(searched.at(-1)).toMatchObject({ q: 'bruno@atelier', page: '1' });
    expect(searched.every((call) => (call.q ?? '').length >= 2)).toBe(true);
    expect(listCalls(view).some((call) => 'status' in call && call.q)).toBe(false);
  });

  it('shows an order in full and marks it as shipped, the buttons disabled while it runs', async () => {
    let order = PAID;
    let release: (() => void) | undefined;
    /** Lets the move the gateway holds answer. */
    const answerMove = async () => {
      await waitFor(() => expect(release).toBeDefined());
      const answer = release;
      release = undefined;
      answer?.();
    };
    const view = renderApp({
      url: '/admin/orders',
      routes: {
        [ME]: () => json(200, staffUser(['sales'])),
        [`GET ${DESK}`]: () =>
          json(200, listOf([summary(2, { Status: order.Status, Number: order.Number })])),
        [`GET ${DESK}/${PAID.Id}`]: () => json(200, order),
        [`POST ${DESK}/${PAID.Id}/status`]: async (request) => {
          const body = request.body as { Status: 'shipped'; Note: string };
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          order = movedTo(order, body.Status, body.Note);
          return json(200, order);
        },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: /V-100002/ }));
    const detail = await screen.findByRole('region', {
      name: text('Backoffice.OrdersOrder', { number: 'V-100002' }),
    });
    expect(within(detail).getByText(text('Orders.Status.paid'))).toBeTruthy();
    expect(within(detail).getByText('bruno@atelier.example')).toBeTruthy();
    expect(within(detail).getByText(text('Backoffice.OrdersGuest'))).toBeTruthy();
    const lines = screen.getByRole('table', { name: text('Backoffice.OrdersLines') });
    expect(within(lines).getByText('Table Basse Verre')).toBeTruthy();
    expect(within(lines).getByText('TBV-01')).toBeTruthy();
    const totals = screen.getByRole('table', { name: text('Backoffice.OrdersTotals') });
    expect(
      within(totals)
        .getByRole('rowheader', { name: text('Backoffice.OrdersTax') })
        .closest('tr')?.textContent,
    ).toContain('51,72 €');
    const shipping = screen.getByRole('region', { name: text('Backoffice.OrdersShippingAddress') });
    expect(within(shipping).getByText('Avenue Louise 120')).toBeTruthy();
    const history = screen.getByRole('table', { name: text('Backoffice.OrdersHistory') });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getByText(text('Backoffice.OrdersByGuest'))).toBeTruthy();
    expect(within(history).getByText(text('Backoffice.OrdersBySystem'))).toBeTruthy();

    const actions = screen.getByRole('region', { name: text('Backoffice.OrdersActions') });
    expect(
      within(actions).queryByRole('button', { name: text('Backoffice.OrdersMarkDelivered') }),
    ).toBeNull();
    await view.user.type(
      within(actions).getByRole('textbox', { name: text('Backoffice.OrdersMoveNote') }),
      'Colis 3S123',
    );
    await view.user.click(
      within(actions).getByRole('button', { name: text('Backoffice.OrdersMarkShipped') }),
    );
    await waitFor(() => expect(release).toBeDefined());
    expect(within(actions).getByRole('button', { name: text('Backoffice.OrdersCancel') })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      within(actions)
        .getAllByRole('button')
        .every((button) => (button as HTMLButtonElement).disabled),
    ).toBe(true);
    await answerMove();

    expect(
      await within(actions).findByText(
        text('Backoffice.OrdersMoved', { status: text('Orders.Status.shipped') }),
      ),
    ).toBeTruthy();
    expect(view.server.callsTo('POST', `${DESK}/${PAID.Id}/status`)[0]?.body).toEqual({
      Status: 'shipped',
      Note: 'Colis 3S123',
      Version: 2,
    });
    expect(within(detail).getByText(text('Orders.Status.shipped'))).toBeTruthy();
    expect(within(history).getByText(SELLER)).toBeTruthy();
    expect(within(history).getByText('Colis 3S123')).toBeTruthy();
    // Next: delivered, with the version the answer gave.
    expect(within(actions).getByRole('textbox', { name: text('Backoffice.OrdersMoveNote') })).toHaveProperty(
      'value',
      '',
    );
    await view.user.click(
      within(actions).getByRole('button', { name: text('Backoffice.OrdersMarkDelivered') }),
    );
    await answerMove();
    await waitFor(() =>
      expect(view.server.callsTo('POST', `${DESK}/${PAID.Id}/status`)[1]?.body).toEqual({
        Status: 'delivered',
        Note: '',
        Version: 3,
      }),
    );
    expect(await within(actions).findByText(text('Backoffice.OrdersNoActions'))).toBeTruthy();
    // The list follows.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /V-100002/ }).textContent).toContain(
        text('Orders.Status.delivered'),
      ),
    );
  });

  it('records a payment received outside the provider, refused without its reference', async () => {
    let order: StaffOrder = {
      ...PAID,
      Status: 'placed',
      NextStatuses: ['paid', 'cancelled'],
      Version: 1,
      History: PAID.History.slice(0, 1),
    };
    const view = renderApp({
      url: '/admin/orders',
      routes: {
        [ME]: () => json(200, staffUser(['sales'])),
        [`GET ${DESK}`]: () =>
          json(200, listOf([summary(2, { Status: order.Status, Number: order.Number })])),
        [`GET ${DESK}/${PAID.Id}`]: () => json(200, order),
        [`POST ${DESK}/${PAID.Id}/status`]: (request) => {
          const body = request.body as { Status: 'paid'; Note: string };
          if (!body.Note.trim())
            return problem(422, '/problems/order-transition-refused', {
              errors: { Note: ['Orders.PaymentReferenceRequired'] },
            });
          order = { ...movedTo(order, body.Status, body.Note), NextStatuses: ['shipped', 'cancelled'] };
          return json(200, order);
        },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: /V-100002/ }));
    const actions = await screen.findByRole('region', { name: text('Backoffice.OrdersActions') });
    const markPaid = within(actions).getByRole('button', { name: text('Backoffice.OrdersMarkPaid') });
    await view.user.click(markPaid);
    expect(await within(actions).findByText(text('Orders.PaymentReferenceRequired'))).toBeTruthy();
    await view.user.type(
      within(actions).getByRole('textbox', { name: text('Backoffice.OrdersMoveNote') }),
      'Virement du 25/11',
    );
    await view.user.click(markPaid);
    expect(
      await within(actions).findByText(
        text('Backoffice.OrdersMoved', { status: text('Orders.Status.paid') }),
      ),
    ).toBeTruthy();
    expect(view.server.callsTo('POST', `${DESK}/${PAID.Id}/status`).at(-1)?.body).toEqual({
      Status: 'paid',
      Note: 'Virement du 25/11',
      Version: 1,
    });
    expect(within(actions).getByRole('button', { name: text('Backoffice.OrdersMarkShipped') })).toBeTruthy();
    const history = screen.getByRole('table', { name: text('Backoffice.OrdersHistory') });
    expect(within(history).getByText('Virement du 25/11')).toBeTruthy();
  });

  it('asks before cancelling, with a reason, and says when it is refused', async () => {
    let order = PAID;
    const view = renderApp({
      url: '/admin/orders',
      routes: {
        [ME]: () => json(200, staffUser(['admin'])),
        [`GET ${DESK}`]: () =>
          json(200, listOf([summary(2, { Status: order.Status, Number: order.Number })])),
        [`GET ${DESK}/${PAID.Id}`]: () => json(200, order),
        [`POST ${DESK}/${PAID.Id}/status`]: (request) => {
          const body = request.body as { Status: 'cancelled'; Note: string };
          if (body.Note === 'refuse')
            return problem(422, '/problems/order-transition-refused', {
              errors: { Status: ['Orders.TransitionRefused'] },
            });
          order = movedTo(order, body.Status, body.Note);
          return json(200, order);
        },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: /V-100002/ }));
    const actions = await screen.findByRole('region', { name: text('Backoffice.OrdersActions') });
    await view.user.click(within(actions).getByRole('button', { name: text('Backoffice.OrdersCancel') }));
    let dialog = await screen.findByRole('dialog', {
      name: text('Backoffice.OrdersCancelTitle', { number: 'V-100002' }),
    });
    // Paid: the dialog says the customer is not refunded by it.
    expect(dialog.textContent).toContain(text('Backoffice.OrdersCancelPaid'));
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.OrdersCancel') }));
    expect(await within(dialog).findByText(text('Validation.Required'))).toBeTruthy();
    expect(view.server.callsTo('POST', `${DESK}/${PAID.Id}/status`)).toEqual([]);
    // Not cancelling changes nothing.
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.OrdersKeep') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.server.callsTo('POST', `${DESK}/${PAID.Id}/status`)).toEqual([]);

    await view.user.click(within(actions).getByRole('button', { name: text('Backoffice.OrdersCancel') }));
    dialog = await screen.findByRole('dialog');
    await view.user.type(
      within(dialog).getByRole('textbox', { name: text('Backoffice.OrdersCancelReason') }),
      'refuse',
    );
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.OrdersCancel') }));
    expect(await within(actions).findByText(text('Orders.TransitionRefused'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await view.user.click(within(actions).getByRole('button', { name: text('Backoffice.OrdersCancel') }));
    dialog = await screen.findByRole('dialog');
    await view.user.type(
      within(dialog).getByRole('textbox', { name: text('Backoffice.OrdersCancelReason') }),
      'Le client a appelé',
    );
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.OrdersCancel') }));
    expect(
      await within(actions).findByText(
        text('Backoffice.OrdersMoved', { status: text('Orders.Status.cancelled') }),
      ),
    ).toBeTruthy();
    expect(view.server.callsTo('POST', `${DESK}/${PAID.Id}/status`).at(-1)?.body).toEqual({
      Status: 'cancelled',
      Note: 'Le client a appelé',
      Version: 2,
    });
    expect(within(actions).queryByText(text('Orders.TransitionRefused'))).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const history = screen.getByRole('table', { name: text('Backoffice.OrdersHistory') });
    expect(within(history).getByText('Le client a appelé')).toBeTruthy();
  });

  it('reloads an order someone moved meanwhile and says so', async () => {
    // What another staff member did after this page read the order.
    const elsewhere = movedTo(PAID, 'shipped', '', 'someone.else@vitrine.example');
    let served = PAID;
    const view = renderApp({
      url: '/admin/orders',
      routes: {
        [ME]: () => json(200, staffUser(['sales'])),
        [`GET ${DESK}`]: () =>
          json(200, listOf([summary(2, { Status: served.Status, Number: served.Number })])),
        [`GET ${DESK}/${PAID.Id}`]: () => json(200, served),
        [`POST ${DESK}/${PAID.Id}/status`]: () => {
          served = elsewhere;
          return problem(409, '/problems/conflict', {
            errors: { Version: ['Backoffice.OrdersChangedMeanwhile'] },
          });
        },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: /V-100002/ }));
    const actions = await screen.findByRole('region', { name: text('Backoffice.OrdersActions') });
    await view.user.click(
      within(actions).getByRole('button', { name: text('Backoffice.OrdersMarkShipped') }),
    );
    expect(await within(actions).findByText(text('Backoffice.OrdersChangedMeanwhile'))).toBeTruthy();
    // Read again: it is shipped now, by someone else, and may only be delivered.
    const history = screen.getByRole('table', { name: text('Backoffice.OrdersHistory') });
    expect(await within(history).findByText('someone.else@vitrine.example')).toBeTruthy();
    expect(
      within(actions).getByRole('button', { name: text('Backoffice.OrdersMarkDelivered') }),
    ).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: text('Backoffice.OrdersMarkShipped') })).toBeNull();
    expect(view.server.callsTo('GET', `${DESK}/${PAID.Id}`).length).toBeGreaterThanOrEqual(2);
    // The generic error dialog stays shut: the page handled it.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is for sales and admins only', async () => {
    const view = renderApp({
      url: '/admin/orders',
      routes: { [ME]: () => json(200, staffUser(['editor'])) },
    });
    expect(await screen.findByText(text('Security.Forbidden'))).toBeTruthy();
    expect(view.server.callsTo('GET', DESK)).toEqual([]);
  });
});
