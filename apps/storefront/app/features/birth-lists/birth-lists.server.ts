import { type ApiClient, isApiError } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import type { Culture } from '@vitrine/i18n';
import { data, redirect } from 'react-router';

/**
 * An owner's page: its data, or for a visitor who is not signed in the login page, which brings
 * them back here. Another customer's list (or none) is the 404 page.
 */
async function owned<T>(read: () => Promise<T>, culture: Culture, basePath: string, here: string) {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      throw redirect(inApp(basePath, shopUrls.login(culture, inApp(basePath, here))));
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

/** The customer's saved addresses gifts may be delivered to. */
async function deliveryAddresses(api: ApiClient, culture: Culture, basePath: string, here: string) {
  const addresses = await owned(
    () => api.customerAddresses.list(culture, { handles: [401] }),
    culture,
    basePath,
    here,
  );
  return addresses.filter((address) => address.AddressType !== 'Billing');
}

/** `{culture}/account/birthlists`: the customer's lists and the addresses gifts may go to. */
export async function loadMyBirthLists(api: ApiClient, culture: Culture, basePath: string) {
  const here = shopUrls.birthLists(culture);
  const lists = await owned(() => api.birthLists.mine({ handles: [401] }), culture, basePath, here);
  return { lists: lists.Items, addresses: await deliveryAddresses(api, culture, basePath, here) };
}

/** `{culture}/account/birthlists/{id}`: one of the customer's lists. */
export const loadBirthList = (api: ApiClient, culture: Culture, basePath: string, id: string) =>
  owned(
    () => api.birthLists.get(id, culture, { handles: [401, 404, 400] }),
    culture,
    basePath,
    shopUrls.birthList(culture, id),
  );

/** The addresses the owner's list page offers for its delivery. */
export const loadBirthListAddresses = (api: ApiClient, culture: Culture, basePath: string, id: string) =>
  deliveryAddresses(api, culture, basePath, shopUrls.birthList(culture, id));

/** `{culture}/birthlist/{token}`: the list behind a share link; a revoked or unknown link is 404. */
export async function loadSharedBirthList(api: ApiClient, culture: Culture, token: string) {
  try {
    return await api.birthLists.shared(token, culture, { handles: [400, 404] });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}
