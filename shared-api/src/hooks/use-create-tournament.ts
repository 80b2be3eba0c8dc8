import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { CreateTournamentBody } from '../contracts';
import { queryKeys } from '../query-keys';
import { ApiError, apiRequest } from '../request';

/**
 * POST /api/tournament ('Start Tournament'). On success the geography's brackets, its
 * tournament's state and candidates and the stream channels are refetched: the page's data
 * reloads. A 409 says the page was behind (the place's tournament exists already): its
 * tournament's state is read again, so the page shows that tournament, not the button.
 */
export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTournamentBody) => apiRequest(contract.tournament.create, { body }),
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: queryKeys.tournament.all })
        : undefined,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tournament.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.candidates.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stream.all }),
      ]),
  });
}
