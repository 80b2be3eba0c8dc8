import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { MyDonation } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { idParam } from '../route-params';
import { useAuthUser } from './use-auth-user';

/**
 * My donations' keys, under the donations prefix (a new gift refetches them, as it does the
 * room left) and by user, so after a change of account the last one's gifts are never shown.
 */
export const myDonationKeys = {
  all: [...queryKeys.donations.all, 'mine'] as const,
  list: (userId: number | null) => [...myDonationKeys.all, userId, 'list'] as const,
  receipt: (userId: number | null, donationId: number) =>
    [...myDonationKeys.all, userId, 'receipt', donationId] as const,
};

export function myDonationsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: myDonationKeys.list(userId ?? null),
    queryFn:
      userId === undefined
        ? skipToken
        : ({ signal }): Promise<MyDonation[]> => apiRequest(contract.donations.mine, { signal }),
    // A refund is support's doing, elsewhere: read again whenever the page opens.
    refetchOnMount: 'always',
  });
}

/**
 * GET /api/donations/mine: the logged-in member's own gifts, newest first. Waits for the
 * session and stays idle for a visitor (the server would answer 401).
 */
export function useMyDonations() {
  const { user } = useAuthUser();
  return useQuery(myDonationsQueryOptions(user?.id));
}

export function myDonationReceiptQueryOptions(
  donationId: number | string | undefined,
  userId: number | undefined,
) {
  const id = idParam(donationId);
  return queryOptions({
    queryKey: myDonationKeys.receipt(userId ?? null, id ?? Number.NaN),
    queryFn:
      id === undefined || userId === undefined
        ? skipToken
        : ({ signal }): Promise<MyDonation> =>
            apiRequest(contract.donations.receipt, { params: { donationId: id }, signal }),
    refetchOnMount: 'always',
  });
}

/**
 * GET /api/donations/{donationId}/receipt: one of the member's own gifts (another's is a
 * 404). Idle for a visitor and for an id that is not one.
 */
export function useMyDonationReceipt(donationId: number | string | undefined) {
  const { user } = useAuthUser();
  return useQuery(myDonationReceiptQueryOptions(donationId, user?.id));
}
