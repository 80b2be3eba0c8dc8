import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { CreateTournamentBody } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

/**
 * POST /api/tournament ('Start Tournament'). On success the geography's brackets and
 * candidates and the stream channels are refetched: the page's data reloads.
 */
export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTournamentBody) => apiRequest(contract.tournament.create, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tournament.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.candidates.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stream.all }),
      ]),
  });
}
