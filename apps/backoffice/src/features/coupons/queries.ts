import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, CouponLookupKind } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** React Query options of the coupon area; a save invalidates COUPONS_KEY. */
export const COUPONS_KEY = ['coupons'] as const;

export const couponsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, 'list'],
    queryFn: ({ signal }) => api.coupons.staff.list({ signal }),
  });

export const couponRedemptionsQueryOptions = (api: ApiClient, id: string, culture: Culture) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, 'redemptions', id, culture],
    queryFn: ({ signal }) => api.coupons.staff.redemptions(id, culture, { signal }),
  });

export const couponLookupQueryOptions = (
  api: ApiClient,
  kind: CouponLookupKind,
  query: string,
  culture: Culture,
) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, 'lookup', kind, query, culture],
    queryFn: ({ signal }) => api.coupons.staff.lookup(kind, query, culture, { signal }),
    staleTime: 30_000,
  });
