import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { DirectMessage } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

/**
 * PATCH /api/messages/{messageId}/read (only the owner: opening a message marks it
 * read). The answer replaces the message in every cached inbox at once, then the inboxes
 * are refetched so the list is the server's.
 */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      apiRequest(contract.messages.markRead, { params: { messageId } }),
    onSuccess: (updated) => {
      queryClient.setQueriesData<DirectMessage[]>({ queryKey: queryKeys.messages.all }, (inbox) =>
        inbox?.map((message) => (message.id === updated.id ? updated : message)),
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.messages.all });
    },
  });
}
