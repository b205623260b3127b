import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** React Query options of the tax rates area; a save invalidates TAX_RATES_KEY. */
export const TAX_RATES_KEY = ['tax-rates'] as const;

export const taxRatesQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: [...TAX_RATES_KEY, culture],
    queryFn: ({ signal }) => api.staffTaxRates.list(culture, { signal }),
  });
