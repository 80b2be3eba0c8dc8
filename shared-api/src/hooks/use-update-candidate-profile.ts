import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '../api-routes';
import type { CandidateFormValues } from '../contracts';
import { apiRequest } from '../request';
import { refreshOwnCandidate } from './refresh-own-candidate';

/** PUT /api/candidate/profile: saves the account form over the user's own profile. */
export function useUpdateCandidateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CandidateFormValues) =>
      apiRequest(contract.candidates.updateProfile, { body }),
    onSuccess: () => refreshOwnCandidate(queryClient),
  });
}
