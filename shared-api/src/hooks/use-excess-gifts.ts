import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { ExcessGift, ExcessGiftList, ResolveExcessBody } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

// The candidate account's excess queue (docs/donation-rules.md "Excessive gifts"): gifts of
// one person past an election's limit, each with its days left, refunded or moved to a later
// election with room by the committee.

export const excessGiftKeys = {
  all: [...queryKeys.candidates.all, 'excess-gifts'] as const,
  of: (candidateId: number) => [...excessGiftKeys.all, candidateId] as const,
};

export function excessGiftsQueryOptions(candidateId: number) {
  return queryOptions({
    queryKey: excessGiftKeys.of(candidateId),
    queryFn: ({ signal }): Promise<ExcessGiftList> =>
      apiRequest(contract.committeeReport.excessGifts, { params: { candidateId }, signal }),
    // The days left count down and support may resolve one meanwhile.
    staleTime: 0,
  });
}

export function useExcessGifts(candidateId: number) {
  return useQuery(excessGiftsQueryOptions(candidateId));
}

/** Refunds or redesignates one excess; the queue is read again after. */
export function useResolveExcessGift(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ excessId, body }: { excessId: number; body: ResolveExcessBody }) =>
      apiRequest(contract.committeeReport.resolveExcessGift, {
        params: { candidateId, excessId },
        body,
      }) as Promise<ExcessGift>,
    onSettled: () => queryClient.invalidateQueries({ queryKey: excessGiftKeys.of(candidateId) }),
  });
}
