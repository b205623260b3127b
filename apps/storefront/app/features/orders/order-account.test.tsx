import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Country,
  type CurrentUser,
  createApiClient,
  type DeliveryAddressRequestResult,
  type OrderAddedToCart,
} from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { encodeMessage } from '@vitrine/validation';
import { describe, expect, it } from 'vitest';
import { CART_CHANGED_EVENT } from '../../lib/cart-events';
import { renderInShop } from '../../test/render-in-shop';
import { cartLine, shoppingCart } from '../cart/cart-fixtures';
import { gateway, ORDER_ID, placedOrder } from '../checkout/checkout-fixtures';
import { forwardDeliveryAddressRequest } from './delivery-address-request.server';
import { OrderList } from './order-list';
import { OrderScreen } from './order-screen';

const REORDER = 'PUT /api/v1/sales/orders/addtocart';
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

const added = (messages: string[]): OrderAddedToCart => {
  const cart = shoppingCart([cartLine(1, 'Chaise Wren', 2)]);
  return { ...cart, ItemIds: [cart.Items[0]?.Id ?? ''], Messages: messages };
};

/** The 'cart changed' events the page sent, with the cart each carried. */
function cartEvents() {
  const seen: unknown[] = [];
  document.addEventListener(CART_CHANGED_EVENT, (event) => seen.push((event as CustomEvent).detail));
  return seen;
}

describe('order again', () => {
  it('puts a line of the order screen back in the cart with the spec’s fields, tells the header’s cart, and says what changed', async () => {
    const api = gateway({
      [REORDER]: () =>
        Response.json(
          added([
            encodeMessage('Orders.Reorder.PriceChanged', {
              name: 'Chaise Wren',
              was: '10,00 €',
              now: '12,00 €',
            }),
          ]),
        ),
    });
    const events = cartEvents();
    const user = userEvent.setup();
    renderInShop(<OrderScreen order={placedOrder()} />, {
      at: `/fr/sales/orders/${ORDER_ID}`,
      fetch: api.fetch,
    });
    await user.click(screen.getByRole('button', { name: 'Ajouter Chaise Wren au panier' }));
    const notice = await screen.findByText(
      'Ajouté au panier. Le prix de Chaise Wren a changé : 10,00 € à la commande, 12,00 € aujourd’hui.',
    );
    expect(notice).toBeTruthy();
    const [call] = api.callsTo('PUT', '/api/v1/sales/orders/addtocart');
    expect(call?.body).toEqual({
      OrderId: ORDER_ID,
      ItemKey: placedOrder().Items[0]?.Id,
      ItemOrigin: 'Order',
      name: 'Chaise Wren',
      quantity: 2,
      price: 10,
      currencyCode: 'EUR',
    });
    expect(call?.query.get('culture')).toBe('fr');
    expect(events).toHaveLength(1);
    expect((events[0] as OrderAddedToCart).ItemsQuantityCount).toBe(2);
  });

  it('a line no longer sold is said in the shopper’s language, and the cart is not announced as changed', async () => {
    const api = gateway({
      [REORDER]: () =>
        Response.json(
          {
            type: '/problems/variant-unavailable',
            title: 'Unprocessable',
            status: 422,
            errors: { ItemKey: [encodeMessage('Orders.Reorder.NoLongerSold', { name: 'Chaise Wren' })] },
          },
          { status: 422, headers: { 'content-type': 'application/problem+json' } },
        ),
    });
    const events = cartEvents();
    const user = userEvent.setup();
    renderInShop(<OrderScreen order={placedOrder()} />, {
      at: `/nl/sales/orders/${ORDER_ID}`,
      culture: 'nl',
      fetch: api.fetch,
    });
    await user.click(screen.getByRole('button', { name: 'Chaise Wren in winkelmandje' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Chaise Wren wordt niet meer verkocht.');
    expect(events).toHaveLength(0);
    // No error-flow dialog: the refusal is the shopper's to read where they acted.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the order list orders a whole order again by its id', async () => {
    const api = gateway({ [REORDER]: () => Response.json(added([])) });
    const user = userEvent.setup();
    renderInShop(
      <OrderList
        list={{
          Items: [
            {
              Id: ORDER_ID,
              Number: 'V-100002',
              Status: 'delivered',
              PlacedAt: '2026-11-20T10:15:00.000Z',
              ItemsQuantityCount: 2,
              AmountTaxIncl: 20,
              AmountTaxInclHtml: '20,00 €',
            },
          ],
          TotalCount: 1,
          PageNumber: 1,
          PageSize: 10,
        }}
      />,
      { at: '/fr/sales/orders', fetch: api.fetch },
    );
    const button = screen.getByRole('button', { name: 'Commander à nouveau la commande V-100002' });
    expect(button.textContent).toBe('Commander à nouveau');
    await user.click(button);
    expect(await screen.findByText('Ajouté au panier.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/sales/orders/addtocart')[0]?.body).toEqual({
      OrderId: ORDER_ID,
      ItemOrigin: 'Order',
    });
  });
});

describe('the change-delivery-address request', () => {
  const ROUTE = '/fr/sales/order/ChangeDeliveryAddressRequest';

  /** The order screen with the storefront route the form posts to, answering `answer`. */
  function renderScreen(answer: DeliveryAddressRequestResult, order = placedOrder()) {
    const posted: FormData[] = [];
    renderInShop(<OrderScreen order={order} countries={COUNTRIES} />, {
      at: `/fr/sales/orders/${ORDER_ID}`,
      user: ANNA,
      routes: [
        {
          path: ROUTE,
          action: async ({ request }) => {
            posted.push(await request.formData());
            return answer;
          },
        },
      ],
    });
    return posted;
  }

  it('on success closes the modal, shows a notice and turns the trigger into a disabled ‘email sent’ button', async () => {
    const posted = renderScreen({
      Success: true,
      SuccessMessage: 'Votre demande a été envoyée à la boutique.',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Changer l’adresse de livraison' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changer l’adresse de livraison' });
    const form = within(dialog);
    // It opens with the address the order goes to now.
    expect((form.getByRole('textbox', { name: 'Rue' }) as HTMLInputElement).value).toBe('Rue Haute');
    await user.clear(form.getByRole('textbox', { name: 'Rue' }));
    await user.type(form.getByRole('textbox', { name: 'Rue' }), 'Kerkstraat');
    await user.clear(form.getByRole('textbox', { name: /Localité/ }));
    await user.type(form.getByRole('textbox', { name: /Localité/ }), 'Gent');
    await user.type(form.getByRole('textbox', { name: /Commentaire/ }), 'Chez ma sœur');
    await user.click(form.getByRole('button', { name: 'Envoyer la demande' }));

    expect(await screen.findByText('Votre demande a été envoyée à la boutique.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = screen.getByRole('button', { name: 'E-mail envoyé' }) as HTMLButtonElement;
    expect(sent.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Changer l’adresse de livraison' })).toBeNull();
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0] ?? [])).toEqual({
      OrderId: ORDER_ID,
      FirstName: 'Anna',
      LastName: 'Peeters',
      Street1: 'Kerkstraat',
      HouseNumber: '12',
      PostalCode: '1000',
      City: 'Gent',
      CountryId: 'BE',
      Comment: 'Chez ma sœur',
    });
  });

  it('an error message closes the modal with an error; the trigger stays', async () => {
    renderScreen({ Success: false, ErrorMessage: 'Cette commande n’est plus à la boutique.' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Changer l’adresse de livraison' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changer l’adresse de livraison' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Cette commande n’est plus à la boutique.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Changer l’adresse de livraison' })).toBeTruthy();
  });

  it('checks the fields before sending, and keeps the server’s field refusals beside their fields', async () => {
    const posted = renderScreen({
      Success: false,
      ErrorMessage: 'Nous ne livrons pas dans ce pays.',
      FieldErrors: { PostalCode: [encodeMessage('Validation.MaxLength', { max: 12 })] },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Changer l’adresse de livraison' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changer l’adresse de livraison' });
    const form = within(dialog);
    await user.clear(form.getByRole('textbox', { name: 'Rue' }));
    await user.click(form.getByRole('button', { name: 'Envoyer la demande' }));
    expect(form.getByRole('textbox', { name: 'Rue' }).getAttribute('aria-invalid')).toBe('true');
    expect(posted).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'Rue' }), 'Kerkstraat');
    await user.click(form.getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Code postal' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(posted).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Changer l’adresse de livraison' })).toBeTruthy();
  });

  it('is offered to a signed-in customer for an order not yet shipped only', () => {
    renderInShop(<OrderScreen order={placedOrder({ Status: 'shipped' })} countries={COUNTRIES} />, {
      at: `/fr/sales/orders/${ORDER_ID}`,
      user: ANNA,
    });
    expect(screen.queryByRole('button', { name: 'Changer l’adresse de livraison' })).toBeNull();
  });

  it('shows the request in the order’s history', () => {
    const order = placedOrder({
      History: [
        { Status: 'placed', At: '2026-11-02T10:00:00.000Z', ActorKind: 'customer', Note: '' },
        { Status: 'placed', At: '2026-11-02T11:00:00.000Z', ActorKind: 'customer', Note: 'Kerkstraat 3' },
      ],
    });
    renderInShop(<OrderScreen order={order} />, { at: `/fr/sales/orders/${ORDER_ID}` });
    const history = screen.getByRole('region', { name: 'Suivi de la commande' });
    expect(within(history).getByText('Changement d’adresse de livraison demandé')).toBeTruthy();
    expect(screen.queryByText('Kerkstraat 3')).toBeNull();
  });
});

describe('POST {app}/{culture}/sales/order/ChangeDeliveryAddressRequest', () => {
  const post = (fields: Record<string, string>) => {
    const body = new URLSearchParams(fields);
    return new Request('http://shop/fr/sales/order/ChangeDeliveryAddressRequest', { method: 'POST', body });
  };
  const run = (fetch: typeof globalThis.fetch, culture: Culture = 'fr') =>
    forwardDeliveryAddressRequest(
      createApiClient({ fetch, antiforgeryToken: 't' }),
      culture,
      post({ OrderId: ORDER_ID, FirstName: 'Anna', LastName: 'Peeters', Street1: 'Kerkstraat', Comment: '' }),
    );
  const path = `/api/v1/sales/orders/${ORDER_ID}/delivery-address-requests`;

  it('forwards the serialised form to the API and answers its success message, translated', async () => {
    const api = gateway({
      [`POST ${path}`]: () => Response.json({ Success: true, Message: 'Orders.AddressRequest.Sent' }),
    });
    expect(await run(api.fetch, 'de')).toEqual({
      Success: true,
      SuccessMessage: 'Ihre Anfrage wurde an den Shop gesendet.',
    });
    expect(api.callsTo('POST', path)[0]?.body).toEqual({
      FirstName: 'Anna',
      LastName: 'Peeters',
      Street1: 'Kerkstraat',
    });
  });

  it('answers a refusal’s message, translated, and the field messages of a 400', async () => {
    const problem = (status: number, errors: Record<string, string[]>) =>
      Response.json(
        { type: '/problems/x', title: 'x', status, errors },
        { status, headers: { 'content-type': 'application/problem+json' } },
      );
    const late = gateway({
      [`POST ${path}`]: () => problem(422, { orderId: ['Orders.AddressRequest.TooLate'] }),
    });
    expect(await run(late.fetch)).toEqual({
      Success: false,
      ErrorMessage:
        'Cette commande n’est plus à la boutique : son adresse de livraison ne peut plus être changée.',
    });
    const invalid = gateway({ [`POST ${path}`]: () => problem(400, { City: ['Validation.Required'] }) });
    const answer = await run(invalid.fetch);
    expect(answer).toMatchObject({ Success: false, FieldErrors: { City: ['Validation.Required'] } });
  });

  it('a failure is Manager.UnknowsErrors (spec 001 §8)', async () => {
    const api = gateway({ [`POST ${path}`]: () => new Response('boom', { status: 500 }) });
    const original = console.error;
    console.error = () => {};
    try {
      expect(await run(api.fetch, 'it')).toEqual({
        Success: false,
        ErrorMessage: 'Si è verificato un errore imprevisto. Riprova.',
      });
    } finally {
      console.error = original;
    }
  });
});
