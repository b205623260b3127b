import { type ApiClient, isApiError } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import type { Culture } from '@vitrine/i18n';
import { redirect } from 'react-router';

/**
 * The signed-in customer's page of orders. A visitor who is not signed in is sent to the login
 * page, which brings them back here.
 */
export async function loadMyOrders(api: ApiClient, culture: Culture, page: number, basePath: string) {
  try {
    return await api.orders.myOrders(page, culture, { handles: [400, 401] });
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      throw redirect(
        inApp(basePath, shopUrls.login(culture, inApp(basePath, shopUrls.orders(culture, page)))),
      );
    throw error;
  }
}

/** `pagenbr` as the list reads it: a whole page number from 1; anything else is the first page. */
export function pageNumber(search: URLSearchParams): number {
  const page = Number(search.get('pagenbr'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
