import { queryOptions, useQuery } from '@tanstack/react-query';
import { STREAM_STATS_POLL_MS } from '../constants';
import { contract } from '../contracts/routes';
import type { StreamStats } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { followStreamTotal } from './follow-stream-total';

/**
 * The logged-in candidate's own stream: whether it is live, viewers and money raised. Polled
 * every 5 s while live; offline nothing changes until GO LIVE, whose answer
 * goes into this cache and starts the polling. Always asked afresh when /go-live opens, so a
 * stream started in another tab is resumed. A poll that finds the money raised moved first
 * refreshes the Live Donations list, so the list and the "Raised" figure move together.
 */
export function streamStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.stream.stats(),
    queryFn: async ({ signal, client, queryKey }): Promise<StreamStats> => {
      const stats = await apiRequest(contract.stream.stats, { signal });
      await followStreamTotal(
        client,
        { before: client.getQueryData<StreamStats>(queryKey)?.donations, now: stats.donations },
        [queryKeys.stream.liveDonationsAll],
      );
      return stats;
    },
    refetchInterval: (query) => (query.state.data?.isLive ? STREAM_STATS_POLL_MS : false),
    refetchOnMount: 'always',
  });
}

/** GET /api/stream/stats; activated candidates only (the server answers 403 to anyone else). */
export function useStreamStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...streamStatsQueryOptions(), enabled });
}
