import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import { apiRequest } from '../request';
import { refreshOwnCandidate } from './refresh-own-candidate';

/**
 * DELETE /api/candidate/profile (Settings: 'Deactivate Candidate Account'): the user stops
 * being a candidate; their profile then reads as null and they may register again.
 */
export function useDeactivateCandidateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(contract.candidates.removeProfile),
    onSuccess: () => refreshOwnCandidate(queryClient),
  });
}
