import { screen, waitFor, within } from '@testing-library/react';
import type { StaffCountry, StaffShippingMethod } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { json, problem, staffUser } from '../../test/fake-api';
import { renderApp, text } from '../../test/render-app';

const ME = 'GET /api/v1/security/me';
const METHODS = '/api/v1/backoffice/shipping/methods';
const texts = (name: string) =>
  Object.fromEntries(
    ['fr', 'nl', 'es', 'de', 'it', 'pt'].map((culture) => [
      culture,
      { Name: `${name} ${culture}`, Description: '' },
    ]),
  );
const HOME: StaffShippingMethod = {
  Id: '00000000-0000-4000-8000-000000000901',
  Key: 'home-delivery',
  Carrier: 'static',
  IsPickupPoint: false,
  Translations: texts('Domicile'),
  FreeFrom: 75,
  IsActive: true,
  SortOrder: 0,
  Costs: [{ CountryCode: 'BE', Cost: 5.95 }],
  CurrencyCode: 'EUR',
};
const COUNTRIES: StaffCountry[] = [
  { Code: 'BE', Name: 'Belgique', IsEu: true, IsShippingCountry: true },
  { Code: 'FR', Name: 'France', IsEu: true, IsShippingCountry: true },
  { Code: 'CH', Name: 'Suisse', IsEu: false, IsShippingCountry: false },
];

describe('the shipping area', () => {
  it('edits a method’s free-from amount and costs per shipping country, refusing a bad amount unsent', async () => {
    let home = HOME;
    const view = renderApp({
      url: '/admin/shipping',
      routes: {
        [ME]: () => json(200, staffUser(['admin'])),
        [`GET ${METHODS}`]: () => json(200, [home]),
        'GET /api/v1/backoffice/shipping/countries': () => json(200, COUNTRIES),
        [`PUT ${METHODS}/${HOME.Id}`]: (request) => {
          const body = request.body as { FreeFrom: number | null; Costs: StaffShippingMethod['Costs'] };
          home = { ...HOME, FreeFrom: body.FreeFrom, Costs: body.Costs };
          return json(200, home);
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: text('Backoffice.Shipping') })).toBeTruthy();
    const list = await screen.findByRole('list', { name: text('Shipping.Methods') });
    await view.user.click(within(list).getByRole('button', { name: /Domicile fr/ }));
    const form = await screen.findByRole('form', { name: 'Domicile fr' });
    const freeFrom = within(form).getByRole('textbox', { name: text('Shipping.FreeFrom') });
    await view.user.clear(freeFrom);
    await view.user.type(freeFrom, '12.345');
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('Shipping.AmountInvalid'))).toBeTruthy();
    expect(view.server.callsTo('PUT', `${METHODS}/${HOME.Id}`)).toEqual([]);

    await view.user.clear(freeFrom);
    await view.user.type(freeFrom, '60');
    await view.user.type(
      within(form).getByRole('textbox', { name: text('Shipping.CostFor', { country: 'France' }) }),
      '8,95',
    );
    // Not a shipping country: no cost field.
    expect(
      within(form).queryByRole('textbox', { name: text('Shipping.CostFor', { country: 'Suisse' }) }),
    ).toBeNull();
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('Shipping.Saved'))).toBeTruthy();
    expect(view.server.callsTo('PUT', `${METHODS}/${HOME.Id}`)[0]?.body).toMatchObject({
      Key: 'home-delivery',
      FreeFrom: 60,
      IsActive: true,
      Costs: [
        { CountryCode: 'BE', Cost: 5.95 },
        { CountryCode: 'FR', Cost: 8.95 },
      ],
    });
  });

  it('creates a method: a key taken is refused in the form, then the new method opens saying it was saved', async () => {
    const RELAY: StaffShippingMethod = {
      ...HOME,
      Id: '00000000-0000-4000-8000-000000000902',
      Key: 'relay',
      Translations: texts('Relais'),
    };
    let methods = [HOME];
    const view = renderApp({
      url: '/admin/shipping',
      routes: {
        [ME]: () => json(200, staffUser(['admin'])),
        [`GET ${METHODS}`]: () => json(200, methods),
        'GET /api/v1/backoffice/shipping/countries': () => json(200, COUNTRIES),
        [`POST ${METHODS}`]: (request) => {
          if ((request.body as { Key: string }).Key === 'home-delivery')
            return problem(409, '/problems/conflict', { errors: { Key: ['Shipping.KeyTaken'] } });
          methods = [HOME, RELAY];
          return json(200, RELAY);
        },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: text('Shipping.NewMethod') }));
    const form = await screen.findByRole('form', { name: text('Shipping.NewMethod') });
    const key = within(form).getByRole('textbox', { name: text('Shipping.Key') });
    await view.user.type(key, 'home-delivery');
    for (const culture of ['fr', 'nl', 'es', 'de', 'it', 'pt'])
      await view.user.type(
        within(form).getByRole('textbox', { name: text('Shipping.NameIn', { culture }) }),
        `Relais ${culture}`,
      );
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('Shipping.KeyTaken'))).toBeTruthy();

    await view.user.clear(key);
    await view.user.type(key, 'relay');
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    const saved = await screen.findByRole('form', { name: 'Relais fr' });
    expect(within(saved).getByText(text('Shipping.Saved'))).toBeTruthy();
    const list = screen.getByRole('list', { name: text('Shipping.Methods') });
    expect(
      within(list)
        .getByRole('button', { name: /Relais fr/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(view.server.callsTo('POST', METHODS)[1]?.body).toMatchObject({ Key: 'relay' });

    // Another record opened afterwards is not "just saved".
    await view.user.click(within(list).getByRole('button', { name: /Domicile fr/ }));
    const other = await screen.findByRole('form', { name: 'Domicile fr' });
    expect(within(other).queryByText(text('Shipping.Saved'))).toBeNull();
  });

  it('makes a method deliver to a pickup point; opened again, the box stays checked', async () => {
    let home = HOME;
    const view = renderApp({
      url: '/admin/shipping',
      routes: {
        [ME]: () => json(200, staffUser(['admin'])),
        [`GET ${METHODS}`]: () => json(200, [home]),
        'GET /api/v1/backoffice/shipping/countries': () => json(200, COUNTRIES),
        [`PUT ${METHODS}/${HOME.Id}`]: (request) => {
          home = { ...HOME, IsPickupPoint: (request.body as { IsPickupPoint: boolean }).IsPickupPoint };
          return json(200, home);
        },
      },
    });
    const list = await screen.findByRole('list', { name: text('Shipping.Methods') });
    await view.user.click(within(list).getByRole('button', { name: /Domicile fr/ }));
    const form = await screen.findByRole('form', { name: 'Domicile fr' });
    const pickup = within(form).getByRole('checkbox', { name: text('Backoffice.ShippingIsPickupPoint') });
    expect((pickup as HTMLInputElement).checked).toBe(false);
    expect(within(form).getByText(text('Backoffice.ShippingIsPickupPointHint'))).toBeTruthy();
    await view.user.click(pickup);
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('Shipping.Saved'))).toBeTruthy();
    expect(view.server.callsTo('PUT', `${METHODS}/${HOME.Id}`)[0]?.body).toMatchObject({
      Key: 'home-delivery',
      IsPickupPoint: true,
    });

    // Opened again from the saved method, the box stays checked.
    view.unmount();
    const again = renderApp({
      url: '/admin/shipping',
      routes: {
        [ME]: () => json(200, staffUser(['admin'])),
        [`GET ${METHODS}`]: () => json(200, [home]),
        'GET /api/v1/backoffice/shipping/countries': () => json(200, COUNTRIES),
      },
    });
    const reopened = await screen.findByRole('list', { name: text('Shipping.Methods') });
    await again.user.click(within(reopened).getByRole('button', { name: /Domicile fr/ }));
    const saved = await screen.findByRole('form', { name: 'Domicile fr' });
    expect(
      (
        within(saved).getByRole('checkbox', {
          name: text('Backoffice.ShippingIsPickupPoint'),
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
  });

  it('chooses the countries the shop delivers to', async () => {
    const view = renderApp({
      url: '/admin/shipping',
      routes: {
        [ME]: () => json(200, staffUser(['admin'])),
        [`GET ${METHODS}`]: () => json(200, [HOME]),
        'GET /api/v1/backoffice/shipping/countries': () => json(200, COUNTRIES),
        'PUT /api/v1/backoffice/shipping/countries': () =>
          json(
            200,
            COUNTRIES.map((country) => ({ ...country, IsShippingCountry: true })),
          ),
      },
    });
    const form = await screen.findByRole('form', { name: text('Shipping.Countries') });
    await view.user.click(within(form).getByRole('checkbox', { name: 'Suisse' }));
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('Shipping.CountriesSaved'))).toBeTruthy();
    await waitFor(() =>
      expect(view.server.callsTo('PUT', '/api/v1/backoffice/shipping/countries')[0]?.body).toEqual({
        ShippingCountryCodes: ['BE', 'FR', 'CH'],
      }),
    );
  });

  it('is for admins only', async () => {
    const view = renderApp({
      url: '/admin/shipping',
      routes: { [ME]: () => json(200, staffUser(['sales'])) },
    });
    expect(await screen.findByText(text('Security.Forbidden'))).toBeTruthy();
    expect(view.server.callsTo('GET', METHODS)).toEqual([]);
  });
});
