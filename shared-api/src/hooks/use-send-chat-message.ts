import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '../contracts/routes';
import type { SendChatMessageBody } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

/**
 * POST /api/chat. On success the channel's list is refetched at once, so the
 * sender sees their line, rather than at the next 3-second poll.
 */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendChatMessageBody) => apiRequest(contract.chat.send, { body }),
    onSuccess: (_message, body) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.chat.messages(body.channelId) }),
  });
}
