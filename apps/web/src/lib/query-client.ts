import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** spec §9: unused data kept 60 s; no refetch on focus or reconnect. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: (count, err) => !(err instanceof ApiError && err.status && err.status < 500) && count < 2,
      },
    },
  });
}
