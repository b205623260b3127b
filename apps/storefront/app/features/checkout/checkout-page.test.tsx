import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROBLEM_TYPES } from '@vitrine/api-client';
import { encodeMessage } from '@vitrine/validation';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import {
  checkoutCart,
  deferred,
  EXPRESS,
  gateway,
  ORDER_ID,
  placedOrder,
  problem,
} from './checkout-fixtures';
import { CheckoutPage } from './checkout-page';

const AT = '/fr/sales/checkout';
const PAYMENT_PAGE = { path: '/fr/sales/orders/:orderId/payment', Component: () => <p>Page de paiement</p> };

/** The payment page's address as the checkout left it, query included. */
function PaymentAddress() {
  return <p>{`Paiement ${useLocation().search}`}</p>;
}

let scrollTo = vi.fn();
beforeEach(() => {
  scrollTo = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
});
afterEach(() => vi.restoreAllMocks());

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const submitButton = () =>
  screen.getByRole('button', { name: /Valider ma commande|Envoi de votre commande/ });

/** Types a complete private order delivered to the billing address. */
async function fillPrivateOrder() {
  const user = userEvent.setup();
  await user.type(textbox('Adresse e-mail'), 'anna@example.com');
  await user.type(textbox('Prénom'), 'Anna');
  await user.type(textbox('Nom'), 'Peeters');
  await user.type(textbox('Rue'), 'Rue Haute');
  await user.type(textbox('Numéro'), '12');
  await user.type(textbox('Code postal'), '1000');
  await user.type(textbox('Localité'), 'Bruxelles');
  return user;
}

/** The element an input's aria-describedby names first. */
function description(input: HTMLElement) {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('CheckoutPage', () => {
  it('opens with the customer’s e-mail and name, the cart’s country, and the order summary', () => {
    renderInShop(<CheckoutPage initial={checkoutCart()} />, {
      at: AT,
      user: {
        UserId: '00000000-0000-4000-8000-000000000001',
        Email: 'anna@example.com',
        FirstName: 'Anna',
        LastName: 'Peeters',
        Roles: ['customer'],
        Culture: 'fr',
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeTruthy();
    expect(textbox('Adresse e-mail').value).toBe('anna@example.com');
    expect(textbox('Prénom').value).toBe('Anna');
    expect((screen.getByRole('combobox', { name: 'Pays' }) as HTMLSelectElement).value).toBe('BE');
    const lines = screen.getAllByTestId('checkout-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Chaise Wren')).toBeTruthy();
    expect(within(lines[0]!).getByText('2 × 10,00 €')).toBeTruthy();
    expect(screen.getByTestId('checkout-shipping-amount').textContent).toBe('5,95 €');
    expect(screen.getByTestId('checkout-total-incl').textContent).toBe('55,95 €');
    expect(screen.getByTestId('checkout-total-excl').textContent).toBe('46,24 €');
  });

  it('an empty cart says so and leads back to the catalogue', () => {
    renderInShop(<CheckoutPage initial={checkoutCart({ Items: [], ItemsCount: 0 })} />, { at: AT });
    expect(screen.getByText('Votre panier est vide.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir le catalogue' }).getAttribute('href')).toBe('/fr/catalog');
    expect(screen.queryByRole('button', { name: 'Valider ma commande' })).toBeNull();
  });

  it('toggles: a company shows its name and VAT number, another delivery address shows its block', async () => {
    const { fetch } = gateway({ 'POST /api/v1/shoppingcarts/country': () => Response.json(checkoutCart()) });
    renderInShop(<CheckoutPage initial={checkoutCart()} />, { at: AT, fetch });
    expect(screen.queryByRole('textbox', { name: 'Nom de l’entreprise' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Numéro de TVA (facultatif)' })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Entreprise' }));
    expect(screen.getByRole('textbox', { name: 'Nom de l’entreprise' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Numéro de TVA (facultatif)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Particulier' }));
    expect(screen.queryByRole('textbox', { name: 'Nom de l’entreprise' })).toBeNull();

    const same = screen.getByRole('checkbox', { name: 'Livrer à la même adresse' }) as HTMLInputElement;
    expect(same.checked).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Adresse de livraison' })).toBeNull();
    expect(screen.getAllByRole('textbox', { name: 'Prénom' })).toHaveLength(1);
    await userEvent.click(same);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Adresse de livraison' })).toBeTruthy());
    expect(screen.getAllByRole('textbox', { name: 'Prénom' })).toHaveLength(2);
    expect(screen.getAllByRole('combobox', { name: 'Pays' })).toHaveLength(2);
    await userEvent.click(same);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Adresse de livraison' })).toBeNull());
  });

  it('a change of country or of the “same address” toggle prices the cart for those countries', async () => {
    const inFrance = checkoutCart({
      ShippingCountryCode: 'FR',
      TaxCountryCode: 'FR',
      AmountTaxIncl: 58.4,
      AmountTaxInclHtml: '58,40 €',
    });
    const apart = checkoutCart({
      ShippingCountryCode: 'FR',
      BillingCountryCode: 'BE',
      TaxCountryCode: 'BE',
      AmountTaxIncl: 61.2,
      AmountTaxInclHtml: '61,20 €',
    });
    const answers = [inFrance, inFrance, apart];
    const { fetch, callsTo } = gateway({
      'POST /api/v1/shoppingcarts/country': () => Response.json(answers.shift()),
    });
    renderInShop(<CheckoutPage initial={checkoutCart()} />, { at: AT, fetch });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), 'FR');
    await waitFor(() => expect(screen.getByTestId('checkout-total-incl').textContent).toBe('58,40 €'));
    expect(callsTo('POST', '/api/v1/shoppingcarts/country')[0]?.body).toEqual({
      ShippingCountryId: 'FR',
      BillingCountryId: null,
    });

    // Delivered elsewhere: the same countries until the shopper picks another.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Livrer à la même adresse' }));
    await waitFor(() => expect(callsTo('POST', '/api/v1/shoppingcarts/country')).toHaveLength(2));
    expect(callsTo('POST', '/api/v1/shoppingcarts/country')[1]?.body).toEqual({
      ShippingCountryId: 'FR',
      BillingCountryId: null,
    });
    await waitFor(() =>
      expect(document.querySelector('.checkout-page')?.getAttribute('aria-busy')).toBe('false'),
    );

    const [billing] = screen.getAllByRole('combobox', { name: 'Pays' });
    await userEvent.selectOptions(billing!, 'BE');
    await waitFor(() => expect(screen.getByTestId('checkout-total-incl').textContent).toBe('61,20 €'));
    expect(callsTo('POST', '/api/v1/shoppingcarts/country')[2]?.body).toEqual({
      ShippingCountryId: 'FR',
      BillingCountryId: 'BE',
    });
  });

  it('offers delivery to a birth list’s parents only when the cart may go there, and sends the choice without an address', async () => {
    const { unmount } = renderInShop(<CheckoutPage initial={checkoutCart()} />, { at: AT });
    expect(screen.queryByRole('checkbox', { name: /Livrer aux parents/ })).toBeNull();
    unmount();

    const { fetch, callsTo } = gateway({
      'POST /api/v1/shoppingcarts/country': () => Response.json(checkoutCart()),
      'POST /api/v1/sales/orders': () =>
        Response.json({ OrderId: ORDER_ID, Number: 'V-2026-000042', Order: placedOrder() }, { status: 201 }),
    });
    renderInShop(
      <CheckoutPage
        initial={checkoutCart()}
        parents={{ Offered: true, Title: 'Liste de Léa', CountryId: 'FR' }}
      />,
      { at: AT, fetch, routes: [PAYMENT_PAGE] },
    );
    const user = await fillPrivateOrder();
    // Delivered elsewhere first: the parents' choice takes over from the typed delivery address.
    await user.click(screen.getByRole('checkbox', { name: 'Livrer à la même adresse' }));
    const parents = screen.getByRole('checkbox', { name: 'Livrer aux parents (Liste de Léa)' });
    expect(description(parents)).toContain('reste privée');
    await user.click(parents);
    // The cart is priced for the parents' country, the billing one apart.
    await waitFor(() =>
      expect(callsTo('POST', '/api/v1/shoppingcarts/country').at(-1)?.body).toEqual({
        ShippingCountryId: 'FR',
        BillingCountryId: 'BE',
      }),
    );
    expect(screen.queryByRole('checkbox', { name: 'Livrer à la même adresse' })).toBeNull();
    expect(document.getElementById('checkout-shipping-address')?.hidden).toBe(true);
    await waitFor(() =>
      expect(document.querySelector('.checkout-page')?.getAttribute('aria-busy')).toBe('false'),
    );
    await user.click(submitButton());
    await screen.findByText('Page de paiement');
    const [sent] = callsTo('POST', '/api/v1/sales/orders');
    expect(sent!.body).toMatchObject({ DeliverToBirthList: true, SameAddressForShipping: true });
    expect(sent!.body).not.toHaveProperty('ShippingStreet1');
  }, 20_000);

  it('shows a delivery method’s information while it is hovered or focused, and chooses it', async () => {
    const { fetch, callsTo } = gateway({
      'POST /api/v1/shoppingcarts/shippingmethods': () =>
        Response.json(
          checkoutCart({
            ShippingMethodId: EXPRESS,
            ShippingAmountHtml: '12,50 €',
            AmountTaxInclHtml: '62,50 €',
          }),
        ),
    });
    renderInShop(<CheckoutPage initial={checkoutCart()} />, { at: AT, fetch });
    const express = screen.getByRole('radio', { name: 'Express 12,50 €' });
    const info = document.getElementById(express.getAttribute('aria-describedby') ?? '')!;
    expect(info.textContent).toBe('Livré le jour ouvrable suivant.');
    expect(info.hidden).toBe(true);

    await userEvent.hover(express.closest('.checkout-method')!);
    expect(info.hidden).toBe(false);
    await userEvent.unhover(express.closest('.checkout-method')!);
    expect(info.hidden).toBe(true);

    await userEvent.click(express);
    await waitFor(() => expect(screen.getByTestId('checkout-total-incl').textContent).toBe('62,50 €'));
    expect(callsTo('POST', '/api/v1/shoppingcarts/shippingmethods')[0]?.body).toEqual({
      ShippingMethodId: EXPRESS,
    });
    // The radio keeps the focus: its information stays until Escape puts it away.
    expect(document.activeElement).toBe(express);
    expect(info.hidden).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect(info.hidden).toBe(true);
  });

  it('checks the VAT number on leaving the field: styles the group and reads the page again only when validity changed', async () => {
    const answers: Record<string, { IsVATValidWebService: boolean | null; ErrorMessage: string | null }> = {
      BE0417497106: { IsVATValidWebService: true, ErrorMessage: null },
      BE0203201340: { IsVATValidWebService: true, ErrorMessage: null },
      BE0999999999: { IsVATValidWebService: false, ErrorMessage: 'Vat.NotRegistered' },
    };
    const { fetch, callsTo } = gateway({
      'GET /api/v1/sales/customers/checkisvatvalid/': (call) =>
        Response.json(answers[call.query.get('VAT') ?? '']),
    });
    const loader = vi.fn(() => null);
    renderInShop(<CheckoutPage initial={checkoutCart()} />, { at: AT, fetch, loader });
    await userEvent.click(await screen.findByRole('radio', { name: 'Entreprise' }));
    const field = textbox('Numéro de TVA (facultatif)');
    const group = () => field.closest('.form-field')!;
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));

    await userEvent.type(field, 'BE0417497106');
    await userEvent.tab();
    await waitFor(() => expect(group().classList.contains('form-field--valid')).toBe(true));
    expect(description(field)).toContain('Numéro de TVA valide.');
    const first = callsTo('GET', '/api/v1/sales/customers/checkisvatvalid/')[0]!;
    expect(first.query.get('countryId')).toBe('BE');
    // Unknown → valid: the page's data is read again.
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));

    // Leaving the field unchanged asks nothing.
    await userEvent.click(field);
    await userEvent.tab();
    expect(callsTo('GET', '/api/v1/sales/customers/checkisvatvalid/')).toHaveLength(1);

    // Valid → valid: not read again.
    await userEvent.clear(field);
    await userEvent.type(field, 'BE0203201340');
    await userEvent.tab();
    await waitFor(() => expect(callsTo('GET', '/api/v1/sales/customers/checkisvatvalid/')).toHaveLength(2));
    expect(group().classList.contains('form-field--valid')).toBe(true);
    expect(loader).toHaveBeenCalledTimes(2);

    // Valid → not valid: the error style, the register's reason, and read again.
    await userEvent.clear(field);
    await userEvent.type(field, 'BE0999999999');
    await userEvent.tab();
    await waitFor(() => expect(group().classList.contains('form-field--invalid')).toBe(true));
    expect(group().classList.contains('form-field--valid')).toBe(false);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(description(field)).toContain(
      'Ce numéro de TVA n’est pas enregistré dans le système VIES de l’Union européenne.',
    );
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(3));
  });

  it('does not read the page again when the register cannot say, before or after', async () => {
    const { fetch, callsTo } = gateway({
      'GET /api/v1/sales/customers/checkisvatvalid/': () =>
        Response.json({ IsVATValidWebService: null, ErrorMessage: 'Vat.RegistryUnavailable' }),
    });
    const loader = vi.fn(() => null);
    renderInShop(<CheckoutPage initial={checkoutCart()} />, { at: AT, fetch, loader });
    await userEvent.click(await screen.findByRole('radio', { name: 'Entreprise' }));
    const field = textbox('Numéro de TVA (facultatif)');
    await userEvent.type(field, 'BE0417497106');
    await userEvent.tab();
    await waitFor(() =>
      expect(description(field)).toContain(
        'Le système VIES de l’Union européenne ne répond pas pour le moment',
      ),
    );
    const group = field.closest('.form-field')!;
    expect(group.classList.contains('form-field--valid')).toBe(false);
    expect(group.classList.contains('form-field--invalid')).toBe(false);
    expect(callsTo('GET', '/api/v1/sales/customers/checkisvatvalid/')).toHaveLength(1);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('an invalid form is not sent: the page scrolls to the top and lists the translated errors, each field described by its own', async () => {
    const { fetch, calls } = gateway({});
    renderInShop(<CheckoutPage initial={checkoutCart()} />, { at: AT, fetch });
    await userEvent.type(textbox('Adresse e-mail'), 'anna@');
    await userEvent.click(screen.getByRole('radio', { name: 'Entreprise' }));
    await userEvent.click(submitButton());

    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })));
    const list = await screen.findByText(/Le formulaire contient 8 erreur\(s\)/);
    const items = within(list.closest('.checkout-errors') as HTMLElement).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'Adresse e-mail : Veuillez saisir une adresse e-mail valide.',
      'Nom de l’entreprise : Ce champ est obligatoire.',
      'Prénom : Ce champ est obligatoire.',
      'Nom : Ce champ est obligatoire.',
      'Rue : Ce champ est obligatoire.',
      'Numéro : Ce champ est obligatoire.',
      'Code postal : Ce champ est obligatoire.',
      'Localité : Ce champ est obligatoire.',
    ]);
    const email = textbox('Adresse e-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(email)).toBe('Veuillez saisir une adresse e-mail valide.');
    expect(description(textbox('Nom de l’entreprise'))).toBe('Ce champ est obligatoire.');
    expect(description(textbox('Localité'))).toBe('Ce champ est obligatoire.');
    // The optional fields stay as they were.
    expect(textbox('Boîte (facultatif)').getAttribute('aria-invalid')).toBeNull();
    expect(calls).toHaveLength(0);
    expect(submitButton().getAttribute('aria-busy')).toBe('false');
    expect(document.activeElement).toBe(document.querySelector('.checkout-page__messages'));

    // A link of the list puts the focus in its field.
    await userEvent.click(
      within(list.closest('.checkout-errors') as HTMLElement).getByRole('link', { name: /^Localité/ }),
    );
    expect(document.activeElement).toBe(textbox('Localité'));
  });

  it('a valid form shows the loading button, sends the total shown once per key, and goes to the payment page', async () => {
    const first = deferred<Response>();
    let attempts = 0;
    const { fetch, callsTo } = gateway({
      'POST /api/v1/sales/orders': () => {
        attempts += 1;
        // The first answer is lost (the connection dropped); the retry gets the order.
        return attempts === 1
          ? first.promise
          : Response.json(
              { OrderId: ORDER_ID, Number: 'V-2026-000042', Order: placedOrder() },
              { status: 201 },
            );
      },
    });
    renderInShop(<CheckoutPage initial={checkoutCart()} />, { at: AT, fetch, routes: [PAYMENT_PAGE] });
    // A guest, or a customer without money on a prepaid account, has no choice to make.
    expect(screen.queryByRole('group', { name: 'Mode de paiement' })).toBeNull();
    await fillPrivateOrder();
    await userEvent.click(submitButton());

    await waitFor(() => expect(submitButton().getAttribute('aria-busy')).toBe('true'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(submitButton().textContent).toBe('Envoi de votre commande…');
    expect(submitButton().querySelector('.spinner')).toBeTruthy();
    // A second click while it runs sends nothing.
    await userEvent.click(submitButton());
    expect(callsTo('POST', '/api/v1/sales/orders')).toHaveLength(1);

    first.reject(new TypeError('network down'));
    await waitFor(() => expect(submitButton().getAttribute('aria-busy')).toBe('false'));
    expect(submitButton().textContent).toBe('Valider ma commande');
    await userEvent.click(submitButton());
    await screen.findByText('Page de paiement');

    const [sent, retried] = callsTo('POST', '/api/v1/sales/orders');
    const key = sent!.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried!.headers.get('idempotency-key')).toBe(key);
    expect(sent!.query.get('culture')).toBe('fr');
    expect(sent!.body).toEqual({
      Email: 'anna@example.com',
      AccountType: 'Private',
      BillingFirstName: 'Anna',
      BillingLastName: 'Peeters',
      BillingStreet1: 'Rue Haute',
      BillingHouseNumber: '12',
      BillingPostalCode: '1000',
      BillingCity: 'Bruxelles',
      BillingCountry: 'BE',
      SameAddressForShipping: true,
      ExpectedTotal: 55.95,
    });
  });

  it('offers a signed-in customer’s prepaid account and carries the choice to the payment page', async () => {
    const { fetch } = gateway({
      'POST /api/v1/sales/orders': () =>
        Response.json({ OrderId: ORDER_ID, Number: 'V-2026-000042', Order: placedOrder() }, { status: 201 }),
    });
    renderInShop(<CheckoutPage initial={checkoutCart()} prepaidAccount={{ BalanceHtml: '80,00 €' }} />, {
      at: AT,
      fetch,
      routes: [{ path: PAYMENT_PAGE.path, Component: PaymentAddress }],
    });
    const choice = screen.getByRole('group', { name: 'Mode de paiement' });
    expect((within(choice).getByRole('radio', { name: 'Carte bancaire' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const user = await fillPrivateOrder();
    await user.click(within(choice).getByRole('radio', { name: 'Mon compte prépayé (solde : 80,00 €)' }));
    await user.click(submitButton());
    expect(await screen.findByText('Paiement ?pay=prepaid')).toBeTruthy();
  });

  it('a changed form after a failed attempt is another attempt: a new key', async () => {
    const { fetch, callsTo } = gateway({
      'POST /api/v1/sales/orders': () => {
        throw new TypeError('network down');
      },
    });
    renderInShop(<CheckoutPage initial={checkoutCart()} />, { at: AT, fetch });
    const user = await fillPrivateOrder();
    await user.click(submitButton());
    await waitFor(() => expect(callsTo('POST', '/api/v1/sales/orders')).toHaveLength(1));
    await waitFor(() => expect(submitButton().getAttribute('aria-busy')).toBe('false'));
    await user.type(textbox('Boîte (facultatif)'), '3');
    await user.click(submitButton());
    await waitFor(() => expect(callsTo('POST', '/api/v1/sales/orders')).toHaveLength(2));
    const [one, two] = callsTo('POST', '/api/v1/sales/orders');
    expect(two!.headers.get('idempotency-key')).not.toBe(one!.headers.get('idempotency-key'));
    expect((two!.body as { BillingBoxNumber?: string }).BillingBoxNumber).toBe('3');
  });

  it('a changed total (409) is said, the cart read again and shown, and the shopper sends again', async () => {
    const changed = checkoutCart({ AmountTaxIncl: 60.95, AmountTaxInclHtml: '60,95 €' });
    const { fetch, callsTo } = gateway({
      'POST /api/v1/sales/orders': (call) =>
        (call.body as { ExpectedTotal: number }).ExpectedTotal === 55.95
          ? problem(409, PROBLEM_TYPES.priceChanged, { ExpectedTotal: ['Checkout.PriceChanged'] })
          : Response.json(
              { OrderId: ORDER_ID, Number: 'V-2026-000042', Order: placedOrder() },
              { status: 201 },
            ),
      'GET /api/v1/shoppingcarts': () => Response.json(changed),
    });
    renderInShop(<CheckoutPage initial={checkoutCart()} />, { at: AT, fetch, routes: [PAYMENT_PAGE] });
    await fillPrivateOrder();
    await userEvent.click(submitButton());

    await waitFor(() =>
      expect(screen.getByTestId('checkout-refusal').textContent).toBe(
        'Le total de votre panier a changé. Vérifiez-le puis commandez à nouveau.',
      ),
    );
    await waitFor(() => expect(screen.getByTestId('checkout-total-incl').textContent).toBe('60,95 €'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(submitButton().getAttribute('aria-busy')).toBe('false');

    await userEvent.click(submitButton());
    await screen.findByText('Page de paiement');
    const [refused, accepted] = callsTo('POST', '/api/v1/sales/orders');
    expect((accepted!.body as { ExpectedTotal: number }).ExpectedTotal).toBe(60.95);
    expect(accepted!.headers.get('idempotency-key')).not.toBe(refused!.headers.get('idempotency-key'));
  });

  it('a cart that cannot be ordered (422) names the products, and the cart is read again', async () => {
    const { fetch, callsTo } = gateway({
      'POST /api/v1/sales/orders': () =>
        problem(422, PROBLEM_TYPES.outOfStock, {
          Cart: [encodeMessage('Checkout.OutOfStock', { name: 'Chaise Wren', quantity: 1 })],
        }),
      'GET /api/v1/shoppingcarts': () => Response.json(checkoutCart()),
    });
    renderInShop(<CheckoutPage initial={checkoutCart()} />, { at: AT, fetch });
    await fillPrivateOrder();
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(screen.getByTestId('checkout-refusal').textContent).toBe('Chaise Wren : plus que 1 en stock.'),
    );
    await waitFor(() => expect(callsTo('GET', '/api/v1/shoppingcarts')).toHaveLength(1));
  });

  it('the server’s field errors (400) are shown on their fields', async () => {
    const { fetch } = gateway({
      'POST /api/v1/sales/orders': () =>
        problem(400, '/problems/validation', {
          BillingPostalCode: [encodeMessage('Validation.MaxLength', { max: 12 })],
        }),
    });
    renderInShop(<CheckoutPage initial={checkoutCart()} />, { at: AT, fetch });
    await fillPrivateOrder();
    await userEvent.click(submitButton());
    const postal = textbox('Code postal');
    await waitFor(() => expect(postal.getAttribute('aria-invalid')).toBe('true'));
    expect(description(postal)).toBe('Veuillez ne pas saisir plus de 12 caractères.');
    expect(screen.getByText(/Le formulaire contient 1 erreur\(s\)/)).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
