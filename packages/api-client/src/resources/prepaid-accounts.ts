import type { Culture } from '@vitrine/i18n';
import {
  PrepaidAccountSchema,
  type PrepaidAddToCart,
  PrepaidAddToCartAnswerSchema,
  PrepaidHistorySchema,
  type PrepaidNotification,
} from '../contracts/prepaid-accounts';
import { type CallOptions, type Requester, withCall } from '../http';

const BASE = '/api/v1/sales/prepaidaccounts';
const inCulture = (culture: Culture | undefined) => (culture ? { culture } : {});

/**
 * The signed-in customer's prepaid account (spec 001 §7): the spec's two calls, `addtocart` and
 * `setnotification`, and the reads of the account page. A guest is answered 401; another
 * customer's account 404.
 */
export function prepaidAccountsApi(request: Requester) {
  return {
    /** GET .../prepaidaccounts: the customer's account (made on first use). */
    mine: (culture?: Culture, call?: CallOptions) =>
      request('GET', BASE, {
        query: inCulture(culture),
        schema: PrepaidAccountSchema,
        ...withCall(call, [401]),
      }),

    /** GET .../prepaidaccounts/{id}/history?pagenbr=: one page of movements, newest first. */
    history: (accountId: string, page = 1, culture?: Culture, call?: CallOptions) =>
      request('GET', `${BASE}/${encodeURIComponent(accountId)}/history`, {
        query: { pagenbr: page, ...inCulture(culture) },
        schema: PrepaidHistorySchema,
        ...withCall(call, [401, 404]),
      }),

    /** POST .../prepaidaccounts/addtocart: a top-up; answers the address to open (the payment page). */
    addToCart: (body: PrepaidAddToCart, culture?: Culture, call?: CallOptions) =>
      request('POST', `${BASE}/addtocart`, {
        body,
        query: inCulture(culture),
        schema: PrepaidAddToCartAnswerSchema,
        ...withCall(call, [400, 404, 422, 429]),
      }),

    /** POST .../prepaidaccounts/setnotification: switches the usage notification. */
    setNotification: (body: PrepaidNotification, call?: CallOptions) =>
      request('POST', `${BASE}/setnotification`, { body, ...withCall(call, [400, 404, 429]) }),
  };
}
