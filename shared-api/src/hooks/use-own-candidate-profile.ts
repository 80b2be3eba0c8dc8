import { queryOptions, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { Candidate } from '../contracts';
import { queryKeys } from '../query-keys';
import { ApiError, apiRequest } from '../request';
import { useAuthUser } from './use-auth-user';

/**
 * The logged-in user's own candidate profile, or null when they have none. The contract
 * answers null for "no profile"; a 404 is read the same way so a server that answers
 * "absent" that way does not show as a failure.
 */
export function ownCandidateProfileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.candidates.profile(),
    queryFn: async ({ signal }): Promise<Candidate | null> => {
      try {
        return await apiRequest(contract.candidates.profile, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Fetched only when logged in (the query waits for the auth answer): a visitor has none. */
export function useOwnCandidateProfile() {
  const { isAuthenticated } = useAuthUser();
  return useQuery({ ...ownCandidateProfileQueryOptions(), enabled: isAuthenticated });
}
