import { queryOptions, useQuery } from '@tanstack/react-query';
import { STREAM_STATS_POLL_MS } from '../constants';
import { contract } from '../api-routes';
import type { StreamStats } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

/**
 * The logged-in candidate's own stream: whether it is live, viewers and money raised. Polled
 * every 5 s while live (spec section 7); offline nothing changes until GO LIVE, whose answer
 * goes into this cache and starts the polling. Always asked afresh when /go-live opens, so a
 * stream started in another tab is resumed.
 */
export function streamStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.stream.stats(),
    queryFn: ({ signal }): Promise<StreamStats> => apiRequest(contract.stream.stats, { signal }),
    refetchInterval: (query) => (query.state.data?.isLive ? STREAM_STATS_POLL_MS : false),
    refetchOnMount: 'always',
  });
}

/** GET /api/stream/stats; activated candidates only (the server answers 403 to anyone else). */
export function useStreamStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...streamStatsQueryOptions(), enabled });
}
