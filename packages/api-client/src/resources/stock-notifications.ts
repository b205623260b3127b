import type { Culture } from '@vitrine/i18n';
import {
  MyStockNotificationsSchema,
  StockNotificationLinkResultSchema,
  type StockNotificationSubscribe,
  StockNotificationSubscribedSchema,
} from '../contracts/stock-notifications';
import { type CallOptions, type Requester, withCall } from '../http';

const BASE = '/api/v1/catalog/stocknotifications';

/**
 * Back-in-stock notices: subscribe (a guest by e-mail, confirmed from a message; a customer in
 * one click), confirm and unsubscribe from the links of the messages (no sign-in needed), and the
 * customer's own open subscriptions. Another customer's subscription is not found (404).
 */
export function stockNotificationsApi(request: Requester) {
  return {
    /** POST {app}/api/v1/catalog/stocknotifications/subscribe */
    subscribe: (body: StockNotificationSubscribe, call?: CallOptions) =>
      request('POST', `${BASE}/subscribe`, {
        body,
        schema: StockNotificationSubscribedSchema,
        ...withCall(call, [400, 404, 422, 429]),
      }),

    /** POST {app}/api/v1/catalog/stocknotifications/confirm: the link of the confirmation message. */
    confirm: (token: string, culture?: Culture, call?: CallOptions) =>
      request('POST', `${BASE}/confirm`, {
        body: { Token: token },
        query: culture ? { culture } : {},
        schema: StockNotificationLinkResultSchema,
        ...withCall(call, [400, 404]),
      }),

    /** POST {app}/api/v1/catalog/stocknotifications/unsubscribe: the link every message carries. */
    unsubscribe: (token: string, culture?: Culture, call?: CallOptions) =>
      request('POST', `${BASE}/unsubscribe`, {
        body: { Token: token },
        query: culture ? { culture } : {},
        schema: StockNotificationLinkResultSchema,
        ...withCall(call, [400, 404]),
      }),

    /** GET {app}/api/v1/catalog/stocknotifications: the signed-in customer's open subscriptions. */
    mine: (culture?: Culture, call?: CallOptions) =>
      request('GET', BASE, {
        query: culture ? { culture } : {},
        schema: MyStockNotificationsSchema,
        ...withCall(call, [401]),
      }),

    /** DELETE {app}/api/v1/catalog/stocknotifications/{id}: one of the customer's own. */
    cancel: (id: string, call?: CallOptions) =>
      request<void>('DELETE', `${BASE}/${encodeURIComponent(id)}`, { ...withCall(call, [401, 404]) }),
  };
}
