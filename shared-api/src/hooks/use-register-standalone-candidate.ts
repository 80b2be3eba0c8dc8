import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { StandaloneRegistrationBody } from '../contracts';
import { apiRequest } from '../request';
import { refreshOwnCandidate } from './refresh-own-candidate';

/**
 * POST /api/candidates, the standalone application (/candidate-registration). A logged-in
 * applicant's profile is linked to their account, so their own profile is refetched too.
 */
export function useRegisterStandaloneCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StandaloneRegistrationBody) =>
      apiRequest(contract.candidates.registerStandalone, { body }),
    onSuccess: () => refreshOwnCandidate(queryClient),
  });
}
