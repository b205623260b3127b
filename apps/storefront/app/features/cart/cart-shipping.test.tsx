import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShoppingCart } from '@vitrine/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceTaxCountryChanged,
  CART_CHANGED_EVENT,
  TAX_COUNTRY_CHANGED_EVENT,
} from '../../lib/cart-events';
import { renderInShop } from '../../test/render-in-shop';
import { cartLine, shoppingCart, uuid } from './cart-fixtures';
import { CartPage } from './cart-page';
import { TaxCountryFollower } from './tax-country-follower';

const HOME = uuid(901);
const EXPRESS = uuid(902);
const PARIS = uuid(951);
const MARSEILLE = uuid(952);

/** A cart answer with its delivery, as the gateway sends it. */
function withDelivery(overrides: Partial<ShoppingCart> = {}): ShoppingCart {
  return {
    ...shoppingCart([cartLine(1, 'Chaise Wren', 2)]),
    ShippingCountryCode: 'BE',
    BillingCountryCode: null,
    TaxCountryCode: 'BE',
    City: null,
    ShippingMethodId: HOME,
    ShippingMethods: [
      {
        Id: HOME,
        Name: 'Livraison à domicile',
        Description: 'À votre porte en 2 à 4 jours ouvrables.',
        Carrier: 'static',
        Cost: 5.95,
        CostHtml: '5,95 €',
        IsFree: false,
      },
      {
        Id: EXPRESS,
        Name: 'Express',
        Description: 'Livré le jour ouvrable suivant.',
        Carrier: 'static',
        Cost: 12.5,
        CostHtml: '12,50 €',
        IsFree: false,
      },
    ],
    ShippingCountries: [
      { Code: 'BE', Name: 'Belgique', HasPlaces: false },
      { Code: 'FR', Name: 'France', HasPlaces: true },
    ],
    ShippingAmount: 5.95,
    ShippingAmountHtml: '5,95 €',
    FreeShipping: false,
    TaxAmount: 4.51,
    TaxAmountHtml: '4,51 €',
    ...overrides,
  };
}

let stopListening = () => {};
afterEach(() => stopListening());

function listenTo(eventName: string) {
  const heard: unknown[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent).detail);
  document.addEventListener(eventName, listener);
  stopListening = () => document.removeEventListener(eventName, listener);
  return heard;
}
const listenToCartChanged = () => listenTo(CART_CHANGED_EVENT);

/** Answers the typeahead's GETs from `places` and the cart's POSTs with `answer`. */
function gateway(places: Record<string, Record<string, string>>, answer: ShoppingCart) {
  return vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') return Response.json(answer);
    const query = decodeURIComponent(url.split('/cities/')[1] ?? '');
    return Response.json(places[query] ?? {});
  });
}

const postalInput = () => screen.getByRole('combobox', { name: 'Code postal ou localité' });

describe('the cart page’s delivery', () => {
  it('shows the country, the methods with cost and information, and shipping and VAT in the totals', () => {
    renderInShop(<CartPage initial={withDelivery()} />, { at: '/fr/shoppingcarts' });
    expect((screen.getByRole('combobox', { name: 'Pays de livraison' }) as HTMLSelectElement).value).toBe(
      'BE',
    );
    const home = screen.getByRole('radio', { name: 'Livraison à domicile 5,95 €' }) as HTMLInputElement;
    expect(home.checked).toBe(true);
    expect(home.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(home.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'À votre porte en 2 à 4 jours ouvrables.',
    );
    expect(screen.getByTestId('cart-shipping-amount').textContent).toBe('5,95 €');
    expect(screen.getByTestId('cart-tax-amount').textContent).toBe('4,51 €');
  });

  it('a method change runs the page’s flow: the call, the answer in place, the loader, “cart changed”', async () => {
    const heard = listenToCartChanged();
    const answer = withDelivery({
      ShippingMethodId: EXPRESS,
      ShippingAmount: 12.5,
      ShippingAmountHtml: '12,50 €',
    });
    const fetch = gateway({}, answer);
    renderInShop(<CartPage initial={withDelivery()} />, { at: '/fr/shoppingcarts', fetch });
    await userEvent.click(screen.getByRole('radio', { name: 'Express 12,50 €' }));
    await waitFor(() => expect(screen.getByTestId('cart-shipping-amount').textContent).toBe('12,50 €'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/shoppingcarts/shippingmethods');
    expect(JSON.parse(String(init?.body))).toEqual({ ShippingMethodId: EXPRESS });
    expect((screen.getByRole('radio', { name: 'Express 12,50 €' }) as HTMLInputElement).checked).toBe(true);
    expect(heard).toEqual([answer]);
    expect(document.querySelector('.cart-page')?.getAttribute('aria-busy')).toBe('false');
  });

  it('a long country list gets the Select2 search box (spec 000 §9): Enter chooses the first country left', async () => {
    const names = [
      'Allemagne',
      'Autriche',
      'Belgique',
      'Danemark',
      'Espagne',
      'Finlande',
      'France',
      'Irlande',
      'Italie',
      'Luxembourg',
      'Pays-Bas',
      'Portugal',
    ];
    const countries = names.map((Name) => ({ Code: Name.slice(0, 2).toUpperCase(), Name, HasPlaces: false }));
    const long = withDelivery({ ShippingCountryCode: 'BE', ShippingCountries: countries });
    const fetch = gateway({}, withDelivery({ ShippingCountryCode: 'IT', ShippingCountries: countries }));
    renderInShop(<CartPage initial={long} />, { at: '/fr/shoppingcarts', fetch });
    const select = screen.getByRole('combobox', { name: 'Pays de livraison' }) as HTMLSelectElement;
    expect(select.classList.contains('js-select2-show-search')).toBe(true);
    const search = await screen.findByRole('searchbox', { name: 'Rechercher un pays' });
    await userEvent.type(search, 'ital{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ CountryCode: 'IT' });
  });

  it('a short country list stays a plain select, without a search box', () => {
    renderInShop(<CartPage initial={withDelivery()} />, { at: '/fr/shoppingcarts' });
    const select = screen.getByRole('combobox', { name: 'Pays de livraison' });
    expect(select.classList.contains('js-select2-show-search')).toBe(false);
    expect(screen.queryByRole('searchbox', { name: 'Rechercher un pays' })).toBeNull();
  });

  it('a country change posts the country and shows the cart the server answers', async () => {
    const answer = withDelivery({ ShippingCountryCode: 'FR', TaxCountryCode: 'FR' });
    const fetch = gateway({}, answer);
    renderInShop(<CartPage initial={withDelivery()} />, { at: '/fr/shoppingcarts', fetch });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pays de livraison' }), 'FR');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/shoppingcarts/shippingcountries');
    expect(JSON.parse(String(init?.body))).toEqual({ CountryCode: 'FR' });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Pays de livraison' }) as HTMLSelectElement).value).toBe(
        'FR',
      ),
    );
  });

  it('offers the postal-code typeahead only for a country whose places the shop knows', () => {
    const { unmount } = renderInShop(<CartPage initial={withDelivery()} />, { at: '/fr/shoppingcarts' });
    expect(screen.queryByRole('combobox', { name: 'Code postal ou localité' })).toBeNull();
    unmount();
    renderInShop(<CartPage initial={withDelivery({ ShippingCountryCode: 'FR' })} />, {
      at: '/fr/shoppingcarts',
    });
    expect(postalInput()).toBeTruthy();
  });

  it('the postal-code typeahead asks from 4 characters only', async () => {
    const fetch = gateway({ '7500': { [PARIS]: '75001 Paris 1er Arrondissement' } }, withDelivery());
    renderInShop(<CartPage initial={withDelivery({ ShippingCountryCode: 'FR' })} />, {
      at: '/fr/shoppingcarts',
      fetch,
    });
    await userEvent.type(postalInput(), '750');
    expect(screen.getByText('Saisissez au moins 4 caractères.')).toBeTruthy();
    expect(postalInput().getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(postalInput(), '0');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: '75001 Paris 1er Arrondissement' })).toBeTruthy(),
    );
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringContaining('/api/v1/countries/FR/cities/7500'),
    ]);
    expect(postalInput().getAttribute('aria-expanded')).toBe('true');
  });

  it('says no city was found when nothing matches', async () => {
    const fetch = gateway({}, withDelivery());
    renderInShop(<CartPage initial={withDelivery({ ShippingCountryCode: 'FR' })} />, {
      at: '/fr/shoppingcarts',
      fetch,
    });
    await userEvent.type(postalInput(), '9999');
    await waitFor(() => expect(screen.getByText('Aucune localité trouvée.')).toBeTruthy());
    expect(document.querySelectorAll('.typeahead__option')).toHaveLength(0);
  });

  it('chooses a place with the keyboard and posts its CityId through the page’s flow', async () => {
    const heard = listenToCartChanged();
    const chosen = withDelivery({
      ShippingCountryCode: 'FR',
      City: { Id: MARSEILLE, PostalCode: '13001', Name: 'Marseille 1er Arrondissement' },
    });
    const fetch = gateway(
      {
        '1300': {
          [PARIS]: '13000 Marseille',
          [MARSEILLE]: '13001 Marseille 1er Arrondissement',
        },
      },
      chosen,
    );
    renderInShop(<CartPage initial={withDelivery({ ShippingCountryCode: 'FR' })} />, {
      at: '/fr/shoppingcarts',
      fetch,
    });
    await userEvent.type(postalInput(), '1300');
    const list = await screen.findByRole('listbox', { name: 'Code postal ou localité' });
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(postalInput().getAttribute('aria-activedescendant')).toBe(
      within(list).getByRole('option', { name: '13001 Marseille 1er Arrondissement' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByText('Livraison à 13001 Marseille 1er Arrondissement')).toBeTruthy(),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/api/v1/shoppingcarts/city');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ CityId: MARSEILLE });
    expect(heard).toEqual([chosen]);
  });
});

describe('a tax country change (spec 001 §4)', () => {
  it('made elsewhere reloads the page; with free shipping the page is refreshed in place instead', async () => {
    const reload = vi.fn();
    let loads = 0;
    renderInShop(
      () => (
        <>
          <TaxCountryFollower reload={reload} />
          <p>Page</p>
        </>
      ),
      {
        at: '/fr/catalog',
        loader: () => {
          loads += 1;
          return null;
        },
      },
    );
    await screen.findByText('Page');
    expect(loads).toBe(1);

    announceTaxCountryChanged({ country: 'FR', freeShipping: false });
    expect(reload).toHaveBeenCalledTimes(1);

    announceTaxCountryChanged({ country: 'NL', freeShipping: true });
    await waitFor(() => expect(loads).toBe(2));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the cart page announces the shopper’s own country change and skips it once; a later one reloads', async () => {
    const heard = listenTo(TAX_COUNTRY_CHANGED_EVENT);
    const reload = vi.fn();
    const answer = withDelivery({ ShippingCountryCode: 'FR', TaxCountryCode: 'FR' });
    renderInShop(
      () => (
        <>
          <TaxCountryFollower reload={reload} />
          <CartPage initial={withDelivery()} />
        </>
      ),
      { at: '/fr/shoppingcarts', fetch: gateway({}, answer) },
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pays de livraison' }), 'FR');
    await waitFor(() => expect(heard).toEqual([{ country: 'FR', freeShipping: false }]));
    expect(reload).not.toHaveBeenCalled();
    expect((screen.getByRole('combobox', { name: 'Pays de livraison' }) as HTMLSelectElement).value).toBe(
      'FR',
    );

    // Only that once: a change from elsewhere (the checkout's addresses) reloads the cart page too.
    announceTaxCountryChanged({ country: 'BE', freeShipping: false });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a change that keeps the tax country announces nothing', async () => {
    const heard = listenTo(TAX_COUNTRY_CHANGED_EVENT);
    const answer = withDelivery({ ShippingMethodId: EXPRESS });
    renderInShop(<CartPage initial={withDelivery()} />, {
      at: '/fr/shoppingcarts',
      fetch: gateway({}, answer),
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Express 12,50 €' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Express 12,50 €' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(heard).toEqual([]);
  });
});
