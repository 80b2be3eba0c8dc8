import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

// "Make it monthly" on a one-time gift's receipt (docs/donation-rules.md "Make it monthly"):
// the server's offer (its numbers, or null), one press to accept, "No thanks".

const offerKey = (donationId: number) =>
  [...queryKeys.donations.all, 'monthly-offer', donationId] as const;

/** GET /api/donations/{id}/monthly-offer; idle for a visitor's gift (`enabled` false). */
export function useMonthlyOffer(donationId: number, enabled: boolean) {
  return useQuery({
    queryKey: offerKey(donationId),
    queryFn: ({ signal }) =>
      apiRequest(contract.donations.monthlyOffer, { params: { donationId }, signal }),
    enabled,
    retry: false,
  });
}

export function useAcceptMonthlyOffer(donationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(contract.donations.acceptMonthlyOffer, { params: { donationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.donations.all }),
  });
}

export function useDeclineMonthlyOffer(donationId: number) {
  return useMutation({
    mutationFn: () =>
      apiRequest(contract.donations.declineMonthlyOffer, { params: { donationId } }),
  });
}
