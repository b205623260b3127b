import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrepaidAccount, PrepaidEntry, PrepaidHistory } from '@vitrine/api-client';
import { stringResources } from '@vitrine/i18n';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { PrepaidAccountPage } from './prepaid-account-page';

const fr = stringResources.fr;
const ACCOUNT_ID = '7d7b8f4e-4a55-4f0e-9a43-0c1e2a6b9d11';
const AT = '/fr/account/prepaid';
const ADD = '/api/v1/sales/prepaidaccounts/addtocart';
const NOTIFY = '/api/v1/sales/prepaidaccounts/setnotification';
const HISTORY = `/api/v1/sales/prepaidaccounts/${ACCOUNT_ID}/history`;

const account = (overrides: Partial<PrepaidAccount> = {}): PrepaidAccount => ({
  PrepaidAccountId: ACCOUNT_ID,
  CurrencyCode: 'EUR',
  Balance: 42.5,
  BalanceHtml: '42,50 €',
  IsNotificationActivated: false,
  LowBalanceThreshold: 10,
  LowBalanceThresholdHtml: '10,00 €',
  ...overrides,
});

const entry = (id: number, overrides: Partial<PrepaidEntry> = {}): PrepaidEntry => ({
  Id: id,
  At: '2026-11-20T10:00:00.000Z',
  Kind: 'topup',
  Amount: 50,
  AmountHtml: '50,00 €',
  BalanceAfter: 50,
  BalanceAfterHtml: '50,00 €',
  Reason: `Top-up V-${id}`,
  ActorKind: 'system',
  OrderId: null,
  ...overrides,
});

const history = (page: number, items: PrepaidEntry[], total = 12): PrepaidHistory => ({
  Items: items,
  TotalCount: total,
  PageNumber: page,
  PageSize: 10,
});

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** The gateway's answers by "METHOD /path"; every call recorded. */
function gateway(routes: Record<string, (call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://shop');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) throw new TypeError(`no answer for ${call.method} ${call.path}`);
    return handler(call);
  });
  return {
    fetch,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

const problem = (status: number, extra: Record<string, unknown>) =>
  Response.json(
    { type: '/problems/validation', title: 'Refused', status, ...extra },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

function renderPage(
  options: { fetch?: typeof globalThis.fetch; open?: (url: string) => void; refusal?: string } = {},
  props: { account?: PrepaidAccount; history?: PrepaidHistory } = {},
) {
  return renderInShop(
    <PrepaidAccountPage
      account={props.account ?? account()}
      history={
        props.history ??
        history(1, [entry(12, { Kind: 'payment', Amount: -7.5, AmountHtml: '-7,50 €' }), entry(11)])
      }
      open={options.open ?? vi.fn()}
      refusal={options.refusal ?? null}
    />,
    { at: AT, ...(options.fetch ? { fetch: options.fetch } : {}) },
  );
}

const quantity = () =>
  screen.getByLabelText(fr['Prepaid.Quantity']!.replace('{currency}', 'EUR')) as HTMLInputElement;
const topUp = () => screen.getByRole('button', { name: fr['Prepaid.TopUpSubmit'] });

describe('PrepaidAccountPage', () => {
  it('shows the balance, the history with who and why, and the account menu', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Compte prépayé' })).toBeTruthy();
    expect(screen.getByTestId('prepaid-balance').textContent).toBe('42,50 €');
    const rows = screen.getAllByTestId('prepaid-entry');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Paiement');
    expect(rows[0]?.textContent).toContain('-7,50 €');
    expect(rows[1]?.textContent).toContain('Recharge');
    expect(rows[1]?.textContent).toContain('Top-up V-11');
    expect(rows[1]?.textContent).toContain('La boutique');
    expect(screen.getByRole('link', { name: 'Mon compte prépayé' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      (screen.getByRole('checkbox', { name: fr['Prepaid.Notification'] }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('an empty history says so', () => {
    renderPage({}, { history: history(1, [], 0) });
    expect(screen.getByText(fr['Prepaid.HistoryEmpty']!)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: fr['Prepaid.HistoryPages'] })).toBeNull();
  });

  it('without a quantity the notice says Sales.QuantityIsMandatory and nothing is sent', async () => {
    const { fetch, callsTo } = gateway({});
    renderPage({ fetch });
    await userEvent.click(topUp());
    expect(await screen.findByText(fr['Sales.QuantityIsMandatory']!)).toBeTruthy();
    expect(quantity().getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST', ADD)).toHaveLength(0);
  });

  it('sends PrepaidAccountId and Quantity and opens the answered address', async () => {
    const open = vi.fn();
    const { fetch, callsTo } = gateway({
      [`POST ${ADD}`]: () => Response.json(`/fr/sales/orders/${ACCOUNT_ID}/payment`),
    });
    renderPage({ fetch, open });
    await userEvent.type(quantity(), '25');
    await userEvent.click(topUp());
    await waitFor(() => expect(open).toHaveBeenCalledWith(`/fr/sales/orders/${ACCOUNT_ID}/payment`));
    expect(callsTo('POST', ADD)[0]?.body).toEqual({ PrepaidAccountId: ACCOUNT_ID, Quantity: 25 });
  });

  it('an empty answer opens nothing', async () => {
    const open = vi.fn();
    const { fetch, callsTo } = gateway({ [`POST ${ADD}`]: () => Response.json('') });
    renderPage({ fetch, open });
    await userEvent.type(quantity(), '10');
    await userEvent.click(topUp());
    await waitFor(() => expect(callsTo('POST', ADD)).toHaveLength(1));
    await waitFor(() => expect((topUp() as HTMLButtonElement).disabled).toBe(false));
    expect(open).not.toHaveBeenCalled();
  });

  it('a refused form shows the returned Message', async () => {
    const { fetch } = gateway({
      [`POST ${ADD}`]: () => problem(404, { Message: 'Sales.PrepaidAccountNotFound' }),
    });
    renderPage({ fetch });
    await userEvent.type(quantity(), '10');
    await userEvent.click(topUp());
    expect(await screen.findByText(fr['Sales.PrepaidAccountNotFound']!)).toBeTruthy();
  });

  it('a form refused without script shows its Message at the top', () => {
    renderPage({ refusal: 'Sales.QuantityIsMandatory' });
    expect(screen.getByRole('alert').textContent).toBe(fr['Sales.QuantityIsMandatory']);
  });

  it('the notification switch sends IsActivated and PrepaidAccountId at once, with no loader', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetch, callsTo } = gateway({
      [`POST ${NOTIFY}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderPage({ fetch });
    const toggle = screen.getByRole('checkbox', { name: fr['Prepaid.Notification'] }) as HTMLInputElement;
    await userEvent.click(toggle);
    await waitFor(() => expect(callsTo('POST', NOTIFY)).toHaveLength(1));
    expect(callsTo('POST', NOTIFY)[0]?.body).toEqual({ IsActivated: true, PrepaidAccountId: ACCOUNT_ID });
    // While the call is under way: switched, usable, nothing busy.
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(false);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(document.querySelector('.spinner')).toBeNull();
    await act(async () => answer(new Response(null, { status: 204 })));
    expect(toggle.checked).toBe(true);
    expect(screen.getByText(fr['Prepaid.NotificationOn']!)).toBeTruthy();
  });

  it('a refused switch goes back and says why', async () => {
    const { fetch } = gateway({
      [`POST ${NOTIFY}`]: () =>
        problem(404, { errors: { PrepaidAccountId: ['Sales.PrepaidAccountNotFound'] } }),
    });
    renderPage({ fetch });
    const toggle = screen.getByRole('checkbox', { name: fr['Prepaid.Notification'] }) as HTMLInputElement;
    await userEvent.click(toggle);
    expect(await screen.findByText(fr['Sales.PrepaidAccountNotFound']!)).toBeTruthy();
    expect(toggle.checked).toBe(false);
  });

  it('a history page link replaces the history alone and is a plain link to the page otherwise', async () => {
    const { fetch, callsTo } = gateway({
      [`GET ${HISTORY}`]: (call) =>
        Response.json(history(Number(call.query.get('pagenbr')), [entry(2, { Reason: 'Older top-up' })])),
    });
    renderPage({ fetch });
    const balance = screen.getByTestId('prepaid-balance');
    const next = screen.getByRole('link', { name: 'Suivant' });
    expect(next.getAttribute('href')).toBe('/fr/account/prepaid?pagenbr=2');
    expect(screen.getByText('Page 1 sur 2')).toBeTruthy();
    fireEvent.click(next);
    expect(await screen.findByText('Older top-up')).toBeTruthy();
    expect(callsTo('GET', HISTORY)[0]?.query.get('pagenbr')).toBe('2');
    expect(screen.getAllByTestId('prepaid-entry')).toHaveLength(1);
    expect(screen.getByText('Page 2 sur 2')).toBeTruthy();
    // The rest of the page is the same element, untouched; focus moves to the list it updated.
    expect(screen.getByTestId('prepaid-balance')).toBe(balance);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Historique' }));
    expect(screen.getByRole('link', { name: 'Précédent' }).getAttribute('href')).toBe('/fr/account/prepaid');
  });
});
