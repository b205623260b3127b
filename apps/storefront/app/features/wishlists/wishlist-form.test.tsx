import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, WishlistDetail, WishlistSummary } from '@vitrine/api-client';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { WishlistCount } from './wishlist-count';
import { AddToWishlistButton } from './wishlist-dialog';
import { WishlistsPage } from './wishlists-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const VARIANT = id(101);
const customer: CurrentUser = {
  UserId: id(7),
  Email: 'carla@vitrine.example',
  FirstName: 'Carla',
  LastName: 'Client',
  Roles: ['customer'],
  Culture: 'fr',
};
const list = (n: number, name: string, holds: number | null): WishlistSummary => ({
  Id: id(n),
  Name: name,
  Description: '',
  ProductsCount: holds ? 1 : 0,
  ContainsVariant: holds !== null,
  VariantQuantity: holds,
});
const problem = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ type: '/problems/x', title: 'Not Found', status, ...body }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

/** The API as the modal meets it: the lists, and the add answering `add`. */
function api(add: () => Response) {
  return vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/wishlist/lists'))
      return Response.json({ Items: [list(1, 'Salon', 2), list(2, 'Chambre', null)] });
    if (url.includes('/wishlist/addproductvariant')) return add();
    return new Response(null, { status: 404 });
  });
}

describe('the wishlist modal', () => {
  it('says whether the chosen list holds the product, switches to the new-list tab by its checkbox, then offers to go on or to the list', async () => {
    const fetch = api(() =>
      Response.json({
        Message: 'Wishlists.Added|{"name":"Robe","list":"Été"}',
        WishlistId: id(3),
        DataLayer: { event: 'add_to_wishlist' },
        IsSuccessfull: true,
        WishlistProductId: id(30),
        Quantity: 2,
      }),
    );
    renderInShop(<AddToWishlistButton productVariantId={VARIANT} />, {
      at: '/fr/p/robe',
      fetch,
      user: customer,
    });
    const open = screen.getByRole('link', { name: 'Ajouter à une liste d’envies' });
    expect(open.getAttribute('href')).toBe(`/fr/catalog/wishlist/popup?productVariantId=${VARIANT}`);
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter à une liste d’envies' });
    // The first list not holding it is chosen; the other says it holds it already.
    expect(within(dialog).getByText('Ce produit n’est pas encore dans cette liste.')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText('Liste'), 'Salon');
    expect(within(dialog).getByText('Ce produit est déjà dans cette liste (quantité 2).')).toBeTruthy();

    const newTab = within(dialog)
      .getByText('Nouvelle liste', { selector: 'legend' })
      .closest('fieldset') as HTMLFieldSetElement;
    expect(newTab.hidden).toBe(true);
    await userEvent.click(within(dialog).getByLabelText('Créer une nouvelle liste'));
    expect(newTab.hidden).toBe(false);
    expect(
      (
        within(dialog)
          .getByText('Liste existante', { selector: 'legend' })
          .closest('fieldset') as HTMLFieldSetElement
      ).hidden,
    ).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Nom'), 'Été');
    const quantity = within(dialog).getByLabelText('Quantité');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '-1.6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await within(dialog).findByText('Robe a été ajouté à « Été ».');
    const call = fetch.mock.calls.find(([input]) => String(input).includes('addproductvariant'));
    const sent = new URL(String(call?.[0]), 'http://shop').searchParams;
    // Normalised to a positive whole number before it is sent.
    expect(Object.fromEntries(sent)).toMatchObject({ productVariantId: VARIANT, name: 'Été', quantity: '2' });
    expect(within(dialog).getByRole('link', { name: 'Voir la liste' }).getAttribute('href')).toBe(
      `/fr/catalog/wishlist/list?Id=${id(3)}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuer mes achats' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the popup at the address a page gives instead', () => {
    renderInShop(<AddToWishlistButton productVariantId={VARIANT} popupUrl="/fr/mon-popup?v=1" />, {
      at: '/fr/p/robe',
      user: customer,
    });
    expect(screen.getByRole('link', { name: 'Ajouter à une liste d’envies' }).getAttribute('href')).toBe(
      '/fr/mon-popup?v=1',
    );
  });

  it('shows the Message a refused add returns', async () => {
    const fetch = api(() =>
      problem(404, {
        Message: 'Wishlists.VariantNotFound',
        IsSuccessfull: false,
        errors: { productVariantId: ['Wishlists.VariantNotFound'] },
      }),
    );
    renderInShop(<AddToWishlistButton productVariantId={VARIANT} />, {
      at: '/fr/p/robe',
      fetch,
      user: customer,
    });
    await userEvent.click(screen.getByRole('link', { name: 'Ajouter à une liste d’envies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter à une liste d’envies' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Ce produit n’est pas en vente.');
  });
});

describe('the wishlists page', () => {
  const lists = [list(1, 'Salon', null), list(2, 'Chambre', null)];
  const active: WishlistDetail = {
    Id: id(1),
    Name: 'Salon',
    Description: '',
    Items: [
      {
        Id: id(11),
        ProductVariantId: VARIANT,
        ProductId: id(100),
        Quantity: 1,
        ProductName: 'Robe',
        SKU: 'ROBE-S',
        ProductUrl: '/fr/p/robe',
        Photo: null,
        UnitPriceTaxIncl: 50,
        UnitPriceTaxInclHtml: '50,00 €',
        CurrencyCode: 'EUR',
        IsAvailable: true,
      },
    ],
  };

  it('marks the list shown in its side menu, whose links are the lists’ own addresses', () => {
    renderInShop(<WishlistsPage lists={lists} active={active} />, {
      at: '/fr/catalog/wishlist/list',
      user: customer,
    });
    const menu = screen.getByRole('navigation', { name: 'Mes listes' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      [`/fr/catalog/wishlist/list?Id=${id(1)}`, 'page'],
      [`/fr/catalog/wishlist/list?Id=${id(2)}`, null],
    ]);
  });

  it('saves normalised quantities, and shows the status text (or Core.ErrorServer) when the quantity form fails', async () => {
    let answer = () => problem(404, {});
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answer());
    renderInShop(<WishlistsPage lists={lists} active={active} />, {
      at: '/fr/catalog/wishlist/list',
      fetch,
      user: customer,
    });
    const quantity = screen.getByLabelText('Quantité — Robe');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour les quantités' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not Found');
    expect((quantity as HTMLInputElement).value).toBe('1');
    const call = fetch.mock.calls.find(([input]) => String(input).includes('updatequantity'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ Items: [{ variantId: VARIANT, qty: 1 }] });

    answer = () => new Response('oops', { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour les quantités' }));
    await screen.findByText('Le serveur a rencontré une erreur.');
  });
});

describe('the wishlist count widget', () => {
  it('shows a customer how many products their wishlists hold, linking to them; nothing for a visitor', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
      String(input).includes('/wishlist/products/count')
        ? Response.json({ Count: 3, ListsCount: 2 })
        : new Response(null, { status: 404 }),
    );
    const { unmount } = renderInShop(<WishlistCount />, { at: '/fr/catalog', fetch, user: customer });
    const link = await screen.findByRole('link', { name: 'Listes d’envies : 3 produit(s)' });
    expect(link.getAttribute('href')).toBe('/fr/catalog/wishlist/list');
    unmount();
    renderInShop(<WishlistCount />, { at: '/fr/catalog', fetch });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
