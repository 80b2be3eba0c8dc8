import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { CandidateListItem } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { geographicCodeParam } from '../route-params';

/** Params the server would accept, or undefined: a bad code is never sent (it could only 400). */
function candidatesParams(code: string | undefined) {
  const valid = geographicCodeParam(code);
  return valid === undefined ? undefined : { code: valid };
}

export function candidatesByGeographyQueryOptions(code: string | undefined) {
  const params = candidatesParams(code);
  return queryOptions({
    // The parsed (upper-case) code, so 'ca' and 'CA' share one cache entry.
    queryKey: queryKeys.candidates.byGeography(params?.code ?? code ?? ''),
    queryFn:
      params === undefined
        ? skipToken
        : ({ signal }): Promise<CandidateListItem[]> =>
            apiRequest(contract.candidates.byGeography, { params, signal }),
  });
}

/**
 * Candidates registered for a state ('CA'), county ('06037') or city ('0644000'), most money
 * raised first; idle while the code is missing or malformed.
 */
export function useCandidatesByGeography(code: string | undefined) {
  return useQuery(candidatesByGeographyQueryOptions(code));
}
