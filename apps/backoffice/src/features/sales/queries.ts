import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** React Query options of the sales desk; a top-up or an order invalidates SALES_KEY (the account). */
export const SALES_KEY = ['sales-desk'] as const;

export const salesCustomersQueryOptions = (api: ApiClient, email: string) =>
  queryOptions({
    queryKey: [...SALES_KEY, 'customers', email],
    // The picker shows its own failure in place: a search is retried by typing on.
    queryFn: ({ signal }) => api.sales.customers({ email }, { signal, handles: [500, 502, 503, 504] }),
    staleTime: 30_000,
  });

export const salesCustomerQueryOptions = (api: ApiClient, customerId: string, culture: Culture) =>
  queryOptions({
    queryKey: [...SALES_KEY, 'customer', customerId, culture],
    queryFn: ({ signal }) => api.sales.customer(customerId, culture, { signal }),
  });

export const salesProductsQueryOptions = (api: ApiClient, q: string, culture: Culture) =>
  queryOptions({
    queryKey: [...SALES_KEY, 'products', q, culture],
    queryFn: ({ signal }) => api.sales.products(q, culture, { signal }),
    staleTime: 30_000,
  });

export const salesPrepaidQueryOptions = (
  api: ApiClient,
  customerId: string,
  page: number,
  culture: Culture,
) =>
  queryOptions({
    queryKey: [...SALES_KEY, 'prepaid', customerId, page, culture],
    queryFn: ({ signal }) => api.sales.prepaidAccount(customerId, page, culture, { signal }),
  });
