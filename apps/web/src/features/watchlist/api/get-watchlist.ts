import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WatchlistResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';

export const getWatchlist = () => api<WatchlistResponse>('/api/watchlist');
export const watchlistQueryKey = ['watchlist'] as const;
export const watchlistQuery = () => queryOptions({ queryKey: watchlistQueryKey, queryFn: getWatchlist });
export const useWatchlist = (enabled = true) => useQuery({ ...watchlistQuery(), enabled });
