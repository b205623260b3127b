import type { ApiClient, ApiError } from '@vitrine/api-client';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';

export type ApiErrorListener = (error: ApiError) => void;

/**
 * The back office's API access: the client whose failures run the central error flow, a client for
 * the string resources (whose failure only warns, spec 000 §7) and the subscription to that flow.
 */
export interface BackofficeApi {
  client: ApiClient;
  localization: ApiClient;
  subscribe(listener: ApiErrorListener): () => void;
  /** Runs the error flow for a failed call made outside the client (an upload with progress). */
  report(error: ApiError): void;
}

const ApiContext = createContext<BackofficeApi | null>(null);

export function ApiProvider({ api, children }: { api: BackofficeApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

function useBackofficeApi(): BackofficeApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}

export function useApi(): ApiClient {
  return useBackofficeApi().client;
}

/** Hands a failure of a call made outside the client to the central error flow (spec 000 §8). */
export function useReportApiError(): (error: ApiError) => void {
  return useBackofficeApi().report;
}

export function useLocalizationApi(): ApiClient {
  return useBackofficeApi().localization;
}

/** Hears every failed call the caller did not handle itself, for as long as the component is mounted. */
export function useApiErrorListener(listener: ApiErrorListener): void {
  const { subscribe } = useBackofficeApi();
  // The latest listener is called without resubscribing, so callers need not memoise it.
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((error) => latest.current(error)), [subscribe]);
}
