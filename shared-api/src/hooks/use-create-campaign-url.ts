import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { CreateCampaignUrlBody } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

/** POST /api/campaign-urls; on success the user's list is refetched. */
export function useCreateCampaignUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCampaignUrlBody) => apiRequest(contract.campaignUrls.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaignUrls.all }),
  });
}
