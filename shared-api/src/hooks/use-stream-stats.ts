import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { STREAM_STATS_POLL_MS } from '../constants';
import * as contract from '../contracts/browser-contract';
import type { StreamStats } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { liveCandidateTopic } from '../contracts/live-topics';
import { useLiveRefresh } from '../live/use-live-refresh';
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

/**
 * GET /api/stream/stats; activated candidates only (the server answers 403 to anyone else).
 * With the candidate's id, read again when a gift is pushed, so it reaches the
 * console within a second, and the viewer count as the server's clock publishes it (every
 * 3 s when it changed). Polled every 5 s while live and push is not open.
 */
export function useStreamStats({
  enabled = true,
  candidateId,
}: { enabled?: boolean; candidateId?: number } = {}) {
  const client = useQueryClient();
  const pushed = useLiveRefresh(
    enabled && candidateId !== undefined ? liveCandidateTopic(candidateId) : undefined,
    [queryKeys.stream.stats()],
    {
      kinds: ['donation', 'stream'],
      onEvent: (kind, data) => {
        if (kind !== 'viewers') return;
        const { viewerCount } = data as { viewerCount: number };
        client.setQueryData<StreamStats>(queryKeys.stream.stats(), (stats) =>
          stats?.isLive ? { ...stats, viewerCount } : stats,
        );
      },
    },
  );
  return useQuery({
    ...streamStatsQueryOptions(),
    enabled,
    ...(pushed ? { refetchInterval: false as const } : {}),
  });
}
