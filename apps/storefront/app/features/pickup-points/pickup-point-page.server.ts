import {
  type ApiClient,
  isApiError,
  type PickupPointSearchAnswer,
  type ShoppingCart,
} from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import type { Culture } from '@vitrine/i18n';
import { data, redirect } from 'react-router';
import { samePathAlternates } from '../document/page-alternates';
import { readMapPageData } from '../maps/map-page-data.server';
import { placeOfLocation, readLocation } from './location-cookie';
import { CHOSEN_FIELD, SEARCH_QUERY, SEARCH_SUCCESS } from './pickup-point-search';
import { hasPlace, type SearchPlace, savedPickupPoint } from './search-place';

/** What the page's loader and action need of the storefront's load context. */
export interface PageContext {
  api: ApiClient;
  site: { basePath: string; cmsName: string };
}

const PATH = '/shippings/pickuppoint/search';
const FAILED: PickupPointSearchAnswer = { ResponseStatusDescription: 'Failed', PickupPointViewModels: [] };

/** The cart's pickup method the address names (or the cart's own), with the country it serves. */
function pickupMethodOf(cart: ShoppingCart, methodId: string) {
  const id = methodId || cart.ShippingMethodId;
  const method = cart.ShippingMethods?.find((candidate) => candidate.Id === id && candidate.IsPickupPoint);
  return method ? { Id: method.Id, Name: method.Name, Carrier: method.Carrier } : null;
}

/** The search the page shows: the carrier's answer, or the error notice's state when it could not answer. */
async function searchAround(
  api: ApiClient,
  culture: Culture,
  method: { Id: string; Carrier: string },
  place: SearchPlace,
  settings: { searchRadius: number; maximumListSize: number },
): Promise<PickupPointSearchAnswer> {
  try {
    return await api.pickupPoints.search(method.Carrier, {
      ...place,
      ShippingMethodId: method.Id,
      SearchRadius: settings.searchRadius,
      MaximumListSize: settings.maximumListSize,
      CultureName: culture,
    });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) console.error('[pickup points] search failed', error);
    return FAILED;
  }
}

/**
 * {app}/{culture}/shippings/pickuppoint/search (spec 001 §2): the pickup-point search as a page,
 * for a direct link and for browsers without script (the checkout's button is a link to it).
 * The query names the method, its carrier, the country and the place (shippingMethodId,
 * carrierGatewayId, countryId, city, postCode, address); without a place the last one searched
 * in that country (its cookie), and the search runs here so the page shows its points at once.
 */
export async function loadPickupPointPage(context: PageContext, culture: Culture, request: Request) {
  const query = new URL(request.url).searchParams;
  const read = (name: string) => (query.get(name) ?? '').trim();
  const [cart, maps] = await Promise.all([
    context.api.cart.shoppingCart(culture),
    readMapPageData(context.api),
  ]);
  const method = pickupMethodOf(cart, read(SEARCH_QUERY.shippingMethodId));
  const country = (read(SEARCH_QUERY.country) || cart.ShippingCountryCode || '').toUpperCase();
  let place: SearchPlace = {
    CountryCode: country,
    Address: read(SEARCH_QUERY.address),
    PostalCode: read(SEARCH_QUERY.postalCode),
    City: read(SEARCH_QUERY.city),
  };
  if (!hasPlace(place)) {
    const stored = readLocation(request.headers.get('cookie') ?? '', context.site.cmsName);
    const last = stored ? placeOfLocation(stored) : null;
    if (last && last.CountryCode === country) place = last;
  }
  const answer =
    method && hasPlace(place) ? await searchAround(context.api, culture, method, place, maps) : null;
  return {
    method,
    place,
    answer,
    maps,
    suggests: cart.ShippingCountries?.find((option) => option.Code === country)?.HasPlaces ?? false,
    alternates: samePathAlternates(context.site.basePath, PATH),
  };
}

/** Why the choice sent without script was refused: encoded messages for the page's notice. */
export interface ChoiceRefusal {
  refused: string[];
}

const refusal = (status: number, refused: string[]) => data<ChoiceRefusal>({ refused }, { status });

/**
 * The choice sent without script: the point is read again from the carrier around the searched
 * place (the form carries only its id), saved for the cart, and the shopper is back at the
 * checkout. A refusal comes back to the page as its notice.
 */
export async function choosePickupPointWithoutScript(
  context: PageContext,
  culture: Culture,
  request: Request,
) {
  const form = await request.formData().catch(() => {
    throw data(null, { status: 400 });
  });
  const read = (name: string) => String(form.get(name) ?? '').trim();
  const [cart, maps] = await Promise.all([
    context.api.cart.shoppingCart(culture),
    readMapPageData(context.api),
  ]);
  const method = pickupMethodOf(cart, read(SEARCH_QUERY.shippingMethodId));
  const place: SearchPlace = {
    CountryCode: read(SEARCH_QUERY.country).toUpperCase(),
    Address: read(SEARCH_QUERY.address),
    PostalCode: read(SEARCH_QUERY.postalCode),
    City: read(SEARCH_QUERY.city),
  };
  if (!method) return refusal(422, ['PickupSearch.NoMethod']);
  if (!hasPlace(place)) return refusal(400, ['PickupSearch.PlaceRequired']);
  const answer = await searchAround(context.api, culture, method, place, maps);
  if (answer.ResponseStatusDescription !== SEARCH_SUCCESS) return refusal(503, ['PickupSearch.ErrorMessage']);
  const point = answer.PickupPointViewModels.find(
    (candidate) => candidate.PublicAccessPointID === read(CHOSEN_FIELD),
  );
  if (!point) return refusal(400, ['PickupSearch.SelectFirst']);
  try {
    await context.api.pickupPoints.choose(
      savedPickupPoint(point, {
        shippingMethodId: method.Id,
        carrier: method.Carrier,
        firstName: read('ShippingFirstName'),
        lastName: read('ShippingLastName'),
      }),
      culture,
    );
  } catch (error) {
    if (!isApiError(error) || (error.status >= 500 && error.status !== 503)) throw error;
    const messages = Object.values(error.problem?.errors ?? {}).flat();
    return refusal(error.status, messages.length ? [...new Set(messages)] : ['PickupSearch.ErrorMessage']);
  }
  throw redirect(inApp(context.site.basePath, shopUrls.checkout(culture)));
}
