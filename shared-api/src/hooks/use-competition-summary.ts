import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMPETITION_SUMMARY_REFETCH_MS } from '../constants';
import * as contract from '../contracts/browser-contract';
import type { CompetitionSummary } from '../contracts';
import { queryKeys } from '../query-keys';
import { LIVE_COMPETITION_TOPIC } from '../contracts/live-topics';
import { useLiveRefresh } from '../live/use-live-refresh';
import { apiRequest } from '../request';

/** Every state's tile figures plus the platform totals, refetched every 10 s. */
export function competitionSummaryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.competition.summary(),
    queryFn: ({ signal }): Promise<CompetitionSummary> =>
      apiRequest(contract.competition.allStates, { signal }),
    refetchInterval: COMPETITION_SUMMARY_REFETCH_MS,
  });
}

/** Read again when money or a tournament moves (pushed), else polled every 10 s. */
export function useCompetitionSummary() {
  const pushed = useLiveRefresh(LIVE_COMPETITION_TOPIC, [queryKeys.competition.summary()]);
  return useQuery({
    ...competitionSummaryQueryOptions(),
    refetchInterval: pushed ? false : COMPETITION_SUMMARY_REFETCH_MS,
  });
}
