import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { County } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { countiesParams as countiesRouteParams } from '../route-params';

/** Params the server would accept, or undefined: a bad code is never sent (it could only 400). */
function countiesParams(state: string | undefined) {
  return countiesRouteParams(state);
}

export function countiesQueryOptions(state: string | undefined) {
  const params = countiesParams(state);
  return queryOptions({
    queryKey: queryKeys.geography.counties(state ?? ''),
    queryFn:
      params === undefined
        ? skipToken
        : ({ signal }): Promise<County[]> =>
            apiRequest(contract.geography.counties, { params, signal }),
  });
}

/** A state's counties, sorted by name; idle for a missing or unknown state code. */
export function useCounties(state: string | undefined) {
  return useQuery(countiesQueryOptions(state));
}
