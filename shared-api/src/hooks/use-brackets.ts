import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { BracketMatch, GeographicLevel } from '../contracts';
import { queryKeys } from '../query-keys';
import { LIVE_COMPETITION_TOPIC } from '../contracts/live-topics';
import { useLiveRefresh } from '../live/use-live-refresh';
import { apiRequest } from '../request';
import { bracketsParams as bracketsRouteParams } from '../route-params';

/** Params the server would accept, or undefined: a bad code is never sent (it could only 400). */
function bracketsParams(level: GeographicLevel, code: string | undefined) {
  return bracketsRouteParams(level, code);
}

export function bracketsQueryOptions(level: GeographicLevel, code: string | undefined) {
  const params = bracketsParams(level, code);
  return queryOptions({
    queryKey: queryKeys.tournament.brackets(level, code ?? ''),
    queryFn:
      params === undefined
        ? skipToken
        : ({ signal }): Promise<BracketMatch[]> =>
            apiRequest(contract.tournament.brackets, { params, signal }),
  });
}

/**
 * The matches of a geography's current bracket (provisional round 1 before the start).
 * `code` is the full code of the level: 'CA', '06037' or '0644000'; idle while it is missing
 * or of another level.
 */
export function useBrackets(level: GeographicLevel, code: string | undefined) {
  // The money in a match and the rounds' ends move while the page is open (pushed).
  const options = bracketsQueryOptions(level, code);
  useLiveRefresh(code ? LIVE_COMPETITION_TOPIC : undefined, [options.queryKey]);
  return useQuery(options);
}
