import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { ChatMessage, SendChatMessageBody } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

/**
 * POST /api/chat. On success the channel's list is refetched at once, so the
 * sender sees their line, rather than at the next 3-second poll; a message held for review
 * joins this tab's own held ones (useOwnHeldChatMessages).
 */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendChatMessageBody) => apiRequest(contract.chat.send, { body }),
    onSuccess: (message, body) => {
      // Held for review (it has a link): nobody else sees it yet; this tab shows it, marked.
      if (message.isModerated) {
        queryClient.setQueryData<ChatMessage[]>(queryKeys.chat.ownHeld(body.channelId), (held) => [
          ...(held ?? []),
          message,
        ]);
      }
      return queryClient.invalidateQueries({ queryKey: queryKeys.chat.messages(body.channelId) });
    },
  });
}
