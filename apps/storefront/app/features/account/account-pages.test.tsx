import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Country, type CurrentUser, type CustomerAddress, createApiClient } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { gateway } from '../checkout/checkout-fixtures';
import { AccountAddresses } from './account-addresses';
import { loadAddressBook, loadProfile } from './account-loaders.server';
import { AccountProfile } from './account-profile';

const ANNA: CurrentUser = {
  UserId: '00000000-0000-4000-8000-000000000777',
  Email: 'anna@example.com',
  FirstName: 'Anna',
  LastName: 'Peeters',
  Roles: ['customer'],
  Culture: 'fr',
};
const COUNTRIES: Country[] = [
  { Code: 'BE', Name: 'Belgique', HasPlaces: true },
  { Code: 'NL', Name: 'Pays-Bas', HasPlaces: true },
];
const address = (n: number, overrides: Partial<CustomerAddress> = {}): CustomerAddress => ({
  Id: `00000000-0000-4000-8000-00000000090${n}`,
  AddressType: 'Both',
  AccountType: 'Private',
  FirstName: 'Anna',
  LastName: 'Peeters',
  Company: null,
  VAT: null,
  Street1: n === 1 ? 'Rue Haute' : 'Kerkstraat',
  HouseNumber: String(n * 10),
  BoxNumber: null,
  PostalCode: n === 1 ? '1000' : '9000',
  City: n === 1 ? 'Bruxelles' : 'Gent',
  CountryId: 'BE',
  CountryName: 'Belgique',
  Phone: null,
  IsDefault: n === 1,
  ...overrides,
});
const unauthorized = () =>
  Response.json(
    { type: '/problems/unauthorized', title: 'Unauthorized', status: 401 },
    { status: 401, headers: { 'content-type': 'application/problem+json' } },
  );

describe('{culture}/account', () => {
  it('shows the customer’s name and e-mail, with the account’s pages, this one marked', () => {
    renderInShop(<AccountProfile me={ANNA} />, { at: '/fr/account', user: ANNA });
    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeTruthy();
    expect(screen.getByText('Anna Peeters')).toBeTruthy();
    expect(screen.getByText('anna@example.com')).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Pages de mon compte' }));
    expect(nav.getByRole('link', { name: 'Mon profil' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Mes commandes' }).getAttribute('href')).toBe('/fr/sales/orders');
    expect(nav.getByRole('link', { name: 'Mes adresses' }).getAttribute('href')).toBe(
      '/fr/account/addresses',
    );
  });

  it('sends a visitor who is not signed in to the login page, which brings them back', async () => {
    const api = gateway({
      'GET /api/v1/security/me': unauthorized,
      'GET /api/v1/sales/customers/addresses': unauthorized,
    });
    const client = createApiClient({ fetch: api.fetch, antiforgeryToken: 't' });
    const redirectOf = async (load: Promise<unknown>) => {
      const thrown = await load.then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      return (thrown as Response).headers.get('location');
    };
    expect(await redirectOf(loadProfile(client, 'nl', '/shop'))).toBe(
      `/shop/nl/security/login?returnUrl=${encodeURIComponent('/shop/nl/account')}`,
    );
    expect(await redirectOf(loadAddressBook(client, 'fr', ''))).toBe(
      `/fr/security/login?returnUrl=${encodeURIComponent('/fr/account/addresses')}`,
    );
  });
});

describe('{culture}/account/addresses', () => {
  const renderPage = (routes: Parameters<typeof gateway>[0], addresses = [address(1), address(2)]) => {
    const api = gateway(routes);
    let loads = 0;
    renderInShop(() => <AccountAddresses addresses={addresses} countries={COUNTRIES} />, {
      at: '/fr/account/addresses',
      user: ANNA,
      fetch: api.fetch,
      loader: () => {
        loads += 1;
        return null;
      },
    });
    return { api, loads: () => loads };
  };

  it('lists the saved addresses with their use and the default, each with its own named buttons', async () => {
    renderPage({});
    const cards = await screen.findAllByTestId('account-address');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Par défaut')).toBeTruthy();
    expect(first.getByText('La facturation et la livraison')).toBeTruthy();
    expect(first.queryByRole('button', { name: /par défaut/ })).toBeNull();
    expect(
      within(cards[1] as HTMLElement).getByRole('button', {
        name: 'Faire de Anna Peeters, Kerkstraat 20, Gent l’adresse par défaut',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Modifier l’adresse Anna Peeters, Rue Haute 10, Bruxelles' }),
    ).toBeTruthy();
  });

  it('adds an address in the checkout’s modal, then reloads the list', async () => {
    const { api, loads } = renderPage({
      'POST /api/v1/sales/customers/addresses': (call) =>
        Response.json(address(3, { ...(call.body as object), CountryName: 'Belgique', IsDefault: false })),
    });
    const user = userEvent.setup();
    await screen.findAllByTestId('account-address');
    const before = loads();
    await user.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouvelle adresse' }));
    await user.type(dialog.getByRole('textbox', { name: 'Prénom' }), 'Lies');
    await user.type(dialog.getByRole('textbox', { name: 'Nom' }), 'Peeters');
    await user.type(dialog.getByRole('textbox', { name: 'Rue' }), 'Veldstraat');
    await user.type(dialog.getByRole('textbox', { name: 'Numéro' }), '5');
    await user.type(dialog.getByRole('textbox', { name: 'Code postal' }), '9000');
    await user.type(dialog.getByRole('textbox', { name: 'Localité' }), 'Gent');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/v1/sales/customers/addresses')[0]?.body).toMatchObject({
      AddressType: 'Shipping',
      FirstName: 'Lies',
      Street1: 'Veldstraat',
      CountryId: 'BE',
    });
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
  });

  it('makes an address the default with the whole address, and says so', async () => {
    const { api } = renderPage({
      'PUT /api/v1/sales/customers/addresses/00000000-0000-4000-8000-000000000902': () =>
        Response.json(address(2, { IsDefault: true })),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Faire de Anna Peeters, Kerkstraat 20, Gent l’adresse par défaut',
      }),
    );
    expect(await screen.findByText('Adresse par défaut enregistrée')).toBeTruthy();
    expect(
      api.callsTo('PUT', '/api/v1/sales/customers/addresses/00000000-0000-4000-8000-000000000902')[0]?.body,
    ).toEqual({
      AddressType: 'Both',
      AccountType: 'Private',
      FirstName: 'Anna',
      LastName: 'Peeters',
      Street1: 'Kerkstraat',
      HouseNumber: '20',
      PostalCode: '9000',
      City: 'Gent',
      CountryId: 'BE',
      IsDefault: true,
    });
  });

  it('deletes an address once the customer confirms; cancelling deletes nothing', async () => {
    const { api } = renderPage({
      'DELETE /api/v1/sales/customers/addresses/00000000-0000-4000-8000-000000000902': () =>
        new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', {
      name: 'Supprimer l’adresse Anna Peeters, Kerkstraat 20, Gent',
    });
    await user.click(remove);
    let dialog = within(await screen.findByRole('dialog', { name: 'Supprimer cette adresse ?' }));
    await user.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls).toHaveLength(0);

    await user.click(remove);
    dialog = within(await screen.findByRole('dialog', { name: 'Supprimer cette adresse ?' }));
    expect(dialog.getByText(/Kerkstraat 20, Gent sera supprimée/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Adresse supprimée')).toBeTruthy();
    expect(
      api.callsTo('DELETE', '/api/v1/sales/customers/addresses/00000000-0000-4000-8000-000000000902'),
    ).toHaveLength(1);
  });

  it('without addresses, says so in the customer’s language', async () => {
    renderPage({}, []);
    expect(await screen.findByText('Vous n’avez pas encore d’adresse enregistrée.')).toBeTruthy();
  });
});
