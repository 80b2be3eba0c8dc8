import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { CandidateProfileValues } from '../contracts';
import { apiRequest } from '../request';
import { refreshOwnCandidate } from './refresh-own-candidate';

/**
 * PUT /api/candidate/profile: saves the account's Profile tab over the user's own profile
 * (experience and platform, not sent, stay as they are).
 */
export function useUpdateCandidateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CandidateProfileValues) =>
      apiRequest(contract.candidates.updateProfile, { body }),
    onSuccess: () => refreshOwnCandidate(queryClient),
  });
}
