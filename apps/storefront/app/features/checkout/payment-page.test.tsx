import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Country, PROBLEM_TYPES } from '@vitrine/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { deferred, gateway, ORDER_ID, placedOrder, problem, TEST_SESSION } from './checkout-fixtures';
import { PaymentPage, paymentAddress, paymentChoiceIn } from './payment-page';

const AT = `/fr/sales/orders/${ORDER_ID}/payment`;
const MAKE_PAYMENT = `/api/v1/sales/orders/${ORDER_ID}/makepayment`;
const PAY = `/api/v1/payments/test/sessions/${TEST_SESSION.SessionId}/pay`;
const CONFIRMATION = {
  path: '/fr/sales/orders/:orderId/confirmation',
  Component: () => <p>Page de confirmation</p>,
};
const COUNTRIES: Country[] = [
  { Code: 'BE', Name: 'Belgique', HasPlaces: false },
  { Code: 'FR', Name: 'France', HasPlaces: true },
];

let scrollTo = vi.fn();
beforeEach(() => {
  scrollTo = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
});
afterEach(() => vi.restoreAllMocks());

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Opens the test provider's card form: the make-payment form sent, the session answered. */
async function openCardForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
  await screen.findByRole('heading', { name: 'Paiement par carte' });
}

async function typeCard(number: string) {
  const user = userEvent.setup();
  await user.clear(textbox('Titulaire de la carte'));
  await user.type(textbox('Titulaire de la carte'), 'Anna Peeters');
  await user.clear(textbox('Numéro de carte'));
  await user.type(textbox('Numéro de carte'), number);
  await user.clear(textbox('Mois d’expiration (MM)'));
  await user.type(textbox('Mois d’expiration (MM)'), '12');
  await user.clear(textbox('Année d’expiration (AA)'));
  await user.type(textbox('Année d’expiration (AA)'), '2099');
  await user.clear(textbox('Code de sécurité (CVC)'));
  await user.type(textbox('Code de sécurité (CVC)'), '123');
  return user;
}

describe('PaymentPage', () => {
  it('an order that cannot be paid any more says where it stands and links to its confirmation', () => {
    renderInShop(
      <PaymentPage order={placedOrder({ Status: 'paid', CanPay: false })} countries={COUNTRIES} />,
      {
        at: AT,
      },
    );
    const notice = screen.getByTestId('order-not-payable');
    expect(notice.textContent).toContain('Cette commande n’est plus à payer.');
    expect(notice.textContent).toContain('Commande V-2026-000042 : Payée.');
    expect(screen.getByRole('link', { name: 'Voir la commande' }).getAttribute('href')).toBe(
      `/fr/sales/orders/${ORDER_ID}/confirmation`,
    );
    expect(screen.queryByRole('button', { name: 'Payer' })).toBeNull();
  });

  it('the make-payment form shows the order to pay; Pay shows its loading state, then the card form', async () => {
    const session = deferred<Response>();
    const { fetch, callsTo } = gateway({ [`POST ${MAKE_PAYMENT}`]: () => session.promise });
    renderInShop(<PaymentPage order={placedOrder()} countries={COUNTRIES} />, { at: AT, fetch });
    expect(screen.getByText('Commande V-2026-000042')).toBeTruthy();
    expect(screen.getByTestId('amount-to-pay').textContent).toBe('25,95 €');
    expect(screen.getAllByTestId('order-line')).toHaveLength(1);
    // No prepaid account is known: no choice to make.
    expect(screen.queryByRole('radio')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
    const busy = screen.getByRole('button', { name: 'Préparation du paiement…' }) as HTMLButtonElement;
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.disabled).toBe(true);
    expect(busy.querySelector('.spinner')).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();

    session.resolve(Response.json(TEST_SESSION));
    await screen.findByRole('heading', { name: 'Paiement par carte' });
    const [call] = callsTo('POST', MAKE_PAYMENT);
    expect(call!.body).toEqual({});
    expect(call!.query.get('culture')).toBe('fr');
  });

  it('with a prepaid account offered, a form without a choice scrolls to the top and says so', async () => {
    const { fetch, calls, callsTo } = gateway({
      [`POST ${MAKE_PAYMENT}`]: () => Response.json(TEST_SESSION),
    });
    renderInShop(
      <PaymentPage order={placedOrder()} countries={COUNTRIES} prepaidAccount={{ BalanceHtml: '40,00 €' }} />,
      { at: AT, fetch },
    );
    expect(screen.getByRole('radio', { name: 'Mon compte prépayé (solde : 40,00 €)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByText('Choisissez un mode de paiement.')).toBeTruthy();
    expect(
      screen.getByRole('group', { name: 'Mode de paiement' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'Carte bancaire' }));
    expect(screen.queryByText('Choisissez un mode de paiement.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
    await screen.findByRole('heading', { name: 'Paiement par carte' });
    expect(callsTo('POST', MAKE_PAYMENT)[0]!.body).toEqual({ UsePrepaidAccount: false });
  });

  it('opens on the way of paying chosen at the checkout, which Pay sends at once', async () => {
    const { fetch, callsTo } = gateway({
      [`POST ${MAKE_PAYMENT}`]: () => Response.json({ ...TEST_SESSION, AmountToPayHtml: '5,95 €' }),
    });
    renderInShop(
      <PaymentPage
        order={placedOrder()}
        countries={COUNTRIES}
        prepaidAccount={{ BalanceHtml: '20,00 €' }}
        chosen="prepaid"
      />,
      { at: AT, fetch },
    );
    const prepaid = screen.getByRole('radio', {
      name: 'Mon compte prépayé (solde : 20,00 €)',
    }) as HTMLInputElement;
    expect(prepaid.checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
    await screen.findByRole('heading', { name: 'Paiement par carte' });
    expect(callsTo('POST', MAKE_PAYMENT)[0]!.body).toEqual({ UsePrepaidAccount: true });
  });

  it('reads the checkout’s choice from its address, and nothing else', () => {
    const at = (query: string) => new URL(`http://shop.test/fr/sales/orders/1/payment${query}`);
    expect(paymentChoiceIn(at(paymentAddress('', 'prepaid')))).toBe('prepaid');
    expect(paymentChoiceIn(at(paymentAddress('', 'card')))).toBe('card');
    expect(paymentChoiceIn(at('?pay=bitcoin'))).toBeNull();
    expect(paymentAddress('/fr/sales/orders/1/payment', null)).toBe('/fr/sales/orders/1/payment');
  });

  it('paid partly from the prepaid account, the card form asks for the rest only', async () => {
    const { fetch, callsTo } = gateway({
      [`POST ${MAKE_PAYMENT}`]: () => Response.json({ ...TEST_SESSION, AmountToPayHtml: '5,95 €' }),
    });
    renderInShop(
      <PaymentPage order={placedOrder()} countries={COUNTRIES} prepaidAccount={{ BalanceHtml: '20,00 €' }} />,
      { at: AT, fetch },
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Mon compte prépayé (solde : 20,00 €)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
    await screen.findByRole('heading', { name: 'Paiement par carte' });
    expect(callsTo('POST', MAKE_PAYMENT)[0]!.body).toEqual({ UsePrepaidAccount: true });
    expect(screen.getByRole('button', { name: /5,95 €/ })).toBeTruthy();
  });

  it('paid wholly from the prepaid account, the confirmation follows without a card', async () => {
    const { fetch } = gateway({
      [`POST ${MAKE_PAYMENT}`]: () =>
        Response.json({ Status: 'paid', OrderId: ORDER_ID, PaidFromPrepaidHtml: '25,95 €' }),
    });
    renderInShop(
      <PaymentPage order={placedOrder()} countries={COUNTRIES} prepaidAccount={{ BalanceHtml: '40,00 €' }} />,
      { at: AT, fetch, routes: [CONFIRMATION] },
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Mon compte prépayé (solde : 40,00 €)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
    expect(await screen.findByText('Page de confirmation')).toBeTruthy();
  });

  it('an order paid meanwhile (422) is said and the page read again', async () => {
    const { fetch } = gateway({
      [`POST ${MAKE_PAYMENT}`]: () =>
        problem(422, PROBLEM_TYPES.orderNotPayable, { Order: ['Orders.NotPayable'] }),
    });
    const loader = vi.fn(() => null);
    renderInShop(<PaymentPage order={placedOrder()} countries={COUNTRIES} />, { at: AT, fetch, loader });
    await userEvent.click(await screen.findByRole('button', { name: 'Payer' }));
    await screen.findByText('Cette commande n’est plus à payer.');
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect((screen.getByRole('button', { name: 'Payer' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('the card form fills the billing address from the order and gives the card fields their autocomplete tokens', async () => {
    const { fetch } = gateway({ [`POST ${MAKE_PAYMENT}`]: () => Response.json(TEST_SESSION) });
    renderInShop(<PaymentPage order={placedOrder()} countries={COUNTRIES} />, { at: AT, fetch });
    await openCardForm();
    expect(textbox('Rue et numéro').value).toBe('Rue Haute 12');
    expect(textbox('Code postal').value).toBe('1000');
    expect(textbox('Localité').value).toBe('Bruxelles');
    expect((screen.getByRole('combobox', { name: 'Pays' }) as HTMLSelectElement).value).toBe('BE');
    expect(textbox('Titulaire de la carte').getAttribute('autocomplete')).toBe('cc-name');
    expect(textbox('Numéro de carte').getAttribute('autocomplete')).toBe('cc-number');
    expect(textbox('Mois d’expiration (MM)').getAttribute('autocomplete')).toBe('cc-exp-month');
    expect(textbox('Année d’expiration (AA)').getAttribute('autocomplete')).toBe('cc-exp-year');
    expect(textbox('Code de sécurité (CVC)').getAttribute('autocomplete')).toBe('cc-csc');
    expect(screen.getByRole('button', { name: 'Payer 25,95 €' })).toBeTruthy();
  });

  it('the card needs its holder’s name and a billing address: nothing is sent without them', async () => {
    const { fetch, callsTo } = gateway({ [`POST ${MAKE_PAYMENT}`]: () => Response.json(TEST_SESSION) });
    renderInShop(<PaymentPage order={placedOrder()} countries={COUNTRIES} />, { at: AT, fetch });
    await openCardForm();
    const user = await typeCard('4111 1111 1111 1111');
    await user.clear(textbox('Titulaire de la carte'));
    await user.clear(textbox('Rue et numéro'));
    await user.clear(textbox('Localité'));
    await user.click(screen.getByRole('button', { name: 'Payer 25,95 €' }));

    const holder = textbox('Titulaire de la carte');
    await waitFor(() => expect(holder.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(holder)).toBe('Indiquez le nom du titulaire de la carte.');
    expect(describedText(textbox('Rue et numéro'))).toBe('Indiquez l’adresse de facturation complète.');
    expect(describedText(textbox('Localité'))).toBe('Indiquez l’adresse de facturation complète.');
    expect(textbox('Code postal').getAttribute('aria-invalid')).toBeNull();
    expect(callsTo('POST', PAY)).toHaveLength(0);
  });

  it('a refused card says so and keeps the form; another card is paid and the confirmation follows', async () => {
    const { fetch, callsTo } = gateway({
      [`POST ${MAKE_PAYMENT}`]: () => Response.json(TEST_SESSION),
      [`POST ${PAY}`]: (call) =>
        Response.json(
          (call.body as { CardNumber: string }).CardNumber === '4000000000000002'
            ? { Status: 'failed', OrderId: ORDER_ID, RefusalReason: 'Refused' }
            : { Status: 'succeeded', OrderId: ORDER_ID, RefusalReason: null },
        ),
    });
    renderInShop(<PaymentPage order={placedOrder()} countries={COUNTRIES} />, {
      at: AT,
      fetch,
      routes: [CONFIRMATION],
    });
    await openCardForm();
    const user = await typeCard('4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Payer 25,95 €' }));

    await waitFor(() =>
      expect(screen.getByTestId('payment-refused').textContent).toBe(
        'Le paiement a été refusé. Essayez une autre carte.',
      ),
    );
    expect(textbox('Titulaire de la carte').value).toBe('Anna Peeters');
    expect(callsTo('POST', PAY)[0]!.body).toEqual({
      HolderName: 'Anna Peeters',
      CardNumber: '4000000000000002',
      ExpiryMonth: '12',
      ExpiryYear: '2099',
      Cvc: '123',
      BillingStreet: 'Rue Haute 12',
      BillingPostalCode: '1000',
      BillingCity: 'Bruxelles',
      BillingCountryId: 'BE',
    });

    await typeCard('4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'Payer 25,95 €' }));
    await screen.findByText('Page de confirmation');
    expect(callsTo('POST', PAY)).toHaveLength(2);
  });
});
