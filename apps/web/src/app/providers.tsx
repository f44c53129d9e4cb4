import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session.tsx';
import { router } from './router.tsx';

export function AppProviders() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider onSignOut={() => queryClient.clear()}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
