import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { CandidatePlatformValues } from '../contracts';
import { apiRequest } from '../request';
import { refreshOwnCandidate } from './refresh-own-candidate';

/**
 * PUT /api/candidate/platform: saves the account's Platform tab (experience and platform)
 * over the user's own profile, leaving the Profile tab's fields as they are.
 */
export function useUpdateCandidatePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CandidatePlatformValues) =>
      apiRequest(contract.candidates.updatePlatform, { body }),
    onSuccess: () => refreshOwnCandidate(queryClient),
  });
}
