import { type ApiClient, isApiError } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import type { AddressBook } from './use-address-book';

/**
 * A page's address book: the signed-in customer's saved addresses with what the page allows
 * (`has-creation`, `has-edit`); null for a guest, who types their addresses.
 */
export async function readAddressBook(
  api: ApiClient,
  culture: Culture,
  allows: { hasCreation: boolean; hasEdit: boolean },
): Promise<AddressBook | null> {
  try {
    return { addresses: await api.customerAddresses.list(culture), ...allows };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
