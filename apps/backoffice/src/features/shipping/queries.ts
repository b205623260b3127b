import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** React Query options of the shipping area; a change invalidates SHIPPING_KEY. */
export const SHIPPING_KEY = ['shipping'] as const;

export const shippingMethodsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...SHIPPING_KEY, 'methods'],
    queryFn: ({ signal }) => api.shipping.staff.methods({ signal }),
  });

export const shippingCountriesQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: [...SHIPPING_KEY, 'countries', culture],
    queryFn: ({ signal }) => api.shipping.staff.countries(culture, { signal }),
  });
