import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { gateway } from '../checkout/checkout-fixtures';
import { locationOf, serializeLocationCookie } from './location-cookie';
import { PICKUP_METHOD, POINT_SABLON, pickupCart, SABLON, searchAnswer } from './pickup-fixtures';
import { PickupPointSearchView } from './pickup-point-page';
import { choosePickupPointWithoutScript, loadPickupPointPage } from './pickup-point-page.server';

const SETTINGS = {
  TileUrl: 'https://tiles.example/{z}/{x}/{y}.png?key={key}',
  TileAttribution: '© Exemple',
  SearchRadius: 15,
  MaximumListSize: 8,
};
/** The checkout, as far as this page is concerned: where the shopper lands after choosing. */
const CheckoutStandIn = () => <p>Page de commande</p>;
const SEARCH = 'POST /api/v1/shipping/static/getpickuppoints';
const PAGE = '/fr/shippings/pickuppoint/search';

/** The gateway as the page's loader and action reach it. */
function shopGateway(answer = searchAnswer()) {
  return gateway({
    'GET /api/v1/shoppingcarts': () => Response.json(pickupCart()),
    'GET /api/v1/settings/maps': () => Response.json(SETTINGS),
    'GET /api/v1/settings/GoogleFrontAPIKey': () => Response.json({ Key: 'k-42' }),
    [SEARCH]: () => Response.json(answer),
    'POST /api/v1/shoppingcarts/externalpickuppoint': () => Response.json(pickupCart()),
  });
}

function context(fetch: typeof globalThis.fetch) {
  return {
    api: createApiClient({ fetch, antiforgeryToken: 't' }),
    antiforgeryToken: 't',
    cspNonce: 'n',
    site: { basePath: '', cmsName: 'FlexoCMS', defaultCulture: 'fr' as const },
  };
}

describe('{app}/{culture}/shippings/pickuppoint/search', () => {
  it('searches on the server around the place of its address, with the page data’s radius, list size and tiles', async () => {
    const { fetch, callsTo } = shopGateway();
    const request = new Request(
      `http://shop${PAGE}?shippingMethodId=${PICKUP_METHOD}&carrierGatewayId=static&countryId=BE&city=Bruxelles&postCode=1000&address=`,
    );
    const data = await loadPickupPointPage(context(fetch), 'fr', request);

    expect(callsTo('POST', '/api/v1/shipping/static/getpickuppoints')[0]?.body).toEqual({
      City: 'Bruxelles',
      PostalCode: '1000',
      CountryCode: 'BE',
      Address: '',
      ShippingMethodId: PICKUP_METHOD,
      SearchRadius: 15,
      MaximumListSize: 8,
      CultureName: 'fr',
    });
    expect(data.method).toEqual({ Id: PICKUP_METHOD, Name: 'Point relais', Carrier: 'static' });
    expect(data.answer?.PickupPointViewModels).toHaveLength(2);
    // The maps key fills the tile address's placeholder.
    expect(data.maps.tiles).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png?key=k-42',
      attribution: '© Exemple',
    });
    expect(data.maps.searchRadius).toBe(15);
    expect(data.maps.maximumListSize).toBe(8);
  });

  it('without a place in its address, searches around the remembered one of that country', async () => {
    const { fetch, callsTo } = shopGateway();
    const remembered = locationOf({
      place: { CountryCode: 'BE', Address: '', PostalCode: '1050', City: 'Ixelles' },
      medium: 'typed',
      points: [],
    });
    const cookie = serializeLocationCookie(remembered, 'FlexoCMS').split(';')[0]!;
    const request = new Request(`http://shop${PAGE}?shippingMethodId=${PICKUP_METHOD}`, {
      headers: { cookie: `a=b; ${cookie}` },
    });
    const data = await loadPickupPointPage(context(fetch), 'fr', request);
    expect(data.place).toEqual({ CountryCode: 'BE', Address: '', PostalCode: '1050', City: 'Ixelles' });
    expect(callsTo('POST', '/api/v1/shipping/static/getpickuppoints')[0]?.body).toMatchObject({
      PostalCode: '1050',
      City: 'Ixelles',
    });
  });

  it('shows the found points at once; choosing one saves it and goes back to the checkout', async () => {
    const { fetch, calls, callsTo } = gateway({
      'POST /api/v1/shoppingcarts/externalpickuppoint': () => Response.json(pickupCart()),
    });
    renderInShop(
      <PickupPointSearchView
        method={{ Id: PICKUP_METHOD, Name: 'Point relais', Carrier: 'static' }}
        place={{ CountryCode: 'BE', Address: '', PostalCode: '1000', City: 'Bruxelles' }}
        answer={searchAnswer()}
        suggests={false}
      />,
      {
        at: PAGE,
        fetch,
        user: {
          UserId: '00000000-0000-4000-8000-000000000001',
          Email: 'anna@example.com',
          FirstName: 'Anna',
          LastName: 'Peeters',
          Roles: ['customer'],
          Culture: 'fr',
        },
        routes: [{ path: '/fr/sales/checkout', Component: CheckoutStandIn }],
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Choisir un point relais' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la commande' }).getAttribute('href')).toBe(
      '/fr/sales/checkout',
    );
    // The loader searched already: nothing is asked again.
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(calls).toHaveLength(0);
    // Without script its forms go to this page: a GET search, a POST choice.
    const search = screen.getByRole('form', { name: 'Où cherchez-vous ?' }) as HTMLFormElement;
    expect([search.method, new URL(search.action).pathname]).toEqual(['get', PAGE]);

    const user = userEvent.setup({ delay: null });
    const choose = screen.getByRole('button', { name: 'Choisir ce point relais' }) as HTMLButtonElement;
    expect(choose.disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Épicerie du Sablon/ }));
    expect(choose.disabled).toBe(false);
    await user.click(choose);

    await screen.findByText('Page de commande');
    expect(callsTo('POST', '/api/v1/shoppingcarts/externalpickuppoint')[0]?.body).toMatchObject({
      ShippingFirstName: 'Anna',
      ShippingLastName: 'Peeters',
      ShippingMethodId: PICKUP_METHOD,
      PickupPointName: 'Épicerie du Sablon',
      ExternalPickupPointRef: POINT_SABLON,
      PickupPointId: POINT_SABLON,
    });
  });

  it('without a pickup method in the cart, says to choose one first', () => {
    renderInShop(
      <PickupPointSearchView
        method={null}
        place={{ CountryCode: 'BE', Address: '', PostalCode: '', City: '' }}
        answer={null}
        suggests={false}
      />,
      { at: PAGE },
    );
    expect(
      screen.getByText('Choisissez d’abord la livraison en point relais dans votre commande.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Où cherchez-vous ?' })).toBeNull();
  });

  it('its choice sent without script reads the point again from the carrier, saves it and goes back to the checkout', async () => {
    const { fetch, callsTo } = shopGateway(searchAnswer([SABLON]));
    const body = new URLSearchParams({
      shippingMethodId: PICKUP_METHOD,
      carrierGatewayId: 'static',
      countryId: 'BE',
      address: '',
      postCode: '1000',
      city: 'Bruxelles',
      ShippingFirstName: 'Anna',
      ShippingLastName: 'Peeters',
      PickupPointRef: POINT_SABLON,
    });
    const request = new Request(`http://shop${PAGE}`, { method: 'POST', body });
    const answer = await choosePickupPointWithoutScript(context(fetch), 'fr', request).catch(
      (thrown: unknown) => thrown,
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('location')).toBe('/fr/sales/checkout');
    expect(callsTo('POST', '/api/v1/shoppingcarts/externalpickuppoint')[0]?.body).toMatchObject({
      ShippingFirstName: 'Anna',
      PickupPointName: 'Épicerie du Sablon',
      PickupPointId: POINT_SABLON,
    });

    // A point the carrier does not know there is refused, and nothing is saved.
    const { fetch: other, callsTo: otherCalls } = shopGateway(searchAnswer([]));
    const refused = await choosePickupPointWithoutScript(
      context(other),
      'fr',
      new Request(`http://shop${PAGE}`, { method: 'POST', body }),
    ).catch((thrown: unknown) => thrown);
    expect(refused).toMatchObject({ data: { refused: ['PickupSearch.SelectFirst'] }, init: { status: 400 } });
    expect(otherCalls('POST', '/api/v1/shoppingcarts/externalpickuppoint')).toHaveLength(0);
  });
});
