import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session.tsx';
import type { InitialQuery } from './first-screen.ts';
import { RouteErrorBoundary } from './layouts/route-error-boundary.tsx';
import { AppRoutes } from './router.tsx';

/** `initialQueries`: answers the page's first render reads from the cache (a page drawn by the server). */
export function AppProviders({ initialQueries }: { initialQueries?: InitialQuery[] }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    for (const { queryKey, data } of initialQueries ?? []) client.setQueryData(queryKey, data);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider onSignOut={() => queryClient.clear()}>
        {/* Without transitions a navigation draws the new URL's page (or its loading state while its
            code loads) at once. With them the old page would stay on screen under the new URL until
            the new page's chunk arrives, and react to what happens meanwhile: a dashboard seeing the
            sign-out would send the visitor to /login instead of Home, and a test (or a screen reader)
            reading the page would read the previous one. */}
        <BrowserRouter useTransitions={false}>
          {/* A crash in the shell itself still ends on the calm error page. */}
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </BrowserRouter>
      </SessionProvider>
    </QueryClientProvider>
  );
}
