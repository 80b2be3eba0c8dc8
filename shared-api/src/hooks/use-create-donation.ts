import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { DonationFormValues } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

/**
 * POST /api/donations: the donation form's submit (docs/donation-rules.md). The body carries the
 * form's idempotency key, so sending it again after a lost answer never charges twice; the
 * caller keeps the key. On success every figure the gift moves is refetched where it shows:
 * the candidate's page and the candidate lists (totals), the live donations and the donor's
 * room left, the saved card and monthly plans, the state tiles, the brackets and a live stream's total.
 */
export function useCreateDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DonationFormValues) => apiRequest(contract.donations.create, { body }),
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.candidates.all,
          // The room left, My donations, and the saved card and monthly plans a gift may start.
          queryKeys.donations.all,
          queryKeys.competition.all,
          queryKeys.tournament.all,
          queryKeys.stream.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
