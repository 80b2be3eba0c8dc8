import { queryOptions, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { useAuthUser } from './use-auth-user';

export function campaignUrlDefaultSlugQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.campaignUrls.defaultSlug(),
    queryFn: ({ signal }) => apiRequest(contract.campaignUrls.defaultSlug, { signal }),
  });
}

/**
 * The slug a blank custom slug becomes for the logged-in user: their name's slug, with a
 * short suffix when another account has it (docs/routes-and-screens.md). Logged in only.
 */
export function useCampaignUrlDefaultSlug() {
  const { isAuthenticated } = useAuthUser();
  return useQuery({ ...campaignUrlDefaultSlugQueryOptions(), enabled: isAuthenticated });
}
