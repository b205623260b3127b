import type { Culture } from '@vitrine/i18n';
import {
  RefundFormSchema,
  type RefundRequestBody,
  RefundRequestListSchema,
  RefundRequestSchema,
  type StaffRefundApprove,
  type StaffRefundComplete,
  type StaffRefundListQuery,
  StaffRefundListSchema,
  type StaffRefundReject,
  StaffRefundSchema,
} from '../contracts/refunds';
import { type CallOptions, type Requester, withCall } from '../http';

const inCulture = (culture: Culture | undefined) => (culture ? { culture } : {});
const order = (orderId: string, path: string) => `/api/v1/sales/orders/${encodeURIComponent(orderId)}${path}`;

/**
 * The customer's refunds (spec 001 §2 "Refund request page"): what an order may still give back,
 * a request for it, and the customer's requests. Another customer's order or request is a 404;
 * a quantity above what remains a 422.
 */
export function refundsApi(request: Requester) {
  return {
    /** GET {app}/api/v1/sales/orders/{orderId}/refund. */
    form: (orderId: string, culture?: Culture, call?: CallOptions) =>
      request('GET', order(orderId, '/refund'), {
        query: inCulture(culture),
        schema: RefundFormSchema,
        ...withCall(call, [404]),
      }),

    /** POST {app}/api/v1/sales/orders/{orderId}/refunds: answers the request as recorded (201). */
    request: (orderId: string, body: RefundRequestBody, culture?: Culture, call?: CallOptions) =>
      request('POST', order(orderId, '/refunds'), {
        body,
        query: inCulture(culture),
        schema: RefundRequestSchema,
        ...withCall(call, [400, 404, 422]),
      }),

    /** GET {app}/api/v1/sales/refunds: the customer's requests, newest first (of one order with `orderId`). */
    list: (culture?: Culture, orderId?: string, call?: CallOptions) =>
      request('GET', '/api/v1/sales/refunds', {
        query: { ...inCulture(culture), ...(orderId ? { orderId } : {}) },
        schema: RefundRequestListSchema,
        ...withCall(call),
      }),

    /** GET {app}/api/v1/sales/refunds/{refundId}. */
    get: (refundId: string, culture?: Culture, call?: CallOptions) =>
      request('GET', `/api/v1/sales/refunds/${encodeURIComponent(refundId)}`, {
        query: inCulture(culture),
        schema: RefundRequestSchema,
        ...withCall(call, [404]),
      }),
  };
}

const staff = (path = '') => `/api/v1/backoffice/refunds${path}`;

/**
 * The staff's refund requests (sales and admins): by status, one with its bank account and
 * history, and the decisions. A decision sends the request's `Version` as it was read; one
 * decided by someone else meanwhile answers 409.
 */
export function staffRefundsApi(request: Requester) {
  const decide = <T>(path: string, body: T, culture?: Culture, call?: CallOptions) =>
    request('POST', staff(path), {
      body,
      query: inCulture(culture),
      schema: StaffRefundSchema,
      ...withCall(call, [400, 404, 409, 422, 503]),
    });
  return {
    list: (query: StaffRefundListQuery = {}, culture?: Culture, call?: CallOptions) =>
      request('GET', staff(), {
        query: { ...query, ...inCulture(culture) },
        schema: StaffRefundListSchema,
        ...withCall(call),
      }),

    get: (refundId: string, culture?: Culture, call?: CallOptions) =>
      request('GET', staff(`/${encodeURIComponent(refundId)}`), {
        query: inCulture(culture),
        schema: StaffRefundSchema,
        ...withCall(call, [404]),
      }),

    approve: (refundId: string, body: StaffRefundApprove, culture?: Culture, call?: CallOptions) =>
      decide(`/${encodeURIComponent(refundId)}/approve`, body, culture, call),

    reject: (refundId: string, body: StaffRefundReject, culture?: Culture, call?: CallOptions) =>
      decide(`/${encodeURIComponent(refundId)}/reject`, body, culture, call),

    complete: (refundId: string, body: StaffRefundComplete, culture?: Culture, call?: CallOptions) =>
      decide(`/${encodeURIComponent(refundId)}/complete`, body, culture, call),
  };
}
