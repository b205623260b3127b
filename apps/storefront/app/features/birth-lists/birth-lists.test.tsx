import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BirthList, BirthListItem, CustomerAddress, SharedBirthList } from '@vitrine/api-client';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { BirthListPage } from './birth-list-page';
import { SharedBirthListPage } from './shared-birth-list';

/** Where deleting a list leads: the owner's lists. */
function MyListsPage() {
  return <p>Mes listes</p>;
}

const TOKEN = 't'.repeat(43);
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const item = (n: number, overrides: Partial<BirthListItem> = {}): BirthListItem => ({
  Id: id(n),
  ProductVariantId: id(100 + n),
  ProductId: id(200 + n),
  ProductName: `Produit ${n}`,
  ProductUrl: `/fr/p/produit-${n}`,
  SKU: `SKU-${n}`,
  Photo: null,
  PriceHtml: '10,00 €',
  Quantity: 2,
  Bought: 0,
  Remaining: 2,
  Done: false,
  Available: true,
  ...overrides,
});

const list: BirthList = {
  Id: id(1),
  Title: 'Liste de Léa',
  BabyName: 'Léa',
  ExpectedDate: '2027-03-14',
  Message: 'Merci !',
  DeliveryAddress: null,
  IsShared: false,
  SharedAt: null,
  Items: [item(1, { Bought: 2, Remaining: 0, Done: true }), item(2)],
  Purchases: [
    {
      Id: id(11),
      ItemId: id(1),
      ProductName: 'Produit 1',
      Quantity: 1,
      BuyerName: 'Tante Zoé',
      Anonymous: false,
      Message: 'Bienvenue',
      PaidAt: '2026-11-20T10:00:00.000Z',
    },
    {
      Id: id(12),
      ItemId: id(1),
      ProductName: 'Produit 1',
      Quantity: 1,
      BuyerName: null,
      Anonymous: true,
      Message: 'Surprise',
      PaidAt: '2026-11-21T10:00:00.000Z',
    },
  ],
};

describe('birth lists', () => {
  it('the owner sees who gave what, "anonymous" for a giver who asked, and the items done', () => {
    renderInShop(<BirthListPage list={list} />, { at: '/fr/account/birthlists/x' });
    expect(screen.getByRole('heading', { level: 1, name: 'Liste de Léa' })).toBeTruthy();
    expect(screen.getByText('Pour Léa')).toBeTruthy();
    expect(screen.getByText('Naissance prévue le 14 mars 2027')).toBeTruthy();
    const rows = within(screen.getByTestId('birth-list-purchases')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CadeauOffertDe la part deMessage',
      'Produit 11Tante ZoéBienvenue',
      'Produit 11AnonymeSurprise',
    ]);
    expect(screen.getAllByTestId('birth-list-done')).toHaveLength(1);
    expect(screen.getByTestId('birth-list-share-state').textContent).toBe('La liste n’est pas partagée.');
  });

  it('`openBirthlist` in the address opens the add modal for that variant', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
      String(input).endsWith('/api/v1/catalog/birthlists')
        ? Response.json({
            Items: [
              {
                Id: id(1),
                Title: 'Liste de Léa',
                BabyName: null,
                ExpectedDate: null,
                ItemCount: 2,
                IsShared: false,
              },
            ],
          })
        : new Response(null, { status: 404 }),
    );
    renderInShop(<BirthListPage list={list} />, {
      at: `/fr/account/birthlists/x?openBirthlist=${id(102)}`,
      fetch,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter à une liste de naissance' });
    expect(
      ((await within(dialog).findByRole('combobox', { name: 'Liste de naissance' })) as HTMLSelectElement)
        .value,
    ).toBe(id(1));
  });

  it('the owner changes the list’s details and delivery address, and deletes it once confirmed', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      calls.push({
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      if (init?.method === 'PUT') return Response.json({ ...list, Title: 'Liste de Léa et Noé' });
      return new Response(null, { status: 204 });
    });
    const home = {
      Id: id(50),
      AddressType: 'Shipping',
      FirstName: 'Anna',
      LastName: 'Peeters',
      Street1: 'Rue Haute',
      HouseNumber: '12',
      City: 'Bruxelles',
    } as unknown as CustomerAddress;
    renderInShop(<BirthListPage list={list} addresses={[home]} />, {
      at: '/fr/account/birthlists/x',
      fetch,
      routes: [{ path: '/fr/account/birthlists', Component: MyListsPage }],
    });
    const edit = screen.getByRole('region', { name: 'Modifier la liste' });
    const title = within(edit).getByRole('textbox', { name: 'Titre de la liste' }) as HTMLInputElement;
    expect(title.value).toBe('Liste de Léa');
    expect((within(edit).getByLabelText('Date prévue') as HTMLInputElement).value).toBe('2027-03-14');
    await userEvent.clear(title);
    await userEvent.type(title, 'Liste de Léa et Noé');
    await userEvent.selectOptions(
      within(edit).getByRole('combobox', { name: 'Livraison des cadeaux' }),
      id(50),
    );
    await userEvent.click(within(edit).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Liste enregistrée.');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: expect.stringContaining(`/api/v1/catalog/birthlists/${id(1)}`),
      body: {
        Title: 'Liste de Léa et Noé',
        BabyName: 'Léa',
        ExpectedDate: '2027-03-14',
        Message: 'Merci !',
        DeliveryAddressId: id(50),
      },
    });

    // Deleting asks first; cancelling deletes nothing.
    await userEvent.click(within(edit).getByRole('button', { name: 'Supprimer la liste' }));
    const confirm = screen.getByRole('dialog', { name: 'Supprimer la liste' });
    expect(confirm.textContent).toContain('Le lien de partage ne fonctionnera plus.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(edit).getByRole('button', { name: 'Supprimer la liste' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Supprimer la liste' })).getByRole('button', {
        name: 'Supprimer la liste',
      }),
    );
    await screen.findByText('Mes listes');
    expect(calls.find((call) => call.method === 'DELETE')?.url).toContain(
      `/api/v1/catalog/birthlists/${id(1)}`,
    );
  }, 20_000);

  it('friends see what is left to give; a done item has no Give button; giving sends name, message and anonymity', async () => {
    const shared: SharedBirthList = {
      Title: 'Liste de Léa',
      BabyName: null,
      ExpectedDate: null,
      Message: '',
      DeliversToOwner: false,
      Items: list.Items,
    };
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 500 }));
    renderInShop(<SharedBirthListPage list={shared} token={TOKEN} />, { at: '/fr/birthlist/x', fetch });
    expect(screen.queryByRole('button', { name: 'Offrir Produit 1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Offrir Produit 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Offrir un cadeau' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Votre nom' }), 'Oncle Marc');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Rester anonyme auprès des parents' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter au panier' }));
    const call = fetch.mock.calls.find(([input]) => String(input).includes('/addtocart'));
    expect(String(call?.[0])).toContain(`/api/v1/catalog/birthlists/shared/${TOKEN}/addtocart`);
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      BirthListItemId: id(2),
      Quantity: 1,
      BuyerName: 'Oncle Marc',
      Anonymous: true,
    });
  });
});
