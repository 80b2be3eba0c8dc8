import { queryOptions, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { CandidateCheck } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

export function candidateCheckQueryOptions() {
  return queryOptions({
    // Under `candidates`, so registering or removing a profile (refreshOwnCandidate) and
    // logging in or out (every query refetched) refresh it.
    queryKey: queryKeys.candidates.check(),
    queryFn: ({ signal }): Promise<CandidateCheck> =>
      apiRequest(contract.candidates.check, { signal }),
  });
}

/**
 * GET /api/candidate/check: whether the logged-in user is a registered candidate, and which.
 * A visitor gets `isCandidate: false` (never a 401), so the debate stage and the click-in
 * panel read one answer for everybody.
 */
export function useCandidateCheck() {
  return useQuery(candidateCheckQueryOptions());
}
