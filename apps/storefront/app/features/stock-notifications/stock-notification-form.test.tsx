import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, ProductDetail, VariationResponse } from '@vitrine/api-client';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { ProductView } from '../catalog/product/product-view';
import { StockNotificationLinkPage } from './stock-notification-link-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const soldOut: VariationResponse = {
  ProductId: id(1),
  ProductVariantId: id(101),
  SKU: 'LIN-S',
  UnitPriceTaxIncl: 50,
  UnitPriceTaxExcl: 41.32,
  CurrencyCode: 'EUR',
  QuantityUnitPriceTaxIncl: 50,
  Quantity: 1,
  IsAvailable: true,
  StockQuantity: 0,
  MinQuantity: 1,
  QuantityStep: 1,
  MaxQuantity: 0,
  VariantValueIds: [],
  ProductVariantAttributesViewModel: [],
};

const product = (variation: VariationResponse): ProductDetail => ({
  ProductId: id(1),
  Culture: 'fr',
  Name: 'Robe en lin',
  Slug: 'robe-en-lin',
  Reference: 'REF-1',
  ShortDescription: '',
  DescriptionHtml: '',
  Brand: null,
  Category: { CategoryId: id(60), Name: 'Robes', Url: '/fr/c/robes' },
  Breadcrumb: [],
  Variation: variation,
  Photos: [],
  Related: [],
  CrossSell: [],
  Alternates: [],
});

const customer: CurrentUser = {
  UserId: id(7),
  Email: 'carla@vitrine.example',
  FirstName: 'Carla',
  LastName: 'Client',
  Roles: ['customer'],
  Culture: 'fr',
};

/** The API as the product page meets it: the subscribe call answers `answer`, the rest 404. */
function api(answer: () => Response) {
  return vi.fn<typeof globalThis.fetch>(async (input) =>
    String(input).includes('/stocknotifications/subscribe') ? answer() : new Response(null, { status: 404 }),
  );
}
const subscribeCalls = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.filter(([input]) => String(input).includes('/stocknotifications/subscribe'));
const problem = (status: number, errors: Record<string, string[]>) =>
  new Response(JSON.stringify({ type: '/problems/x', title: 'x', status, errors }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

const page = (variation: VariationResponse) => () => (
  <ProductView product={product(variation)} degressive={null} origin="https://shop.example" />
);

describe('back-in-stock notices on the product page', () => {
  it('a guest opens the form from a sold-out variant, is told a bad address, then to confirm by e-mail', async () => {
    const fetch = api(() =>
      Response.json(
        { Id: id(500), Status: 'pending-confirmation', Email: 'ana@example.org', AlreadySubscribed: false },
        { status: 201 },
      ),
    );
    renderInShop(page(soldOut), { at: '/fr/p/robe-en-lin', fetch });
    const open = screen.getByRole('link', { name: 'M’avertir du retour en stock' });
    // Without script, the link leads to the form's own page.
    expect(open.getAttribute('href')).toBe(
      `/fr/catalog/stocknotification/subscribe?ProductVariantId=${id(101)}&ProductId=${id(1)}`,
    );
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Alerte de retour en stock' });
    const email = within(dialog).getByLabelText('Votre adresse e-mail');
    await userEvent.type(email, 'ana@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'M’avertir' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(/adresse e-mail valide/i)).toBeTruthy();
    expect(subscribeCalls(fetch)).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'ana@example.org');
    await userEvent.keyboard('{Enter}');
    await within(dialog).findByText(
      'Presque terminé : nous avons envoyé un message à ana@example.org. Ouvrez son lien pour confirmer votre adresse.',
    );
    const [call] = subscribeCalls(fetch);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      ProductVariantId: id(101),
      ProductId: id(1),
      Culture: 'fr',
      Email: 'ana@example.org',
    });
  });

  it('a signed-in customer subscribes in one click, at their account’s address', async () => {
    const fetch = api(() =>
      Response.json(
        { Id: id(501), Status: 'active', Email: customer.Email, AlreadySubscribed: false },
        { status: 201 },
      ),
    );
    renderInShop(page(soldOut), { at: '/fr/p/robe-en-lin', fetch, user: customer });
    await userEvent.click(screen.getByRole('link', { name: 'M’avertir du retour en stock' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByText(/Nous écrirons à carla@vitrine.example une seule fois/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'M’avertir' }));
    await within(dialog).findByText(
      'C’est noté : nous écrirons à carla@vitrine.example dès que cet article sera de retour.',
    );
    expect(JSON.parse(String(subscribeCalls(fetch)[0]?.[1]?.body))).not.toHaveProperty('Email');
  });

  it('shows the server’s refusals translated: back in stock meanwhile, a refused address, too many tries', async () => {
    let answer = () => problem(422, { ProductVariantId: ['StockNotification.InStock'] });
    const fetch = api(() => answer());
    renderInShop(page(soldOut), { at: '/fr/p/robe-en-lin', fetch, user: customer });
    await userEvent.click(screen.getByRole('link', { name: 'M’avertir du retour en stock' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'M’avertir' });
    await userEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Cet article est de nouveau en stock : vous pouvez le commander dès maintenant.',
    );
    answer = () => problem(429, {});
    await userEvent.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Trop de demandes. Réessayez plus tard.'),
    );
  });

  it('says nothing of notices while the variant is in stock', () => {
    renderInShop(page({ ...soldOut, StockQuantity: 4 }), {
      at: '/fr/p/robe-en-lin',
      fetch: api(() => new Response()),
    });
    expect(screen.queryByRole('link', { name: 'M’avertir du retour en stock' })).toBeNull();
  });

  it('speaks the page’s language (Dutch)', async () => {
    renderInShop(page(soldOut), { at: '/nl/p/robe-en-lin', culture: 'nl', fetch: api(() => new Response()) });
    await userEvent.click(
      screen.getByRole('link', { name: 'Laat me weten wanneer het weer op voorraad is' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Melding bij nieuwe voorraad' });
    expect(within(dialog).getByLabelText('Je e-mailadres')).toBeTruthy();
  });
});

describe('the pages the messages’ links lead to', () => {
  it('asks before confirming, with a button, then shows the outcome with the product’s link', () => {
    renderInShop(
      () => <StockNotificationLinkPage page="confirm" token="t0k3n-abcdefghijklmnop" outcome={undefined} />,
      {
        at: '/fr/catalog/stocknotification/confirm',
      },
    );
    expect(screen.getByRole('heading', { name: 'Confirmer votre alerte de retour en stock' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmer' })).toBeTruthy();
  });

  it('shows what the link did', () => {
    renderInShop(
      () => (
        <StockNotificationLinkPage
          page="unsubscribe"
          token="t0k3n-abcdefghijklmnop"
          outcome={{
            ok: true,
            result: { Status: 'unsubscribed', ProductName: 'Robe en lin', ProductUrl: '/fr/p/robe-en-lin' },
          }}
        />
      ),
      { at: '/fr/catalog/stocknotification/unsubscribe' },
    );
    expect(screen.getByRole('status').textContent).toBe(
      'C’est fait : vous ne recevrez plus de message au sujet de Robe en lin.',
    );
    expect(screen.getByRole('link', { name: 'Retour au produit' }).getAttribute('href')).toBe(
      '/fr/p/robe-en-lin',
    );
  });

  it('says a used or unknown link is no longer valid', () => {
    renderInShop(
      () => (
        <StockNotificationLinkPage
          page="confirm"
          token="t0k3n-abcdefghijklmnop"
          outcome={{ ok: false, message: 'StockNotification.LinkInvalid' }}
        />
      ),
      { at: '/fr/catalog/stocknotification/confirm' },
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Ce lien n’est plus valable. Il a peut-être déjà été utilisé ou a expiré.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
