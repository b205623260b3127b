import { type ApiClient, isApiError } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import type { Culture } from '@vitrine/i18n';
import { redirect } from 'react-router';

/**
 * A page of the signed-in customer's account: its data, or, for a visitor who is not signed in,
 * the login page, which brings them back to `here` (a path of this culture).
 */
async function signedIn<T>(read: () => Promise<T>, culture: Culture, basePath: string, here: string) {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      throw redirect(inApp(basePath, shopUrls.login(culture, inApp(basePath, here))));
    throw error;
  }
}

/** The profile page's customer: who the session says is signed in. */
export const loadProfile = (api: ApiClient, culture: Culture, basePath: string) =>
  signedIn(() => api.security.me({ handles: [401] }), culture, basePath, shopUrls.account(culture));

/** The addresses page: the saved addresses, and the countries the shop delivers to. */
export async function loadAddressBook(api: ApiClient, culture: Culture, basePath: string) {
  const addresses = await signedIn(
    () => api.customerAddresses.list(culture, { handles: [401] }),
    culture,
    basePath,
    shopUrls.accountAddresses(culture),
  );
  return { addresses, countries: await api.shipping.countries(culture) };
}

/** The security page: whether two-step verification is on. */
export const loadTwoFactorStatus = (api: ApiClient, culture: Culture, basePath: string) =>
  signedIn(
    () => api.security.twoFactor.status({ handles: [401] }),
    culture,
    basePath,
    shopUrls.accountSecurity(culture),
  );

/** The stock-alerts page: the customer's open back-in-stock subscriptions, named in this culture. */
export const loadStockNotifications = (api: ApiClient, culture: Culture, basePath: string) =>
  signedIn(
    () => api.stockNotifications.mine(culture, { handles: [401] }),
    culture,
    basePath,
    shopUrls.accountStockNotifications(culture),
  );
