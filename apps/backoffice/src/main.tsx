// First: zod must know it may not eval before any schema is built.
import '@vitrine/validation/no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBackofficeApi } from './app/api-client';
import { App } from './app/app';
import { createAppQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

const api = createBackofficeApi();
const queryClient = createAppQueryClient();
// Created before the first render so that `me` loads while the string resources do.
const router = createAppRouter({ api: api.client, queryClient });

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
createRoot(container).render(
  <StrictMode>
    <App api={api} queryClient={queryClient} router={router} />
  </StrictMode>,
);
