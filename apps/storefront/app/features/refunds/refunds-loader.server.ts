import { type ApiClient, isApiError } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import type { Culture } from '@vitrine/i18n';
import { data, redirect } from 'react-router';

/** A visitor not signed in is sent to the login page, which brings them back to `back`. */
async function signedIn<T>(
  call: () => Promise<T>,
  basePath: string,
  culture: Culture,
  back: string,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      throw redirect(inApp(basePath, shopUrls.login(culture, inApp(basePath, back))));
    // Another customer's order, an unknown or a malformed id: the same 404 page.
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

/** The refund request page's facts: the customer's own order, what each line may still give back. */
export function loadRefundForm(api: ApiClient, orderId: string, culture: Culture, basePath: string) {
  return signedIn(
    () => api.refunds.form(orderId, culture, { handles: [400, 401, 404] }),
    basePath,
    culture,
    shopUrls.refundRequest(culture, orderId),
  );
}

/** The customer's refund requests. */
export function loadMyRefunds(api: ApiClient, culture: Culture, basePath: string) {
  return signedIn(
    () => api.refunds.list(culture, undefined, { handles: [401] }),
    basePath,
    culture,
    shopUrls.refunds(culture),
  );
}
