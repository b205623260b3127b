import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** React Query options of the pickup points area; a save invalidates PICKUP_POINTS_KEY. */
export const PICKUP_POINTS_KEY = ['pickup-points'] as const;

export const pickupPointsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...PICKUP_POINTS_KEY, 'list'],
    queryFn: ({ signal }) => api.pickupPoints.staff.list({ signal }),
  });

export const mapsSettingsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...PICKUP_POINTS_KEY, 'maps-settings'],
    queryFn: ({ signal }) => api.pickupPoints.staff.mapsSettings({ signal }),
  });

/** Every country the shop knows, named in the culture: where a point may be. */
export const pointCountriesQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: [...PICKUP_POINTS_KEY, 'countries', culture],
    queryFn: ({ signal }) => api.shipping.staff.countries(culture, { signal }),
  });
