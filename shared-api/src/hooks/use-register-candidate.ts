import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { CandidateFormValues } from '../contracts';
import { apiRequest } from '../request';
import { refreshOwnCandidate } from './refresh-own-candidate';

/** POST /api/candidate/register: the logged-in user becomes a candidate (account form). */
export function useRegisterCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CandidateFormValues) => apiRequest(contract.candidates.register, { body }),
    onSuccess: () => refreshOwnCandidate(queryClient),
  });
}
