import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** React Query options of the currencies area; a change invalidates CURRENCIES_KEY. */
export const CURRENCIES_KEY = ['currencies'] as const;

export const currenciesQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: [...CURRENCIES_KEY, 'list', culture],
    queryFn: ({ signal }) => api.currency.backofficeCurrencies(culture, { signal }),
  });

export const ratesQueryOptions = (api: ApiClient, currency: string) =>
  queryOptions({
    queryKey: [...CURRENCIES_KEY, 'rates', currency],
    queryFn: ({ signal }) => api.currency.backofficeRates(currency, { signal }),
  });
