import { isApiError, PROBLEM_TYPES } from '@vitrine/api-client';

/** What the page does with a refused order: field messages, messages above the form, and what follows. */
export interface CheckoutRefusal {
  /** The server's messages for fields the form shows (a 400). */
  fields: Record<string, string[]>;
  /** Messages shown above the form: the cart's (422), a changed total or country (409), the rest. */
  messages: string[];
  /** The cart is not what the shopper saw (changed, emptied, sold out): read it again and show it. */
  rereadCart: boolean;
  /** The key was used for another order form: the next attempt needs a new one. */
  newKey: boolean;
}

/**
 * Sorts a refused `placeOrder` (spec 001 §4 "Checkout submit"): null when the error flow has
 * told the shopper already (no answer, a server failure), so the same key serves a retry.
 */
export function checkoutRefusal(error: unknown, formFields: ReadonlySet<string>): CheckoutRefusal | null {
  if (!isApiError(error) || ![400, 404, 409, 422, 429].includes(error.status)) return null;
  const errors = error.problem?.errors ?? {};
  const fields: Record<string, string[]> = {};
  const messages: string[] = [];
  for (const [name, list] of Object.entries(errors)) {
    if (error.status === 400 && formFields.has(name)) fields[name] = list;
    else messages.push(...list);
  }
  if (!messages.length && !Object.keys(fields).length) messages.push(fallback(error.status));
  const type = error.problem?.type;
  return {
    fields,
    messages: [...new Set(messages)],
    rereadCart: error.status === 422 || (error.status === 409 && type === PROBLEM_TYPES.priceChanged),
    // "Still running" keeps the key: the first attempt may yet succeed, and a retry must meet it.
    newKey:
      error.status === 409 &&
      type === PROBLEM_TYPES.idempotencyConflict &&
      messages.includes('Checkout.IdempotencyKeyReused'),
  };
}

function fallback(status: number): string {
  if (status === 429) return 'Cart.TooManyChanges';
  return 'Core.Error';
}
