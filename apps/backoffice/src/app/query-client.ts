import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@vitrine/api-client';

/** Retrying a 4xx cannot succeed and would show the error dialog once per attempt. */
function retryTransient(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryTransient, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
