import type { Culture } from '@vitrine/i18n';
import {
  type StaffOrderListQuery,
  StaffOrderListSchema,
  type StaffOrderMove,
  StaffOrderSchema,
} from '../contracts/staff-orders';
import { type CallOptions, type Requester, withCall } from '../http';

const staff = (path = '') => `/api/v1/backoffice/orders${path}`;
const inCulture = (culture: Culture | undefined) => (culture ? { culture } : {});

/**
 * The staff's order desk (sales and admins): the shop's orders by page, one order with the
 * statuses it may move to, and a move. A move sends the order's `Version` as it was read; an order
 * moved by someone else meanwhile answers 409, a move its status does not allow 422.
 */
export function staffOrdersApi(request: Requester) {
  return {
    /** GET {app}/api/v1/backoffice/orders: newest first, filtered by status and by number or e-mail. */
    list: (query: StaffOrderListQuery = {}, culture?: Culture, call?: CallOptions) =>
      request('GET', staff(), {
        query: { ...query, ...inCulture(culture) },
        schema: StaffOrderListSchema,
        ...withCall(call),
      }),

    /** GET {app}/api/v1/backoffice/orders/{orderId}. */
    get: (orderId: string, culture?: Culture, call?: CallOptions) =>
      request('GET', staff(`/${encodeURIComponent(orderId)}`), {
        query: inCulture(culture),
        schema: StaffOrderSchema,
        ...withCall(call, [404]),
      }),

    /** POST {app}/api/v1/backoffice/orders/{orderId}/status: answers the order as it now is. */
    move: (orderId: string, body: StaffOrderMove, culture?: Culture, call?: CallOptions) =>
      request('POST', staff(`/${encodeURIComponent(orderId)}/status`), {
        body,
        query: inCulture(culture),
        schema: StaffOrderSchema,
        ...withCall(call, [400, 404, 409, 422]),
      }),
  };
}
