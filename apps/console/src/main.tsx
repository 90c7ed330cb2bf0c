import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isApiError } from './api/api-error.js';
import { applyThemeChoice, readThemeChoice } from './lib/theme.js';
import { router } from './router.js';
import { SessionGate, sessionQueryKey } from './session/session.js';
import './styles.css';

applyThemeChoice(document.documentElement, readThemeChoice(globalThis.localStorage));

const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // A refused request is not retried; a session that ended mid-way sends the person back to sign-in.
      retry: (count, error) => !isApiError(error) || (error.status >= 500 && count < 2),
      refetchOnWindowFocus: false,
    },
  },
});
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'updated' && isApiError(event.query.state.error, 401) && event.query.queryKey[0] !== sessionQueryKey[0]) {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </QueryClientProvider>
  </StrictMode>,
);
