import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShoppingCart } from '@vitrine/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGED_EVENT } from '../../lib/cart-events';
import { renderInShop } from '../../test/render-in-shop';
import { uuid } from '../cart/cart-fixtures';
import { type Call, gateway, problem } from '../checkout/checkout-fixtures';
import { CheckoutPage } from '../checkout/checkout-page';
import { OSM_TILES } from '../maps/map-options';
import { MapPageDataProvider } from '../maps/map-page-data';
import { locationCookieName } from './location-cookie';
import {
  PICKUP_METHOD,
  POINT_GRAND_PLACE,
  pickupCart,
  pickupPoint,
  SABLON,
  searchAnswer,
} from './pickup-fixtures';

const AT = '/fr/sales/checkout';
const SEARCH = 'POST /api/v1/shipping/static/getpickuppoints';
const CHOOSE = 'POST /api/v1/shoppingcarts/externalpickuppoint';
const PAGE_DATA = { tiles: OSM_TILES, searchRadius: 25, maximumListSize: 5 };
const COOKIE = locationCookieName('FlexoCMS');

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts with no remembered place.
  document.cookie = `${COOKIE}=; Max-Age=0; Path=/`;
  vi.restoreAllMocks();
});

function renderCheckout(cart: ShoppingCart, fetch: typeof globalThis.fetch) {
  return renderInShop(
    <MapPageDataProvider value={PAGE_DATA}>
      <CheckoutPage initial={cart} />
    </MapPageDataProvider>,
    { at: AT, fetch },
  );
}

const billing = () => screen.getByRole('group', { name: 'Adresse de facturation' });
const dialog = () => screen.getByRole('dialog', { name: 'Choisir un point relais' });
const inDialog = () => within(dialog());
const chooseButton = () =>
  inDialog().getByRole('button', { name: 'Choisir ce point relais' }) as HTMLButtonElement;
const pointItem = (name: string) =>
  inDialog()
    .getByRole('radio', { name: new RegExp(name) })
    .closest('li')!;
const popup = () => dialog().querySelector('.leaflet-popup-content');

async function typeBilling(user: ReturnType<typeof userEvent.setup>) {
  const block = within(billing());
  await user.type(block.getByRole('textbox', { name: 'Prénom' }), 'Anna');
  await user.type(block.getByRole('textbox', { name: 'Nom' }), 'Peeters');
  await user.type(block.getByRole('textbox', { name: 'Rue' }), 'Rue Haute');
  await user.type(block.getByRole('textbox', { name: 'Numéro' }), '12');
  await user.type(block.getByRole('textbox', { name: 'Code postal' }), '1000');
  await user.type(block.getByRole('textbox', { name: 'Localité' }), 'Bruxelles');
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'Choisir un point relais') {
  await user.click(screen.getByRole('link', { name }));
  return dialog();
}

/** The gateway answering the search (recorded) and the choice with the cart it gives. */
function pickupGateway(answer = searchAnswer(), chosen?: ShoppingCart) {
  return gateway({
    [SEARCH]: () => Response.json(answer),
    [CHOOSE]: () => Response.json(chosen ?? pickupCart()),
  });
}

describe('The checkout’s pickup point', () => {
  it('without a point, offers to choose one: the dialog opens titled with the “select pickup point” label and searches around the billing address with the page’s radius and list size', async () => {
    const { fetch, callsTo } = pickupGateway();
    renderCheckout(pickupCart(), fetch);
    expect(screen.getByText('Choisissez le point relais où vous retirerez votre commande.')).toBeTruthy();
    // Without script, the link is the search's page for the method and the cart's country.
    const link = screen.getByRole('link', { name: 'Choisir un point relais' });
    expect(link.getAttribute('href')).toBe(
      `/fr/shippings/pickuppoint/search?shippingMethodId=${PICKUP_METHOD}&carrierGatewayId=static&countryId=BE`,
    );
    const user = userEvent.setup({ delay: null });
    await typeBilling(user);
    await openDialog(user);

    await waitFor(() => expect(callsTo('POST', '/api/v1/shipping/static/getpickuppoints')).toHaveLength(1));
    expect(callsTo('POST', '/api/v1/shipping/static/getpickuppoints')[0]?.body).toEqual({
      City: 'Bruxelles',
      PostalCode: '1000',
      CountryCode: 'BE',
      Address: 'Rue Haute 12',
      ShippingMethodId: PICKUP_METHOD,
      SearchRadius: 25,
      MaximumListSize: 5,
      CultureName: 'fr',
    });
    // The search's fields show where it looked.
    expect((inDialog().getByRole('textbox', { name: 'Adresse' }) as HTMLInputElement).value).toBe(
      'Rue Haute 12',
    );
    expect((inDialog().getByRole('textbox', { name: 'Code postal' }) as HTMLInputElement).value).toBe('1000');
    expect((inDialog().getByRole('textbox', { name: 'Localité' }) as HTMLInputElement).value).toBe(
      'Bruxelles',
    );
  });

  it('when the billing and shipping countries differ, the search uses the default shipping country and postal code', async () => {
    const { fetch, callsTo } = gateway({
      'POST /api/v1/shipping/static/getpickuppoints': () => Response.json(searchAnswer([])),
    });
    const cart = pickupCart({
      ShippingCountryCode: 'FR',
      BillingCountryCode: 'BE',
      TaxCountryCode: 'BE',
      City: { Id: uuid(990), PostalCode: '59000', Name: 'Lille' },
    });
    renderCheckout(cart, fetch);
    const user = userEvent.setup({ delay: null });
    await typeBilling(user);
    const shipping = within(screen.getByRole('group', { name: 'Adresse de livraison' }));
    await user.type(shipping.getByRole('textbox', { name: 'Rue' }), 'Rue Nationale');
    await user.type(shipping.getByRole('textbox', { name: 'Code postal' }), '59800');
    await openDialog(user);

    await waitFor(() => expect(callsTo('POST', '/api/v1/shipping/static/getpickuppoints')).toHaveLength(1));
    expect(callsTo('POST', '/api/v1/shipping/static/getpickuppoints')[0]?.body).toMatchObject({
      CountryCode: 'FR',
      PostalCode: '59000',
      City: '',
      Address: '',
    });
  });

  it('lists the points with their address, distance, opening hours line by line and phone, and a marker per point on a map at zoom 13', async () => {
    const { fetch } = pickupGateway();
    renderCheckout(pickupCart(), fetch);
    const user = userEvent.setup({ delay: null });
    await typeBilling(user);
    await openDialog(user);

    const grandPlace = await inDialog().findByRole('radio', { name: /Librairie de la Grand-Place/ });
    expect(inDialog().getByText('2 point(s) relais trouvé(s)')).toBeTruthy();
    const item = grandPlace.closest('li')!;
    expect(within(item).getByText('Grand-Place 1', { exact: false }).textContent).toContain('1000 Bruxelles');
    expect(within(item).getByText('à 0,4 km')).toBeTruthy();
    expect(within(item).getByText('Téléphone : +32 2 511 00 00')).toBeTruthy();
    // StandardHoursOfOperation, split on ';'.
    const hours = item.querySelectorAll('.pickup-point__hours li');
    expect([...hours].map((line) => line.textContent)).toEqual(['Lun–Ven 9:00–18:00', 'Sam 10:00–16:00']);
    // The radio's description is the point's details.
    expect(document.getElementById(grandPlace.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Heures d’ouverture',
    );
    expect(within(pointItem('Épicerie du Sablon')).queryByText(/Téléphone/)).toBeNull();

    const map = inDialog().getByRole('region', { name: 'Carte des points relais' });
    expect(await within(map).findByRole('button', { name: 'Librairie de la Grand-Place' })).toBeTruthy();
    expect(within(map).getByRole('button', { name: 'Épicerie du Sablon' })).toBeTruthy();
    expect((map.closest('.map-view') as HTMLElement).dataset.zoom).toBe('13');
  });

  it('clicking a point selects it: the Choose button is enabled, the point is the active one and its marker’s popup opens', async () => {
    const { fetch } = pickupGateway();
    renderCheckout(pickupCart(), fetch);
    const user = userEvent.setup({ delay: null });
    await typeBilling(user);
    await openDialog(user);
    await inDialog().findByRole('radio', { name: /Épicerie du Sablon/ });
    const map = inDialog().getByRole('region', { name: 'Carte des points relais' });
    await within(map).findByRole('button', { name: 'Épicerie du Sablon' });
    expect(chooseButton().disabled).toBe(true);
    expect(inDialog().getByText('Sélectionnez d’abord un point relais dans la liste.')).toBeTruthy();

    await user.click(
      within(pointItem('Épicerie du Sablon')).getByText('Rue de Rollebeek 7', { exact: false }),
    );
    expect(chooseButton().disabled).toBe(false);
    expect(pointItem('Épicerie du Sablon').classList.contains('is-active')).toBe(true);
    expect((inDialog().getByRole('radio', { name: /Épicerie du Sablon/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(pointItem('Librairie de la Grand-Place').classList.contains('is-active')).toBe(false);
    await waitFor(() => expect(popup()?.textContent).toContain('Épicerie du Sablon'));
    expect(
      within(map)
        .getByRole('button', { name: 'Épicerie du Sablon' })
        .classList.contains('map-marker--active'),
    ).toBe(true);

    // A marker pressed (or clicked) selects its point the same way.
    within(map).getByRole('button', { name: 'Librairie de la Grand-Place' }).focus();
    await user.keyboard('{Enter}');
    expect(pointItem('Librairie de la Grand-Place').classList.contains('is-active')).toBe(true);
    expect(pointItem('Épicerie du Sablon').classList.contains('is-active')).toBe(false);
  });

  it('choosing saves the point with the billing names (the shop’s point id for the “static” carrier), closes the dialog and reloads the checkout in place', async () => {
    const chosen = pickupCart({
      PickupPoint: {
        ShippingMethodId: PICKUP_METHOD,
        PickupPointId: POINT_GRAND_PLACE,
        ExternalPickupPointRef: POINT_GRAND_PLACE,
        Name: 'Librairie de la Grand-Place',
        Street1: 'Grand-Place 1',
        PostalCode: '1000',
        City: 'Bruxelles',
        CountryId: 'BE',
        StandardHoursOfOperation: 'Lun–Ven 9:00–18:00;Sam 10:00–16:00',
      },
    });
    const { fetch, callsTo } = pickupGateway(searchAnswer(), chosen);
    const announced = vi.fn();
    document.addEventListener(CART_CHANGED_EVENT, announced);
    renderCheckout(pickupCart(), fetch);
    const user = userEvent.setup({ delay: null });
    await typeBilling(user);
    await openDialog(user);
    await user.click(await inDialog().findByRole('radio', { name: /Librairie de la Grand-Place/ }));
    await user.click(chooseButton());

    await waitFor(() => expect(callsTo('POST', '/api/v1/shoppingcarts/externalpickuppoint')).toHaveLength(1));
    const sent = callsTo('POST', '/api/v1/shoppingcarts/externalpickuppoint')[0] as Call;
    expect(sent.query.get('culture')).toBe('fr');
    expect(sent.body).toEqual({
      ShippingFirstName: 'Anna',
      ShippingLastName: 'Peeters',
      ShippingMethodId: PICKUP_METHOD,
      PickupPointName: 'Librairie de la Grand-Place',
      ShippingStreet1: 'Grand-Place 1',
      ShippingPostalCode: '1000',
      ShippingCity: 'Bruxelles',
      ShippingCountryId: 'BE',
      ShippingPhoneNumber: '+32 2 511 00 00',
      Informations: 'Au fond de la librairie',
      StandardHoursOfOperation: 'Lun–Ven 9:00–18:00;Sam 10:00–16:00',
      LatestAirDropOffTime: '16:00',
      AdditionalChargeIndicator: false,
      Comments: null,
      Distance: 0.4,
      SpecialInstructions: null,
      AdditionalComments: null,
      ExternalPickupPointRef: POINT_GRAND_PLACE,
      PickupPointType: 'Shop',
      PickupPointId: POINT_GRAND_PLACE,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const shown = await screen.findByTestId('checkout-pickup-point');
    expect(shown.textContent).toContain('Librairie de la Grand-Place');
    expect(shown.textContent).toContain('1000 Bruxelles');
    expect([...shown.querySelectorAll('li')].map((line) => line.textContent)).toEqual([
      'Lun–Ven 9:00–18:00',
      'Sam 10:00–16:00',
    ]);
    expect(screen.getByRole('link', { name: 'Changer de point relais' })).toBeTruthy();
    // The header hears of the changed cart, as after every cart change.
    expect(announced).toHaveBeenCalled();
    document.removeEventListener(CART_CHANGED_EVENT, announced);
  });

  it('another carrier’s point is saved by its reference only: no shop point id', async () => {
    const cart = pickupCart();
    const methods = (cart.ShippingMethods ?? []).map((method) =>
      method.Id === PICKUP_METHOD ? { ...method, Carrier: 'bpost' } : method,
    );
    const point = pickupPoint({ PublicAccessPointID: 'BP-4711' });
    const { fetch, callsTo } = gateway({
      'POST /api/v1/shipping/bpost/getpickuppoints': () => Response.json(searchAnswer([point])),
      [CHOOSE]: () => Response.json(pickupCart({ ShippingMethods: methods })),
    });
    renderCheckout({ ...cart, ShippingMethods: methods }, fetch);
    const user = userEvent.setup({ delay: null });
    await typeBilling(user);
    await openDialog(user);
    await user.click(await inDialog().findByRole('radio', { name: /Librairie de la Grand-Place/ }));
    await user.click(chooseButton());
    await waitFor(() => expect(callsTo('POST', '/api/v1/shoppingcarts/externalpickuppoint')).toHaveLength(1));
    expect(callsTo('POST', '/api/v1/shoppingcarts/externalpickuppoint')[0]?.body).toMatchObject({
      ExternalPickupPointRef: 'BP-4711',
      PickupPointId: null,
    });
  });

  it('a carrier that cannot confirm the chosen point (503) is said on the checkout, and nothing is chosen', async () => {
    const { fetch } = gateway({
      [SEARCH]: () => Response.json(searchAnswer()),
      [CHOOSE]: () =>
        problem(503, '/problems/carrier-unavailable', {
          ExternalPickupPointRef: ['PickupPoints.CarrierUnavailable'],
        }),
      'GET /api/v1/shoppingcarts': () => Response.json(pickupCart()),
    });
    renderCheckout(pickupCart(), fetch);
    const user = userEvent.setup({ delay: null });
    await typeBilling(user);
    await openDialog(user);
    await user.click(await inDialog().findByRole('radio', { name: /Épicerie du Sablon/ }));
    await user.click(chooseButton());
    await waitFor(() =>
      expect(screen.getByTestId('checkout-refusal').textContent).toBe(
        'Le transporteur ne répond pas pour le moment : réessayez dans un instant.',
      ),
    );
    expect(screen.queryByTestId('checkout-pickup-point')).toBeNull();
    expect(screen.getByRole('link', { name: 'Choisir un point relais' })).toBeTruthy();
  });

  it('a carrier that could not answer shows the error notice titled “Error”: “An error has occured”', async () => {
    const { fetch } = pickupGateway(searchAnswer([], 'CarrierUnavailable'));
    renderCheckout(pickupCart(), fetch);
    const user = userEvent.setup({ delay: null });
    await typeBilling(user);
    await openDialog(user);
    const notice = await inDialog().findByRole('alert');
    expect(within(notice).getByText('Erreur')).toBeTruthy();
    expect(within(notice).getByText('Une erreur est survenue')).toBeTruthy();
    expect(inDialog().queryByRole('button', { name: 'Choisir ce point relais' })).toBeNull();
  });

  it('no point around the place: says so', async () => {
    const { fetch } = pickupGateway(searchAnswer([]));
    renderCheckout(pickupCart(), fetch);
    const user = userEvent.setup({ delay: null });
    await typeBilling(user);
    await openDialog(user);
    expect(
      await inDialog().findByText(
        'Aucun point relais trouvé près de cet endroit. Essayez une autre adresse ou localité.',
      ),
    ).toBeTruthy();
    expect(inDialog().queryByRole('region', { name: 'Carte des points relais' })).toBeNull();
  });

  it('a search without any place asks for one and sends nothing', async () => {
    const { fetch, calls } = pickupGateway();
    renderCheckout(pickupCart(), fetch);
    const user = userEvent.setup({ delay: null });
    await openDialog(user);
    await user.click(inDialog().getByRole('button', { name: 'Rechercher' }));
    expect(
      within(await inDialog().findByRole('alert')).getByText(
        'Saisissez une adresse, un code postal ou une localité.',
      ),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('The pickup search’s address and remembered place', () => {
  it('suggests only places of the chosen country from 4 characters; a place chosen fills the postal code and city and searches there', async () => {
    const cart = pickupCart({
      ShippingCountryCode: 'FR',
      TaxCountryCode: 'FR',
    });
    const { fetch, callsTo } = gateway({
      'GET /api/v1/countries/FR/cities/Lill': () =>
        Response.json({
          [uuid(991)]: '59000 Lille',
          [uuid(992)]: '59160 Lille',
          [uuid(993)]: '59000 Lille-Centre',
        }),
      'POST /api/v1/shipping/static/getpickuppoints': () => Response.json(searchAnswer([SABLON])),
    });
    renderCheckout(cart, fetch);
    const user = userEvent.setup({ delay: null });
    await openDialog(user);
    const address = inDialog().getByRole('combobox', { name: 'Adresse' });
    await user.type(address, 'Lil');
    expect(address.getAttribute('aria-expanded')).toBe('false');
    await user.type(address, 'l');
    const option = await inDialog().findByRole('option', { name: '59000 Lille' });
    // The typeahead asks for the cart's country only.
    expect(callsTo('GET', '/api/v1/countries/FR/cities/Lill')).toHaveLength(1);
    await user.click(option);

    await waitFor(() => expect(callsTo('POST', '/api/v1/shipping/static/getpickuppoints')).toHaveLength(1));
    expect(callsTo('POST', '/api/v1/shipping/static/getpickuppoints')[0]?.body).toMatchObject({
      CountryCode: 'FR',
      PostalCode: '59000',
      City: 'Lille',
      Address: '59000 Lille',
    });
    // The place is remembered as the cookie of spec 001 §3 lists it.
    await inDialog().findByRole('radio', { name: /Épicerie du Sablon/ });
    const stored = document.cookie
      .split('; ')
      .find((part) => part.startsWith(`${COOKIE}=`))
      ?.slice(COOKIE.length + 1);
    expect(JSON.parse(decodeURIComponent(stored ?? ''))).toEqual({
      AddressComponents: [
        { LongName: '59000 Lille', ShortName: '59000 Lille', Types: ['route'] },
        { LongName: '59000', ShortName: '59000', Types: ['postal_code'] },
        { LongName: 'Lille', ShortName: 'Lille', Types: ['locality', 'political'] },
        { LongName: 'FR', ShortName: 'FR', Types: ['country', 'political'] },
      ],
      FormattedAddress: '59000 Lille, 59000 Lille',
      Geometry: { Viewport: { South: 50.8404, West: 4.3547, North: 50.8404, East: 4.3547 } },
      Types: ['street_address'],
      PartialMatch: false,
      PostcodeLocalities: ['Lille', 'Lille-Centre'],
      PlaceId: uuid(991),
      Medium: 'autocomplete',
    });
  });

  it('the next search starts from the remembered place of the same country', async () => {
    const { fetch, callsTo } = pickupGateway();
    renderCheckout(pickupCart(), fetch);
    const user = userEvent.setup({ delay: null });
    await typeBilling(user);
    await openDialog(user);
    await inDialog().findByRole('radio', { name: /Épicerie du Sablon/ });
    const postal = inDialog().getByRole('textbox', { name: 'Code postal' });
    await user.clear(postal);
    await user.type(postal, '1050');
    await user.clear(inDialog().getByRole('textbox', { name: 'Localité' }));
    await user.clear(inDialog().getByRole('textbox', { name: 'Adresse' }));
    await user.click(inDialog().getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(callsTo('POST', '/api/v1/shipping/static/getpickuppoints')).toHaveLength(2));
    await user.click(inDialog().getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openDialog(user);
    await waitFor(() => expect(callsTo('POST', '/api/v1/shipping/static/getpickuppoints')).toHaveLength(3));
    expect(callsTo('POST', '/api/v1/shipping/static/getpickuppoints')[2]?.body).toMatchObject({
      CountryCode: 'BE',
      PostalCode: '1050',
      City: '',
      Address: '',
    });
    expect((inDialog().getByRole('textbox', { name: 'Code postal' }) as HTMLInputElement).value).toBe('1050');
  });
});
