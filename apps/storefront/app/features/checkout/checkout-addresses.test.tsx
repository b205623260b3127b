import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CurrentUser, type CustomerAddress, PROBLEM_TYPES } from '@vitrine/api-client';
import { stringResources } from '@vitrine/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { uuid } from '../cart/cart-fixtures';
import { checkoutCart, gateway, ORDER_ID, placedOrder, problem } from './checkout-fixtures';
import { CheckoutPage } from './checkout-page';
import { renderDeliveryAddressPickerFragment } from './delivery-address-picker-fragment.server';
import type { AddressBook } from './use-address-book';

const AT = '/fr/sales/checkout';
const PAYMENT_PAGE = { path: '/fr/sales/orders/:orderId/payment', Component: () => <p>Page de paiement</p> };
const ADDRESSES = '/api/v1/sales/customers/addresses';
const ANNA: CurrentUser = {
  UserId: uuid(1),
  Email: 'anna@example.com',
  FirstName: 'Anna',
  LastName: 'Peeters',
  Roles: ['customer'],
  Culture: 'fr',
};

const saved = (n: number, overrides: Partial<CustomerAddress> = {}): CustomerAddress => ({
  Id: uuid(500 + n),
  AddressType: 'Both',
  AccountType: 'Private',
  FirstName: 'Anna',
  LastName: 'Peeters',
  Company: null,
  VAT: null,
  Street1: 'Rue Haute',
  HouseNumber: '12',
  BoxNumber: null,
  PostalCode: '1000',
  City: 'Bruxelles',
  CountryId: 'BE',
  CountryName: 'Belgique',
  Phone: null,
  IsDefault: false,
  ...overrides,
});

const OFFICE = saved(1, {
  AddressType: 'Billing',
  AccountType: 'Company',
  Company: 'Atelier Peeters',
  VAT: 'BE0417497106',
  Street1: 'Avenue Louise',
  HouseNumber: '54',
  BoxNumber: 'B3',
  Phone: '+32 2 555 12 12',
  IsDefault: true,
});
const HOME = saved(2);
const DEPOT = saved(3, {
  AddressType: 'Shipping',
  FirstName: 'Jan',
  Street1: 'Damrak',
  HouseNumber: '1',
  PostalCode: '1012',
  City: 'Amsterdam',
  CountryId: 'NL',
  CountryName: 'Pays-Bas',
});

const book = (overrides: Partial<AddressBook> = {}): AddressBook => ({
  addresses: [OFFICE, HOME, DEPOT],
  hasCreation: true,
  hasEdit: true,
  ...overrides,
});

let scrollTo = vi.fn();
beforeEach(() => {
  scrollTo = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
});
afterEach(() => vi.restoreAllMocks());

const billingPicker = () => screen.getByRole('group', { name: 'Vos adresses de facturation' });
const deliveryPicker = () => screen.getByRole('group', { name: 'Vos adresses de livraison' });
const input = (name: string) => document.getElementById(`checkout-${name}`) as HTMLInputElement;
const isHidden = (element: HTMLElement) => element.closest('[hidden]') !== null;
const addressModal = () => document.querySelector('dialog.address-modal');

describe('the address pickers of the checkout', () => {
  it('choosing a saved billing address copies its fields into the hidden Billing* inputs and selects its account type', async () => {
    const { fetch, callsTo } = gateway({
      'GET /api/v1/sales/customers/checkisvatvalid/': () =>
        Response.json({ IsVATValidWebService: true, ErrorMessage: null }),
      'POST /api/v1/sales/orders': () =>
        Response.json({ OrderId: ORDER_ID, Number: 'V-2026-000042', Order: placedOrder() }, { status: 201 }),
    });
    renderInShop(<CheckoutPage initial={checkoutCart()} addressBook={book()} />, {
      at: AT,
      fetch,
      user: ANNA,
      routes: [PAYMENT_PAGE],
    });
    const picker = billingPicker();
    // The billing picker offers the billing addresses and those for both, never a delivery-only one.
    const radios = within(picker).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(within(picker).queryByRole('radio', { name: /Damrak/ })).toBeNull();
    const office = within(picker).getByRole('radio', { name: /Avenue Louise 54 B3/ });
    expect(within(picker).getByText('Par défaut')).toBeTruthy();
    // Nothing chosen yet: the shopper types, as a guest does.
    expect(
      (within(picker).getByRole('radio', { name: 'Saisir une autre adresse' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(isHidden(input('BillingStreet1'))).toBe(false);

    await userEvent.click(office);
    expect((office as HTMLInputElement).checked).toBe(true);
    expect(input('BillingStreet1').value).toBe('Avenue Louise');
    expect(input('BillingHouseNumber').value).toBe('54');
    expect(input('BillingBoxNumber').value).toBe('B3');
    expect(input('BillingPostalCode').value).toBe('1000');
    expect(input('BillingFirstName').value).toBe('Anna');
    expect(input('BillingPhone').value).toBe('+32 2 555 12 12');
    expect((input('BillingCountry') as unknown as HTMLSelectElement).value).toBe('BE');
    expect(isHidden(input('BillingStreet1'))).toBe(true);
    expect(isHidden(input('BillingPhone'))).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Rue' })).toBeNull();
    // Its account type is selected, with its company and VAT number (checked with the register).
    expect((screen.getByRole('radio', { name: 'Entreprise' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Nom de l’entreprise' }) as HTMLInputElement).value).toBe(
      'Atelier Peeters',
    );
    await waitFor(() => expect(callsTo('GET', '/api/v1/sales/customers/checkisvatvalid/')).toHaveLength(1));
    expect(callsTo('GET', '/api/v1/sales/customers/checkisvatvalid/')[0]?.query.get('VAT')).toBe(
      'BE0417497106',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Valider ma commande' }));
    await screen.findByText('Page de paiement');
    expect(callsTo('POST', '/api/v1/sales/orders')[0]?.body).toMatchObject({
      Email: 'anna@example.com',
      AccountType: 'Company',
      ExistingBillingAddressId: OFFICE.Id,
      BillingCompany: 'Atelier Peeters',
      BillingVAT: 'BE0417497106',
      BillingStreet1: 'Avenue Louise',
      BillingHouseNumber: '54',
      BillingCountry: 'BE',
      SameAddressForShipping: true,
    });
  });

  it('a private address selects the private account type; typing another address shows the fields with its values', async () => {
    const { fetch } = gateway({
      'GET /api/v1/sales/customers/checkisvatvalid/': () =>
        Response.json({ IsVATValidWebService: true, ErrorMessage: null }),
    });
    renderInShop(<CheckoutPage initial={checkoutCart()} addressBook={book()} />, {
      at: AT,
      fetch,
      user: ANNA,
    });
    await userEvent.click(within(billingPicker()).getByRole('radio', { name: /Avenue Louise/ }));
    expect((screen.getByRole('radio', { name: 'Entreprise' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(billingPicker()).getByRole('radio', { name: /Rue Haute 12/ }));
    expect((screen.getByRole('radio', { name: 'Particulier' }) as HTMLInputElement).checked).toBe(true);
    expect(input('BillingStreet1').value).toBe('Rue Haute');
    expect(input('BillingBoxNumber').value).toBe('');

    // Back to typing: the fields are shown again, starting from the address chosen.
    await userEvent.click(within(billingPicker()).getByRole('radio', { name: 'Saisir une autre adresse' }));
    expect((screen.getByRole('textbox', { name: 'Rue' }) as HTMLInputElement).value).toBe('Rue Haute');

    // Changing the account type by hand after choosing makes the address a typed one.
    await userEvent.click(within(billingPicker()).getByRole('radio', { name: /Rue Haute 12/ }));
    expect(screen.queryByRole('textbox', { name: 'Rue' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Entreprise' }));
    expect(
      (within(billingPicker()).getByRole('radio', { name: 'Saisir une autre adresse' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Rue' })).toBeTruthy();
  });

  it('a saved delivery address is chosen once delivered elsewhere: the shipping fields take it and the cart is priced for its country', async () => {
    const inNetherlands = checkoutCart({
      ShippingCountryCode: 'NL',
      BillingCountryCode: 'BE',
      TaxCountryCode: 'BE',
    });
    const { fetch, callsTo } = gateway({
      'POST /api/v1/shoppingcarts/country': (call) =>
        Response.json(
          (call.body as { ShippingCountryId: string }).ShippingCountryId === 'NL'
            ? inNetherlands
            : checkoutCart(),
        ),
      'POST /api/v1/sales/orders': () =>
        Response.json({ OrderId: ORDER_ID, Number: 'V-2026-000042', Order: placedOrder() }, { status: 201 }),
    });
    renderInShop(<CheckoutPage initial={checkoutCart()} addressBook={book()} />, {
      at: AT,
      fetch,
      user: ANNA,
      routes: [PAYMENT_PAGE],
    });
    // Delivered to the billing address: no delivery picker to show.
    expect(screen.queryByRole('group', { name: 'Vos adresses de livraison' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Livrer à la même adresse' }));
    const picker = await waitFor(deliveryPicker);
    expect(within(picker).getAllByRole('radio')).toHaveLength(3);
    expect(within(picker).queryByRole('radio', { name: /Avenue Louise/ })).toBeNull();

    await userEvent.click(within(picker).getByRole('radio', { name: /Damrak/ }));
    expect(input('ShippingStreet1').value).toBe('Damrak');
    expect(input('ShippingFirstName').value).toBe('Jan');
    expect(isHidden(input('ShippingStreet1'))).toBe(true);
    await waitFor(() =>
      expect(callsTo('POST', '/api/v1/shoppingcarts/country').at(-1)?.body).toEqual({
        ShippingCountryId: 'NL',
        BillingCountryId: 'BE',
      }),
    );

    const user = userEvent.setup();
    await user.click(within(billingPicker()).getByRole('radio', { name: /Rue Haute 12/ }));
    await user.click(screen.getByRole('button', { name: 'Valider ma commande' }));
    await screen.findByText('Page de paiement');
    expect(callsTo('POST', '/api/v1/sales/orders')[0]?.body).toMatchObject({
      ExistingBillingAddressId: HOME.Id,
      ExistingShippingAddressId: DEPOT.Id,
      SameAddressForShipping: false,
      ShippingStreet1: 'Damrak',
      ShippingCountryId: 'NL',
    });
  });

  it('the modals exist only when the page allows creating (has-creation) or editing (has-edit) addresses', () => {
    const { unmount } = renderInShop(
      <CheckoutPage initial={checkoutCart()} addressBook={book({ hasCreation: false, hasEdit: false })} />,
      { at: AT, user: ANNA },
    );
    let picker = billingPicker();
    expect(picker.getAttribute('data-has-creation')).toBe('false');
    expect(picker.getAttribute('data-has-edit')).toBe('false');
    expect(within(picker).getAllByRole('radio')).toHaveLength(3);
    expect(within(picker).queryByRole('button')).toBeNull();
    expect(addressModal()).toBeNull();
    unmount();

    const creation = renderInShop(
      <CheckoutPage initial={checkoutCart()} addressBook={book({ hasCreation: true, hasEdit: false })} />,
      { at: AT, user: ANNA },
    );
    picker = billingPicker();
    expect(picker.getAttribute('data-has-creation')).toBe('true');
    expect(within(picker).getByRole('button', { name: 'Ajouter une adresse' })).toBeTruthy();
    expect(within(picker).queryByRole('button', { name: /Modifier/ })).toBeNull();
    expect(addressModal()).not.toBeNull();
    creation.unmount();

    const edit = renderInShop(
      <CheckoutPage initial={checkoutCart()} addressBook={book({ hasCreation: false, hasEdit: true })} />,
      { at: AT, user: ANNA },
    );
    picker = billingPicker();
    expect(picker.getAttribute('data-has-edit')).toBe('true');
    expect(within(picker).queryByRole('button', { name: 'Ajouter une adresse' })).toBeNull();
    expect(within(picker).getAllByRole('button', { name: /^Modifier l’adresse / })).toHaveLength(2);
    expect(addressModal()).not.toBeNull();
    edit.unmount();

    // A guest types addresses: no picker, no modal.
    renderInShop(<CheckoutPage initial={checkoutCart()} />, { at: AT });
    expect(screen.queryByRole('group', { name: 'Vos adresses de facturation' })).toBeNull();
    expect(addressModal()).toBeNull();
  });

  it('adds an address in the modal: checked by the form’s rules, saved, listed and chosen', async () => {
    const added = saved(9, {
      AddressType: 'Billing',
      FirstName: 'Lea',
      LastName: 'Maes',
      Street1: 'Rue Neuve',
      HouseNumber: '3',
      City: 'Liège',
      PostalCode: '4000',
      IsDefault: true,
    });
    const { fetch, callsTo } = gateway({
      [`POST ${ADDRESSES}`]: () => Response.json(added, { status: 201 }),
    });
    renderInShop(<CheckoutPage initial={checkoutCart()} addressBook={book()} />, {
      at: AT,
      fetch,
      user: ANNA,
    });
    const user = userEvent.setup();
    await user.click(within(billingPicker()).getByRole('button', { name: 'Ajouter une adresse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle adresse' });
    const form = within(dialog);
    expect((form.getByRole('radio', { name: 'La facturation' }) as HTMLInputElement).checked).toBe(true);

    // The form's rules first: nothing is sent while a required field is empty.
    await user.click(form.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await waitFor(() => expect(form.getAllByText('Ce champ est obligatoire.').length).toBeGreaterThan(0));
    expect(callsTo('POST', ADDRESSES)).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'Prénom' }), 'Lea');
    await user.type(form.getByRole('textbox', { name: 'Nom' }), 'Maes');
    await user.type(form.getByRole('textbox', { name: 'Rue' }), 'Rue Neuve');
    await user.type(form.getByRole('textbox', { name: 'Numéro' }), '3');
    await user.type(form.getByRole('textbox', { name: 'Code postal' }), '4000');
    await user.type(form.getByRole('textbox', { name: 'Localité' }), 'Liège');
    await user.click(form.getByRole('checkbox', { name: 'En faire mon adresse par défaut' }));
    await user.click(form.getByRole('button', { name: 'Enregistrer l’adresse' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouvelle adresse' })).toBeNull());
    expect(callsTo('POST', ADDRESSES)[0]?.body).toEqual({
      AddressType: 'Billing',
      AccountType: 'Private',
      FirstName: 'Lea',
      LastName: 'Maes',
      Street1: 'Rue Neuve',
      HouseNumber: '3',
      PostalCode: '4000',
      City: 'Liège',
      CountryId: 'BE',
      IsDefault: true,
    });
    expect(callsTo('POST', ADDRESSES)[0]?.query.get('culture')).toBe('fr');
    const card = within(billingPicker()).getByRole('radio', { name: /Rue Neuve 3/ }) as HTMLInputElement;
    expect(card.checked).toBe(true);
    expect(input('BillingStreet1').value).toBe('Rue Neuve');
    expect(input('BillingFirstName').value).toBe('Lea');
    // It is the default now: the office is no longer.
    expect(within(billingPicker()).getAllByText('Par défaut')).toHaveLength(1);
    expect(within(card.closest('li') as HTMLElement).getByText('Par défaut')).toBeTruthy();
    expect(await screen.findByText('Adresse enregistrée')).toBeTruthy();
  });

  it('edits an address in the modal: the form opens with it, and the change is used at once', async () => {
    const { fetch, callsTo } = gateway({
      [`PUT ${ADDRESSES}/${HOME.Id}`]: (call) =>
        Response.json({
          ...HOME,
          ...(call.body as object),
          CountryName: 'Belgique',
          BoxNumber: null,
          Phone: null,
        }),
    });
    renderInShop(<CheckoutPage initial={checkoutCart()} addressBook={book()} />, {
      at: AT,
      fetch,
      user: ANNA,
    });
    const user = userEvent.setup();
    await user.click(within(billingPicker()).getByRole('radio', { name: /Rue Haute 12/ }));
    await user.click(
      within(billingPicker()).getByRole('button', {
        name: 'Modifier l’adresse Anna Peeters, Rue Haute 12, 1000 Bruxelles',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’adresse' });
    const form = within(dialog);
    const city = form.getByRole('textbox', { name: 'Localité' }) as HTMLInputElement;
    expect(city.value).toBe('Bruxelles');
    expect(
      (form.getByRole('radio', { name: 'La facturation et la livraison' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.clear(city);
    await user.type(city, 'Ixelles');
    await user.clear(form.getByRole('textbox', { name: 'Code postal' }));
    await user.type(form.getByRole('textbox', { name: 'Code postal' }), '1050');
    await user.click(form.getByRole('button', { name: 'Enregistrer l’adresse' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifier l’adresse' })).toBeNull());
    expect(callsTo('PUT', `${ADDRESSES}/${HOME.Id}`)[0]?.body).toMatchObject({
      City: 'Ixelles',
      PostalCode: '1050',
    });
    expect(within(billingPicker()).getByRole('radio', { name: /1050 Ixelles/ })).toBeTruthy();
    expect(input('BillingCity').value).toBe('Ixelles');
    expect(input('BillingPostalCode').value).toBe('1050');
  });

  it('a failing address save shows the notice ‘An error has occured’, keeps the modal and shows the server’s reasons', async () => {
    const answers = [
      () => problem(500, PROBLEM_TYPES.internal),
      () => problem(400, PROBLEM_TYPES.validation, { City: ['Validation.Required'] }),
    ];
    const { fetch, callsTo } = gateway({ [`PUT ${ADDRESSES}/${HOME.Id}`]: () => answers.shift()!() });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInShop(<CheckoutPage initial={checkoutCart()} addressBook={book()} />, {
      at: AT,
      fetch,
      user: ANNA,
    });
    const user = userEvent.setup();
    await user.click(
      within(billingPicker()).getByRole('button', { name: /^Modifier l’adresse Anna Peeters, Rue Haute/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’adresse' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Rue' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Rue' }), 'Rue Basse');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer l’adresse' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Une erreur est survenue');
    expect(stringResources.fr['Addresses.Error']).toBe('Une erreur est survenue');
    // No error-flow dialog: the notice says it, the modal stays with what was typed.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect((within(dialog).getByRole('textbox', { name: 'Rue' }) as HTMLInputElement).value).toBe(
      'Rue Basse',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer l’adresse' }));
    await waitFor(() => expect(callsTo('PUT', `${ADDRESSES}/${HOME.Id}`)).toHaveLength(2));
    const city = within(dialog).getByRole('textbox', { name: 'Localité' });
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(city.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Ce champ est obligatoire.',
    );
    // The address in use is unchanged.
    expect(within(billingPicker()).getByRole('radio', { name: /Rue Haute 12/ })).toBeTruthy();
    error.mockRestore();
  });

  it('is keyboard-usable: Space chooses a saved address, Tab reaches its edit button, Enter opens the modal', async () => {
    const { fetch } = gateway({
      'GET /api/v1/sales/customers/checkisvatvalid/': () =>
        Response.json({ IsVATValidWebService: true, ErrorMessage: null }),
    });
    renderInShop(<CheckoutPage initial={checkoutCart()} addressBook={book()} />, {
      at: AT,
      fetch,
      user: ANNA,
    });
    const user = userEvent.setup();
    const office = within(billingPicker()).getByRole('radio', { name: /Avenue Louise/ });
    office.focus();
    await user.keyboard(' ');
    expect(input('BillingStreet1').value).toBe('Avenue Louise');
    await user.tab();
    expect(document.activeElement).toBe(
      within(billingPicker()).getByRole('button', {
        name: /^Modifier l’adresse Anna Peeters, Avenue Louise/,
      }),
    );
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’adresse' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Nom de l’entreprise' }) as HTMLInputElement).value,
    ).toBe('Atelier Peeters');
  });
});

describe('the DeliveryAddressPicker fragment', () => {
  it('is the delivery picker as HTML: the delivery addresses, the default chosen, the page’s flags', () => {
    const html = renderDeliveryAddressPickerFragment({
      book: book({
        addresses: [OFFICE, { ...HOME, IsDefault: true }, DEPOT],
        hasCreation: true,
        hasEdit: false,
      }),
      culture: 'fr',
      strings: stringResources.fr,
    });
    document.body.innerHTML = html;
    const picker = screen.getByRole('group', { name: 'Vos adresses de livraison' });
    expect(picker.getAttribute('data-has-creation')).toBe('true');
    expect(picker.getAttribute('data-has-edit')).toBe('false');
    const radios = within(picker).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual([HOME.Id, DEPOT.Id, '']);
    expect(radios.every((radio) => radio.name === 'ExistingShippingAddressId')).toBe(true);
    expect(radios[0]?.checked).toBe(true);
    expect(within(picker).getByRole('button', { name: 'Ajouter une adresse' })).toBeTruthy();
    expect(within(picker).queryByRole('button', { name: /Modifier/ })).toBeNull();

    document.body.innerHTML = renderDeliveryAddressPickerFragment({
      book: null,
      culture: 'nl',
      strings: stringResources.nl,
    });
    expect(screen.getByText('Meld u aan om uw adressen te zien.')).toBeTruthy();
  });
});
