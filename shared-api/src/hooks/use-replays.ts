import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { Replay, ReplaySummary } from '../contracts';
import { isStateCode } from '../contracts/states';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { idParam } from '../route-params';

// Replays (docs/video.md "Replays"): the candidate page's past streams, the tournament page's
// past debates, one replay for its player, the owner's delete and support's hide. A replay
// never changes while it is watched, so none of these is polled; deleting or hiding one
// refetches every replay query, so the lists drop it at once.

/** GET /api/replays/candidate/{candidateId}: public; idle without a positive id. */
export function useCandidateReplays(candidateId: number | string | undefined) {
  const id = idParam(candidateId);
  return useQuery({
    queryKey: queryKeys.replays.candidate(id ?? Number.NaN),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }): Promise<ReplaySummary[]> =>
            apiRequest(contract.replays.candidateList, { params: { candidateId: id }, signal }),
  });
}

/** GET /api/replays/state/{stateCode}: public; idle for an unknown state. */
export function useStateReplays(stateCode: string | undefined) {
  const code = stateCode?.toUpperCase();
  return useQuery({
    queryKey: queryKeys.replays.state(code ?? ''),
    queryFn:
      code === undefined || !isStateCode(code)
        ? skipToken
        : ({ signal }): Promise<ReplaySummary[]> =>
            apiRequest(contract.replays.stateList, { params: { stateCode: code }, signal }),
  });
}

/** GET /api/replays/{replayId}: public (hidden or deleted: support only, else a 404). */
export function useReplay(replayId: number | string | undefined) {
  const id = idParam(replayId);
  return useQuery({
    queryKey: queryKeys.replays.detail(id ?? Number.NaN),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }): Promise<Replay> =>
            apiRequest(contract.replays.detail, { params: { replayId: id }, signal }),
  });
}

/** DELETE /api/candidate/{candidateId}/replays/{replayId}: the candidate owner only. */
export function useDeleteReplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateId, replayId }: { candidateId: number; replayId: number }) =>
      apiRequest(contract.replays.delete, { params: { candidateId, replayId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.replays.all }),
  });
}

/** POST /api/admin/replays/{replayId}/hide or /unhide: support only. */
export function useSetReplayHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ replayId, hidden }: { replayId: number; hidden: boolean }) =>
      apiRequest(hidden ? contract.replays.hide : contract.replays.unhide, {
        params: { replayId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.replays.all }),
  });
}
