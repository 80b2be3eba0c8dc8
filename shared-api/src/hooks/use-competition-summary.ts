import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMPETITION_SUMMARY_REFETCH_MS } from '../constants';
import { contract } from '../contracts/routes';
import type { CompetitionSummary } from '../contracts';
import { queryKeys } from '../query-keys';
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

export function useCompetitionSummary() {
  return useQuery(competitionSummaryQueryOptions());
}
