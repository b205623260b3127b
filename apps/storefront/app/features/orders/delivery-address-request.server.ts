import {
  type ApiClient,
  type DeliveryAddressRequestBody,
  type DeliveryAddressRequestResult,
  isApiError,
} from '@vitrine/api-client';
import { type Culture, createTranslator, stringResources } from '@vitrine/i18n';
import { translateMessage } from '@vitrine/validation';
import { data } from 'react-router';

const FIELDS = [
  'FirstName',
  'LastName',
  'Company',
  'Street1',
  'HouseNumber',
  'BoxNumber',
  'PostalCode',
  'City',
  'CountryId',
  'Phone',
  'Comment',
] as const;

/** What the API refuses with a reason the customer can read (the order gone, shipped, a bad field). */
const REFUSALS = [400, 401, 404, 422, 429];

/**
 * POST {app}/{culture}/sales/order/ChangeDeliveryAddressRequest (spec 001 §7): the order screen's
 * serialised form, forwarded to the API. The answer carries a success or an error message,
 * translated (spec 001 §3); an unexpected failure is `Manager.UnknowsErrors` (spec 001 §8).
 */
export async function forwardDeliveryAddressRequest(
  api: ApiClient,
  culture: Culture,
  request: Request,
): Promise<DeliveryAddressRequestResult> {
  const t = createTranslator(stringResources[culture]);
  // A body that is no form (a broken multipart post) is the sender's fault: 400, not a 500.
  const form = await request.formData().catch(() => {
    throw data(null, { status: 400 });
  });
  const orderId = String(form.get('OrderId') ?? '');
  const body: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string' && value !== '') body[name] = value;
  }
  try {
    const sent = await api.orders.requestDeliveryAddressChange(
      orderId,
      body as DeliveryAddressRequestBody,
      culture,
      { handles: REFUSALS },
    );
    return { Success: true, SuccessMessage: t(sent.Message) };
  } catch (error) {
    if (isApiError(error) && REFUSALS.includes(error.status)) {
      const errors = error.problem?.errors ?? {};
      const first = Object.values(errors).flat()[0];
      return {
        Success: false,
        ErrorMessage: first ? translateMessage(first, t) : t('Core.Error'),
        ...(error.status === 400 ? { FieldErrors: errors } : {}),
      };
    }
    console.error('[orders] delivery-address request failed', error);
    return { Success: false, ErrorMessage: t('Manager.UnknowsErrors') };
  }
}
