import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopperCurrencies } from '@vitrine/api-client';
import { stringResources } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onCartChanged } from '../../lib/cart-events';
import { TEST_SETTINGS } from '../../test/render-in-shop';
import { ErrorFlowProvider } from '../error-flow/error-flow-provider';
import { TranslationProvider } from '../i18n/translation-context';
import { SiteProvider } from '../layout/site-context';
import { NoticesProvider } from '../notices/notices';
import { CurrencySwitcher } from './currency-switcher';
import { shownPrice } from './use-shown-price';

const fr = stringResources.fr;
const text = (key: string, params: Record<string, string> = {}) =>
  Object.entries(params).reduce((value, [name, param]) => value.replace(`{${name}}`, param), fr[key] ?? key);

const SHOPPER: ShopperCurrencies = {
  CurrencyCode: 'EUR',
  ShopCurrencyCode: 'EUR',
  ExchangeRate: '1',
  Currencies: [
    { CurrencyCode: 'EUR', Name: 'euro', Symbol: '€' },
    { CurrencyCode: 'USD', Name: 'dollar des États-Unis', Symbol: '$US' },
    { CurrencyCode: 'GBP', Name: 'livre sterling', Symbol: '£GB' },
  ],
};

const CHANGE = '/api/v1/currencyconverter/currency/changeto/';
const ok = { ResponseCode: 'OK', ReasonType: 'None', ReasonResourceKey: null };
const warning = {
  ResponseCode: 'KO',
  ReasonType: 'Warning',
  ReasonResourceKey: 'Currency.CartWillBeConverted',
};

/** The fetch the page's API client uses in the current test. */
let pageFetch: typeof globalThis.fetch;
const NoFallback = () => null;

function Page() {
  return (
    <TranslationProvider culture="fr" strings={fr}>
      <SiteProvider
        site={{ basePath: '', cmsName: 'FlexoCMS', settings: TEST_SETTINGS, user: null, currency: SHOPPER }}
      >
        <ErrorFlowProvider antiforgeryToken="token" basePath="" loginInModal fetch={pageFetch}>
          <NoticesProvider>
            <CurrencySwitcher />
          </NoticesProvider>
        </ErrorFlowProvider>
      </SiteProvider>
    </TranslationProvider>
  );
}

/**
 * The switcher in the shop's providers on a page whose loader counts its runs: a reload in place
 * (the spec's "reloads the page") runs it again.
 */
function renderSwitcher(answer: (path: string) => Response) {
  const calls: string[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const path = new URL(String(input), 'http://shop').pathname;
    calls.push(path);
    return answer(path);
  });
  pageFetch = fetch;
  let loads = 0;
  const Stub = createRoutesStub([
    {
      path: '/fr',
      Component: Page,
      HydrateFallback: NoFallback,
      loader: () => {
        loads += 1;
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={['/fr']} />);
  const announced: unknown[] = [];
  stops.push(onCartChanged((cart) => announced.push(cart)));
  return { calls, loads: () => loads, announced, user: userEvent.setup() };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const toggle = () => screen.getByRole('button', { name: /Choisir la devise/ });
const option = (code: string) =>
  within(screen.getByRole('list', { name: text('Currency.Label') })).getByRole('button', {
    name: new RegExp(`^${code}`),
  });

describe('CurrencySwitcher', () => {
  it('names the shopper’s currency and opens the offered currencies; Escape closes it and gives the focus back', async () => {
    const view = renderSwitcher(() => Response.json(ok));
    const button = await screen.findByRole('button', { name: /Choisir la devise/ });
    expect(button.textContent).toContain(text('Currency.Current', { code: 'EUR' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await view.user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(option('EUR').getAttribute('aria-current')).toBe('true');
    expect(option('USD').textContent).toContain('dollar des États-Unis');
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: text('Currency.Label') })).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('OK: reloads the page in place and announces the cart changed', async () => {
    const view = renderSwitcher(() => Response.json(ok));
    await view.user.click(await screen.findByRole('button', { name: /Choisir la devise/ }));
    const loadsBefore = view.loads();
    await view.user.click(option('USD'));
    await waitFor(() => expect(view.announced).toHaveLength(1));
    expect(view.calls).toEqual([`${CHANGE}USD`]);
    expect(view.loads()).toBe(loadsBefore + 1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a warning asks first: cancel changes nothing; the confirmation repeats the call with /true and reloads', async () => {
    const view = renderSwitcher((path) => Response.json(path.endsWith('/true') ? ok : warning));
    await view.user.click(await screen.findByRole('button', { name: /Choisir la devise/ }));
    const loadsBefore = view.loads();
    await view.user.click(option('GBP'));
    const dialog = await screen.findByRole('dialog', { name: text('Currency.ConfirmTitle') });
    expect(within(dialog).getByText(text('Currency.CartWillBeConverted'))).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: text('Core.Cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.calls).toEqual([`${CHANGE}GBP`]);
    expect(view.loads()).toBe(loadsBefore);

    await view.user.click(toggle());
    await view.user.click(option('GBP'));
    const again = await screen.findByRole('dialog', { name: text('Currency.ConfirmTitle') });
    await view.user.click(within(again).getByRole('button', { name: text('Currency.ConfirmChange') }));
    await waitFor(() => expect(view.announced).toHaveLength(1));
    expect(view.calls).toEqual([`${CHANGE}GBP`, `${CHANGE}GBP`, `${CHANGE}GBP/true`]);
    expect(view.loads()).toBe(loadsBefore + 1);
  });

  it('any other outcome is an error notice titled with the reason resource; the page stays', async () => {
    const view = renderSwitcher(() =>
      Response.json(
        {
          type: '/problems/currency-inactive',
          title: 'Unprocessable Content',
          status: 422,
          ResponseCode: 'KO',
          ReasonType: 'Error',
          ReasonResourceKey: 'Currency.Inactive',
        },
        { status: 422, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    await view.user.click(await screen.findByRole('button', { name: /Choisir la devise/ }));
    const loadsBefore = view.loads();
    await view.user.click(option('USD'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text('Currency.Inactive'))).toBeTruthy();
    expect(within(alert).getByText(text('Currency.ChangeFailed'))).toBeTruthy();
    expect(view.loads()).toBe(loadsBefore);
    expect(view.announced).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('shownPrice', () => {
  const usd: ShopperCurrencies = { ...SHOPPER, CurrencyCode: 'USD', ExchangeRate: '1.01630000' };
  it('converts a catalogue amount to the shopper’s currency with the money module, as the cart does', () => {
    // 49.90 × 1.0163 = 50.71337 → 50.71 USD.
    expect(shownPrice(49.9, 'EUR', 'fr', usd)).toBe(formatMoney(Money.parse('50.71', 'USD'), 'fr'));
    expect(shownPrice(49.9, 'EUR', 'fr', SHOPPER)).toBe(formatMoney(Money.parse('49.90', 'EUR'), 'fr'));
    expect(shownPrice(12, 'CHF', 'de', usd)).toBe(formatMoney(Money.parse('12', 'CHF'), 'de'));
    expect(shownPrice(12, 'EUR', 'de', null)).toBe(formatMoney(Money.parse('12', 'EUR'), 'de'));
  });
});
