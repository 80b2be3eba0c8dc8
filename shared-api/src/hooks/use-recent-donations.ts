import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { DONATIONS_POLL_MS } from '../constants';
import { contract } from '../api-routes';
import type { ListedDonation } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { idParam } from '../route-params';

/** The query the server would accept, or undefined: a bad id is never sent (it could only 400). */
function recentDonationsQuery(candidateId: number | string | undefined) {
  const id = idParam(candidateId);
  return id === undefined ? undefined : { candidateId: id };
}

/** A candidate's latest donations, newest first, polled every 5 s (spec sections 7 and 9). */
export function recentDonationsQueryOptions(candidateId: number | string | undefined) {
  const query = recentDonationsQuery(candidateId);
  return queryOptions({
    queryKey: queryKeys.donations.recent(query?.candidateId ?? Number.NaN),
    queryFn:
      query === undefined
        ? skipToken
        : ({ signal }): Promise<ListedDonation[]> =>
            apiRequest(contract.donations.recent, { query, signal }),
    refetchInterval: DONATIONS_POLL_MS,
  });
}

/** GET /api/donations/recent?candidateId=; idle while the id is missing or not a positive number. */
export function useRecentDonations(
  candidateId: number | string | undefined,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...recentDonationsQueryOptions(candidateId), enabled });
}
