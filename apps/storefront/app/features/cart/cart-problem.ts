import { type ApiError, isApiError } from '@vitrine/api-client';

/**
 * The refusals a cart call declares it handles (bad quantity, gone, not orderable, too many calls
 * in a minute): shown in place.
 */
export const SHOWN_IN_PLACE = new Set([400, 404, 422, 429]);

/**
 * The encoded messages of a refused cart call that the shopper is shown where they acted (the
 * product form, the cart page), or null when the error flow has already told them (a 500, a
 * lost connection). A refusal without field messages falls back to its problem's own detail.
 */
export function refusalMessages(error: unknown): string[] | null {
  if (!isApiError(error)) return null;
  const messages = Object.values(error.problem?.errors ?? {}).flat();
  // An outside service the change needed was away (a carrier confirming a pickup point) and the
  // server said why: the shopper reads it where they acted, and tries again.
  if (error.status === 503 && messages.length > 0) return [...new Set(messages)];
  if (!SHOWN_IN_PLACE.has(error.status)) return null;
  if (messages.length > 0) return [...new Set(messages)];
  return [fallback(error)];
}

function fallback(error: ApiError): string {
  if (error.status === 404) return 'Cart.ItemNotFound';
  return error.status === 429 ? 'Cart.TooManyChanges' : 'Core.Error';
}
