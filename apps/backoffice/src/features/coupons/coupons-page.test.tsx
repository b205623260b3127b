import { screen, waitFor, within } from '@testing-library/react';
import type { Coupon, CouponRedemption } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { json, problem, staffUser } from '../../test/fake-api';
import { renderApp, text } from '../../test/render-app';

const ME = 'GET /api/v1/security/me';
const COUPONS = '/api/v1/backoffice/coupons';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const WELCOME: Coupon = {
  Id: id(1),
  Code: 'BIENVENUE10',
  Description: '10 % de bienvenue',
  Kind: 'percentage',
  Percent: 10,
  Amount: null,
  CurrencyCode: 'EUR',
  MinimumAmount: null,
  StartsAt: null,
  EndsAt: null,
  UsageLimit: null,
  PerCustomerLimit: null,
  CustomerId: null,
  IsActive: true,
  UsageCount: 2,
  CartCount: 1,
  Customer: null,
  Products: [],
  Categories: [],
  Brands: [],
};
const USED: CouponRedemption[] = [
  {
    Id: id(11),
    OrderId: id(21),
    CustomerId: id(31),
    CustomerEmail: 'camille@vitrine.example',
    Amount: 4.9,
    AmountHtml: '4,90 €',
    CurrencyCode: 'EUR',
    RedeemedAt: '2026-11-20T10:00:00.000Z',
  },
  {
    Id: id(12),
    OrderId: id(22),
    CustomerId: null,
    CustomerEmail: null,
    Amount: 12,
    AmountHtml: '12,00 €',
    CurrencyCode: 'EUR',
    RedeemedAt: '2026-11-19T10:00:00.000Z',
  },
];

describe('the coupon area', () => {
  it('lists coupons with their use, edits one (refusing a bad percentage unsent), switches it off and shows its orders', async () => {
    let welcome = WELCOME;
    const view = renderApp({
      url: '/admin/coupons',
      routes: {
        [ME]: () => json(200, staffUser(['sales'])),
        [`GET ${COUPONS}`]: () => json(200, [welcome]),
        [`GET ${COUPONS}/${WELCOME.Id}/redemptions`]: () => json(200, USED),
        [`PUT ${COUPONS}/${WELCOME.Id}`]: (request) => {
          const body = request.body as { Percent: number; IsActive: boolean };
          welcome = { ...WELCOME, Percent: body.Percent, IsActive: body.IsActive };
          return json(200, welcome);
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: text('Backoffice.Coupons') })).toBeTruthy();
    const list = await screen.findByRole('list', { name: text('Coupons.Admin.List') });
    const entry = within(list).getByRole('button', { name: /BIENVENUE10/ });
    expect(entry.textContent).toContain(text('Coupons.Admin.UsedTimes', { count: 2 }));
    // Its value as the staff's language writes it.
    expect(entry.textContent).toMatch(/10\s%/);
    await view.user.click(entry);

    const form = await screen.findByRole('form', { name: 'BIENVENUE10' });
    const percent = within(form).getByRole('textbox', { name: text('Coupons.Admin.Percent') });
    await view.user.clear(percent);
    await view.user.type(percent, '150');
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('Coupons.PercentRange'))).toBeTruthy();
    expect(view.server.callsTo('PUT', `${COUPONS}/${WELCOME.Id}`)).toEqual([]);

    await view.user.clear(percent);
    await view.user.type(percent, '12,5');
    await view.user.click(within(form).getByRole('checkbox', { name: text('Coupons.Admin.Active') }));
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('Coupons.Admin.Saved'))).toBeTruthy();
    expect(view.server.callsTo('PUT', `${COUPONS}/${WELCOME.Id}`)[0]?.body).toMatchObject({
      Code: 'BIENVENUE10',
      Kind: 'percentage',
      Percent: 12.5,
      Amount: null,
      IsActive: false,
      ProductIds: [],
    });
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: /BIENVENUE10/ }).textContent).toContain(
        text('Coupons.Admin.Inactive'),
      ),
    );

    const usage = screen.getByRole('table', { name: text('Coupons.Admin.Usage') });
    expect(await within(usage).findByText('camille@vitrine.example')).toBeTruthy();
    expect(within(usage).getByText(text('Coupons.Admin.Guest'))).toBeTruthy();
    expect(within(usage).getByText('12,00 €')).toBeTruthy();
  });

  it('creates a fixed coupon restricted to a brand picked by search; a code taken is refused', async () => {
    const LUMEN: Coupon = { ...WELCOME, Id: id(2), Code: 'LUMEN5', Kind: 'fixed', Percent: null, Amount: 5 };
    let coupons = [WELCOME];
    const view = renderApp({
      url: '/admin/coupons',
      routes: {
        [ME]: () => json(200, staffUser(['admin'])),
        [`GET ${COUPONS}`]: () => json(200, coupons),
        [`GET ${COUPONS}/lookups/brands`]: (request) =>
          json(200, request.url.searchParams.get('q') === 'lum' ? [{ Id: id(41), Name: 'Lumen' }] : []),
        [`GET ${COUPONS}/lookups/products`]: () => json(200, []),
        [`GET ${COUPONS}/lookups/categories`]: () => json(200, []),
        [`GET ${COUPONS}/lookups/customers`]: () => json(200, []),
        [`POST ${COUPONS}`]: (request) => {
          if ((request.body as { Code: string }).Code === 'BIENVENUE10') {
            return problem(409, '/problems/conflict', { errors: { Code: ['Coupons.CodeTaken'] } });
          }
          coupons = [WELCOME, LUMEN];
          return json(200, LUMEN);
        },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: text('Coupons.Admin.New') }));
    const form = await screen.findByRole('form', { name: text('Coupons.Admin.New') });
    const code = within(form).getByRole('textbox', { name: text('Coupons.Admin.Code') });
    await view.user.type(code, 'BIENVENUE10');
    await view.user.click(within(form).getByRole('radio', { name: text('Coupons.Admin.KindFixed') }));
    await view.user.type(
      within(form).getByRole('textbox', { name: text('Coupons.Admin.Amount', { currency: 'EUR' }) }),
      '5',
    );
    await view.user.type(within(form).getByRole('combobox', { name: text('Coupons.Admin.Brands') }), 'lum');
    await view.user.click(await screen.findByRole('option', { name: 'Lumen' }));
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('Coupons.CodeTaken'))).toBeTruthy();

    await view.user.clear(code);
    await view.user.type(code, 'LUMEN5');
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    // The new coupon is listed and open, its form confirming the save.
    const saved = await screen.findByRole('form', { name: 'LUMEN5' });
    expect(screen.getByRole('button', { name: /LUMEN5/ }).textContent).toMatch(/5,00\s€/);
    expect(within(saved).getByText(text('Coupons.Admin.Saved'))).toBeTruthy();
    expect(screen.getByRole('button', { name: /LUMEN5/ })).toBeTruthy();
    expect(view.server.callsTo('POST', COUPONS)[1]?.body).toMatchObject({
      Code: 'LUMEN5',
      Kind: 'fixed',
      Amount: 5,
      Percent: null,
      BrandIds: [id(41)],
      CategoryIds: [],
      CustomerId: null,
      IsActive: true,
    });
  });

  it('is for sales and admins only', async () => {
    const view = renderApp({
      url: '/admin/coupons',
      routes: { [ME]: () => json(200, staffUser(['editor'])) },
    });
    expect(await screen.findByText(text('Security.Forbidden'))).toBeTruthy();
    expect(view.server.callsTo('GET', COUPONS)).toEqual([]);
  });
});
