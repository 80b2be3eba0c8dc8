import { useMutation } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { DonorDetailsBody } from '../contracts';
import { apiRequest } from '../request';

// The best-efforts follow-up (docs/donation-rules.md): the mailed link's page sends the
// donor's employer and occupation with the link's token.

export function useCompleteDonorDetails() {
  return useMutation({
    mutationFn: (body: DonorDetailsBody) =>
      apiRequest(contract.donations.completeDonorDetails, { body }),
  });
}
