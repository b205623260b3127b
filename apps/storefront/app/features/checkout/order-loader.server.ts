import { type ApiClient, isApiError } from '@vitrine/api-client';
import { shopUrls } from '@vitrine/api-client/urls';
import type { Culture } from '@vitrine/i18n';
import { data } from 'react-router';
import { samePathAlternates } from '../document/page-alternates';

/**
 * One of the shopper's orders for a page: another shopper's, an unknown or a malformed id is a
 * 404 page (the API answers 404 for all of them, ADR 013's ownership rule).
 */
export async function loadOrder(api: ApiClient, orderId: string, culture: Culture) {
  try {
    return await api.orders.order(orderId, culture, { handles: [400] });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

/** The same order page in every culture: only the culture segment differs. */
export function orderPageAlternates(basePath: string, culture: Culture, path: string) {
  return samePathAlternates(basePath, path.slice(shopUrls.home(culture).length));
}
