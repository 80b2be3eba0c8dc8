import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CHAT_HISTORY_LIMIT, CHAT_POLL_MS } from '../constants';
import * as contract from '../contracts/browser-contract';
import type { ChatMessage } from '../contracts';
import { queryKeys } from '../query-keys';
import { liveChatTopic } from '../contracts/live-topics';
import { useLiveTopic } from '../live/use-live-topic';
import { apiRequest } from '../request';

/** `messages` and those of `more` newer than all of them: the latest 50, in id order. */
function withNewer(messages: ChatMessage[], more: ChatMessage[] | undefined): ChatMessage[] {
  const newest = messages.reduce((max, message) => Math.max(max, message.id), 0);
  const newer = (more ?? []).filter((message) => message.id > newest);
  if (newer.length === 0) return messages;
  return [...messages, ...newer].sort((a, b) => a.id - b.id).slice(-CHAT_HISTORY_LIMIT);
}

/**
 * The latest 50 messages of a chat channel, oldest first, polled every 3 s (without push).
 * The server answers each poll with an ETag and `no-cache`, so the browser's HTTP
 * cache sends If-None-Match by itself and an unchanged channel costs a bodiless 304; fetch
 * still hands the cached body to this query, and structural sharing keeps the same data
 * object, so nothing re-renders.
 */
export function chatMessagesQueryOptions(channelId: string) {
  return queryOptions({
    queryKey: queryKeys.chat.messages(channelId),
    queryFn: async ({ signal, client, queryKey }): Promise<ChatMessage[]> => {
      const read = await apiRequest(contract.chat.messages, {
        params: { channelId },
        query: { limit: CHAT_HISTORY_LIMIT },
        signal,
      });
      // A message pushed while this read was on its way may be newer than what it saw.
      return withNewer(read, client.getQueryData<ChatMessage[]>(queryKey));
    },
    refetchInterval: CHAT_POLL_MS,
  });
}

/** A pushed message joins the cached latest 50 (once, in id order). */
function addPushedMessage(client: QueryClient, channelId: string, message: ChatMessage): void {
  client.setQueryData<ChatMessage[]>(queryKeys.chat.messages(channelId), (messages) => {
    if (!messages || messages.some((known) => known.id === message.id)) return messages;
    return [...messages, message].sort((a, b) => a.id - b.id).slice(-CHAT_HISTORY_LIMIT);
  });
}

/** A message a moderator deleted or rejected leaves the list, and this tab's held ones. */
function dropRemovedMessage(client: QueryClient, channelId: string, id: number): void {
  const without = (messages: ChatMessage[] | undefined) =>
    messages?.some((known) => known.id === id)
      ? messages.filter((known) => known.id !== id)
      : messages;
  client.setQueryData<ChatMessage[]>(queryKeys.chat.messages(channelId), without);
  client.setQueryData<ChatMessage[]>(queryKeys.chat.ownHeld(channelId), without);
}

/**
 * The channel's messages while mounted (the chat panel mounts it once the viewer has
 * joined): pushed as they are sent, or polled every 3 s while push is not open.
 */
export function useChatMessages(channelId: string) {
  const client = useQueryClient();
  const pushed = useLiveTopic(liveChatTopic(channelId), {
    onEvent: (kind, data) => {
      if (kind === 'message') addPushedMessage(client, channelId, data as ChatMessage);
      if (kind === 'removed') dropRemovedMessage(client, channelId, (data as { id: number }).id);
      // The moderation hooks follow the same topic for their own kinds (held, settings).
    },
    onResync: () => void client.invalidateQueries({ queryKey: queryKeys.chat.messages(channelId) }),
  });
  return useQuery({
    ...chatMessagesQueryOptions(channelId),
    refetchInterval: pushed ? false : CHAT_POLL_MS,
  });
}
