import { queryOptions, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { useAuthUser } from './use-auth-user';

export function campaignUrlsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.campaignUrls.list(),
    queryFn: ({ signal }) => apiRequest(contract.campaignUrls.list, { signal }),
  });
}

/**
 * The logged-in user's campaign URLs, newest first. Fetched only when someone is logged in:
 * a visitor has none, and asking would only earn a 401.
 */
export function useCampaignUrls() {
  const { isAuthenticated } = useAuthUser();
  return useQuery({ ...campaignUrlsQueryOptions(), enabled: isAuthenticated });
}
