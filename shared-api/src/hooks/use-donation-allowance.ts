import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { DonationAllowance } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { idParam } from '../route-params';
import { useAuthUser } from './use-auth-user';

/**
 * The keys of the donor's room left, under the donations prefix; by user as well as by
 * candidate, so after a change of account the last one's room is never shown.
 */
export const donationAllowanceKeys = {
  all: [...queryKeys.donations.all, 'allowance'] as const,
  forCandidate: (userId: number | null, candidateId: number) =>
    [...donationAllowanceKeys.all, userId, candidateId] as const,
};

/** The room a logged-in donor has left with a candidate in each of their elections ahead. */
export function donationAllowanceQueryOptions(
  candidateId: number | string | undefined,
  userId: number | undefined,
) {
  const id = idParam(candidateId);
  const query = id === undefined ? undefined : { candidateId: id };
  return queryOptions({
    queryKey: donationAllowanceKeys.forCandidate(userId ?? null, query?.candidateId ?? Number.NaN),
    queryFn:
      query === undefined || userId === undefined
        ? skipToken
        : ({ signal }): Promise<DonationAllowance> =>
            apiRequest(contract.donations.allowance, { query, signal }),
  });
}

/**
 * GET /api/donations/allowance: only for a logged-in user (the server answers a visitor 401),
 * so it waits for the session and stays idle for visitors and for an id that is not one.
 */
export function useDonationAllowance(candidateId: number | string | undefined) {
  const { user } = useAuthUser();
  return useQuery(donationAllowanceQueryOptions(candidateId, user?.id));
}
