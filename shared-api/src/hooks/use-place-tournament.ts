import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { GeographicLevel, PlaceTournament } from '../contracts';
import { queryKeys } from '../query-keys';
import { LIVE_COMPETITION_TOPIC } from '../contracts/live-topics';
import { useLiveRefresh } from '../live/use-live-refresh';
import { apiRequest } from '../request';
import { bracketsParams } from '../route-params';

export function placeTournamentQueryOptions(level: GeographicLevel, code: string | undefined) {
  const params = bracketsParams(level, code);
  return queryOptions({
    queryKey: queryKeys.tournament.place(level, code ?? ''),
    queryFn:
      params === undefined
        ? skipToken
        : ({ signal }): Promise<PlaceTournament> =>
            apiRequest(contract.tournament.place, { params, signal }),
  });
}

/**
 * The state of the tournament a place's bracket shows: none yet, upcoming (with its start),
 * active (its round and when that round ends) or completed. Idle for a code of another level.
 */
export function usePlaceTournament(level: GeographicLevel, code: string | undefined) {
  // A start, a round's end and a new tournament are pushed, as the bracket's own changes are.
  const options = placeTournamentQueryOptions(level, code);
  useLiveRefresh(code ? LIVE_COMPETITION_TOPIC : undefined, [options.queryKey]);
  return useQuery(options);
}
