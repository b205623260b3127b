import { screen, waitFor, within } from '@testing-library/react';
import type { StaffTaxCountry, StaffTaxRatesInput } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { json, problem, staffUser } from '../../test/fake-api';
import { renderApp, text } from '../../test/render-app';

const ME = 'GET /api/v1/security/me';
const TAX_RATES = '/api/v1/backoffice/tax-rates';

/** A country's rates as the gateway answers them: [class, own rate, applied rate]. */
function country(
  Code: string,
  Name: string,
  rates: [number | null, number][],
  flags: { IsEu?: boolean; IsShopCountry?: boolean } = {},
): StaffTaxCountry {
  const classes = ['standard', 'reduced', 'super-reduced', 'zero'] as const;
  return {
    Code,
    Name,
    IsEu: flags.IsEu ?? true,
    IsShopCountry: flags.IsShopCountry ?? false,
    Rates: classes.map((TaxClass, index) => {
      const [Rate, AppliedRate] = rates[index] ?? [null, 0];
      return { TaxClass, Rate, AppliedRate };
    }),
  };
}

const BELGIUM = country(
  'BE',
  'Belgique',
  [
    [21, 21],
    [6, 6],
    [null, 6],
    [0, 0],
  ],
  { IsShopCountry: true },
);
const FRANCE = country('FR', 'France', [
  [20, 20],
  [5.5, 5.5],
  [2.1, 2.1],
  [0, 0],
]);
const DENMARK = country('DK', 'Danemark', [
  [25, 25],
  [null, 25],
  [null, 25],
  [0, 0],
]);
const SWITZERLAND = country(
  'CH',
  'Suisse',
  [
    [null, 0],
    [null, 0],
    [null, 0],
    [null, 0],
  ],
  { IsEu: false },
);
const COUNTRIES = [BELGIUM, DENMARK, FRANCE, SWITZERLAND];

/** A rate as a French-speaking staff member sees it ("5,5 %"). */
const percent = (rate: number) =>
  new Intl.NumberFormat('fr', { style: 'percent', maximumFractionDigits: 4 }).format(rate / 100);

/** The rates a country's row shows, standard, reduced and super-reduced. */
function rowRates(name: string): string[] {
  const table = screen.getByRole('table', { name: text('Backoffice.TaxRates') });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader')?.textContent?.startsWith(name));
  if (!row) throw new Error(`no row for ${name}`);
  return within(row)
    .getAllByRole('cell')
    .slice(0, 3)
    .map((cell) => cell.textContent ?? '');
}

describe('the tax rates area', () => {
  it('shows every country with its rate per class, and the rate the cart falls back to for a class without one', async () => {
    renderApp({
      url: '/admin/tax-rates',
      routes: {
        [ME]: () => json(200, staffUser(['admin'])),
        [`GET ${TAX_RATES}`]: () => json(200, COUNTRIES),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: text('Backoffice.TaxRates') })).toBeTruthy();
    await screen.findByRole('table', { name: text('Backoffice.TaxRates') });
    expect(screen.getByText(text('Backoffice.TaxRatesIntro'))).toBeTruthy();
    expect(rowRates('France')).toEqual([percent(20), percent(5.5), percent(2.1)]);
    expect(rowRates('Belgique')).toEqual([
      percent(21),
      percent(6),
      text('Backoffice.TaxRatesFallback', { rate: percent(6) }),
    ]);
    expect(rowRates('Danemark')).toEqual([
      percent(25),
      text('Backoffice.TaxRatesFallback', { rate: percent(25) }),
      text('Backoffice.TaxRatesFallback', { rate: percent(25) }),
    ]);
    expect(rowRates('Suisse')).toEqual(
      Array.from({ length: 3 }, () => text('Backoffice.TaxRatesExport', { rate: percent(0) })),
    );
    const belgium = screen.getByRole('rowheader', { name: /Belgique/ });
    expect(within(belgium).getByText(text('Backoffice.TaxRatesShopCountry'))).toBeTruthy();
    expect(within(belgium).getByText(text('Backoffice.TaxRatesEu'))).toBeTruthy();
    expect(
      within(screen.getByRole('rowheader', { name: /Suisse/ })).queryByText(text('Backoffice.TaxRatesEu')),
    ).toBeNull();
  });

  it('edits a country’s rates in a dialog: a bad rate is refused unsent, then saved with a notice and the row updated', async () => {
    let countries = COUNTRIES;
    const view = renderApp({
      url: '/admin/tax-rates',
      routes: {
        [ME]: () => json(200, staffUser(['admin'])),
        [`GET ${TAX_RATES}`]: () => json(200, countries),
        [`PUT ${TAX_RATES}/FR`]: (request) => {
          const body = request.body as StaffTaxRatesInput;
          const own = (taxClass: string) =>
            body.Rates.find((rate) => rate.TaxClass === taxClass)?.Rate ?? null;
          const standard = own('standard') ?? 0;
          const reduced = own('reduced') ?? standard;
          const saved = country('FR', 'France', [
            [own('standard'), standard],
            [own('reduced'), reduced],
            [own('super-reduced'), own('super-reduced') ?? reduced],
            [0, 0],
          ]);
          countries = COUNTRIES.map((entry) => (entry.Code === 'FR' ? saved : entry));
          return json(200, saved);
        },
      },
    });
    await screen.findByRole('table', { name: text('Backoffice.TaxRates') });
    await view.user.click(
      screen.getByRole('button', { name: text('Backoffice.TaxRatesEditFor', { country: 'France' }) }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: text('Backoffice.TaxRatesOf', { country: 'France' }),
    });
    const field = (taxClass: string) =>
      within(dialog).getByRole('textbox', {
        name: text(`Backoffice.TaxClass.${taxClass}`),
      }) as HTMLInputElement;
    // The rates as they are, written the French way.
    expect([field('standard').value, field('reduced').value, field('super-reduced').value]).toEqual([
      '20',
      '5,5',
      '2,1',
    ]);
    expect(within(dialog).getByText(text('Backoffice.TaxRatesDialogHint'))).toBeTruthy();
    expect(within(dialog).queryByText(text('Backoffice.TaxRatesShopCountryHint'))).toBeNull();

    await view.user.clear(field('reduced'));
    await view.user.type(field('reduced'), '5,555');
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(dialog).findByText(text('Backoffice.TaxRateInvalid'))).toBeTruthy();
    expect(field('reduced').getAttribute('aria-invalid')).toBe('true');
    expect(view.server.callsTo('PUT', `${TAX_RATES}/FR`)).toEqual([]);

    await view.user.clear(field('reduced'));
    await view.user.type(field('reduced'), '6');
    await view.user.clear(field('standard'));
    await view.user.type(field('standard'), '21');
    // Left empty: France's super-reduced class takes the reduced rate.
    await view.user.clear(field('super-reduced'));
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.Save') }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(screen.getByRole('status')).findByText(
        text('Backoffice.TaxRatesSaved', { country: 'France' }),
      ),
    ).toBeTruthy();
    expect(view.server.callsTo('PUT', `${TAX_RATES}/FR`).map((call) => call.body)).toEqual([
      {
        Rates: [
          { TaxClass: 'standard', Rate: 21 },
          { TaxClass: 'reduced', Rate: 6 },
        ],
      },
    ]);
    expect(rowRates('France')).toEqual([
      percent(21),
      percent(6),
      text('Backoffice.TaxRatesFallback', { rate: percent(6) }),
    ]);
  });

  it('keeps a member state’s standard rate, and shows the server’s refusal in the dialog', async () => {
    const view = renderApp({
      url: '/admin/tax-rates',
      routes: {
        [ME]: () => json(200, staffUser(['admin'])),
        [`GET ${TAX_RATES}`]: () => json(200, COUNTRIES),
        [`PUT ${TAX_RATES}/BE`]: () =>
          problem(400, '/problems/validation', { errors: { Rates: ['Backoffice.TaxClassTwice'] } }),
      },
    });
    await screen.findByRole('table', { name: text('Backoffice.TaxRates') });
    await view.user.click(
      screen.getByRole('button', { name: text('Backoffice.TaxRatesEditFor', { country: 'Belgique' }) }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: text('Backoffice.TaxRatesOf', { country: 'Belgique' }),
    });
    // The shop's own country: its catalogue prices do not follow these rates, and staff are told.
    expect(within(dialog).getByText(text('Backoffice.TaxRatesShopCountryHint'))).toBeTruthy();
    const standard = within(dialog).getByRole('textbox', { name: text('Backoffice.TaxClass.standard') });
    await view.user.clear(standard);
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(dialog).findByText(text('Backoffice.TaxRateStandardRequired'))).toBeTruthy();
    expect(view.server.callsTo('PUT', `${TAX_RATES}/BE`)).toEqual([]);

    await view.user.type(standard, '21');
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(dialog).findByText(text('Backoffice.TaxClassTwice'))).toBeTruthy();
    expect(view.server.callsTo('PUT', `${TAX_RATES}/BE`)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();

    await view.user.click(within(dialog).getByRole('button', { name: text('Core.Cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(text('Backoffice.TaxRatesSaved', { country: 'Belgique' }))).toBeNull();
    expect(rowRates('Belgique')[0]).toBe(percent(21));
  });

  it('lets a country outside the EU have no rates at all', async () => {
    const view = renderApp({
      url: '/admin/tax-rates',
      routes: {
        [ME]: () => json(200, staffUser(['admin'])),
        [`GET ${TAX_RATES}`]: () => json(200, COUNTRIES),
        [`PUT ${TAX_RATES}/CH`]: () => json(200, SWITZERLAND),
      },
    });
    await screen.findByRole('table', { name: text('Backoffice.TaxRates') });
    await view.user.click(
      screen.getByRole('button', { name: text('Backoffice.TaxRatesEditFor', { country: 'Suisse' }) }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: text('Backoffice.TaxRatesOf', { country: 'Suisse' }),
    });
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.Save') }));
    expect(
      await within(screen.getByRole('status')).findByText(
        text('Backoffice.TaxRatesSaved', { country: 'Suisse' }),
      ),
    ).toBeTruthy();
    expect(view.server.callsTo('PUT', `${TAX_RATES}/CH`)[0]?.body).toEqual({ Rates: [] });
  });

  it('is for admins only', async () => {
    const view = renderApp({
      url: '/admin/tax-rates',
      routes: { [ME]: () => json(200, staffUser(['sales'])) },
    });
    expect(await screen.findByText(text('Security.Forbidden'))).toBeTruthy();
    expect(view.server.callsTo('GET', TAX_RATES)).toEqual([]);
  });
});
