import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { CandidateDetail } from '../contracts';
import { queryKeys } from '../query-keys';
import { ApiError, apiRequest } from '../request';
import { idParam } from '../route-params';

/** Params the server would accept, or undefined: a bad id is never sent (it could only 400). */
function candidateParams(candidateId: number | string | undefined) {
  const id = idParam(candidateId);
  return id === undefined ? undefined : { candidateId: id };
}

/**
 * One candidate in full with their next election, or null when there is none with that id:
 * "absent" (404) is an answer the candidate page shows as 'Candidate Not Found', not a failure.
 */
export function candidateQueryOptions(candidateId: number | string | undefined) {
  const params = candidateParams(candidateId);
  return queryOptions({
    queryKey: queryKeys.candidates.detail(params?.candidateId ?? Number.NaN),
    queryFn:
      params === undefined
        ? skipToken
        : async ({ signal }): Promise<CandidateDetail | null> => {
            try {
              return await apiRequest(contract.candidates.detail, { params, signal });
            } catch (error) {
              if (error instanceof ApiError && error.status === 404) return null;
              throw error;
            }
          },
  });
}

/** GET /api/candidate/{candidateId}; idle while the id is missing or not a positive number. */
export function useCandidate(candidateId: number | string | undefined) {
  return useQuery(candidateQueryOptions(candidateId));
}
