import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../features/auth';
import { ErrorDialogProvider } from '../features/errors';
import { I18nGate, I18nProvider } from '../features/i18n';
import { ApiProvider, type BackofficeApi } from '../lib/api-context';
import { theme } from './theme';

export interface AppProvidersProps {
  api: BackofficeApi;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything the pages rely on. The error dialog sits outside the strings gate so that a failure
 * while the strings load is still shown (in keys first, translated as soon as they arrive).
 */
export function AppProviders({ api, queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={api}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SessionI18nProvider>
            <ErrorDialogProvider>
              <I18nGate>{children}</I18nGate>
            </ErrorDialogProvider>
          </SessionI18nProvider>
        </ThemeProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}

/** The UI speaks the signed-in user's language unless they chose another one in the menu. */
function SessionI18nProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return <I18nProvider userCulture={user?.Culture}>{children}</I18nProvider>;
}
