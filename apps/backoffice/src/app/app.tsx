import type { QueryClient } from '@tanstack/react-query';
import { type DataRouter, RouterProvider } from 'react-router';
import type { BackofficeApi } from '../lib/api-context';
import { AppProviders } from './providers';

export interface AppProps {
  api: BackofficeApi;
  queryClient: QueryClient;
  router: DataRouter;
}

export function App({ api, queryClient, router }: AppProps) {
  return (
    <AppProviders api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
