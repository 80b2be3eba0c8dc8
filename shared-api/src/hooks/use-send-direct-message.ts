import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { SendDirectMessageBody } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

/**
 * POST /api/messages/send. `recipientId` is the user who owns the candidate profile (the
 * candidate's `userId`). The recipient's inbox is refetched in case it is on screen (a
 * candidate writing to their own page).
 */
export function useSendDirectMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendDirectMessageBody) => apiRequest(contract.messages.send, { body }),
    onSuccess: (_message, body) =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.messages.forCandidate(body.candidateId),
      }),
  });
}
