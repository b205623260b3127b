import type { Culture } from '@vitrine/i18n';
import {
  SalesCustomerDetailSchema,
  SalesCustomerListSchema,
  type SalesCustomerSearchQuery,
  type SalesOrderDraft,
  type SalesOrderPlace,
  SalesOrderPlacedSchema,
  SalesOrderQuoteSchema,
  SalesPrepaidAccountSchema,
  SalesProductListSchema,
  type SalesTopUpBody,
} from '../contracts/sales';
import { type CallOptions, type Requester, withCall } from '../http';

const inCulture = (culture: Culture | undefined) => (culture ? { culture } : {});

/**
 * The sales desk (sales staff and admins): find a customer by e-mail, read their saved addresses,
 * find the variants to order, price a draft for the customer and place it. Without a picked
 * customer nothing can be placed: the draft names the customer, and the server refuses one it
 * does not know (404).
 */
export function salesApi(request: Requester) {
  return {
    /** GET {app}/api/v1/sales/customers?email&limit: fewer than 2 characters answer 400. */
    customers: (query: SalesCustomerSearchQuery, call?: CallOptions) =>
      request('GET', '/api/v1/sales/customers', {
        query: { ...query },
        schema: SalesCustomerListSchema,
        ...withCall(call, [400]),
      }),

    /** GET {app}/api/v1/sales/customers/{customerId}: the customer and their saved addresses. */
    customer: (customerId: string, culture?: Culture, call?: CallOptions) =>
      request('GET', `/api/v1/sales/customers/${encodeURIComponent(customerId)}`, {
        query: inCulture(culture),
        schema: SalesCustomerDetailSchema,
        ...withCall(call, [404]),
      }),

    /** GET {app}/api/v1/sales/products?q: variants by SKU or product name. */
    products: (q: string, culture?: Culture, call?: CallOptions) =>
      request('GET', '/api/v1/sales/products', {
        query: { q, ...inCulture(culture) },
        schema: SalesProductListSchema,
        ...withCall(call, [400]),
      }),

    /** POST {app}/api/v1/sales/prepaidorders/quote: the draft priced for its customer. */
    quote: (draft: SalesOrderDraft, culture?: Culture, call?: CallOptions) =>
      request('POST', '/api/v1/sales/prepaidorders/quote', {
        body: draft,
        query: inCulture(culture),
        schema: SalesOrderQuoteSchema,
        ...withCall(call, [400, 404, 409, 422]),
      }),

    /** POST {app}/api/v1/sales/prepaidorders: placed and paid from the customer's prepaid account. */
    place: (order: SalesOrderPlace, idempotencyKey: string, culture?: Culture, call?: CallOptions) =>
      request('POST', '/api/v1/sales/prepaidorders', {
        body: order,
        query: inCulture(culture),
        headers: { 'idempotency-key': idempotencyKey },
        schema: SalesOrderPlacedSchema,
        ...withCall(call, [400, 404, 409, 422]),
      }),

    /** GET {app}/api/v1/sales/customers/{customerId}/prepaidaccount?page: balance and history. */
    prepaidAccount: (customerId: string, page = 1, culture?: Culture, call?: CallOptions) =>
      request('GET', `/api/v1/sales/customers/${encodeURIComponent(customerId)}/prepaidaccount`, {
        query: { page, ...inCulture(culture) },
        schema: SalesPrepaidAccountSchema,
        ...withCall(call, [404]),
      }),

    /** POST {app}/api/v1/sales/customers/{customerId}/prepaidaccount/topups: a bank transfer credited. */
    topUp: (
      customerId: string,
      body: SalesTopUpBody,
      idempotencyKey: string,
      culture?: Culture,
      call?: CallOptions,
    ) =>
      request('POST', `/api/v1/sales/customers/${encodeURIComponent(customerId)}/prepaidaccount/topups`, {
        body,
        query: inCulture(culture),
        headers: { 'idempotency-key': idempotencyKey },
        schema: SalesPrepaidAccountSchema,
        ...withCall(call, [400, 404, 422]),
      }),
  };
}
