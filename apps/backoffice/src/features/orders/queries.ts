import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, StaffOrderListQuery } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** React Query options of the order desk; a move invalidates ORDERS_KEY (the list and the order). */
export const ORDERS_KEY = ['staff-orders'] as const;

export const staffOrdersQueryOptions = (api: ApiClient, query: StaffOrderListQuery, culture: Culture) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', query, culture],
    queryFn: ({ signal }) => api.staffOrders.list(query, culture, { signal }),
  });

export const staffOrderQueryOptions = (api: ApiClient, orderId: string, culture: Culture) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'order', orderId, culture],
    queryFn: ({ signal }) => api.staffOrders.get(orderId, culture, { signal }),
  });
