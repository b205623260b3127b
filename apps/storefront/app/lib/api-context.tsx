import type { ApiClient } from '@vitrine/api-client';
import { createContext, useContext } from 'react';

/**
 * The page's API client and the way to ask the visitor to sign in. Provided by the error flow
 * (features/error-flow), which owns what happens when a call fails; everything that calls the API
 * reads it from here, so no feature depends on the error flow's components.
 */
export interface ApiContextValue {
  api: ApiClient;
  /** Opens the sign-in step (modal, or the login page when modals are disabled). */
  requestLogin: (returnUrl?: string) => void;
}

export const ApiContext = createContext<ApiContextValue | null>(null);

export function useErrorFlow(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useErrorFlow needs an ErrorFlowProvider');
  return value;
}

export const useApi = () => useErrorFlow().api;
