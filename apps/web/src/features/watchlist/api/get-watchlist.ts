import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WatchlistResponse } from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getWatchlist = () => api<WatchlistResponse>('/api/watchlist');
export const watchlistQuery = () => queryOptions({ queryKey: queryKeys.watchlist, queryFn: getWatchlist });
export const useWatchlist = (enabled = true) => useQuery({ ...watchlistQuery(), enabled });
