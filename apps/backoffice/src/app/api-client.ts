import { type ApiClientOptions, type ApiError, createApiClient } from '@vitrine/api-client';
import type { ApiErrorListener, BackofficeApi } from '../lib/api-context';
import { API_BASE_URL } from '../lib/base-path';

export type BackofficeApiOptions = Omit<ApiClientOptions, 'onError'>;

/**
 * The one API client of the app. Its failures fan out to whoever listens (the error dialog, the
 * session guard), so a call made anywhere needs no error handling of its own.
 */
export function createBackofficeApi(options: BackofficeApiOptions = {}): BackofficeApi {
  const listeners = new Set<ApiErrorListener>();
  const publish = (error: ApiError) => {
    for (const listener of listeners) listener(error);
  };
  const shared: BackofficeApiOptions = { baseUrl: API_BASE_URL, ...options };
  return {
    client: createApiClient({ ...shared, onError: publish }),
    // Untranslated keys are the agreed fallback when strings fail to load, not an error to show.
    localization: createApiClient(shared),
    report: publish,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
