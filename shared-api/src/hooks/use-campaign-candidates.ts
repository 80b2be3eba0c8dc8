import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

export function campaignCandidatesQueryOptions(search: string) {
  return queryOptions({
    queryKey: queryKeys.campaignUrls.candidates(search),
    queryFn: ({ signal }) =>
      apiRequest(contract.campaignUrls.candidates, { query: { search }, signal }),
  });
}

/**
 * Activated candidates whose name holds `search`, for a supporter link's candidate picker
 * (docs/routes-and-screens.md). Only while `enabled` (a member without a profile of their own).
 */
export function useCampaignCandidates(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...campaignCandidatesQueryOptions(search.trim()),
    enabled,
    // Typing a letter keeps the previous list on screen until the next one answers.
    placeholderData: keepPreviousData,
  });
}
