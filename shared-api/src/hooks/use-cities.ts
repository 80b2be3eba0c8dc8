import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { City } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { citiesParams as citiesRouteParams } from '../route-params';

/** Params the server would accept, or undefined: a bad code is never sent (it could only 400). */
function citiesParams(state: string | undefined, countyFips: string | undefined) {
  return citiesRouteParams(state, countyFips);
}

export function citiesQueryOptions(state: string | undefined, countyFips: string | undefined) {
  const params = citiesParams(state, countyFips);
  return queryOptions({
    queryKey: queryKeys.geography.cities(state ?? '', countyFips ?? ''),
    queryFn:
      params === undefined
        ? skipToken
        : ({ signal }): Promise<City[]> =>
            apiRequest(contract.geography.cities, { params, signal }),
  });
}

/**
 * A county's incorporated cities, sorted by name. `countyFips` is the full 5-digit code
 * ('06037'; the 3-digit part works too); idle while either code is missing or invalid.
 */
export function useCities(state: string | undefined, countyFips: string | undefined) {
  return useQuery(citiesQueryOptions(state, countyFips));
}
