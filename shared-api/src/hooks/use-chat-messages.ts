import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_HISTORY_LIMIT, CHAT_POLL_MS } from '../constants';
import { contract } from '../contracts/routes';
import type { ChatMessage } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

/**
 * The latest 50 messages of a chat channel, oldest first, polled every 3 s.
 * The server answers each poll with an ETag and `no-cache`, so the browser's HTTP
 * cache sends If-None-Match by itself and an unchanged channel costs a bodiless 304; fetch
 * still hands the cached body to this query, and structural sharing keeps the same data
 * object, so nothing re-renders.
 */
export function chatMessagesQueryOptions(channelId: string) {
  return queryOptions({
    queryKey: queryKeys.chat.messages(channelId),
    queryFn: ({ signal }): Promise<ChatMessage[]> =>
      apiRequest(contract.chat.messages, {
        params: { channelId },
        query: { limit: CHAT_HISTORY_LIMIT },
        signal,
      }),
    refetchInterval: CHAT_POLL_MS,
  });
}

/** Polls while mounted: the chat panel mounts it once the viewer has joined. */
export function useChatMessages(channelId: string) {
  return useQuery(chatMessagesQueryOptions(channelId));
}
