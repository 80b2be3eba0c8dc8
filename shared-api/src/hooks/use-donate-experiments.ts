import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type {
  AssignedVariant,
  CandidateExperiments,
  CreateExperimentData,
  Experiment,
} from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { idParam } from '../route-params';

// Donate page experiments (docs/experiments.md): the visitor's variant
// for the donate page, and the owner's list, start and stop.

export const donateExperimentKeys = {
  all: [...queryKeys.candidates.all, 'experiments'] as const,
  forCandidate: (candidateId: number) => [...donateExperimentKeys.all, candidateId] as const,
};

/**
 * GET /api/candidate/{id}/donate-variant: written into the donate page by the server (its
 * page data), so the form draws with its variant at once; asked for only after an in-app
 * navigation. Never refetched: the page never changes under the donor (it is sticky anyway).
 */
export function useDonateVariant(candidateId: number | string | undefined) {
  const id = idParam(candidateId);
  return useQuery(
    queryOptions({
      queryKey: queryKeys.candidates.donateVariant(id ?? Number.NaN),
      queryFn:
        id === undefined
          ? skipToken
          : ({ signal }): Promise<AssignedVariant> =>
              apiRequest(contract.experiments.assigned, { params: { candidateId: id }, signal }),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  );
}

/** The owner's experiments with their reports (newest first). */
export function useCandidateExperiments(candidateId: number) {
  return useQuery({
    queryKey: donateExperimentKeys.forCandidate(candidateId),
    queryFn: ({ signal }): Promise<CandidateExperiments> =>
      apiRequest(contract.experiments.list, { params: { candidateId }, signal }),
    // Gifts keep arriving: the report is asked for again on each visit.
    staleTime: 0,
  });
}

export function useStartExperiment(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExperimentData): Promise<Experiment> =>
      apiRequest(contract.experiments.create, { params: { candidateId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donateExperimentKeys.all }),
  });
}

export function useStopExperiment(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (experimentId: number): Promise<Experiment> =>
      apiRequest(contract.experiments.stop, { params: { candidateId, experimentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donateExperimentKeys.all }),
  });
}
