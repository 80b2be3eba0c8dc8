import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { OneTapDonationValues, RecurringPlan, SavedCardState } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { useAuthUser } from './use-auth-user';

// The member's saved card, one-tap gifts and monthly gifts (docs/donation-rules.md, "Saved
// card, one tap" and "Monthly gifts"). Keys sit under the donations prefix and the user, so a
// gift refetches them and a change of account never shows the last one's card or plans.

export const savedCardKeys = {
  all: [...queryKeys.donations.all, 'saved'] as const,
  card: (userId: number | null) => [...savedCardKeys.all, userId, 'card'] as const,
  plans: (userId: number | null) => [...savedCardKeys.all, userId, 'plans'] as const,
};

export function savedCardQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: savedCardKeys.card(userId ?? null),
    queryFn:
      userId === undefined
        ? skipToken
        : ({ signal }): Promise<SavedCardState> =>
            apiRequest(contract.donations.savedCard, { signal }),
  });
}

/** GET /api/donations/saved-card; idle for a visitor (who has none). */
export function useSavedCard() {
  const { user } = useAuthUser();
  return useQuery(savedCardQueryOptions(user?.id));
}

/** GET /api/donations/recurring: the member's monthly gifts; idle for a visitor. */
export function useRecurringPlans() {
  const { user } = useAuthUser();
  const userId = user?.id;
  return useQuery({
    queryKey: savedCardKeys.plans(userId ?? null),
    queryFn:
      userId === undefined
        ? skipToken
        : ({ signal }): Promise<RecurringPlan[]> =>
            apiRequest(contract.donations.recurringPlans, { signal }),
    // The clock pauses plans elsewhere: read again whenever the page opens.
    refetchOnMount: 'always',
  });
}

/** Everything a gift or a card change moves: the donor's lists, card, room and the totals. */
function useRefreshAfterGift() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        queryKeys.donations.all,
        queryKeys.candidates.all,
        queryKeys.competition.all,
        queryKeys.tournament.all,
        queryKeys.stream.all,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** POST /api/donations/one-tap: the confirmation dialog's charge (keep the key per dialog). */
export function useOneTapDonation() {
  const refresh = useRefreshAfterGift();
  return useMutation({
    mutationFn: (body: OneTapDonationValues) => apiRequest(contract.donations.oneTap, { body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/donations/saved-card (its monthly gifts stop with it). */
export function useRemoveSavedCard() {
  const refresh = useRefreshAfterGift();
  return useMutation({
    mutationFn: () => apiRequest(contract.donations.removeSavedCard),
    onSuccess: refresh,
  });
}

/** POST /api/donations/recurring/{planId}/cancel. */
export function useCancelRecurringPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) =>
      apiRequest(contract.donations.cancelRecurring, { params: { planId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCardKeys.all }),
  });
}
