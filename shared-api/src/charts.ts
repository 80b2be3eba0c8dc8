// 'shared-api/charts': the hooks of the money charts. Not part of the 'shared-api'
// entry, which every page loads (/home included, and it is not tree-shaken): a page with a
// chart imports these, bundled with that page's remote; what they use (the request, the live
// push, the params checks) they import from 'shared-api', so there is one copy of those.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import {
  apiRequest,
  bracketsParams,
  COMPETITION_SUMMARY_REFETCH_MS,
  contract,
  DONATIONS_POLL_MS,
  idParam,
  isStateCode,
  LIVE_COMPETITION_TOPIC,
  liveCandidateTopic,
  useLiveRefresh,
  type CandidateMoney,
  type GeographicLevel,
  type RoundMoney,
  type StateMoney,
  type StreamMoney,
} from 'shared-api';
import { chartKeys } from './chart-keys';

export { chartKeys };

// Money moves: a gift to the candidate (its topic) or anywhere (the competition topic) marks
// the series stale, so the chart is read again within a second; without push it is polled.

export function candidateMoneyQueryOptions(candidateId: number | string | undefined) {
  const id = idParam(candidateId);
  return queryOptions({
    queryKey: chartKeys.candidate(id ?? Number.NaN),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }): Promise<CandidateMoney> =>
            apiRequest(contract.charts.candidate, { params: { candidateId: id }, signal }),
  });
}

/** GET /api/charts/candidates/{id}: money and donors per day since registration. */
export function useCandidateMoney(candidateId: number | string | undefined) {
  const id = idParam(candidateId);
  const pushed = useLiveRefresh(
    id === undefined ? undefined : liveCandidateTopic(id),
    [chartKeys.candidate(id ?? Number.NaN)],
    { kinds: ['donation'] },
  );
  return useQuery({
    ...candidateMoneyQueryOptions(id),
    refetchInterval: pushed ? false : COMPETITION_SUMMARY_REFETCH_MS,
  });
}

/** GET /api/charts/candidates/{id}/live-stream: the live stream's gifts, oldest first. */
export function useStreamMoney(candidateId: number | string | undefined) {
  const id = idParam(candidateId);
  const pushed = useLiveRefresh(
    id === undefined ? undefined : liveCandidateTopic(id),
    [chartKeys.stream(id ?? Number.NaN)],
    { kinds: ['donation', 'stream'] },
  );
  return useQuery({
    queryKey: chartKeys.stream(id ?? Number.NaN),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }): Promise<StreamMoney> =>
            apiRequest(contract.charts.stream, { params: { candidateId: id }, signal }),
    refetchInterval: pushed ? false : DONATIONS_POLL_MS,
  });
}

/** GET /api/charts/states/{state}: the state bracket's candidates' running totals. */
export function useStateMoney(state: string | undefined) {
  const code = state !== undefined && isStateCode(state) ? state : undefined;
  const pushed = useLiveRefresh(LIVE_COMPETITION_TOPIC, [chartKeys.state(code ?? '')], {
    kinds: ['money', 'tournament', 'candidates'],
  });
  return useQuery({
    queryKey: chartKeys.state(code ?? ''),
    queryFn:
      code === undefined
        ? skipToken
        : ({ signal }): Promise<StateMoney> =>
            apiRequest(contract.charts.state, { params: { state: code }, signal }),
    refetchInterval: pushed ? false : COMPETITION_SUMMARY_REFETCH_MS,
  });
}

/** GET /api/charts/rounds/{level}/{code}: each match's money in the round being played. */
export function useRoundMoney(level: GeographicLevel, code: string | undefined) {
  const params = bracketsParams(level, code);
  const pushed = useLiveRefresh(LIVE_COMPETITION_TOPIC, [chartKeys.round(level, code ?? '')], {
    kinds: ['money', 'tournament'],
  });
  return useQuery({
    queryKey: chartKeys.round(level, code ?? ''),
    queryFn:
      params === undefined
        ? skipToken
        : ({ signal }): Promise<RoundMoney> =>
            apiRequest(contract.charts.round, { params, signal }),
    refetchInterval: pushed ? false : COMPETITION_SUMMARY_REFETCH_MS,
  });
}
