import { useMutation, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { PlanRenewalBody } from '../contracts';
import { apiRequest } from '../request';

// A monthly plan's renewal (docs/donation-rules.md "Monthly gifts"): the mailed link's page
// reads the renewed plan with the link's token (a POST, so the token stays out of URLs the
// server logs) and confirms it in one click.

/** `token` null: a link the page already knows is not valid; nothing is asked. */
export function usePlanRenewal(token: string | null) {
  return useQuery({
    queryKey: ['plan-renewal', token],
    queryFn: () => apiRequest(contract.donations.previewPlanRenewal, { body: { token: token! } }),
    enabled: token !== null,
    retry: false,
  });
}

export function useConfirmPlanRenewal() {
  return useMutation({
    mutationFn: (body: PlanRenewalBody) =>
      apiRequest(contract.donations.confirmPlanRenewal, { body }),
  });
}
