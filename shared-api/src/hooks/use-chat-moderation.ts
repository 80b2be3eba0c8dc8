import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_POLL_MS, CHAT_SETTINGS_POLL_MS } from '../constants';
import { liveChatTopic } from '../contracts/live-topics';
import type {
  ChatMessage,
  ChatRestriction,
  ChatSettings,
  RestrictChatSenderBody,
} from '../contracts';
import * as contract from '../contracts/browser-contract';
import { useLiveRefresh } from '../live/use-live-refresh';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

// Chat moderation (docs/roles.md): the channel's settings (slow mode, and whether this viewer
// moderates it), the moderators' held queue, their actions, and this tab's own held messages.
// The server decides who moderates; these only draw what it says.

/** Slow mode and whether the viewer moderates: pushed changes, else read every 30 s. */
export function useChatSettings(channelId: string) {
  const key = queryKeys.chat.settings(channelId);
  const pushed = useLiveRefresh(liveChatTopic(channelId), [key], { kinds: ['settings'] });
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiRequest(contract.chatModeration.settings, { params: { channelId }, signal }),
    refetchInterval: pushed ? false : CHAT_SETTINGS_POLL_MS,
  });
}

/** The held queue, for moderators only (`enabled`): read again on each change, else polled. */
export function useHeldChatMessages(channelId: string, enabled: boolean) {
  const key = queryKeys.chat.held(channelId);
  const pushed = useLiveRefresh(enabled ? liveChatTopic(channelId) : undefined, [key], {
    kinds: ['held', 'removed', 'message'],
  });
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiRequest(contract.chatModeration.held, { params: { channelId }, signal }),
    enabled,
    refetchInterval: pushed ? false : CHAT_POLL_MS,
  });
}

/** This tab's messages that wait for review (never fetched: the send answers fill it). */
export function useOwnHeldChatMessages(channelId: string): ChatMessage[] {
  const { data } = useQuery<ChatMessage[]>({
    queryKey: queryKeys.chat.ownHeld(channelId),
    queryFn: () => [],
    initialData: [],
    staleTime: Infinity,
  });
  return data;
}

export type ChatModerationAction =
  | { kind: 'approve'; messageId: number }
  | { kind: 'reject'; messageId: number }
  | { kind: 'delete'; messageId: number }
  | { kind: 'restrict'; messageId: number; body: RestrictChatSenderBody }
  | { kind: 'slow-mode'; seconds: number };

/** What an action answers: the approved message, the restriction, the settings, or null. */
export type ChatModerationAnswer = ChatMessage | ChatRestriction | ChatSettings | null;

function moderate(channelId: string, action: ChatModerationAction): Promise<ChatModerationAnswer> {
  if (action.kind === 'slow-mode') {
    return apiRequest(contract.chatModeration.slowMode, {
      params: { channelId },
      body: { seconds: action.seconds },
    });
  }
  const params = { channelId, messageId: action.messageId };
  switch (action.kind) {
    case 'approve':
      return apiRequest(contract.chatModeration.approve, { params });
    case 'reject':
      return apiRequest(contract.chatModeration.reject, { params });
    case 'delete':
      return apiRequest(contract.chatModeration.remove, { params });
    case 'restrict':
      return apiRequest(contract.chatModeration.restrict, { params, body: action.body });
  }
}

/** One moderator action; afterwards the list, the queue and the settings are read again. */
export function useChatModeration(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ChatModerationAction) => moderate(channelId, action),
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.chat.messages(channelId),
          queryKeys.chat.held(channelId),
          queryKeys.chat.settings(channelId),
          chatRestrictionsKey(channelId),
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

/** Support's list of a channel's time-outs and bans in force. */
export const chatRestrictionsKey = (channelId: string) =>
  [...queryKeys.chat.all, 'restrictions', channelId] as const;

/**
 * GET /api/admin/chat-restrictions?channelId=: support only (others are answered 403), so the
 * chat enables it for admins only. Read again after each moderator action of this tab.
 */
export function useChatRestrictions(channelId: string, enabled: boolean) {
  return useQuery({
    queryKey: chatRestrictionsKey(channelId),
    queryFn: ({ signal }) =>
      apiRequest(contract.chatModeration.restrictions, { query: { channelId }, signal }),
    enabled,
    refetchInterval: CHAT_SETTINGS_POLL_MS,
  });
}

/** POST /api/admin/chat-restrictions/{id}/lift (support only); the list is read again. */
export function useLiftChatRestriction(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (restrictionId: number) =>
      apiRequest(contract.chatModeration.lift, { params: { restrictionId } }),
    onSettled: () => client.invalidateQueries({ queryKey: chatRestrictionsKey(channelId) }),
  });
}
