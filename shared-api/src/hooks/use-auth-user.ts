import { queryOptions, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { AuthUser } from '../contracts';
import { queryKeys } from '../query-keys';
import { ApiError, apiRequest } from '../request';

/**
 * The current user, or null when nobody is logged in. A 401 is an answer ("no user"), not
 * a failure, so it never shows as an error; other failures do. No retry: a failure shows at once.
 */
export function authUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.user(),
    queryFn: async ({ signal }): Promise<AuthUser | null> => {
      try {
        return await apiRequest(contract.auth.user, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    retry: false,
  });
}

export interface AuthUserState {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** A failure other than "not logged in" (server down, 500). */
  error: Error | null;
}

export function useAuthUser(): AuthUserState {
  const query = useQuery(authUserQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null, error: query.error };
}
